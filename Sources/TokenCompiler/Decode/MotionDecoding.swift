extension ValueReader {
  /// The fields a motion value may have.
  static let motionFields = ["curve", "duration", "delay", "bounce", "travels", "repeats", "reduceMotion"]
  /// The curve keywords.
  static let curveKeywords = ["spring", "easeIn", "easeOut", "easeInOut", "linear"]
  /// The words `curve` may be: the keywords, and `cubicBezier` (reported without its points).
  private static let curveWords = curveKeywords + ["cubicBezier"]

  /// A motion value: curve, duration, delay, bounce (springs), travels, repeats and reduceMotion.
  mutating func motion(_ node: SourceNode, _ what: String) -> MotionSource? {
    guard let fields = mapping(node, what, allowed: Self.motionFields) else { return nil }
    guard let curveNode = fields["curve"]?.value, let durationNode = fields["duration"]?.value else {
      missing(
        fields["curve"] == nil ? "curve" : "duration", in: what, at: node.location,
        example: "curve: spring, duration: 350ms")
      return nil
    }
    guard let curve = valueOrAlias(curveNode, { $0.curve($1) }),
      let duration = valueOrAlias(durationNode, { $0.duration($1, "duration") })
    else { return nil }
    var source = MotionSource(
      curve: curve, duration: duration, travels: false, repeats: false, location: node.location)
    if let entry = fields["bounce"] {
      // An aliased curve is always a cubicBezier token, so it cannot take a bounce either.
      let other: String? =
        switch curve {
        case .value(let curve): curve.keyword == "spring" ? nil : curve.keyword
        case .alias(let reference): "'\(reference.path.aliasText)'"
        }
      if let other {
        diagnostics.error(.tokenShape, "bounce only applies to curve: spring, not \(other)", at: entry.key.location)
        return nil
      }
      guard let bounce = valueOrAlias(entry.value, { $0.number($1, "bounce") }) else { return nil }
      if case .value(let value) = bounce, !(-1...1).contains(value) {
        diagnostics.error(
          .tokenValue, "bounce must be between -1 and 1, not \(JSONWriter.format(value))", at: entry.value.location)
        return nil
      }
      source.bounce = bounce
    }
    if let entry = fields["delay"] {
      guard let delay = valueOrAlias(entry.value, { $0.duration($1, "delay") }) else { return nil }
      source.delay = delay
    }
    if let entry = fields["travels"] {
      guard let value = bool(entry.value, "travels") else { return nil }
      source.travels = value
    }
    if let entry = fields["repeats"] {
      guard let value = bool(entry.value, "repeats") else { return nil }
      source.repeats = value
    }
    if let entry = fields["reduceMotion"] {
      guard let fallback = reduceMotion(entry.value) else { return nil }
      source.reduceMotion = fallback
    }
    return source
  }

  /// A curve keyword or four cubic Bézier numbers.
  private mutating func curve(_ node: SourceNode) -> MotionCurve? {
    if node.items != nil { return cubicBezier(node, "curve").map(MotionCurve.cubicBezier) }
    switch keyword(node, "curve", from: Self.curveWords) {
    case "spring": return .spring(bounce: 0)
    case "easeIn": return .easeIn
    case "easeOut": return .easeOut
    case "easeInOut": return .easeInOut
    case "linear": return .linear
    case "cubicBezier":
      diagnostics.error(
        .tokenValue, "curve: cubicBezier needs its control points; write them as the curve, e.g. [0.2, 0, 0, 1]",
        at: node.location)
      return nil
    default: return nil
    }
  }

  /// `none`, `{crossfade: 200ms}`, or an alias to another motion token.
  private mutating func reduceMotion(_ node: SourceNode) -> ReduceMotionSource? {
    let expected = "none, {crossfade: 200ms} or an alias to another motion token"
    if let scalar = node.scalar, scalar.text.contains(ascii: "{") {
      return alias(node).map(ReduceMotionSource.motion)
    }
    if let scalar = node.scalar {
      if scalar.text == "none" || scalar.text == "instant" { return ReduceMotionSource.none }
      if scalar.text == "crossfade" {
        diagnostics.error(
          .tokenValue, "a crossfade needs a duration: reduceMotion: {crossfade: 200ms}", at: node.location)
        return nil
      }
      reject(node, "reduceMotion", expected: expected)
      return nil
    }
    guard let fields = mapping(node, "reduceMotion", allowed: ["crossfade"]) else { return nil }
    guard let entry = fields["crossfade"] else {
      missing("crossfade", in: "reduceMotion", at: node.location, example: "{crossfade: 200ms}")
      return nil
    }
    return valueOrAlias(entry.value, { $0.duration($1, "crossfade duration") }).map(ReduceMotionSource.crossfade)
  }

  /// A DTCG `transition` (`{duration, delay, timingFunction}`) read as a motion without travel.
  mutating func transition(_ node: SourceNode, _ what: String) -> MotionSource? {
    guard let fields = mapping(node, what, allowed: ["duration", "delay", "timingFunction"]) else { return nil }
    guard let durationNode = fields["duration"]?.value, let curveNode = fields["timingFunction"]?.value else {
      missing(
        fields["duration"] == nil ? "duration" : "timingFunction", in: what, at: node.location,
        example: "{duration: 200ms, delay: 0ms, timingFunction: [0.2, 0, 0, 1]}")
      return nil
    }
    var delay: ValueOrAlias<Duration>?
    if let delayNode = fields["delay"]?.value {
      delay = valueOrAlias(delayNode, { $0.duration($1, "delay") })
      guard delay != nil else { return nil }
    }
    guard let duration = valueOrAlias(durationNode, { $0.duration($1, "duration") }),
      let curve = valueOrAlias(curveNode, { $0.cubicBezier($1, "timingFunction").map(MotionCurve.cubicBezier) })
    else { return nil }
    return MotionSource(
      curve: curve, duration: duration, travels: false, repeats: false, location: node.location, delay: delay)
  }
}
