/// A token's element id on the docs page and the names code uses for it, worked out once
/// per build and shared by the page and the Markdown.
struct DocsTokenNames: Sendable {
  /// The element id of the token's entry.
  var anchor: String
  /// The CSS custom property, as `var(--…)`.
  var css: String
  /// The Swift name, when known.
  var swift: String?

  /// `Naming.kebabCase(Naming.words(path))`, written in one pass over the path's bytes: the same
  /// words (ASCII letters and digits, split at any other byte and at a lowercase-to-uppercase
  /// change), lowercased and joined with `-`. A component with no letter or digit (whose word
  /// ``Naming/words(in:)`` builds from its scalars) takes the general path.
  static func kebabCase(_ path: TokenPath) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.description.utf8.count + 8)
    for component in path.components {
      var hasWord = false
      var inWord = false
      var previousWasLower = false
      for byte in component.utf8 {
        let isUpper = byte >= 0x41 && byte <= 0x5A
        let isLower = byte >= 0x61 && byte <= 0x7A
        let isDigit = byte >= 0x30 && byte <= 0x39
        guard isUpper || isLower || isDigit else {
          (inWord, previousWasLower) = (false, false)
          continue
        }
        if !inWord || (isUpper && previousWasLower) {
          if !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
          inWord = true
        }
        bytes.append(isUpper ? byte + 32 : byte)
        previousWasLower = isLower || isDigit
        hasWord = true
      }
      if !hasWord && !component.isEmpty { return Naming.kebabCase(Naming.words(path)) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

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
