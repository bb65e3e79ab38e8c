/// Which file names are token files: shared, as this very file, by the library and the
/// SwiftPM plugins (Plugins/Shared links to it), which cannot import the library.
enum TokenFileNames {
  /// File name endings tokenc reads.
  static let extensions = [".yaml", ".yml", ".tokens.json", ".tokens", ".json"]
  /// The configuration file's name.
  static let configuration = "tokenc.yaml"

  /// Whether a file with this name (or path) is read as tokens: a token file ending that is
  /// neither the configuration nor a DTCG resolver document.
  static func isTokenFile(_ name: String) -> Bool {
    !name.hasSuffix(".resolver.json") && !(name == configuration || name.hasSuffix("/" + configuration))
      && extensions.contains { name.hasSuffix($0) }
  }
}
