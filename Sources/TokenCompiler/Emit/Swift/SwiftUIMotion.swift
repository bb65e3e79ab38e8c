/// The SwiftUI file's motion: an `Animation` per preset, the Reduce Motion choice, and the
/// `.animation(_:value:)` view modifier that reads `\.accessibilityReduceMotion`.
enum SwiftUIMotion {
  /// The declarations.
  static func items(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    let attributes = [SwiftUIFile.availability]
    let curves = [
      SwiftCase(label: "case .spring(let bounce)", statements: [.code(".spring(duration: duration, bounce: bounce)")]),
      SwiftCase(label: "case .easeIn", statements: [.code(".easeIn(duration: duration)")]),
      SwiftCase(label: "case .easeOut", statements: [.code(".easeOut(duration: duration)")]),
      SwiftCase(label: "case .easeInOut", statements: [.code(".easeInOut(duration: duration)")]),
      SwiftCase(label: "case .linear", statements: [.code(".linear(duration: duration)")]),
      SwiftCase(
        label: "case .cubicBezier(let points)",
        statements: [.code(".timingCurve(points.x1, points.y1, points.x2, points.y2, duration: duration)")]),
    ]
    return [
      b.extensionOf(
        "\(ns).MotionPreset.Timing", attributes: attributes,
        [
          b.property(
            "This timing as a SwiftUI animation, delayed by `delay`.", "animation", "SwiftUI.Animation",
            [.code("delay == 0 ? curveAnimation : curveAnimation.delay(delay)")]),
          b.property(
            "The curve and duration as a SwiftUI animation.", "curveAnimation", "SwiftUI.Animation",
            [.switchOver("curve", curves)]),
        ]),
      b.extensionOf("\(ns).MotionPreset", attributes: attributes, presetMembers(b, ns: ns)),
      b.extensionOf(
        "SwiftUI.View", attributes: attributes,
        [
          b.function(
            "Animates changes of `value` with `preset`, or with its fallback when Reduce Motion is on.",
            "animation", "<Value: Equatable>(_ preset: \(ns).MotionPreset, value: Value) -> some SwiftUI.View",
            [.code("modifier(\(ns).MotionPreset.Modifier(preset, value: value))")]),
          b.function(
            "Inserts and removes this view moving in from and out to `edge` with `preset`; under Reduce Motion it "
              + "fades instead, with the preset's fallback (`preset.transition(edge:reduceMotion:)`).",
            "transition", "(_ preset: \(ns).MotionPreset, edge: SwiftUI.Edge) -> some SwiftUI.View",
            [.code("modifier(\(ns).MotionPreset.TransitionModifier(preset, edge: edge))")]),
        ]),
    ]
  }

  private static func presetMembers(_ b: SwiftBuilder, ns: String) -> [SwiftItem] {
    [
      b.property(
        "The preset's animation when Reduce Motion is off.", "animation", "SwiftUI.Animation",
        [.code("timing.animation")]),
      b.function(
        "The animation to run when Reduce Motion is `reduceMotion`: the preset's own, its fallback (a crossfade "
          + "or another preset), or `nil` for no animation.", "animation",
        "(reduceMotion: Bool) -> SwiftUI.Animation?", [.code("timing(reduceMotion: reduceMotion)?.animation")]),
      b.function(
        "Runs `body` and animates its changes with this preset, or its fallback when `reduceMotion` is on; pass "
          + "`@Environment(\\.accessibilityReduceMotion)`.", "withAnimation",
        "<Result>(reduceMotion: Bool, _ body: () throws -> Result) rethrows -> Result",
        attributes: [.code("@MainActor")],
        [.code("try SwiftUI.withAnimation(animation(reduceMotion: reduceMotion), body)")]),
      b.function(
        "The transition for a view that moves in from and out to `edge`: `.move(edge:)` with this preset's "
          + "animation; when `reduceMotion` is on (pass `@Environment(\\.accessibilityReduceMotion)`) nothing "
          + "travels: a crossfade (`.opacity`) with the fallback's animation, or `.identity` when the fallback is "
          + "instant. `.transition(preset, edge:)` reads Reduce Motion itself.", "transition",
        "(edge: SwiftUI.Edge, reduceMotion: Bool) -> SwiftUI.AnyTransition",
        [
          .code("guard reduceMotion else { return SwiftUI.AnyTransition.move(edge: edge).animation(animation) }"),
          .code("guard let fallback = animation(reduceMotion: true) else { return SwiftUI.AnyTransition.identity }"),
          .code("return SwiftUI.AnyTransition.opacity.animation(fallback)"),
        ]),
      transitionModifier(b, ns: ns),
      b.type(
        "Animates changes of a value with a preset, or with its fallback when Reduce Motion is on.", "struct",
        "Modifier<Value: Equatable>", "SwiftUI.ViewModifier",
        [
          b.field("The preset.", "preset", "\(ns).MotionPreset"),
          b.field("The value whose changes are animated.", "value", "Value"),
          reduceMotionSetting,
          b.initializer(
            "Creates the modifier.", "(_ preset: \(ns).MotionPreset, value: Value)",
            SwiftBuilder.assignments(["preset", "value"])),
          b.function(
            "The content, animated.", "body", "(content: Content) -> some SwiftUI.View",
            [.code("content.animation(preset.animation(reduceMotion: reduceMotion), value: value)")]),
        ]),
    ]
  }

  /// A modifier's `@Environment(\.accessibilityReduceMotion) private var reduceMotion`.
  private static let reduceMotionSetting = SwiftItem.declaration(
    SwiftDeclaration(
      doc: ["Whether Reduce Motion is on."],
      modifiers: ["@SwiftUI.Environment(\\.accessibilityReduceMotion)", "private"], keyword: "var",
      name: "reduceMotion"))

  /// `MotionPreset.TransitionModifier`, which reads `\.accessibilityReduceMotion`.
  private static func transitionModifier(_ b: SwiftBuilder, ns: String) -> SwiftItem {
    b.type(
      "Moves a view in and out from an edge with a preset, or crossfades it when Reduce Motion is on.", "struct",
      "TransitionModifier", "SwiftUI.ViewModifier",
      [
        b.field("The preset.", "preset", "\(ns).MotionPreset"),
        b.field("The edge the view moves in from and out to.", "edge", "SwiftUI.Edge"),
        reduceMotionSetting,
        b.initializer(
          "Creates the modifier.", "(_ preset: \(ns).MotionPreset, edge: SwiftUI.Edge)",
          SwiftBuilder.assignments(["preset", "edge"])),
        b.function(
          "The content with its transition.", "body", "(content: Content) -> some SwiftUI.View",
          [.code("content.transition(preset.transition(edge: edge, reduceMotion: reduceMotion))")]),
      ])
  }
}
