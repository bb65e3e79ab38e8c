/// How an animation eases from start to end.
public enum MotionCurve: Sendable, Hashable {
  /// A spring with SwiftUI's `bounce` (0 = critically damped, up to 1).
  case spring(bounce: Double)
  /// Starts slowly.
  case easeIn
  /// Ends slowly.
  case easeOut
  /// Starts and ends slowly.
  case easeInOut
  /// Constant speed.
  case linear
  /// A custom cubic Bézier curve.
  case cubicBezier(CubicBezier)

  /// The keyword used in token files (`spring`, `easeInOut`, …).
  public var keyword: String {
    switch self {
    case .spring: "spring"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInOut: "easeInOut"
    case .linear: "linear"
    case .cubicBezier: "cubicBezier"
    }
  }

  /// The equivalent (or, for springs, closest standard) cubic Bézier, for CSS and DTCG.
  public var bezier: CubicBezier {
    switch self {
    case .spring(let bounce): bounce > 0.05 ? CubicBezier(0.34, 1.3, 0.64, 1) : CubicBezier(0.2, 0.9, 0.3, 1)
    case .easeIn: CubicBezier(0.42, 0, 1, 1)
    case .easeOut: CubicBezier(0, 0, 0.58, 1)
    case .easeInOut: CubicBezier(0.42, 0, 0.58, 1)
    case .linear: CubicBezier(0, 0, 1, 1)
    case .cubicBezier(let curve): curve
    }
  }
}

/// One animation: curve, duration, and whether it travels across the screen or repeats.
public struct MotionAnimation: Sendable, Hashable {
  /// The easing curve.
  public var curve: MotionCurve
  /// The duration (for springs, SwiftUI's perceptual duration).
  public var duration: Duration
  /// Whether the animation moves things across the screen (slides, zooms, parallax).
  public var travels: Bool
  /// Whether the animation repeats or loops.
  public var repeats: Bool
  /// How long to wait before the animation starts (a DTCG transition's `delay`); zero by default.
  public var delay: Duration

  /// Creates an animation.
  public init(
    curve: MotionCurve, duration: Duration, travels: Bool = false, repeats: Bool = false,
    delay: Duration = Duration(milliseconds: 0)
  ) {
    self.curve = curve
    self.duration = duration
    self.travels = travels
    self.repeats = repeats
    self.delay = delay
  }
}

/// What replaces an animation when Reduce Motion is on.
public enum ReduceMotionFallback: Sendable, Hashable {
  /// No animation: the change happens at once.
  case none
  /// A crossfade (opacity only) of the given duration.
  case crossfade(Duration)
  /// Another motion token's animation.
  case motion(TokenPath, MotionAnimation)
}

/// A resolved motion preset: its animation and its Reduce Motion fallback.
public struct Motion: Sendable, Hashable {
  /// The animation used normally.
  public var animation: MotionAnimation
  /// The fallback under Reduce Motion; `nil` if the token declares none.
  public var reduceMotion: ReduceMotionFallback?

  /// Creates a motion preset.
  public init(animation: MotionAnimation, reduceMotion: ReduceMotionFallback?) {
    self.animation = animation
    self.reduceMotion = reduceMotion
  }

  /// The animation that runs under Reduce Motion: the fallback motion, a linear crossfade, or `nil` for none.
  ///
  /// Without a declared fallback the animation itself is used unchanged. A crossfade keeps the
  /// animation's delay (the change still comes at the same moment, only without movement); no
  /// animation means the change happens at once; another preset brings its own delay.
  public var reducedAnimation: MotionAnimation? {
    switch reduceMotion {
    case nil: animation
    case .none?: nil
    case .crossfade(let duration)?: MotionAnimation(curve: .linear, duration: duration, delay: animation.delay)
    case .motion(_, let fallback)?: fallback
    }
  }
}
