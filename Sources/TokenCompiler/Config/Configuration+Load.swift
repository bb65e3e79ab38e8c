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
}
