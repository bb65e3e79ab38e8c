/// Which file names are token files: shared, as this very file, by the library and the
/// SwiftPM plugins (Plugins/Shared links to it), which cannot import the library.
enum TokenFileNames {
  /// File name endings tokenc reads.
  static let extensions = [".yaml", ".yml", ".tokens.json", ".tokens", ".json"]
  /// The configuration file's name.
  static let configuration = "tokenc.yaml"

  /// File name endings of DTCG resolver documents.
  static let resolverExtensions = [".resolver.json", ".resolver.yaml", ".resolver.yml"]

  /// Whether a file with this name (or path) is read as tokens: a token file ending that is
  /// neither the configuration nor a DTCG resolver document.
  static func isTokenFile(_ name: String) -> Bool {
    !isResolver(name) && !(name == configuration || name.hasSuffix("/" + configuration))
      && extensions.contains { name.hasSuffix($0) }
  }

  /// Whether a file with this name (or path) is a DTCG resolver document.
  static func isResolver(_ name: String) -> Bool {
    resolverExtensions.contains { name.hasSuffix($0) }
  }

  /// Whether a file is one of tokenc's inputs: a token file or a resolver document.
  static func isInput(_ name: String) -> Bool { isTokenFile(name) || isResolver(name) }
}
