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
    let root = YAMLLoader().load(SourceFile(path: path, bytes: bytes), diagnostics: &diagnostics)
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    return parse(root, directory: directory, rules: rules, diagnostics: &diagnostics)
  }
}
