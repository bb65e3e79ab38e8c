/// A token's element id on the docs page and the names code uses for it, worked out once
/// per build and shared by the page and the Markdown.
struct DocsTokenNames: Sendable {
  /// The element id of the token's entry.
  var anchor: String
  /// The CSS custom property, as `var(--…)`.
  var css: String
  /// The Swift name, when known.
  var swift: String?

  /// `var(--property)`, as ``DocsFormat/variable(_:)`` writes `--property`, in one string.
  static func variable(property: String) -> String {
    let plain = property.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    guard plain else { return DocsFormat.variable("--" + property) }
    var text = "var(--"
    text.reserveCapacity(property.utf8.count + 7)
    text += property
    text += ")"
    return text
  }
}
