/// Style Dictionary's older format (`{"value": …, "type": …, "comment": …}`), which most
/// existing design systems are still written in: recognized, reported once per file with
/// the command that converts it, and not read further (so one message, not one per token).
extension GroupWalker {
  /// The keys an old-format token may have.
  static let styleDictionaryKeys: Set<String> = [
    "value", "type", "comment", "description", "attributes", "name", "themeable", "original", "filePath",
    "isSource", "path", "deprecated", "deprecated_comment",
  ]

  /// Whether a mapping is an old-format Style Dictionary token: it has `value` (not `$value`),
  /// only keys Style Dictionary writes, and its `value` is not itself a DTCG token.
  static func isStyleDictionaryToken(_ node: SourceNode) -> Bool {
    guard let entries = node.entries, let value = node["value"], value["$value"] == nil else { return false }
    return entries.allSatisfy { styleDictionaryKeys.contains($0.key.text) }
  }

  /// Reports the old format at the first such token and stops reading the file.
  /// A file whose converted copy (`colors.tokens.json` beside `colors.json`) is read too is only
  /// a warning: its tokens come from the copy.
  mutating func reportStyleDictionaryFormat(_ path: TokenPath, at location: SourceLocation) {
    abandonsFile = true
    let converted = StyleDictionaryConverter.outputPath(for: location.file, folder: nil)
    if converted != location.file, inputFiles.contains(converted) {
      reader.diagnostics.warning(
        .tokenShape,
        "'\(location.file)' is in Style Dictionary's older format and already converted to '\(converted)', "
          + "which is read instead; remove it, or move it out of the inputs",
        at: location)
      return
    }
    reader.diagnostics.error(
      .tokenShape,
      "'\(path)' is written in Style Dictionary's older format (value, type, comment); tokenc reads DTCG 2025.10 "
        + "($value, $type, $description). Convert the file with `tokenc convert \(location.file)`, "
        + "which keeps the comments as descriptions",
      at: location)
  }
}
