/// What identifies a motion preset's words on the page and in the Markdown: the bits of its
/// animation and of its Reduce Motion fallback (so that `-0` and `0` never share), and the
/// fallback preset's path. Presets recur, so each distinct one's words are worked out once per
/// page or document (``DocsPageCache/motionTexts(_:)``).
struct DocsMotionKey: Hashable {
  /// The curve, duration, delay and flags of the animation, then the fallback's kind and bits.
  let bits: [UInt64]
  /// The path of the preset the fallback borrows, if it borrows one.
  let fallbackPath: String?

  /// The key of `motion`.
  init(_ motion: Motion) {
    var bits: [UInt64] = []
    bits.reserveCapacity(20)
    Self.append(motion.animation, to: &bits)
    var path: String?
    switch motion.reduceMotion {
    case nil: bits.append(0)
    case .none?: bits.append(1)
    case .crossfade(let duration)?: bits += [2, duration.milliseconds.bitPattern]
    case .motion(let fallback, let animation)?:
      bits.append(3)
      Self.append(animation, to: &bits)
      path = fallback.description
    }
    self.bits = bits
    fallbackPath = path
  }

  /// Appends the bits of `animation`.
  private static func append(_ animation: MotionAnimation, to bits: inout [UInt64]) {
    switch animation.curve {
    case .spring(let bounce): bits += [0, bounce.bitPattern]
    case .easeIn: bits.append(1)
    case .easeOut: bits.append(2)
    case .easeInOut: bits.append(3)
    case .linear: bits.append(4)
    case .cubicBezier(let curve):
      bits += [5, curve.x1.bitPattern, curve.y1.bitPattern, curve.x2.bitPattern, curve.y2.bitPattern]
    }
    bits += [
      animation.duration.milliseconds.bitPattern, animation.delay.milliseconds.bitPattern,
      (animation.travels ? 1 : 0) | (animation.repeats ? 2 : 0),
    ]
  }
}

/// The words and numbers the page and the Markdown show for a motion preset.
struct DocsMotionTexts {
  /// The animation's curve as `cubic-bezier(…)`.
  let easing: String
  /// The animation in words (``DocsFormat/animation(_:)``).
  let animation: String
  /// The Reduce Motion fallback in words (``DocsFormat/reduceMotion(_:)``).
  let reduceMotion: String
  /// The duration, `350 ms`.
  let duration: String
  /// The duration's number of milliseconds.
  let durationNumber: String
  /// The Reduce Motion animation's number of milliseconds (0 for none).
  let reducedDuration: String
  /// The Reduce Motion animation's curve (`linear` for none).
  let reducedEasing: String

  /// The texts of `motion`.
  init(_ motion: Motion) {
    let animation = motion.animation
    let reduced = motion.reducedAnimation
    easing = DocsFormat.easing(animation.curve.bezier)
    self.animation = DocsFormat.animation(animation)
    reduceMotion = DocsFormat.reduceMotion(motion.reduceMotion)
    duration = DocsFormat.milliseconds(animation.duration.milliseconds)
    durationNumber = DocsFormat.number(animation.duration.milliseconds)
    reducedDuration = DocsFormat.number(reduced?.duration.milliseconds ?? 0)
    reducedEasing = reduced.map { DocsFormat.easing($0.curve.bezier) } ?? "linear"
  }
}

extension DocsPageCache {
  /// The texts of `motion`, worked out once per distinct preset.
  func motionTexts(_ motion: Motion) -> DocsMotionTexts {
    let key = DocsMotionKey(motion)
    if let known = motions[key] { return known }
    let texts = DocsMotionTexts(motion)
    motions[key] = texts
    return texts
  }

  /// ``DocsFormat/length(_:)`` of `dimension`, worked out once per distinct length (by its bits).
  func length(_ dimension: Dimension) -> String {
    let bits = dimension.points.bitPattern
    if let known = lengths[bits] { return known }
    let text = DocsFormat.length(dimension)
    lengths[bits] = text
    return text
  }

  /// The inline style of a spacing bar or (with `radius`) a radius demo of `points`, made by
  /// `make` once per kind and distinct length (by its bits).
  func scaleStyle(_ points: Double, radius: Bool, _ make: () -> String) -> String {
    let key = points.bitPattern
    if let known = radius ? radiusStyles[key] : barStyles[key] { return known }
    let style = make()
    if radius { radiusStyles[key] = style } else { barStyles[key] = style }
    return style
  }
}
