extension DocsModel {
  /// What runs under Reduce Motion, as the docs page's demo plays it.
  enum ReducedMotion: String, Sendable {
    /// Nothing: the change happens at once.
    case none
    /// A linear crossfade.
    case crossfade
    /// Another preset's animation.
    case motion
    /// The animation itself: the preset declares no fallback.
    case same

    /// The kind of what replaces `motion`'s animation under Reduce Motion.
    init(_ motion: Motion) {
      switch motion.reduceMotion {
      case nil: self = .same
      case .none?: self = .none
      case .crossfade?: self = .crossfade
      case .motion?: self = .motion
      }
    }
  }

  /// A motion preset in the shape of `tokens.docs.json`.
  struct MotionEntry: Encodable {
    /// The preset.
    let motion: Motion

    /// Wraps a preset for encoding.
    init(_ motion: Motion) { self.motion = motion }

    /// The keys written.
    private enum CodingKeys: String, CodingKey {
      case animation, reduceMotion, kind, milliseconds, token
    }

    /// Writes `{animation, reduceMotion}`; `reduceMotion` is `null` when none is declared, else has a `kind`.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(AnimationEntry(motion.animation), forKey: .animation)
      guard let fallback = motion.reduceMotion else {
        try container.encodeNil(forKey: .reduceMotion)
        return
      }
      var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .reduceMotion)
      switch fallback {
      case .none: try nested.encode("none", forKey: .kind)
      case .crossfade(let duration):
        try nested.encode("crossfade", forKey: .kind)
        try nested.encode(duration.milliseconds, forKey: .milliseconds)
      case .motion(let path, let animation):
        try nested.encode("motion", forKey: .kind)
        try nested.encode(path.description, forKey: .token)
        try nested.encode(AnimationEntry(animation), forKey: .animation)
      }
    }
  }

  /// One animation in the shape of `tokens.docs.json`.
  struct AnimationEntry: Encodable {
    /// The animation.
    let animation: MotionAnimation

    /// Wraps an animation for encoding.
    init(_ animation: MotionAnimation) { self.animation = animation }

    /// The keys written.
    private enum CodingKeys: String, CodingKey {
      case curve, milliseconds, travels, repeats, kind, bezier, bounce, delayMilliseconds
    }

    /// Writes `{curve: {kind, bezier, bounce (springs only)}, milliseconds, delayMilliseconds, travels, repeats}`.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      var curve = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .curve)
      try curve.encode(animation.curve.keyword, forKey: .kind)
      try curve.encode(animation.curve.bezier.values, forKey: .bezier)
      if case .spring(let bounce) = animation.curve { try curve.encode(bounce, forKey: .bounce) }
      try container.encode(animation.duration.milliseconds, forKey: .milliseconds)
      try container.encode(animation.delay.milliseconds, forKey: .delayMilliseconds)
      try container.encode(animation.travels, forKey: .travels)
      try container.encode(animation.repeats, forKey: .repeats)
    }
  }
}

extension DocsModel.MotionEntry {
  /// Writes the preset as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("animation")
    DocsModel.AnimationEntry(motion.animation).write(to: &sink)
    sink.key("reduceMotion")
    switch motion.reduceMotion {
    case nil: sink.null()
    case .none?:
      sink.beginObject()
      sink.key("kind")
      sink.string("none")
      sink.endObject()
    case .crossfade(let duration)?:
      sink.beginObject()
      sink.key("kind")
      sink.string("crossfade")
      sink.key("milliseconds")
      sink.number(duration.milliseconds)
      sink.endObject()
    case .motion(let path, let animation)?:
      sink.beginObject()
      sink.key("animation")
      DocsModel.AnimationEntry(animation).write(to: &sink)
      sink.key("kind")
      sink.string("motion")
      sink.key("token")
      sink.string(path.description)
      sink.endObject()
    }
    sink.endObject()
  }
}

extension DocsModel.AnimationEntry {
  /// Writes the animation as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("curve")
    sink.beginObject()
    sink.key("bezier")
    sink.bezier(animation.curve.bezier)
    if case .spring(let bounce) = animation.curve {
      sink.key("bounce")
      sink.number(bounce)
    }
    sink.key("kind")
    sink.string(animation.curve.keyword)
    sink.endObject()
    sink.key("delayMilliseconds")
    sink.number(animation.delay.milliseconds)
    sink.key("milliseconds")
    sink.number(animation.duration.milliseconds)
    sink.key("repeats")
    sink.bool(animation.repeats)
    sink.key("travels")
    sink.bool(animation.travels)
    sink.endObject()
  }
}
