/// The UIKit file's motion: the Reduce Motion choice through `UIAccessibility.isReduceMotionEnabled`,
/// and `animate(_:completion:)`, which runs a timing with UIKit's own curves and springs.
enum UIKitMotion {
  /// The platforms the spring API `UIView.animate(springDuration:bounce:…)` needs.
  static let springAvailability = "iOS 17.0, tvOS 17.0, *"

  /// The declarations.
  static func items(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    let parameters =
      "(delay: TimeInterval = 0, options: UIView.AnimationOptions = [], _ animations: @escaping () -> Void, "
      + "completion: ((Bool) -> Void)? = nil)"
    return [
      b.extensionOf(
        "\(ns).MotionPreset.Timing", attributes: [UIKitFile.availability],
        [
          b.function(
            "Animates `animations` with this timing, after its own `delay` and `delay` more: a spring through `UIView.animate(springDuration:bounce:…)` "
              + "(iOS 17 and tvOS 17; before, `usingSpringWithDamping:` with `dampingRatio`), an ease or linear "
              + "curve through the `.curve…` option, a cubic Bézier through `UIViewPropertyAnimator`.", "animate",
            parameters, attributes: [.code("@MainActor")], [.switchOver("curve", curveCases)])
        ]),
      b.extensionOf(
        "\(ns).MotionPreset", attributes: [UIKitFile.availability],
        [
          b.property(
            "The timing to animate with now: the preset's own, or its Reduce Motion fallback when "
              + "`UIAccessibility.isReduceMotionEnabled`; `nil` means change at once. A crossfade fallback "
              + "(`reduceMotion` is `.crossfade`) should animate opacity only, such as `.transitionCrossDissolve`.",
            "currentTiming", "\(ns).MotionPreset.Timing?", attributes: [.code("@MainActor")],
            [.code("timing(reduceMotion: UIAccessibility.isReduceMotionEnabled)")]),
          b.function(
            "Animates `animations` with `currentTiming`, or runs them at once (and `completion` with `true`) when "
              + "the Reduce Motion fallback is instant. Under Reduce Motion, animate opacity rather than position "
              + "in `animations` when `travels` is true.", "animate", parameters, attributes: [.code("@MainActor")],
            [
              .block(
                "guard let timing = currentTiming else {",
                [.code("animations()"), .code("completion?(true)"), .code("return")]),
              .code("timing.animate(delay: delay, options: options, animations, completion: completion)"),
            ]),
        ]),
    ]
  }

  private static var curveCases: [SwiftCase] {
    func call(_ function: String, _ arguments: [(String?, String)]) -> SwiftStatement {
      .expression(prefix: "", .call(function, arguments.map { SwiftArgument($0.0, .code($0.1)) }))
    }
    let blocks: [(String?, String)] = [("animations", "animations"), ("completion", "completion")]
    func curve(_ option: String) -> [SwiftStatement] {
      [
        call(
          "UIView.animate",
          [("withDuration", "duration"), ("delay", "self.delay + delay"), ("options", "options.union(.\(option))")]
            + blocks)
      ]
    }
    return [
      SwiftCase(
        label: "case .spring(let bounce)",
        statements: [
          .block(
            "guard #available(\(springAvailability)) else {",
            [
              call(
                "UIView.animate",
                [
                  ("withDuration", "duration"), ("delay", "self.delay + delay"),
                  ("usingSpringWithDamping", "CGFloat(dampingRatio ?? 1)"), ("initialSpringVelocity", "0"),
                  ("options", "options"),
                ] + blocks),
              .code("return"),
            ]),
          call(
            "UIView.animate",
            [
              ("springDuration", "duration"), ("bounce", "CGFloat(bounce)"), ("initialSpringVelocity", "0"),
              ("delay", "self.delay + delay"), ("options", "options"),
            ] + blocks),
        ]),
      SwiftCase(label: "case .easeIn", statements: curve("curveEaseIn")),
      SwiftCase(label: "case .easeOut", statements: curve("curveEaseOut")),
      SwiftCase(label: "case .easeInOut", statements: curve("curveEaseInOut")),
      SwiftCase(label: "case .linear", statements: curve("curveLinear")),
      SwiftCase(
        label: "case .cubicBezier(let points)",
        statements: [
          call(
            "let animator = UIViewPropertyAnimator",
            [
              ("duration", "duration"), ("controlPoint1", "CGPoint(x: points.x1, y: points.y1)"),
              ("controlPoint2", "CGPoint(x: points.x2, y: points.y2)"), ("animations", "animations"),
            ]),
          .code("animator.addCompletion { position in completion?(position == .end) }"),
          .code("animator.startAnimation(afterDelay: self.delay + delay)"),
        ]),
    ]
  }
}
