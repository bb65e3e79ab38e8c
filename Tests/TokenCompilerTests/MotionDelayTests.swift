import Foundation
import Testing

@testable import TokenCompiler

/// A DTCG transition's `delay` (and tokenc motion's `delay`) is read, kept through every output,
/// and kept by a crossfade fallback under Reduce Motion.
@Suite("motion: delays")
struct MotionDelayTests {
  static let files = [
    SourceFile(
      path: "motion.tokens.json",
      text: """
        {
          "duration": {"$type": "duration", "quick": {"$value": {"value": 100, "unit": "ms"}},
            "wait": {"$value": {"value": 250, "unit": "ms"}}},
          "tooltip": {"$type": "transition",
            "$value": {"duration": "{duration.quick}", "delay": "{duration.wait}", "timingFunction": [0.2, 0, 0, 1]}},
          "toast": {"$type": "transition",
            "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0.5, "unit": "s"},
              "timingFunction": [0.4, 0, 1, 1]}}
        }
        """),
    SourceFile(
      path: "presets.yaml",
      text: """
        motion:
          $type: motion
          reveal:
            $value: {curve: easeOut, duration: 300ms, delay: 100ms, travels: true, reduceMotion: {crossfade: 150ms}}

        """),
  ]

  @Test func delaysAreReadFromTransitionsAndMotion() throws {
    let result = FixtureCompiler.compile(Self.files)
    #expect(rendered(result.diagnostics.filter { $0.severity == .error }) == [])
    func animation(_ path: String) -> MotionAnimation? {
      guard case .motion(let motion)? = result.tokens[TokenPath(dotted: path)]?.value else { return nil }
      return motion.animation
    }
    #expect(animation("tooltip")?.delay == Duration(milliseconds: 250))
    #expect(animation("toast")?.delay == Duration(milliseconds: 500))
    #expect(animation("motion.reveal")?.delay == Duration(milliseconds: 100))
    // A crossfade fallback keeps the delay: the change comes at the same moment, without movement.
    guard case .motion(let reveal)? = result.tokens[TokenPath(dotted: "motion.reveal")]?.value else {
      Issue.record("motion.reveal is not a motion")
      return
    }
    #expect(reveal.reducedAnimation?.delay == Duration(milliseconds: 100))
  }

  @Test func delaysReachEveryOutput() throws {
    let result = FixtureCompiler.compile(Self.files)
    let css = try #require(ScratchProject.file("css/tokens.css", in: result))
    #expect(css.contains("--toast: 200ms cubic-bezier(0.4, 0, 1, 1) 500ms;"))
    #expect(css.contains("--toast-delay: 500ms;"))
    #expect(css.contains("--motion-reveal-delay: 100ms;"))
    let swift = try #require(ScratchProject.file("swift/Tokens.swift", in: result))
    #expect(swift.contains("duration: 0.2, delay: 0.5)"))
    #expect(swift.contains("return Timing(.linear, duration: duration, delay: timing.delay)"))
    let swiftUI = try #require(ScratchProject.file("swift/Tokens+SwiftUI.swift", in: result))
    #expect(swiftUI.contains("curveAnimation.delay(delay)"))
    let json = try #require(ScratchProject.file("json/tokens.tokens.json", in: result))
    #expect(json.contains("\"delay\": \"{duration.wait}\""))
    let markdown = result.files.first { $0.path.hasSuffix(".md") }.map { String(decoding: $0.contents, as: UTF8.self) }
    #expect(markdown?.contains("after a 500 ms delay") == true)
  }

  @Test func delaysRoundTripThroughTheDTCGOutput() throws {
    let original = FixtureCompiler.compile(Self.files)
    let json = try #require(ScratchProject.file("json/tokens.tokens.json", in: original))
    let reread = FixtureCompiler.compile([SourceFile(path: "tokens.tokens.json", text: json)])
    #expect(rendered(reread.diagnostics.filter { $0.severity == .error }) == [])
    for path in ["tooltip", "toast", "motion.reveal"] {
      let token = TokenPath(dotted: path)
      #expect(reread.tokens[token]?.value == original.tokens[token]?.value, "\(path)")
      #expect(reread.tokens[token]?.valueAliases == original.tokens[token]?.valueAliases, "\(path)")
    }
  }
}
