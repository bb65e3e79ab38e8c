/// Tells a DTCG resolver document from a token file by its content, whatever its name: a
/// mapping with `resolutionOrder` and `version` at the top, or the resolver `$schema`.
enum ResolverSniffer {
  /// Whether `file` is a resolver document. Files that mention neither word are not parsed.
  static func isResolver(_ file: SourceFile) -> Bool {
    let bytes = file.bytes
    guard contains(bytes, "resolutionOrder") || contains(bytes, "resolver") else { return false }
    var ignored: [Diagnostic] = []
    guard let root = YAMLLoader().load(file, diagnostics: &ignored), root.entries != nil else { return false }
    if root["resolutionOrder"] != nil, root["version"] != nil { return true }
    return root["$schema"]?.scalar?.text.contains("/resolver") == true
  }

  private static func contains(_ bytes: [UInt8], _ word: String) -> Bool {
    let needle = Array(word.utf8)
    guard bytes.count >= needle.count else { return false }
    var index = 0
    while let start = bytes[index...].firstIndex(of: needle[0]), start + needle.count <= bytes.count {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
      index = start + 1
    }
    return false
  }
}
