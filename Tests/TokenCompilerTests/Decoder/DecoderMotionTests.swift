import Testing

@testable import TokenCompiler

@Suite("Decode stage: motion")
struct DecoderMotionTests {
  @Test func springWithBounceAndCrossfade() throws {
    let (tokens, diagnostics) = compileToken(
      "motion",
      """
      curve: spring
      duration: 350ms
      bounce: 0.2
      travels: true
      reduceMotion: {crossfade: 200ms}
      """)
    #expect(diagnostics.isEmpty)
    let motion = try #require(tokens["t"]?.motion)
    #expect(
      motion.animation
        == MotionAnimation(
          curve: .spring(bounce: 0.2), duration: Duration(seconds: 0.35), travels: true, repeats: false))
    #expect(motion.reduceMotion == .crossfade(Duration(milliseconds: 200)))
  }

  @Test func cubicBezierCurveAsAListAndReduceMotionNone() throws {
    let (tokens, diagnostics) = compileFlow(
      "motion", "{curve: [0.2, 0, 0, 1], duration: 0.25s, repeats: true, reduceMotion: none}")
    #expect(diagnostics.isEmpty)
    let motion = try #require(tokens["t"]?.motion)
    #expect(motion.animation.curve == .cubicBezier(CubicBezier(0.2, 0, 0, 1)))
    #expect(motion.animation.repeats && !motion.animation.travels)
    #expect(motion.reduceMotion == ReduceMotionFallback.none)
    #expect(motion.reducedAnimation == nil)
  }

  @Test(arguments: [
    ("easeIn", MotionCurve.easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut), ("linear", .linear),
    ("spring", .spring(bounce: 0)),
  ])
  func curveKeywords(keyword: String, curve: MotionCurve) {
    let (tokens, diagnostics) = compileFlow("motion", "{curve: \(keyword), duration: 200ms}")
    #expect(diagnostics.isEmpty)
    #expect(tokens["t"]?.motion?.animation.curve == curve)
    #expect(tokens["t"]?.motion?.reduceMotion == nil)
  }

  @Test func reduceMotionInstantAndAlias() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      motion:
        $type: motion
        fade:
          $value: {curve: easeOut, duration: 150ms, reduceMotion: instant}
        slide:
          $value: {curve: spring, duration: 400ms, travels: true, reduceMotion: "{motion.fade}"}
      """)
    #expect(diagnostics.isEmpty)
    #expect(tokens["motion.fade"]?.motion?.reduceMotion == ReduceMotionFallback.none)
    let fade = MotionAnimation(curve: .easeOut, duration: Duration(milliseconds: 150))
    #expect(tokens["motion.slide"]?.motion?.reduceMotion == .motion(TokenPath(dotted: "motion.fade"), fade))
    #expect(tokens["motion.slide"]?.motion?.reducedAnimation == fade)
  }

  @Test(arguments: [
    (
      "{curve: easeOut, duration: 200ms, bounce: 0.3}",
      "3:45: error: bounce only applies to curve: spring, not easeOut [token/shape]"
    ),
    (
      "{curve: [0.2, 0, 0, 1], duration: 200ms, bounce: 0.3}",
      "3:52: error: bounce only applies to curve: spring, not cubicBezier [token/shape]"
    ),
    (
      "{curve: spring, duration: 200ms, bounce: 1.5}",
      "3:52: error: bounce must be between -1 and 1, not 1.5 [token/value]"
    ),
    (
      "{curve: spring, duration: 200ms, reduceMotion: crossfade}",
      "3:58: error: a crossfade needs a duration: reduceMotion: {crossfade: 200ms} [token/value]"
    ),
    (
      "{curve: spring, duration: 200ms, reduceMotion: fade}",
      "3:58: error: reduceMotion must be none, {crossfade: 200ms} or an alias to another motion token, not 'fade' [token/value]"
    ),
    (
      "{curve: bouncy, duration: 200ms}",
      "3:19: error: curve must be one of spring, easeIn, easeOut, easeInOut, linear, cubicBezier, not 'bouncy' [token/value]"
    ),
    (
      "{curve: cubicBezier, duration: 200ms}",
      "3:19: error: curve: cubicBezier needs its control points; write them as the curve, e.g. [0.2, 0, 0, 1] [token/value]"
    ),
    (
      "{curve: spring}",
      "3:11: error: 't' needs 'duration', e.g. curve: spring, duration: 350ms [token/shape]"
    ),
    ("{curve: spring, duration: 200}", "3:37: error: duration needs a unit: write \"200ms\" or \"200s\" [token/value]"),
    (
      "{curve: spring, duration: 200ms, travels: yes}",
      "3:53: error: travels must be true or false, not 'yes' [token/value]"
    ),
  ])
  func invalidMotion(value: String, message: String) {
    let (tokens, diagnostics) = compileFlow("motion", value)
    #expect(tokens.tokens.isEmpty)
    #expect(rendered(diagnostics) == ["tokens.yaml:" + message])
  }
}
