extension Configuration {
  /// The configuration file's name: `tokenc.yaml`.
  public static let fileName = TokenFileNames.configuration

  /// Reads and parses a configuration file; `nil` gives the defaults. Problems (an unreadable
  /// file, bad YAML, unknown keys) go into `diagnostics` and the defaults stand in.
  public static func load(
    _ path: String?, rules: RuleRegistry = .builtIn, fileSystem: any FileSystem = LocalFileSystem(),
    diagnostics: inout [Diagnostic]
  ) -> Configuration {
    guard let path else { return Configuration() }
    guard let bytes = try? fileSystem.readFile(at: path) else {
      diagnostics.error(.io, "cannot read the configuration file '\(path)'", at: nil)
      return Configuration()
    }
    return parse(SourceFile(path: path, bytes: bytes), rules: rules, diagnostics: &diagnostics)
  }

  /// Parses a configuration file already read; relative paths in it are relative to its folder.
  public static func parse(
    _ file: SourceFile, rules: RuleRegistry = .builtIn, diagnostics: inout [Diagnostic]
  ) -> Configuration {
    let root = YAMLLoader().load(file, diagnostics: &diagnostics)
    let folder = PathText.folder(of: file.path)
    return parse(root, directory: folder.isEmpty ? "." : folder, rules: rules, diagnostics: &diagnostics)
  }
}
