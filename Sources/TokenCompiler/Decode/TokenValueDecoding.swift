extension ValueReader {
  /// Decodes a token's `$value` for a known type.
  ///
  /// `tokenc` is the token's decoded `$extensions["dev.tokenc"]`, whose round-trip keys carry
  /// the appearances, text style, line height and ladder that tokenc writes into DTCG JSON,
  /// so reading that JSON back gives the same tokens.
  mutating func tokenValue(
    _ node: SourceNode, type: TokenType, path: TokenPath, tokenc: TokencExtension
  ) -> DecodedValue? {
    let what = "'\(path)'"
    switch type {
    case .color:
      guard var appearances = colorAppearances(node, what) else { return nil }
      if let overrides = tokenc.appearances {
        appearances.merge(overrides) { _, override in override }
      }
      return .color(appearances)
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
    }
  }

  /// Decodes a DTCG `transition`: tokenc's own motion details if written, else the transition itself.
  mutating func transitionValue(_ node: SourceNode, path: TokenPath, tokenc: TokencExtension) -> DecodedValue? {
    if tokenc.written[.motion] != nil { return tokenc.motion.map(DecodedValue.motion) }
    return transition(node, "'\(path)'").map(DecodedValue.motion)
  }
}
