extension ValueReader {
  /// The largest length tokenc accepts, in points: far beyond any screen, yet every output
  /// (CSS, Swift, the docs) writes it exactly.
  static let largestDimension = 1_000_000.0
  /// The longest duration tokenc accepts, in milliseconds: one hour.
  static let longestDuration = 3_600_000.0
  /// The largest magnitude of a number token: integers up to it are exact in every output.
  static let largestNumber = 9_007_199_254_740_992.0

  /// A dimension within ±``largestDimension`` points, or a located error.
  mutating func dimension(_ node: SourceNode, _ what: String) -> Dimension? {
    guard let dimension = unboundedDimension(node, what) else { return nil }
    guard dimension.points.magnitude <= Self.largestDimension else {
      diagnostics.error(
        .tokenValue,
        "\(what) is longer than the ±1,000,000 pt tokenc accepts for a dimension; check the number and "
          + "its unit", at: node.location)
      return nil
    }
    return dimension
  }

  /// A dimension: a bare number (points), `"16pt"`, `"16px"`, `"1rem"`, or DTCG `{value, unit}`.
  private mutating func unboundedDimension(_ node: SourceNode, _ what: String) -> Dimension? {
    let expected = "a dimension like 16, \"16pt\" or {value: 16, unit: px}"
    if let value = node.scalar?.number { return Dimension(value, .pt) }
    if let scalar = node.scalar, !scalar.isNull {
      let text = scalar.text.trimmingWhitespace()
      for unit in DimensionUnit.allCases where text.hasSuffix(unit.rawValue) {
        if let value = DecimalNumber.parse(String(text.dropLast(unit.rawValue.count)).trimmingWhitespace()) {
          return Dimension(value, unit)
        }
      }
      if let value = DecimalNumber.parse(text) { return Dimension(value, .pt) }
      reject(node, what, expected: expected)
      return nil
    }
    guard node.entries != nil, Self.unquotedAliasText(node) == nil else {
      reject(node, what, expected: expected)
      return nil
    }
    guard let (value, unit) = valueWithUnit(node, what, units: Self.dimensionUnitNames) else {
      return nil
    }
    return Dimension(value, DimensionUnit(rawValue: unit)!)
  }

  /// A duration: `"200ms"`, `"0.2s"`, or DTCG `{value, unit}`; never negative.
  mutating func duration(_ node: SourceNode, _ what: String) -> Duration? {
    let expected = "a duration like \"200ms\" or \"0.2s\""
    var result: Duration?
    if let scalar = node.scalar, scalar.number != nil {
      diagnostics.error(
        .tokenValue, "\(what) needs a unit: write \"\(scalar.text)ms\" or \"\(scalar.text)s\"", at: scalar.location)
      return nil
    } else if let scalar = node.scalar, !scalar.isNull {
      let text = scalar.text.trimmingWhitespace()
      if text.hasSuffix("ms"), let value = DecimalNumber.parse(String(text.dropLast(2)).trimmingWhitespace()) {
        result = Duration(milliseconds: value)
      } else if text.hasSuffix("s"), let value = DecimalNumber.parse(String(text.dropLast()).trimmingWhitespace()) {
        result = Duration(seconds: value)
      } else {
        reject(node, what, expected: expected)
        return nil
      }
    } else if node.entries != nil, Self.unquotedAliasText(node) == nil {
      guard let (value, unit) = valueWithUnit(node, what, units: ["ms", "s"]) else { return nil }
      result = unit == "ms" ? Duration(milliseconds: value) : Duration(seconds: value)
    } else {
      reject(node, what, expected: expected)
      return nil
    }
    if let result, result.seconds < 0 {
      diagnostics.error(.tokenValue, "\(what) cannot be negative", at: node.location)
      return nil
    }
    if let result, !(result.milliseconds <= Self.longestDuration) {
      diagnostics.error(
        .tokenValue, "\(what) is longer than the hour tokenc accepts for a duration; check the number and its unit",
        at: node.location)
      return nil
    }
    return result
  }

  /// The `{value, unit}` object DTCG uses for dimensions and durations.
  private mutating func valueWithUnit(_ node: SourceNode, _ what: String, units: [String]) -> (Double, String)? {
    guard let fields = mapping(node, what, allowed: ["value", "unit"]) else { return nil }
    guard let valueEntry = fields["value"] else {
      missing("value", in: what, at: node.location, example: "{value: 16, unit: \(units[0])}")
      return nil
    }
    guard let unitEntry = fields["unit"] else {
      missing("unit", in: what, at: node.location, example: "{value: 16, unit: \(units[0])}")
      return nil
    }
    guard let value = number(valueEntry.value, "\(what) value"),
      let unit = keyword(unitEntry.value, "\(what) unit", from: units)
    else { return nil }
    return (value, unit)
  }

  /// A cubic Bézier: four numbers with x values in 0…1.
  mutating func cubicBezier(_ node: SourceNode, _ what: String) -> CubicBezier? {
    guard let items = node.items, items.count == 4 else {
      reject(node, what, expected: "four numbers [x1, y1, x2, y2]")
      return nil
    }
    let values = items.enumerated().compactMap { number($1, "\(what) value \($0 + 1)") }
    guard values.count == 4 else { return nil }
    for index in [0, 2] where !(0...1).contains(values[index]) {
      diagnostics.error(
        .tokenValue, "\(what) x\(index / 2 + 1) must be between 0 and 1, not \(JSONWriter.format(values[index]))",
        at: items[index].location)
      return nil
    }
    return CubicBezier(values[0], values[1], values[2], values[3])
  }

  /// A font weight: 1–1000 or a DTCG/Apple weight name.
  mutating func fontWeight(_ node: SourceNode, _ what: String) -> FontWeight? {
    if let scalar = node.scalar, let value = DecimalNumber.parse(scalar.text.trimmingWhitespace()) {
      guard value == value.rounded(), (1...1000).contains(value) else {
        diagnostics.error(
          .tokenValue, "\(what) must be a whole number from 1 to 1000, not \(scalar.text)", at: node.location)
        return nil
      }
      return FontWeight(Int(value))
    }
    let names = FontWeight.names.keys.sorted()
    return keyword(node, what, from: names).flatMap { FontWeight.names[$0].map(FontWeight.init) }
  }

  /// A font family: one name or a list of names, most preferred first.
  mutating func fontFamily(_ node: SourceNode, _ what: String) -> [String]? {
    if let items = node.items, !items.isEmpty {
      let names = items.compactMap { text($0, "\(what) entry") }
      guard names.count == items.count else { return nil }
      // The stack tokenc writes for `system` reads back as `system`.
      return Typography.collapsingSystemFontStack(names)
    }
    guard let name = text(node, what) else { return nil }
    guard name.contains(ascii: ",") else { return [name] }
    // "Times New Roman, serif" is a CSS stack written as one family name: read it as the
    // stack it means, and say how DTCG writes one.
    let names = name.split(separator: ",").map { part in
      var family = String(part).trimmingWhitespace()
      if family.count >= 2, let first = family.first, first == family.last, first == "\"" || first == "'" {
        family = String(family.dropFirst().dropLast())
      }
      return family
    }
    guard !names.contains(where: \.isEmpty) else { return [name] }
    let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
    diagnostics.warning(
      .tokenValue,
      "\(what) is a font stack written as one family name; it is read as the list [\(list)], "
        + "which is how DTCG writes a stack",
      at: node.location)
    return names
  }
}
