import Foundation

/// Reads a CSS `box-shadow` string (`0 1px 2px rgba(0, 0, 0, 0.2), inset 0 0 0 1px #fff`) as
/// DTCG shadow layers, for `tokenc convert`.
enum CSSShadowText {
  /// The DTCG shadow: one layer object, or a list for several; `nil` when a layer cannot be read.
  static func parse(_ text: String) -> OrderedJSON? {
    let layers = split(text, at: ",")
    guard !layers.isEmpty else { return nil }
    var result: [OrderedJSON] = []
    for layer in layers {
      guard let converted = self.layer(layer) else { return nil }
      result.append(converted)
    }
    return result.count == 1 ? result[0] : .array(result)
  }

  private static func layer(_ text: Substring) -> OrderedJSON? {
    var lengths: [OrderedJSON] = []
    var color: OrderedJSON?
    var inset = false
    for part in split(text, at: " ") {
      if part.lowercased() == "inset" {
        inset = true
      } else if let length = length(part) {
        guard color == nil || lengths.isEmpty else { return nil }
        lengths.append(length)
      } else if color == nil {
        if part.hasPrefix("{"), part.hasSuffix("}") {
          color = .string(Conversion.dtcgReferences(String(part)))
        } else if let value = CSSColorText.parse(String(part)) {
          color = Conversion.colorObject(value, hex: String(part))
        } else {
          return nil
        }
      } else {
        return nil
      }
    }
    // CSS's default color is currentcolor, which DTCG has no value for.
    guard let color, (2...4).contains(lengths.count) else { return nil }
    let zero = OrderedJSON.object([("value", .number(0)), ("unit", .string("px"))])
    var members: [(key: String, value: OrderedJSON)] = [
      ("color", color), ("offsetX", lengths[0]), ("offsetY", lengths[1]),
      ("blur", lengths.count > 2 ? lengths[2] : zero), ("spread", lengths.count > 3 ? lengths[3] : zero),
    ]
    if inset { members.append(("inset", .bool(true))) }
    return .object(members)
  }

  /// `0`, `2px`, `-1px`, `0.5rem` as a DTCG dimension.
  private static func length(_ text: Substring) -> OrderedJSON? {
    if let zero = Double(text), zero == 0 { return .object([("value", .number(0)), ("unit", .string("px"))]) }
    return Conversion.measure(String(text), type: "dimension")
  }

  /// `text` split at `separator` outside parentheses and braces, parts trimmed, empty ones dropped.
  static func split(_ text: some StringProtocol, at separator: Character) -> [Substring] {
    let text = Substring(text)
    var parts: [Substring] = []
    var depth = 0
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "(" || character == "{" { depth += 1 }
      if character == ")" || character == "}" { depth = max(depth - 1, 0) }
      if character == separator, depth == 0 {
        parts.append(text[start..<index])
        start = text.index(after: index)
      }
      index = text.index(after: index)
    }
    parts.append(text[start...])
    return parts.map { $0.trimmingCharacters(in: .whitespaces)[...] }.filter { !$0.isEmpty }
  }
}
