import Testing

@testable import TokenCompiler

@Suite("Resolve stage: aliases inside typography and motion")
struct ResolverCompositeAliasTests {
  @Test func typographyFieldsResolveThroughAliases() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      font:
        family: {$type: fontFamily, $value: [Inter, system-ui]}
        weight: {$type: fontWeight, $value: semibold}
        size: {$type: dimension, $value: "1.0625rem"}
        leading: {$type: number, $value: 1.5}
        tracking: {$type: dimension, $value: "-0.4pt"}
        heavy: {$type: number, $value: 800}
      type:
        $type: typography
        body:
          $value:
            fontFamily: "{font.family}"
            fontWeight: "{font.weight}"
            fontSize: "{font.size}"
            lineHeight: "{font.leading}"
            letterSpacing: "{font.tracking}"
        bold:
          $value: {fontSize: 20, lineHeight: "24pt", fontWeight: "{font.heavy}"}
        same: "{type.body}"
      """)
    #expect(diagnostics.isEmpty)
    let body = try #require(tokens["type.body"]?.typography)
    #expect(body.fontFamily == ["Inter", "system-ui"])
    #expect(body.fontWeight == FontWeight(600))
    #expect(body.fontSize == 17)
    #expect(body.lineHeight == 25.5)
    #expect(body.letterSpacing == -0.4)
    #expect(tokens["type.body"]?.references.count == 5)
    #expect(tokens["type.bold"]?.typography?.fontWeight == FontWeight(800))
    #expect(tokens["type.same"]?.typography == body)
    #expect(tokens["type.same"]?.aliasChain == [TokenPath(dotted: "type.body")])
  }

  @Test func motionResolvesCurveDurationBounceAndFallbackAliases() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      ease:
        standard: {$type: cubicBezier, $value: [0.2, 0, 0, 1]}
      time:
        $type: duration
        quick: 150ms
        base: 0.3s
      bounce:
        lively: {$type: number, $value: 0.3}
      motion:
        $type: motion
        fade:
          $value: {curve: easeOut, duration: "{time.quick}"}
        slide:
          $value: {curve: "{ease.standard}", duration: "{time.base}", travels: true, reduceMotion: "{motion.fade}"}
        pop:
          $value: {curve: spring, duration: "{time.base}", bounce: "{bounce.lively}", reduceMotion: {crossfade: "{time.quick}"}}
      """)
    #expect(diagnostics.isEmpty)
    let fade = MotionAnimation(curve: .easeOut, duration: Duration(milliseconds: 150))
    #expect(tokens["motion.fade"]?.motion?.animation == fade)
    let slide = try #require(tokens["motion.slide"]?.motion)
    #expect(slide.animation.curve == .cubicBezier(CubicBezier(0.2, 0, 0, 1)))
    #expect(slide.animation.duration == Duration(milliseconds: 300))
    #expect(slide.animation.travels)
    #expect(slide.reduceMotion == .motion(TokenPath(dotted: "motion.fade"), fade))
    let pop = try #require(tokens["motion.pop"]?.motion)
    #expect(pop.animation.curve == .spring(bounce: 0.3))
    #expect(pop.reduceMotion == .crossfade(Duration(milliseconds: 150)))
  }

  @Test func bounceWithACurveAliasIsRejected() {
    let (tokens, diagnostics) = compileYAML(
      """
      ease:
        standard: {$type: cubicBezier, $value: [0.2, 0, 0, 1]}
      motion:
        $type: motion
        slide:
          $value: {curve: "{ease.standard}", duration: 300ms, bounce: 0.2}
      """)
    #expect(tokens["motion.slide"] == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:6:57: error: bounce only applies to curve: spring, not '{ease.standard}' [token/shape]"
      ])
  }

  @Test(arguments: [
    (
      "{curve: \"{time.quick}\", duration: 200ms}",
      "6:38: error: curve needs a cubicBezier, but '{time.quick}' is a duration"
    ),
    (
      "{curve: linear, duration: \"{color.blue}\"}",
      "6:56: error: duration needs a duration, but '{color.blue}' is a color"
    ),
    (
      "{curve: linear, duration: 200ms, reduceMotion: \"{time.quick}\"}",
      "6:77: error: reduceMotion needs a motion token, but '{time.quick}' is a duration"
    ),
    (
      "{curve: spring, duration: 200ms, bounce: \"{time.quick}\"}",
      "6:71: error: bounce needs a number, but '{time.quick}' is a duration"
    ),
    (
      "{curve: linear, duration: 200ms, reduceMotion: {crossfade: \"{color.blue}\"}}",
      "6:89: error: the crossfade needs a duration, but '{color.blue}' is a color"
    ),
  ])
  func motionAliasMismatches(value: String, message: String) {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        blue: {$type: color, $value: "#0a84ff"}
      time:
        quick: {$type: duration, $value: 150ms}
      motion:
        m: {$type: motion, $value: \(value)}
      """)
    #expect(tokens["motion.m"] == nil)
    #expect(rendered(diagnostics) == ["tokens.yaml:\(message) [alias/type-mismatch]"])
  }

  @Test func typographyFontSizeAliasingAColorIsATypeMismatch() {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        blue: "#0a84ff"
      type:
        $type: typography
        body:
          $value: {fontSize: "{color.blue}", lineHeight: 1.3}
      """)
    #expect(tokens["type.body"] == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:7:24: error: fontSize needs a dimension, but '{color.blue}' is a color [alias/type-mismatch]"
      ])
  }
}
