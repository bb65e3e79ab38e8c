/// Value conversion for ``StyleDictionaryConverter``.
extension Conversion {
  /// A value in DTCG form: references lose `.value`, hex colors and unit strings become objects.
  /// CSS color strings (`rgba(…)`, `hsl(…)`, `white`) become color objects and CSS `box-shadow`
  /// strings shadow objects; what cannot be converted is kept as written, with a located warning.
  mutating func convertedValue(_ node: SourceNode, type: String?) -> OrderedJSON {
    switch node {
    case .sequence(let items, _, _):
      // The layers of a shadow and the stops of a gradient are read with their fields' types.
      let itemType = type == "shadow" || type == "gradient" ? type : nil
      return .array(items.map { convertedValue($0, type: itemType) })
    case .mapping(let entries, _, _):
      return .object(
        entries.map { ($0.key.text, convertedValue($0.value, type: Self.fieldType($0.key.text, in: type))) })
    case .scalar(let scalar):
      if scalar.style == .plain, let bool = scalar.bool { return .bool(bool) }
      if scalar.style == .plain, let value = scalar.number { return measure(value, type: type) }
      let text = Self.dtcgReferences(scalar.text)
      if text.hasPrefix("{"), text.hasSuffix("}"), !text.dropFirst().contains("{") { return .string(text) }
      if type == "color" {
        if let color = CSSColorText.parse(text) { return Self.colorObject(color, hex: text) }
        unconverted(
          text, "a color tokenc can convert (hex, rgb(), rgba(), hsl(), hsla() or a CSS color name)", at: scalar)
      }
      if type == "shadow" {
        if let shadow = CSSShadowText.parse(text) { return shadow }
        unconverted(text, "a CSS box-shadow tokenc can convert (lengths and a color per layer)", at: scalar)
      }
      if type == "dimension" || type == "duration", let measure = Self.measure(text, type: type!) { return measure }
      return .string(text)
    }
  }

  /// Reports a value copied unchanged, which the converted file cannot build with as it is.
  private mutating func unconverted(_ text: String, _ expected: String, at scalar: SourceScalar) {
    unconvertedCount += 1
    diagnostics.warning(
      .tokenValue,
      "'\(text)' is not \(expected); it is copied unchanged, so write it as a DTCG value in the converted file",
      at: scalar.location)
  }

  /// The type of a field of a composite: a shadow's or border's `color` is a color, its lengths dimensions.
  static func fieldType(_ key: String, in type: String?) -> String? {
    guard let type, ["shadow", "border", "gradient"].contains(type) else { return nil }
    switch key {
    case "color": return "color"
    case "offsetX", "offsetY", "blur", "spread", "width": return "dimension"
    default: return nil
    }
  }

  /// A bare number: dimensions are pixels and durations milliseconds, as Style Dictionary assumes.
  private func measure(_ value: Double, type: String?) -> OrderedJSON {
    switch type {
    case "dimension": .object([("value", .number(value)), ("unit", .string("px"))])
    case "duration": .object([("value", .number(value)), ("unit", .string("ms"))])
    default: .number(value)
    }
  }

  /// `{a.b.value}` → `{a.b}`, wherever references appear in the text.
  static func dtcgReferences(_ text: String) -> String {
    guard text.contains(".value}") else { return text }
    return text.replacing(".value}", with: "}")
  }

  /// `16px`, `1.5rem`, `200ms`, `0.2s` as a DTCG `{value, unit}` object.
  static func measure(_ text: String, type: String) -> OrderedJSON? {
    let units = type == "dimension" ? ["px", "rem"] : ["ms", "s"]
    for unit in units where text.hasSuffix(unit) {
      guard let value = DecimalNumber.parse(String(text.dropLast(unit.count))) else { continue }
      return .object([("value", .number(value)), ("unit", .string(unit))])
    }
    return nil
  }

  /// A DTCG sRGB color object for a hex color.
  static func colorObject(_ color: ColorValue, hex: String) -> OrderedJSON {
    var members: [(key: String, value: OrderedJSON)] = [
      ("colorSpace", .string("srgb")),
      ("components", .array([.number(color.red), .number(color.green), .number(color.blue)])),
    ]
    if color.alpha < 1 { members.append(("alpha", .number(color.alpha))) }
    members.append(("hex", .string(ColorValue(red: color.red, green: color.green, blue: color.blue).hex)))
    return .object(members)
  }
}
