/// Tells a DTCG resolver document from a token file by its content, whatever its name: a
/// mapping with `resolutionOrder` and `version` at the top, or the resolver `$schema`.
enum ResolverSniffer {
  /// Whether `file` is a resolver document. Files that mention neither word are not parsed.
  static func isResolver(_ file: SourceFile) -> Bool {
    let bytes = file.bytes
    guard bytes.contains(utf8: "resolutionOrder") || bytes.contains(utf8: "resolver") else { return false }
    var ignored: [Diagnostic] = []
    guard let root = YAMLLoader().load(file, diagnostics: &ignored), root.entries != nil else { return false }
    if root["resolutionOrder"] != nil, root["version"] != nil { return true }
    return root["$schema"]?.scalar?.text.contains("/resolver") == true
  }
}
