/// A token's element id on the docs page and the names code uses for it, worked out once
/// per build and shared by the page and the Markdown.
struct DocsTokenNames: Sendable, Equatable {
  /// The element id of the token's entry.
  var anchor: String
  /// The CSS custom property, as `var(--…)`.
  var css: String
  /// The Swift name, when known.
  var swift: String?

  /// `var(--property)`, as ``DocsFormat/variable(_:)`` writes `--property`, in one string
  /// written in place from the property's bytes.
  static func variable(property: String) -> String {
    var property = property
    return property.withUTF8 { utf8 in
      let plain = utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
      guard plain else { return DocsFormat.variable("--" + String(decoding: utf8, as: UTF8.self)) }
      let lead: StaticString = "var(--"
      return String(unsafeUninitializedCapacity: utf8.count + 7) { text in
        let start = text.baseAddress!
        start.initialize(from: lead.utf8Start, count: 6)
        if let source = utf8.baseAddress { (start + 6).initialize(from: source, count: utf8.count) }
        (start + 6 + utf8.count).initialize(to: UInt8(ascii: ")"))
        return utf8.count + 7
      }
    }
  }
}

extension DocsTokenNames {
  /// Each token's qualified Swift member in `namespace` (`Tokens.Color.labelPrimary`), by the
  /// token's index in the set `names` was planned from (nil for none): the names
  /// ``CodeNames/swiftNames(_:)`` gives by path, without a table keyed by path.
  static func swiftNames(_ names: SwiftNames, namespace: String, count: Int) -> [String?] {
    var result = [String?](repeating: nil, count: count)
    for member in names.topLevel where member.index < count { result[member.index] = namespace + "." + member.name }
    for group in names.groups {
      let prefix = namespace + "." + group.typeName + "."
      for member in group.members where member.index < count { result[member.index] = prefix + member.name }
    }
    return result
  }

  /// The entry of `token` in `names` (one per token of `model`, in its order), if `token` is one of
  /// the model's.
  static func entry(of token: DocsModel.Token, in names: [DocsTokenNames], model: DocsModel) -> DocsTokenNames? {
    let index = token.index
    guard index < names.count, index < model.tokens.count, model.tokens[index] === token else { return nil }
    return names[index]
  }
}
