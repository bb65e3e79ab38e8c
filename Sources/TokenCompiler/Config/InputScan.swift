/// Expands the `inputs:` of a configuration into token files and resolver documents.
struct InputScan {
  /// The configuration's folder.
  let directory: String
  /// Where the files are.
  let fileSystem: any FileSystem
  /// Token files found, in the order found (sorted by ``tokenFiles``).
  private var foundTokenFiles: Set<String> = []
  /// Resolver documents, in the order listed or found.
  private(set) var resolvers: [String] = []
  /// Input folders that hold a resolver document.
  private var resolverFolders: [String] = []
  /// Problems found.
  private(set) var diagnostics: [Diagnostic] = []
  /// The fix attached to "input does not exist" (the `tokenc init` hint when there is no config file).
  var missingInputFix: FixSuggestion?

  init(directory: String, fileSystem: any FileSystem) {
    self.directory = directory
    self.fileSystem = fileSystem
  }

  /// The token files found, sorted by path.
  var tokenFiles: [String] { foundTokenFiles.sorted() }

  /// Whether the inputs hold neither token files nor resolver documents.
  var foundNothing: Bool { foundTokenFiles.isEmpty && resolvers.isEmpty }

  /// Adds one `inputs:` entry: a file, or a folder searched for token files and resolvers. A
  /// resolver is known by its name (`*.resolver.json`) or by its content (``ResolverSniffer``);
  /// `reader` reads each file once for that.
  mutating func add(
    _ input: String, at location: SourceLocation? = nil, reader: inout FileCache, diagnostics: inout [Diagnostic]
  ) {
    let path = InputDiscovery.join(directory, input)
    switch fileSystem.kind(at: path) {
    case nil:
      diagnostics.error(.io, "input '\(path)' does not exist", at: location, fix: missingInputFix)
    case .directory?:
      addFolder(path, reader: &reader)
    default:
      if let note = Self.tokensStudioNote(path) {
        diagnostics.append(note)
      } else if path.hasSuffix(".json5") {
        diagnostics.warning(
          .io,
          "'\(path)' is a JSON5 file, which tokenc does not read; convert it to JSON "
            + "(e.g. `npx json5 FILE.json5 > FILE.tokens.json`)", at: location)
      } else if Self.isResolver(path, reader: &reader) {
        if !resolvers.contains(path) { resolvers.append(path) }
      } else {
        foundTokenFiles.insert(path)
      }
    }
  }

  /// Whether `path` is a resolver document, by name or by content.
  private static func isResolver(_ path: String, reader: inout FileCache) -> Bool {
    if TokenFileNames.isResolver(path) { return true }
    var ignored: [Diagnostic] = []
    guard let file = reader.peek(path, diagnostics: &ignored) else { return false }
    return ResolverSniffer.isResolver(file)
  }

  private mutating func addFolder(_ path: String, reader: inout FileCache) {
    let subpaths = fileSystem.subpaths(of: path).filter { !InputDiscovery.isHidden($0) }.sorted()
    var found: [String] = []
    var tokenFiles: [String] = []
    for subpath in subpaths where TokenFileNames.isInput(subpath) {
      let full = InputDiscovery.join(path, subpath)
      if let note = Self.tokensStudioNote(full) {
        diagnostics.append(note)
        continue
      }
      if Self.isResolver(full, reader: &reader) { found.append(full) } else { tokenFiles.append(full) }
    }
    if found.count > 1 {
      diagnostics.error(
        .resolver,
        "'\(path)' holds \(found.count) resolver documents (\(found.joined(separator: ", "))); list the one to "
          + "build under inputs: in tokenc.yaml", at: nil)
    } else if let resolver = found.first {
      resolverFolders.append(path)
      if !resolvers.contains(resolver) { resolvers.append(resolver) }
    }
    foundTokenFiles.formUnion(tokenFiles)
    let json5 = subpaths.filter { $0.hasSuffix(".json5") }
    if !json5.isEmpty {
      diagnostics.warning(
        .io,
        "'\(path)' holds \(json5.count) JSON5 file\(json5.count == 1 ? "" : "s") (\(json5.prefix(3).joined(separator: ", "))"
          + "\(json5.count > 3 ? ", …" : "")), which tokenc does not read; convert them to JSON "
          + "(e.g. `npx json5 FILE.json5 > FILE.tokens.json`)", at: nil)
    }
  }

  /// The note for Tokens Studio's `$themes.json` and `$metadata.json`, which are not token
  /// files and are skipped; `nil` for any other file.
  static func tokensStudioNote(_ path: String) -> Diagnostic? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let message: String
    switch name {
    case "$themes.json":
      message =
        "'\(path)' is Tokens Studio's list of themes, not tokens; it is skipped. Say which files hold which "
        + "appearance with `themes:` (or `appearances:`) in tokenc.yaml"
    case "$metadata.json":
      message =
        "'\(path)' is Tokens Studio's token set order, not tokens; it is skipped (tokenc reads token files in "
        + "path order)"
    default: return nil
    }
    return Diagnostic(.note, .io, message, at: nil)
  }

  /// The input folder holding a resolver that `path` lies in, if any.
  func resolverFolder(of path: String) -> String? {
    resolverFolders.first { folder in path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
  }
}
