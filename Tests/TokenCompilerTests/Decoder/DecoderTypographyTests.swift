import Testing

@testable import TokenCompiler

@Suite("Decode stage: typography")
struct DecoderTypographyTests {
  @Test func appleLadderTakesApplesTable() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      type:
        $type: typography
        body:
          $value: {textStyle: body, ladder: apple}
        caption2:
          $value: {textStyle: caption2, ladder: apple}
        headline:
          $value: {textStyle: headline, ladder: apple}
      """)
    #expect(diagnostics.isEmpty)
    let body = try #require(tokens["type.body"]?.typography)
    #expect(body.fontSize == 17 && body.lineHeight == 22)
    #expect(body.fontWeight == FontWeight(400))
    #expect(body.fontFamily == ["system"])
    #expect(body.textStyle == .body)
    let ladder = try #require(body.ladder)
    #expect(ladder.isApple)
    #expect(ladder.steps.count == 12)
    #expect(ladder.steps[.xSmall] == TypeStep(fontSize: 14, lineHeight: 19))
    #expect(ladder.steps[.accessibility3] == TypeStep(fontSize: 40, lineHeight: 48))
    #expect(ladder.steps[.accessibility5] == TypeStep(fontSize: 53, lineHeight: 62))
    let caption2 = try #require(tokens["type.caption2"]?.typography)
    #expect(caption2.ladder?.steps[.accessibility5] == TypeStep(fontSize: 40, lineHeight: 48))
    #expect(caption2.ladder?.steps[.large] == TypeStep(fontSize: 11, lineHeight: 13))
    #expect(caption2.fontSize == 11 && caption2.lineHeight == 13)
    #expect(tokens["type.headline"]?.typography?.fontWeight == FontWeight(600))
  }

  @Test(arguments: [
    ("largeTitle", TypeStep(fontSize: 34, lineHeight: 41), TypeStep(fontSize: 60, lineHeight: 70)),
    ("title", TypeStep(fontSize: 28, lineHeight: 34), TypeStep(fontSize: 58, lineHeight: 68)),
    ("title2", TypeStep(fontSize: 22, lineHeight: 28), TypeStep(fontSize: 56, lineHeight: 66)),
    ("title3", TypeStep(fontSize: 20, lineHeight: 25), TypeStep(fontSize: 55, lineHeight: 65)),
    ("callout", TypeStep(fontSize: 16, lineHeight: 21), TypeStep(fontSize: 51, lineHeight: 60)),
    ("subheadline", TypeStep(fontSize: 15, lineHeight: 20), TypeStep(fontSize: 49, lineHeight: 58)),
    ("footnote", TypeStep(fontSize: 13, lineHeight: 18), TypeStep(fontSize: 44, lineHeight: 52)),
    ("caption", TypeStep(fontSize: 12, lineHeight: 16), TypeStep(fontSize: 43, lineHeight: 51)),
  ])
  func appleLadderEnds(style: String, large: TypeStep, ax5: TypeStep) throws {
    let (tokens, diagnostics) = compileFlow("typography", "{textStyle: \(style), ladder: apple}")
    #expect(diagnostics.isEmpty)
    let typography = try #require(tokens["t"]?.typography)
    #expect(typography.ladder?.steps[.large] == large)
    #expect(typography.ladder?.steps[.accessibility5] == ax5)
  }

  @Test func subheadlineKeepsApplesOddLeadingAtXXXLarge() {
    let (tokens, _) = compileFlow("typography", "{textStyle: subheadline, ladder: apple}")
    #expect(tokens["t"]?.typography?.ladder?.steps[.xxxLarge] == TypeStep(fontSize: 21, lineHeight: 28))
  }

  @Test func explicitLadderAndFields() throws {
    let (tokens, diagnostics) = compileToken(
      "typography",
      """
      fontFamily: [Inter, system-ui]
      fontWeight: semibold
      fontSize: 18
      lineHeight: 1.5
      letterSpacing: "-0.5pt"
      textStyle: body
      ladder:
        small: 16/22
        large: "18/24"
        accessibility1: {fontSize: 28, lineHeight: "34pt"}
      """)
    #expect(diagnostics.isEmpty)
    let typography = try #require(tokens["t"]?.typography)
    #expect(typography.fontFamily == ["Inter", "system-ui"])
    #expect(typography.fontWeight == FontWeight(600))
    #expect(typography.fontSize == 18)
    #expect(typography.lineHeight == 27)
    #expect(typography.letterSpacing == -0.5)
    #expect(typography.textStyle == .body)
    #expect(
      typography.ladder
        == TypeLadder(steps: [
          .small: TypeStep(fontSize: 16, lineHeight: 22), .large: TypeStep(fontSize: 18, lineHeight: 24),
          .accessibility1: TypeStep(fontSize: 28, lineHeight: 34),
        ]))
  }

  @Test(arguments: [("1.3", 20.8), ("\"22pt\"", 22), ("\"24px\"", 24), ("3", 48), ("'1.5'", 24)])
  func lineHeightIsAMultipleOrPoints(lineHeight: String, points: Double) throws {
    let (tokens, diagnostics) = compileFlow("typography", "{fontSize: 16, lineHeight: \(lineHeight)}")
    #expect(diagnostics.isEmpty)
    let typography = try #require(tokens["t"]?.typography)
    #expect(isClose(typography.lineHeight, points))
  }

  @Test func lineHeightOfTwentyTwoIsTheClassicTrap() {
    let (tokens, diagnostics) = compileFlow("typography", "{fontSize: 17, lineHeight: 22}")
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:38: error: lineHeight 22 would be 22 times the font size; write \"22pt\" for points [token/value]"
      ])
  }

  @Test(arguments: [
    (
      "{textStyle: body, ladder: apple, fontSize: 17, lineHeight: 22pt, weight: bold}",
      "3:76: error: 't' has no field 'weight' (fields: fontFamily, fontWeight, fontSize, lineHeight, "
        + "letterSpacing, textStyle, ladder) [token/shape]"
    ),
    (
      "{ladder: apple}",
      "3:20: error: ladder: apple needs a textStyle to say whose ladder to take, e.g. textStyle: body [token/shape]"
    ),
    ("{lineHeight: 1.2}", "3:11: error: 't' needs 'fontSize', e.g. fontSize: 17 [token/shape]"),
    (
      "{fontSize: 17}",
      "3:11: error: 't' needs 'lineHeight', e.g. lineHeight: 22pt (points) or 1.3 (times the size) [token/shape]"
    ),
    (
      "{textStyle: Body, ladder: apple}",
      "3:23: error: textStyle must be one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, "
        + "footnote, caption1, caption2, title, caption, not 'Body'; did you mean 'body'? [token/value]"
    ),
    (
      "{fontSize: 17, lineHeight: 1.2, ladder: {large: 17-22}}",
      "3:59: error: ladder step large must be size/lineHeight in points, like 17/22, not '17-22' [token/value]"
    ),
    (
      "{fontSize: 17, lineHeight: 1.2, ladder: {xxxxLarge: 17/22}}",
      "3:52: error: ladder has no field 'xxxxLarge'; did you mean 'xxxLarge'? (fields: xSmall, small, medium, large, "
        + "xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5) "
        + "[token/shape]"
    ),
    (
      "{fontSize: 17, lineHeight: 1.2, ladder: big}",
      "3:51: error: ladder must be apple or a mapping from content-size category to \"size/lineHeight\", not 'big' "
        + "[token/value]"
    ),
    (
      "{fontSize: 17, lineHeight: 1.2, fontWeight: heavyish}",
      "3:55: error: fontWeight must be one of black, bold, book, demi-bold, extra-black, extra-bold, extra-light, "
        + "hairline, heavy, light, medium, normal, regular, semi-bold, semibold, thin, ultra-black, ultra-bold, "
        + "ultra-light, ultraLight, not 'heavyish' [token/value]"
    ),
  ])
  func invalidTypography(value: String, message: String) {
    let (_, diagnostics) = compileFlow("typography", value)
    #expect(rendered(diagnostics) == ["tokens.yaml:" + message])
  }
}
