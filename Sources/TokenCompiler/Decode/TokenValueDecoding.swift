extension ValueReader {
  /// Decodes a token's `$value` for a known type.
  ///
  /// `tokenc` is the token's decoded `$extensions["dev.tokenc"]`, whose round-trip keys carry
  /// the appearances, text style, line height and ladder that tokenc writes into DTCG JSON,
  /// so reading that JSON back gives the same tokens.
  mutating func tokenValue(
    _ node: SourceNode, type: TokenType, path: TokenPath, tokenc: TokencExtension
  ) -> DecodedValue? {
    // Colors, most tokens, name themselves only in a message; the other types take the text.
    switch type {
    case .color:
      guard var appearances = colorAppearances(node, "'\(path)'") else { return nil }
      if let overrides = tokenc.appearances {
        appearances.merge(overrides) { _, override in override }
      }
      return .color(appearances)
    default: return nonColorValue(node, type: type, path: path, tokenc: tokenc)
    }
  }

  /// ``tokenValue(_:type:path:tokenc:)`` for a type other than color.
  private mutating func nonColorValue(
    _ node: SourceNode, type: TokenType, path: TokenPath, tokenc: TokencExtension
  ) -> DecodedValue? {
    let what = "'\(path)'"
    switch type {
    case .color: return nil
    case .dimension: return dimension(node, what).map { .literal(.dimension($0)) }
    case .number: return number(node, what).map { .literal(.number($0)) }
    case .duration: return duration(node, what).map { .literal(.duration($0)) }
    case .cubicBezier: return cubicBezier(node, what).map { .literal(.cubicBezier($0)) }
    case .fontFamily: return fontFamily(node, what).map { .literal(.fontFamily($0)) }
    case .fontWeight: return fontWeight(node, what).map { .literal(.fontWeight($0)) }
    case .typography:
      guard var source = typography(node, what) else { return nil }
      if let textStyle = tokenc.textStyle { source.textStyle = textStyle }
      if let lineHeight = tokenc.lineHeight { source.lineHeight = .value(.points(lineHeight.points)) }
      if let written = tokenc.ladder {
        guard let ladder = ladder(written, textStyle: source.textStyle) else { return nil }
        source.ladder = ladder
      }
      return .typography(source)
    case .motion:
      return motion(node, what).map(DecodedValue.motion)
    case .shadow, .border, .strokeStyle, .gradient:
      guard let source = composite(node, type: type, what) else { return nil }
      let location = tokenc.written[.appearances] ?? node.location
      return merging(tokenc.compositeAppearances, into: source, at: location, what).map(DecodedValue.composite)
    }
  }

  /// Decodes a DTCG `transition`: tokenc's own motion details if written, else the transition itself.
  mutating func transitionValue(_ node: SourceNode, path: TokenPath, tokenc: TokencExtension) -> DecodedValue? {
    if tokenc.written[.motion] != nil { return tokenc.motion.map(DecodedValue.motion) }
    return transition(node, "'\(path)'").map(DecodedValue.motion)
  }
}

extension ValueReader {
  /// The `appearances` key of a shadow, border or gradient in DTCG JSON: the whole value in
  /// each non-light appearance, as tokenc writes it so dark colors inside composites round-trip.
  mutating func compositeOverrides(
    _ node: SourceNode, type: TokenType, _ what: String
  ) -> [Appearance: CompositeSource]? {
    let names = Self.themedAppearanceNames
    guard let fields = mapping(node, "the appearances of \(what)", allowed: names) else { return nil }
    var result: [Appearance: CompositeSource] = [:]
    for (name, entry) in fields {
      let appearance = Appearance(rawValue: name)!
      guard let value = composite(entry.value, type: type, "the \(appearance.displayName) value of \(what)") else {
        return nil
      }
      result[appearance] = value
    }
    return result
  }

  /// A composite value with the colors of its `appearances` overrides merged in, color by color.
  ///
  /// Each override must have the same shape (as many layers or stops) as the value itself.
  mutating func merging(
    _ overrides: [Appearance: CompositeSource]?, into source: CompositeSource, at location: SourceLocation,
    _ what: String
  ) -> CompositeSource? {
    guard let overrides, !overrides.isEmpty else { return source }
    var colors = source.colors
    for appearance in Appearance.allCases {
      guard let override = overrides[appearance] else { continue }
      let replacement = override.colors
      guard replacement.count == colors.count else {
        diagnostics.error(
          .tokenExtension,
          "the \(appearance.displayName) value of \(what) has \(replacement.count) colors but its $value has "
            + "\(colors.count); write the same layers or stops in every appearance",
          at: location)
        return nil
      }
      for index in colors.indices {
        guard let color = replacement[index][.light] else { continue }
        colors[index][appearance] = color
      }
    }
    return source.replacingColors(colors)
  }
}
