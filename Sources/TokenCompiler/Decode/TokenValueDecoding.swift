/// The `$extensions` key under which tokenc keeps what DTCG has no field for.
public let tokencExtensionKey = "dev.tokenc"

extension ValueReader {
  /// Decodes a token's `$value` for a known type.
  ///
  /// `tokenc` is the token's `$extensions["dev.tokenc"]` node, which carries the
  /// appearances, ladder and motion details that tokenc writes into DTCG JSON, so
  /// reading that JSON back gives the same tokens.
  mutating func tokenValue(_ node: SourceNode, type: TokenType, path: TokenPath, tokenc: SourceNode?) -> DecodedValue? {
    let what = "'\(path)'"
    switch type {
    case .color:
      guard var appearances = colorAppearances(node, what) else { return nil }
      if let extra = tokenc?["appearances"] {
        guard let overrides = appearanceOverrides(extra, what) else { return nil }
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
      if let textStyle = tokenc?["textStyle"],
        let name = keyword(textStyle, "textStyle", from: AppleTextStyle.acceptedNames)
      {
        source.textStyle = AppleTextStyle(name: name)
      }
      if let lineHeight = tokenc?["lineHeight"] {
        guard let points = dimension(lineHeight, "lineHeight") else { return nil }
        source.lineHeight = .value(.points(points.points))
      }
      if let ladderNode = tokenc?["ladder"] {
        guard let ladder = ladder(ladderNode, textStyle: source.textStyle) else { return nil }
        source.ladder = ladder
      }
      return .typography(source)
    case .motion:
      return motion(node, what).map(DecodedValue.motion)
    }
  }

  /// Decodes a DTCG `transition`: tokenc's own motion details if present, else the transition itself.
  mutating func transitionValue(_ node: SourceNode, path: TokenPath, tokenc: SourceNode?) -> DecodedValue? {
    if let motionNode = tokenc?["motion"] {
      return motion(motionNode, "'\(path)'").map(DecodedValue.motion)
    }
    return transition(node, "'\(path)'").map(DecodedValue.motion)
  }
}
