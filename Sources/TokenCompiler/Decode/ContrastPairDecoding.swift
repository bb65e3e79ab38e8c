extension ValueReader {
  /// The declared contrast pairs: a list of `{foreground, background, usage, level}`.
  mutating func contrastPairs(_ node: SourceNode) -> [ContrastPairSource] {
    guard let items = node.items else {
      reject(node, "$contrast", expected: "a list of {foreground, background, usage} pairs")
      return []
    }
    return items.compactMap { contrastPair($0) }
  }

  private mutating func contrastPair(_ node: SourceNode) -> ContrastPairSource? {
    let what = "a contrast pair"
    guard let fields = mapping(node, what, allowed: ["foreground", "background", "usage", "level"]) else { return nil }
    guard let foregroundNode = fields["foreground"]?.value, let backgroundNode = fields["background"]?.value else {
      missing(
        fields["foreground"] == nil ? "foreground" : "background", in: what, at: node.location,
        example: "{foreground: \"{color.label.primary}\", background: \"{color.background.primary}\"}")
      return nil
    }
    guard let foreground = colorReference(foregroundNode, "foreground"),
      let background = colorReference(backgroundNode, "background")
    else { return nil }
    var pair = ContrastPairSource(
      foreground: foreground, background: background, usage: .text, level: nil, location: node.location)
    if let entry = fields["usage"] {
      guard let usage = keyword(entry.value, "usage", from: ContrastUsage.allCases.map(\.rawValue)) else { return nil }
      pair.usage = ContrastUsage(rawValue: usage)!
    }
    if let entry = fields["level"] {
      guard let level = keyword(entry.value, "level", from: ContrastLevel.allCases.map(\.rawValue)) else { return nil }
      pair.level = ContrastLevel(rawValue: level)
    }
    return pair
  }

  private mutating func colorReference(_ node: SourceNode, _ what: String) -> AliasReference? {
    if let reference = alias(node) { return reference }
    if diagnostics.last?.location != node.location {
      reject(node, what, expected: "an alias to a color token, like \"{color.label.primary}\"")
    }
    return nil
  }
}
