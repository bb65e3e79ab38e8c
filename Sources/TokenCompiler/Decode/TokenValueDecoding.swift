/// The `$extensions` key under which tokenc keeps what DTCG has no field for.
public let tokencExtensionKey = "dev.tokenc"

extension ValueReader {
  /// Decodes a token's `$value` for a known type.
  ///
  /// `tokenc` is the token's `$extensions["dev.tokenc"]` node, which carries the
  /// appearances, ladder and motion details that tokenc writes into DTCG JSON, so
  /// reading that JSON back gives the same tokens.
  mutating func tokenValue(_ node: SourceNode, type: TokenType, tokenc: SourceNode?) -> DecodedValue? {
    let what = "a \(type.rawValue) value"
    switch type {
    case .color:
      guard var appearances = colorAppearances(node, "the color") else { return nil }
      if let extra = tokenc?["appearances"] {
        guard let more = colorAppearances(extra, "the color") else { return nil }
        for (appearance, value) in more where appearance != .light { appearances[appearance] = value }
      }
      return .color(appearances)
    case .dimension: return dimension(node, "a dimension").map { .literal(.dimension($0)) }
    case .number: return number(node, "a number").map { .literal(.number($0)) }
    case .duration: return duration(node, "a duration").map { .literal(.duration($0)) }
    case .cubicBezier: return cubicBezier(node, "a cubicBezier").map { .literal(.cubicBezier($0)) }
    case .fontFamily: return fontFamily(node, "a fontFamily").map { .literal(.fontFamily($0)) }
    case .fontWeight: return fontWeight(node, "a fontWeight").map { .literal(.fontWeight($0)) }
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
  mutating func transitionValue(_ node: SourceNode, tokenc: SourceNode?) -> DecodedValue? {
    if let motionNode = tokenc?["motion"] {
      return motion(motionNode, "a motion value").map(DecodedValue.motion)
    }
    return transition(node, "a transition value").map(DecodedValue.motion)
  }
}
