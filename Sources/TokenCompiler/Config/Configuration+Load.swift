extension Configuration {
  /// The configuration file's name: `tokenc.yaml`.
  public static let fileName = TokenFileNames.configuration

  /// Parses a configuration file already read; relative paths in it are relative to its folder.
  public static func parse(
    _ file: SourceFile, rules: RuleRegistry = .builtIn, diagnostics: inout [Diagnostic]
  ) -> Configuration {
    let root = YAMLLoader().load(file, diagnostics: &diagnostics)
    let folder = PathText.folder(of: file.path)
    var configuration = parse(root, directory: folder.isEmpty ? "." : folder, rules: rules, diagnostics: &diagnostics)
    configuration.file = file.path
    let outputNode = root?["output"]
    if !configuration.output.isEmpty, outputNode == nil || outputNode?.scalar != nil {
      configuration.output = OutputFolderCheck.checkConfigured(
        configuration.output, configuration: configuration, at: outputNode?.scalar?.location,
        diagnostics: &diagnostics)
    }
    return configuration
  }

  /// Reads and parses the configuration file `file` through `fileSystem`: the configuration, the
  /// file's bytes (so diagnostics can quote its lines) and every problem. A file that cannot be
  /// read is an I/O error, with the defaults. The one place a `tokenc.yaml` is read, for the
  /// driver and for each side of `tokenc diff`.
  public static func read(
    _ file: String, rules: RuleRegistry = .builtIn, fileSystem: any FileSystem = LocalFileSystem()
  ) -> (configuration: Configuration, source: SourceFile?, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    guard let bytes = try? fileSystem.readFile(at: file) else {
      diagnostics.error(.io, "cannot read the configuration file '\(file)'", at: nil)
      return (Configuration(), nil, diagnostics)
    }
    let source = SourceFile(path: file, bytes: bytes)
    let configuration = parse(source, rules: rules, diagnostics: &diagnostics)
    return (configuration, source, diagnostics)
  }
}
