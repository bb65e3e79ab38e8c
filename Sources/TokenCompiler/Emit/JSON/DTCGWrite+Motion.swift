extension DTCGWrite {
  /// A DTCG transition for an animation (springs use their closest standard curve; none is an
  /// instant linear one), with the aliases of `aliases`' `duration`, `delay` and `curve` fields.
  static func transition(
    _ animation: MotionAnimation?, aliases: DTCGTokenValue? = nil, to sink: inout some JSONSink
  ) {
    let zero = Duration(milliseconds: 0)
    sink.beginObject()
    sink.key("delay")
    if let alias = aliases?.alias("delay") { sink.alias(alias) } else { duration(animation?.delay ?? zero, to: &sink) }
    sink.key("duration")
    if let alias = aliases?.alias("duration") {
      sink.alias(alias)
    } else {
      duration(animation?.duration ?? zero, to: &sink)
    }
    sink.key("timingFunction")
    if let alias = aliases?.alias("curve") {
      sink.alias(alias)
    } else {
      sink.bezier(animation?.curve.bezier ?? MotionCurve.linear.bezier)
    }
    sink.endObject()
  }

  /// tokenc's motion shape (as in the YAML source), kept in `$extensions` so it round-trips:
  /// `{bounce, curve, delay, duration, reduceMotion, repeats, travels}`, with the aliases written.
  /// A zero delay is left out, unless it was written as an alias, which is kept.
  static func motion(_ motion: Motion, aliases: DTCGTokenValue, to sink: inout some JSONSink) {
    let animation = motion.animation
    sink.beginObject()
    if case .spring(let bounce) = animation.curve {
      sink.key("bounce")
      aliases.field("bounce", to: &sink) { $0.number(bounce) }
    }
    sink.key("curve")
    aliases.field("curve", to: &sink) { sink in
      switch animation.curve {
      case .cubicBezier(let curve): sink.bezier(curve)
      default: sink.string(animation.curve.keyword)
      }
    }
    let delayAlias = aliases.alias("delay")
    if animation.delay.milliseconds != 0 || delayAlias != nil {
      sink.key("delay")
      if let delayAlias { sink.alias(delayAlias) } else { duration(animation.delay, to: &sink) }
    }
    sink.key("duration")
    aliases.field("duration", to: &sink) { duration(animation.duration, to: &$0) }
    if let fallback = motion.reduceMotion {
      sink.key("reduceMotion")
      switch fallback {
      case .none: sink.string("none")
      case .crossfade(let fade):
        sink.beginObject()
        sink.key("crossfade")
        aliases.field("reduceMotion/crossfade", to: &sink) { duration(fade, to: &$0) }
        sink.endObject()
      case .motion(let path, _): sink.alias(path)
      }
    }
    sink.key("repeats")
    sink.bool(animation.repeats)
    sink.key("travels")
    sink.bool(animation.travels)
    sink.endObject()
  }
}
