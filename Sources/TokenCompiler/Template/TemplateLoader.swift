import Foundation
import Mustache

/// Reads a template and every partial it includes, before anything renders: each file's
/// syntax is checked, every `{{> partial}}` must name a file, and partials must not loop.
///
/// A partial `name` is the file `name.mustache` in the template's folder (`shared/row`
/// is `shared/row.mustache`); `..` and absolute names are rejected.
struct TemplateLoader {
  /// A template ready to render.
  struct Loaded: Sendable {
    /// The template, with marked names and the plain-text pragma.
    var template: MustacheTemplate
    /// Its partials, by name.
    var library: MustacheLibrary
    /// Every tag of the template and its partials, by number, with the cost of a pass
    /// through each section.
    var tags: [TemplateTag]
    /// What each mark in the template and its partials stands for, by number.
    var marks: [TemplateMark]
    /// The bytes of the template with every partial written out where it is included, at
    /// most ``sizeCap``: a bound on the text rendering writes outside sections.
    var size: Int
  }

  /// Where sizes stop growing, far above any budget, so adding them cannot overflow.
  static let sizeCap = 1 << 40

  private let folder: String
  /// Every file read so far, with its bytes: the template and its partials.
  private var read: [SourceFile] = []
  private let fileSystem: any FileSystem
  private var tags: [TemplateTag] = []
  private var marks: [TemplateMark] = []
  private var templates: [String: MustacheTemplate] = [:]
  private var includes: [String: [TemplateTag]] = [:]
  private var diagnostics: [Diagnostic] = []
  /// The UTF-8 bytes of each file, by partial name.
  private var sizes: [String: Int] = [:]
  /// Whether each file is also checked and prepared for rendering, or only scanned for its
  /// partials (``files(of:fileSystem:)``).
  private let prepares: Bool

  /// Loads the template at `path` (as shown in diagnostics); `requestedAt` is where the config names it.
  ///
  /// A template loaded without problems is kept (``TemplateLoaderMemo``) and given again while its
  /// files read the same, so `tokenc watch` parses an unchanged template once.
  static func load(
    _ path: String, requestedAt: SourceLocation?, fileSystem: any FileSystem = LocalFileSystem()
  ) -> (loaded: Loaded?, diagnostics: [Diagnostic]) {
    let result = loadReading(path, requestedAt: requestedAt, fileSystem: fileSystem)
    return (result.loaded, result.diagnostics)
  }

  /// The files a template is made of (itself and every partial it includes, as far as they
  /// can be read), with their bytes, for fingerprinting a build's inputs.
  ///
  /// The files are only scanned for their partials, not parsed for rendering: a build found up
  /// to date never renders, and parsing was half of such a build's work. The scans are kept
  /// (``TemplateScanMemo``) for the template emitter.
  static func files(of path: String, fileSystem: any FileSystem) -> [SourceFile] {
    if let kept = TemplateLoaderMemo.shared.loaded(path, fileSystem: fileSystem) { return kept.read }
    return loadingAll(path, requestedAt: nil, fileSystem: fileSystem, prepares: false).loader.read
  }

  /// ``load(_:requestedAt:fileSystem:)``, with every file read; the memo's when its files still read the same.
  private static func loadReading(
    _ path: String, requestedAt: SourceLocation?, fileSystem: any FileSystem
  ) -> (loaded: Loaded?, diagnostics: [Diagnostic], read: [SourceFile]) {
    if let kept = TemplateLoaderMemo.shared.loaded(path, fileSystem: fileSystem) { return (kept.loaded, [], kept.read) }
    let result = loadFresh(path, requestedAt: requestedAt, fileSystem: fileSystem)
    if let loaded = result.loaded { TemplateLoaderMemo.shared.keep(loaded, read: result.read, for: path) }
    return result
  }

  /// Reads and parses the template at `path` and its partials.
  private static func loadFresh(
    _ path: String, requestedAt: SourceLocation?, fileSystem: any FileSystem
  ) -> (loaded: Loaded?, diagnostics: [Diagnostic], read: [SourceFile]) {
    var (loader, main) = loadingAll(path, requestedAt: requestedAt, fileSystem: fileSystem)
    loader.checkCycles(from: main)
    guard !loader.diagnostics.hasErrors, let template = loader.templates[main] else {
      return (nil, loader.diagnostics, loader.read)
    }
    var expanded: [String: Int] = [:]
    let size = loader.expandedSize(main, memo: &expanded)
    for index in loader.tags.indices where loader.tags[index].kind == .section {
      let partials = loader.tags[loader.tags[index].inner].filter { $0.kind == .partial || $0.kind == .parent }
      loader.tags[index].passCost = partials.reduce(loader.tags[index].length) { cost, tag in
        min(sizeCap, cost + loader.expandedSize(tag.name, memo: &expanded))
      }
    }
    return (
      Loaded(
        template: template, library: MustacheLibrary(templates: loader.templates), tags: loader.tags,
        marks: loader.marks, size: size),
      [], loader.read
    )
  }

  /// The bytes of the file `key` with its partials written out, recursively (there are no
  /// loops by now), at most ``sizeCap``.
  private func expandedSize(_ key: String, memo: inout [String: Int]) -> Int {
    if let known = memo[key] { return known }
    var size = sizes[key] ?? 0
    for tag in includes[key] ?? [] { size = min(Self.sizeCap, size + expandedSize(tag.name, memo: &memo)) }
    memo[key] = size
    return size
  }

  /// A loader that has read the template at `path` and every partial it reaches, and the
  /// template's partial name.
  private static func loadingAll(
    _ path: String, requestedAt: SourceLocation?, fileSystem: any FileSystem, prepares: Bool = true
  ) -> (loader: TemplateLoader, main: String) {
    var loader = TemplateLoader(folder: PathText.folder(of: path), fileSystem: fileSystem, prepares: prepares)
    let main = key(forFile: PathText.name(of: path))
    loader.loadFile(path, key: main, requestedAt: requestedAt, what: "template")
    var queue = [main]
    while let key = queue.popLast() {
      for tag in loader.includes[key] ?? [] where loader.includes[tag.name] == nil {
        if loader.loadPartial(tag) { queue.append(tag.name) }
      }
    }
    return (loader, main)
  }

  private init(folder: String, fileSystem: any FileSystem, prepares: Bool) {
    self.folder = folder
    self.fileSystem = fileSystem
    self.prepares = prepares
  }

  /// The partial name a file answers to: its name without `.mustache`.
  static func key(forFile name: String) -> String {
    name.hasSuffix(".mustache") ? String(name.dropLast(".mustache".count)) : name
  }

  private mutating func loadPartial(_ tag: TemplateTag) -> Bool {
    includes[tag.name] = []
    let components = tag.name.split(separator: "/", omittingEmptySubsequences: false)
    guard !tag.name.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
      diagnostics.error(
        .templateMissingPartial,
        "partial '\(tag.name)' is outside the template's folder; name a <name>.mustache file in that folder "
          + "or below it", at: tag.location)
      return false
    }
    let path = InputDiscovery.join(folder, tag.name + ".mustache")
    guard let kind = fileSystem.kind(at: path), kind != .directory else {
      let directory = PathText.folder(of: path)
      let prefix = PathText.folder(of: tag.name)
      let known = fileSystem.subpaths(of: directory.isEmpty ? "." : directory)
        .filter { !$0.contains("/") && $0.hasSuffix(".mustache") }.sorted()
        .map { prefix.isEmpty ? Self.key(forFile: $0) : prefix + "/" + Self.key(forFile: $0) }
      diagnostics.error(
        .templateMissingPartial,
        "no partial '\(tag.name)': \(path) does not exist\(Suggestions.didYouMean(tag.name, in: known))",
        at: tag.location)
      return false
    }
    loadFile(path, key: tag.name, requestedAt: tag.location, what: "partial")
    return true
  }

  private mutating func loadFile(_ path: String, key: String, requestedAt: SourceLocation?, what: String) {
    includes[key] = []
    guard var bytes = try? fileSystem.readFile(at: path) else {
      return diagnostics.error(.io, "cannot read the \(what) '\(path)'", at: requestedAt)
    }
    read.append(SourceFile(path: path, bytes: bytes))
    sizes[key] = bytes.count
    if let invalid = UTF8Check.firstInvalidSequence(in: bytes) {
      let location = SourceFile(path: path, bytes: bytes).location(ofByte: invalid.offset)
      return diagnostics.error(.io, "the \(what) is not UTF-8 text: \(invalid.problem)", at: location)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    let text = String(decoding: bytes, as: UTF8.self)
    // Partials may be rendered indented, line by line, so only the template's own runs are joined.
    let scan = TemplateScanMemo.shared.scan(
      text, file: path, firstTag: tags.count, firstMark: marks.count, joinsRuns: what == "template")
    guard scan.errors.isEmpty else {
      for error in scan.errors { diagnostics.error(.templateSyntax, error.message, at: error.location) }
      return
    }
    if prepares {
      if let problem = TemplateSyntax.check(text, file: path) { return diagnostics.append(problem) }
      do {
        templates[key] = try TemplateSyntax.prepared(scan.marked)
      } catch {
        return diagnostics.error(
          .templateSyntax,
          "tokenc could not prepare this \(what) for rendering: \(TemplateSyntax.message(for: error))",
          at: SourceLocation(file: path, line: 1, column: 1))
      }
    }
    tags += scan.tags
    marks += scan.marks
    includes[key] = scan.tags.filter { $0.kind == .partial || $0.kind == .parent }
  }

  /// Reports partials that include themselves, directly or through others.
  private mutating func checkCycles(from main: String) {
    var done = Set<String>()
    var path: [String] = []
    func visit(_ key: String) {
      path.append(key)
      for tag in includes[key] ?? [] where !done.contains(tag.name) {
        if let start = path.firstIndex(of: tag.name) {
          let loop = (path[start...] + [tag.name]).joined(separator: " → ")
          diagnostics.error(.templatePartialCycle, "partials include each other in a loop: \(loop)", at: tag.location)
        } else {
          visit(tag.name)
        }
      }
      path.removeLast()
      done.insert(key)
    }
    visit(main)
  }
}
