/// Finds and reads the token files named by a configuration, and the role each plays.
///
/// - Token files (`inputs:` files and every token file under `inputs:` folders) are read
///   in path order; one whose name names an appearance other than light
///   (`dark.tokens.json`) gives the tokens it redefines their value in that appearance.
/// - A DTCG resolver document (listed, or found in an input folder; known by its name or by
///   its content, whatever its name) says which token files
///   to read and how they combine; other token files in a folder that holds one are
///   skipped with a warning, and a folder with two resolvers is an error.
/// - `themes:` files are read as the appearance they are listed under.
public enum InputDiscovery {
  /// File name endings tokenc reads.
  public static let extensions = TokenFileNames.extensions

  /// Every token file under the configured inputs, sorted by path, and the layers they form.
  public static func inputs(
    for configuration: Configuration, fileSystem: any FileSystem = LocalFileSystem()
  )
    -> CompilerInputs
  {
    var diagnostics: [Diagnostic] = []
    var reader = FileCache(fileSystem: fileSystem)
    var scan = InputScan(directory: configuration.directory, fileSystem: fileSystem)
    scan.missingInputFix = configuration.file == nil ? .runInit : nil
    for input in configuration.inputs {
      scan.add(input, at: configuration.inputLocations[input], reader: &reader, diagnostics: &diagnostics)
    }
    var themeFiles: [(path: String, appearance: Appearance)] = []
    for (appearance, inputs) in configuration.themes.files.sorted(by: { $0.key < $1.key }) {
      var themeScan = InputScan(directory: configuration.directory, fileSystem: fileSystem)
      for input in inputs { themeScan.add(input, reader: &reader, diagnostics: &diagnostics) }
      themeFiles += themeScan.tokenFiles.map { ($0, appearance) }
    }
    var layers: [InputLayer] = []
    var resolverLayers: [InputLayer] = []
    var referenced: Set<String> = []
    for path in scan.resolvers {
      guard let file = reader.read(path, diagnostics: &diagnostics) else { continue }
      guard let root = YAMLLoader().load(file, diagnostics: &diagnostics) else { continue }
      var resolver = ResolverReader(file: file, settings: configuration.themes) { path in
        var ignored: [Diagnostic] = []
        return reader.read(path, diagnostics: &ignored)
      }
      resolver.read(root)
      diagnostics += resolver.diagnostics
      resolverLayers += resolver.layers
      referenced.formUnion(resolver.namedPaths)
    }
    let themed = Set(themeFiles.map(\.path))
    var skipped: [String: [String]] = [:]
    var plain: [SourceFile] = []
    for path in scan.tokenFiles where !themed.contains(path) && !referenced.contains(path) {
      if let folder = scan.resolverFolder(of: path) {
        skipped[folder, default: []].append(path)
        continue
      }
      let conflicting = configuration.themes.names.conflictingAppearances(ofFile: path)
      guard conflicting.isEmpty else {
        diagnostics.append(ambiguousName(path, conflicting))
        continue
      }
      if let file = reader.read(path, diagnostics: &diagnostics) { plain.append(file) }
    }
    for (folder, paths) in skipped.sorted(by: { $0.key < $1.key }) {
      diagnostics.warning(
        .resolver,
        "\(paths.count) token file\(paths.count == 1 ? "" : "s") in '\(folder)' \(paths.count == 1 ? "is" : "are") "
          + "not named by its resolver document and skipped: \(paths.joined(separator: ", ")); "
          + "add them to the resolver's sets, or list them under inputs: in tokenc.yaml",
        at: nil)
    }
    layers = InputLayer.inferred(from: plain, names: configuration.themes.names) + resolverLayers
    for (path, appearance) in themeFiles {
      guard let file = reader.read(path, diagnostics: &diagnostics) else { continue }
      layers.append(InputLayer(file: file, role: .theme(appearance, inferred: false), origin: "themes: in tokenc.yaml"))
    }
    // Inputs that hold nothing to read get a warning, unless a problem with them was reported.
    if scan.foundNothing, themeFiles.isEmpty, scan.diagnostics.isEmpty, !diagnostics.hasErrors {
      diagnostics.append(nothingFound(configuration))
    }
    diagnostics += scan.diagnostics
    return CompilerInputs(sources: reader.filesInOrder, layers: layers, diagnostics: diagnostics)
  }

  /// Every token file under the configured inputs, sorted by path (resolvers and themes not applied).
  public static func sources(
    for configuration: Configuration, fileSystem: any FileSystem = LocalFileSystem(),
    diagnostics: inout [Diagnostic]
  ) -> [SourceFile] {
    let inputs = inputs(for: configuration, fileSystem: fileSystem)
    diagnostics += inputs.diagnostics
    return inputs.sources
  }

  /// The error for a token file whose name names two appearances (`light-dark.tokens.json`),
  /// which is not read: its name cannot say which appearance it holds.
  static func ambiguousName(_ path: String, _ appearances: [Appearance]) -> Diagnostic {
    let names = appearances.map(\.rawValue)
    return Diagnostic(
      .error, .tokenTheme,
      "the name of '\(path)' names \(names.joined(separator: " and ")), so it is not read: tokenc cannot tell "
        + "which appearance it holds",
      at: SourceLocation(file: path, line: 1, column: 1),
      fix: FixSuggestion(
        "rename it (e.g. '\(names[1]).tokens.json'), or list it under `themes: {\(names[1]): [\(path)]}` in tokenc.yaml"
      ))
  }

  /// The warning for inputs that exist but hold no token file: with no `tokenc.yaml`, it
  /// suggests `tokenc init`.
  static func nothingFound(_ configuration: Configuration) -> Diagnostic {
    let inputs = configuration.inputs.map { "'\(join(configuration.directory, $0))'" }
    let message =
      inputs.isEmpty
      ? "no token files to read: inputs: lists none"
      : "no token files in \(inputs.joined(separator: ", ")) (tokenc reads .yaml, .yml, .json and .tokens files)"
    let fix =
      configuration.file == nil
      ? FixSuggestion.runInit : FixSuggestion("add token files, or list the files to read under inputs: in tokenc.yaml")
    return Diagnostic(
      .warning, .io, message, at: configuration.inputs.first.flatMap { configuration.inputLocations[$0] }, fix: fix)
  }

  /// Whether a relative path lies in or is a hidden file or folder (a component starting with `.`).
  public static func isHidden(_ subpath: String) -> Bool {
    subpath.split(separator: "/").contains { $0.hasPrefix(".") }
  }

  /// `base/path`, or `path` when base is `.` or the path is absolute.
  public static func join(_ base: String, _ path: String) -> String {
    if base == "." || base.isEmpty || path.hasPrefix("/") { return path }
    return base.hasSuffix("/") ? base + path : base + "/" + path
  }
}

/// Reads each file once, remembering the order files were first read in.
struct FileCache {
  let fileSystem: any FileSystem
  private(set) var files: [String: SourceFile] = [:]
  private(set) var order: [String] = []
  private var ordered: Set<String> = []

  init(fileSystem: any FileSystem) { self.fileSystem = fileSystem }

  /// The files read, sorted by path (not those only peeked at).
  var filesInOrder: [SourceFile] { order.sorted().compactMap { files[$0] } }

  /// Reads `path`, or reports that it cannot be read.
  mutating func read(_ path: String, diagnostics: inout [Diagnostic]) -> SourceFile? {
    let file = peek(path, diagnostics: &diagnostics)
    if file != nil, ordered.insert(path).inserted { order.append(path) }
    return file
  }

  /// Reads `path` to look at its content (is it a resolver?) without making it one of the inputs.
  mutating func peek(_ path: String, diagnostics: inout [Diagnostic]) -> SourceFile? {
    if let file = files[path] { return file }
    guard let bytes = try? fileSystem.readFile(at: path) else {
      diagnostics.error(.io, "cannot read '\(path)'", at: nil)
      return nil
    }
    let modified = fileSystem.status(at: path).map(\.modified).flatMap { $0 >= 0 ? $0 : nil }
    let file = SourceFile(path: path, bytes: bytes, modified: modified)
    files[path] = file
    return file
  }
}
