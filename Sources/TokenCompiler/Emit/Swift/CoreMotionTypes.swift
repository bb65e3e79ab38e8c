/// The core file's motion value types: `CubicBezier` and `MotionPreset`.
extension CoreFile {
  /// `CubicBezier`.
  static func cubicBezier(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "A cubic Bézier easing curve through (0, 0), (x1, y1), (x2, y2) and (1, 1).", "struct", "CubicBezier",
      "Hashable, Sendable",
      [
        b.field("The first control point's x, 0…1.", "x1", "Double"),
        b.field("The first control point's y.", "y1", "Double"),
        b.field("The second control point's x, 0…1.", "x2", "Double"),
        b.field("The second control point's y.", "y2", "Double"),
        b.initializer(
          "Creates a curve from its control points.", "(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)",
          SwiftBuilder.assignments(["x1", "y1", "x2", "y2"])),
      ])
  }

  /// `MotionPreset` with its `Curve`, `Timing` and `ReducedMotion`.
  static func motionPreset(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "An animation preset, and what replaces it when Reduce Motion is on.", "struct", "MotionPreset",
      "Hashable, Sendable",
      [
        curve(b), timing(b), reducedMotion(b),
        b.field("The animation when Reduce Motion is off.", "timing", "Timing"),
        b.field("Whether it moves things across the screen (slides, zooms, parallax).", "travels", "Bool"),
        b.field("Whether it repeats or loops.", "repeats", "Bool"),
        b.field("What runs instead when Reduce Motion is on.", "reduceMotion", "ReducedMotion"),
        b.initializer(
          "Creates a preset.",
          "(_ timing: Timing, travels: Bool = false, repeats: Bool = false, reduceMotion: ReducedMotion = .unchanged)",
          SwiftBuilder.assignments(["timing", "travels", "repeats", "reduceMotion"])),
        b.function(
          "The animation to run: `timing`, or the Reduce Motion fallback when `reduceMotion` is on; `nil` means "
            + "change at once, without animation.", "timing", "(reduceMotion isReduced: Bool) -> Timing?",
          [
            .code("guard isReduced else { return timing }"),
            .switchOver(
              "reduceMotion",
              [
                SwiftCase(label: "case .unchanged", statements: [.code("return timing")]),
                SwiftCase(label: "case .instant", statements: [.code("return nil")]),
                SwiftCase(
                  label: "case .crossfade(let duration)",
                  statements: [.code("return Timing(.linear, duration: duration, delay: timing.delay)")]),
                SwiftCase(label: "case .replaced(let fallback)", statements: [.code("return fallback")]),
              ]),
          ]),
      ])
  }

  private static func curve(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "How an animation eases.", "enum", "Curve", "Hashable, Sendable",
      [
        b.enumCase(
          "A spring: `bounce` 0 settles without overshoot, up to 1 bounces most (SwiftUI's bounce).",
          "spring(bounce: Double)"),
        b.enumCase("Starts slowly.", "easeIn"),
        b.enumCase("Ends slowly.", "easeOut"),
        b.enumCase("Starts and ends slowly.", "easeInOut"),
        b.enumCase("Constant speed.", "linear"),
        b.enumCase("A custom cubic Bézier curve.", "cubicBezier(CubicBezier)"),
      ])
  }

  private static func timing(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "One animation: a curve, a duration and a delay.", "struct", "Timing", "Hashable, Sendable",
      [
        b.field("The easing curve.", "curve", "Curve"),
        b.field("The duration in seconds; for springs, SwiftUI's perceptual duration.", "duration", "Double"),
        b.field(
          "How long to wait before starting, in seconds (UIKit's `UIView.animate(withDuration:delay:…)`).", "delay",
          "Double"),
        b.initializer(
          "Creates a timing.", "(_ curve: Curve, duration: Double, delay: Double = 0)",
          SwiftBuilder.assignments(["curve", "duration", "delay"])),
        b.property(
          "For a spring, the damping ratio UIKit's spring animations take (1 settles without overshoot); `nil` for "
            + "other curves.", "dampingRatio", "Double?",
          [
            .code("guard case .spring(let bounce) = curve else { return nil }"),
            .code("return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)"),
          ]),
      ])
  }

  private static func reducedMotion(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "What runs instead of an animation when Reduce Motion is on.", "enum", "ReducedMotion", "Hashable, Sendable",
      [
        b.enumCase("The animation runs unchanged: nothing travels, springs or repeats.", "unchanged"),
        b.enumCase("No animation: the change happens at once.", "instant"),
        b.enumCase("An opacity-only crossfade lasting `duration` seconds.", "crossfade(duration: Double)"),
        b.enumCase("Another preset's animation, which does not travel.", "replaced(by: Timing)"),
      ])
  }
}
