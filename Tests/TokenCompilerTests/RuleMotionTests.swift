import Testing

@testable import TokenCompiler

/// `motion/reduce-motion` and `motion/duration`.
@Suite("Rules: motion/reduce-motion and motion/duration")
struct RuleMotionTests {
  static let reduceMotion: RuleID = "motion/reduce-motion"
  static let duration: RuleID = "motion/duration"

  /// Motion presets under `m` (line 3 on), after a duration token `d.crossfade` of 200 ms on line 1.
  static func presets(_ lines: String) -> String {
    "d: {$type: duration, crossfade: 200ms}\nm:\n  $type: motion\n" + lines
  }

  @Test func presetsThatTravelSpringOrRepeatNeedAFallback() {
    let run = RuleRun(
      Self.presets(
        """
          fade: {$value: {curve: easeInOut, duration: 200ms}}
          slide: {$value: {curve: easeOut, duration: 300ms, travels: true}}
          bounce: {$value: {curve: spring, bounce: 0.2, duration: 400ms}}
          pulse: {$value: {curve: linear, duration: 800ms, repeats: true}}
          hero: {$value: {curve: spring, duration: 500ms, travels: true, repeats: true}}

        """))
    #expect(run.inputProblems == [])
    let advice =
      "but has no Reduce Motion fallback; add 'reduceMotion': a crossfade, a motion token that only fades, or none"
    #expect(
      run.lines(Self.reduceMotion) == [
        "tokens.yaml:5:19: error: 'm.slide' travels \(advice) [motion/reduce-motion]",
        "tokens.yaml:6:20: error: 'm.bounce' springs \(advice) [motion/reduce-motion]",
        "tokens.yaml:7:19: error: 'm.pulse' repeats \(advice) [motion/reduce-motion]",
        "tokens.yaml:8:18: error: 'm.hero' travels, springs and repeats \(advice) [motion/reduce-motion]",
      ])
    #expect(
      run.of(Self.reduceMotion).first?.fix?.message
        == "add 'reduceMotion: {crossfade: 200ms}' (or 'reduceMotion: none')")
  }

  @Test func everyKindOfCalmFallbackPasses() {
    let run = RuleRun(
      Self.presets(
        """
          fade: {$value: {curve: easeInOut, duration: 200ms}}
          a: {$value: {curve: easeOut, duration: 300ms, travels: true, reduceMotion: none}}
          b: {$value: {curve: spring, duration: 400ms, reduceMotion: {crossfade: "{d.crossfade}"}}}
          c: {$value: {curve: linear, duration: 800ms, repeats: true, reduceMotion: "{m.fade}"}}
          d: {$value: {curve: spring, duration: 300ms, travels: true, reduceMotion: "{m.calmSpring}"}}
          calmSpring: {$value: {curve: spring, duration: 300ms, reduceMotion: none}}

        """))
    #expect(run.inputProblems == [])
    #expect(run.lines(Self.reduceMotion) == [])
  }

  @Test func aFallbackThatTravelsOrRepeatsIsReportedAtTheAlias() {
    let run = RuleRun(
      Self.presets(
        """
          slide: {$value: {curve: easeOut, duration: 300ms, travels: true, reduceMotion: none}}
          spin: {$value: {curve: linear, duration: 900ms, repeats: true, travels: true, reduceMotion: none}}
          a: {$value: {curve: easeOut, duration: 300ms, travels: true, reduceMotion: "{m.slide}"}}
          b: {$value: {curve: easeIn, duration: 300ms, reduceMotion: "{m.spin}"}}

        """))
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.reduceMotion) == [
        "tokens.yaml:6:78: error: 'm.a' falls back to '{m.slide}' under Reduce Motion, but that travels; "
          + "a fallback must neither travel nor repeat [motion/reduce-motion]",
        "tokens.yaml:7:62: error: 'm.b' falls back to '{m.spin}' under Reduce Motion, but that travels and repeats; "
          + "a fallback must neither travel nor repeat [motion/reduce-motion]",
      ])
  }

  @Test func durationsOutsideTheRangeAreReportedOnce() {
    let run = RuleRun(
      """
      d:
        $type: duration
        ok: 250ms
        long: 1.5s
        blink: 20ms
      m:
        $type: motion
        viaToken: {$value: {curve: easeIn, duration: "{d.long}", reduceMotion: {crossfade: "{d.blink}"}}}
        literal: {$value: {curve: easeIn, duration: 1200ms, reduceMotion: {crossfade: 0ms}}}
        fine: {$value: {curve: easeIn, duration: 1s}}
      """)
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.duration) == [
        "tokens.yaml:4:9: warning: 'd.long' is 1.5 s, longer than the 1 s maximum for UI animations [motion/duration]",
        "tokens.yaml:5:10: warning: 'd.blink' is 0.02 s, shorter than the 0.05 s minimum for UI animations "
          + "[motion/duration]",
        "tokens.yaml:9:21: warning: 'm.literal' lasts 1.2 s, longer than the 1 s maximum for UI animations "
          + "[motion/duration]",
        "tokens.yaml:9:21: warning: the Reduce Motion crossfade of 'm.literal' lasts 0 s, shorter than the 0.05 s "
          + "minimum for UI animations [motion/duration]",
      ])
    #expect(run.replacements(Self.duration) == ["1s", "0.05s", "1s", "0.05s"])
  }

  @Test func theRangeIsConfigurable() {
    let text = "d:\n  $type: duration\n  slow: 1.5s\n  quick: 40ms\n"
    let run = RuleRun(text, config: "rules:\n  motion/duration: {severity: error, min: 0.01, max: 2}\n")
    #expect(run.diagnostics == [])
    let tight = RuleRun(text, config: "rules:\n  motion/duration: {severity: error, max: 0.5}\n")
    #expect(
      tight.of(Self.duration).map(\.message) == [
        "'d.slow' is 1.5 s, longer than the 0.5 s maximum for UI animations",
        "'d.quick' is 0.04 s, shorter than the 0.05 s minimum for UI animations",
      ])
    let inverted = RuleRun(text, config: "rules:\n  motion/duration: {severity: error, min: 2, max: 1}\n")
    #expect(
      inverted.lines(.config) == [
        "tokenc.yaml:2:51: error: rule motion/duration option 'max' (1 s) must not be less than 'min' (2 s) "
          + "[config/invalid]"
      ])
  }
}
