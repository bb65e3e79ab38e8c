extension ValueReader {
  /// A color value with appearances: one color, or a mapping of `light`, `dark`,
  /// `lightHighContrast`, `darkHighContrast` (each a color or an alias).
  ///
  /// `what` names the value in messages; it is only worked out for a message.
  mutating func colorAppearances(
    _ node: SourceNode, _ what: @autoclosure () -> String
  ) -> AppearanceMap<ValueOrAlias<ColorValue>>? {
    let isColorObject = node["colorSpace"] != nil || node["components"] != nil
    guard let entries = node.entries, !isColorObject, Self.unquotedAliasText(node) == nil else {
      return color(node, what()).map { AppearanceMap(.value($0), for: .light) }
    }
    let names = Self.appearanceNames
    guard let fields = mapping(node, "a color with appearances", allowed: names) else { return nil }
    guard fields[Appearance.light.rawValue] != nil else {
      missing(
        "light", in: "a color with appearances", at: node.location,
        example: "light: \"#000000\" (dark and the high-contrast appearances fall back to it)")
      return nil
    }
    var result = AppearanceMap<ValueOrAlias<ColorValue>>(capacity: min(entries.count, Appearance.allCases.count))
    for entry in entries {
      guard let appearance = Appearance(named: entry.key.text) else { continue }
      guard
        let value = valueOrAlias(entry.value, { $0.color($1, "the \(appearance.displayName) color of \(what())") })
      else {
        return nil
      }
      result.appendInOrder(value, for: appearance)
    }
    return result
  }

  /// The non-light appearances kept in `$extensions.dev.tokenc.appearances` of DTCG JSON.
  mutating func appearanceOverrides(_ node: SourceNode, _ what: String) -> [Appearance: ValueOrAlias<ColorValue>]? {
    let names = Self.themedAppearanceNames
    guard let fields = mapping(node, "the appearances of \(what)", allowed: names) else { return nil }
    var result: [Appearance: ValueOrAlias<ColorValue>] = [:]
    for (name, entry) in fields {
      let appearance = Appearance(rawValue: name)!
      guard let value = valueOrAlias(entry.value, { $0.color($1, "the \(appearance.displayName) color of \(what)") })
      else { return nil }
      result[appearance] = value
    }
    return result
  }

  /// One color: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `color(display-p3 r g b / a)`,
  /// or a DTCG color object. `what` names the value in messages; it is only worked out for a message.
  mutating func color(_ node: SourceNode, _ what: @autoclosure () -> String) -> ColorValue? {
    let expected = "a color like \"#0a84ff\" or {colorSpace: display-p3, components: [0.1, 0.5, 1]}"
    if let scalar = node.scalar, !scalar.isNull {
      let text = scalar.text.trimmingWhitespace()
      if let color = ColorValue(hex: text) { return color }
      if let color = Self.cssDisplayP3(text) { return color }
      if text.hasPrefix("#") {
        diagnostics.error(
          .tokenValue, "'\(text)' in \(what()) is not a hex color; use 3, 4, 6 or 8 hex digits after '#'",
          at: scalar.location)
        return nil
      }
      reject(node, what(), expected: expected)
      return nil
    }
    guard node.entries != nil, Self.unquotedAliasText(node) == nil else {
      reject(node, what(), expected: expected)
      return nil
    }
    return dtcgColor(node, what())
  }

  /// `color(display-p3 r g b)` or `color(display-p3 r g b / a)` with components in 0…1.
  static func cssDisplayP3(_ text: String) -> ColorValue? {
    guard text.hasPrefix("color(display-p3 "), text.hasSuffix(")") else { return nil }
    let inner = text.dropFirst("color(display-p3 ".count).dropLast()
    let parts = inner.split(separator: "/").map { $0.split(separator: " ").map(String.init) }
    guard parts.count <= 2, parts[0].count == 3, parts.count == 1 || parts[1].count == 1 else { return nil }
    let numbers = (parts[0] + (parts.count == 2 ? parts[1] : [])).compactMap(DecimalNumber.parse)
    guard numbers.count == parts.joined().count, numbers.allSatisfy({ (0...1).contains($0) }) else { return nil }
    return ColorValue(
      space: .displayP3, red: numbers[0], green: numbers[1], blue: numbers[2],
      alpha: numbers.count == 4 ? numbers[3] : 1)
  }

  /// A DTCG 2025.10 color object; spaces other than sRGB and Display P3 are converted.
  private mutating func dtcgColor(_ node: SourceNode, _ what: String) -> ColorValue? {
    guard let fields = mapping(node, what, allowed: ["colorSpace", "components", "alpha", "hex"]) else { return nil }
    guard let spaceEntry = fields["colorSpace"], let componentsEntry = fields["components"] else {
      missing(
        fields["colorSpace"] == nil ? "colorSpace" : "components", in: what, at: node.location,
        example: "{colorSpace: srgb, components: [1, 0.5, 0]}")
      return nil
    }
    let spaces = DTCGColorSpace.allCases.map(\.rawValue)
    guard let name = keyword(spaceEntry.value, "\(what) colorSpace", from: spaces),
      let space = DTCGColorSpace(rawValue: name)
    else { return nil }
    guard let items = componentsEntry.value.items, items.count == 3 else {
      reject(componentsEntry.value, "\(what) components", expected: "a list of three numbers")
      return nil
    }
    let components = items.compactMap { item -> Double? in
      item.scalar?.text == "none" ? 0 : number(item, "\(what) component")
    }
    guard components.count == 3 else { return nil }
    for ((item, value), limits) in zip(zip(items, components), space.componentRanges)
    where !limits.range.contains(value) || (limits.excludesTop && value == limits.range.upperBound) {
      let top = limits.range.upperBound.isFinite ? JSONWriter.format(limits.range.upperBound) : "∞"
      let range =
        limits.excludesTop
        ? "from \(JSONWriter.format(limits.range.lowerBound)) up to (not including) \(top)"
        : "between \(JSONWriter.format(limits.range.lowerBound)) and \(top)"
      diagnostics.error(
        .tokenValue, "\(what) components in \(name) must be \(range), not \(JSONWriter.format(value))",
        at: item.location)
      return nil
    }
    var alpha = 1.0
    if let alphaEntry = fields["alpha"] {
      guard let value = number(alphaEntry.value, "\(what) alpha") else { return nil }
      guard (0...1).contains(value) else {
        diagnostics.error(.tokenValue, "\(what) alpha must be between 0 and 1", at: alphaEntry.value.location)
        return nil
      }
      alpha = value
    }
    switch space {
    case .srgb: return ColorValue(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    case .displayP3:
      return ColorValue(space: .displayP3, red: components[0], green: components[1], blue: components[2], alpha: alpha)
    default:
      return converted(space.xyz(components), alpha: alpha, at: componentsEntry.value.location, what)
    }
  }

  /// A converted color: sRGB when inside sRGB, else Display P3 (clipped, with a warning, when outside P3).
  private mutating func converted(
    _ xyz: [Double], alpha: Double, at location: SourceLocation, _ what: String
  ) -> ColorValue {
    let srgb = ColorValue(xyz: xyz, space: .srgb, alpha: alpha)
    if srgb.isInGamut { return srgb.clamped }
    let p3 = ColorValue(xyz: xyz, space: .displayP3, alpha: alpha)
    if !p3.isInGamut {
      diagnostics.warning(
        .tokenValue, "\(what) lies outside Display P3; it is clipped to the nearest P3 color", at: location)
    }
    return p3.clamped
  }
}
