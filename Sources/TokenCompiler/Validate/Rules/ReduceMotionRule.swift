/// `motion/reduce-motion`: motion that travels, springs or repeats has a calm Reduce Motion fallback.
public struct ReduceMotionRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "motion/reduce-motion", defaultSeverity: .error,
    summary: "presets that travel, spring or repeat have a Reduce Motion fallback that does neither",
    explanation: """
      People turn on Reduce Motion because movement across the screen, bouncing and \
      looping animation can make them dizzy or distract them. With Reduce Motion on, \
      apps replace animations with cross-dissolves and disable parallax (HIG \
      Accessibility, Reduce Motion), and travel, parallax-like and repeating \
      animations are disabled or replaced (engineering standard 12.5). So every motion preset that travels, uses a spring or \
      repeats must declare 'reduceMotion': a crossfade ({crossfade: 200ms}), another \
      motion token that only fades, or none. A fallback that is itself a travelling or \
      repeating motion token is reported at the alias.
      """)

  /// Creates the rule; it takes no options.
  public init(options: inout Options) {}

  /// Reports missing fallbacks and fallbacks that travel or repeat.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for index in tokens.indices(ofType: .motion) where tokens.tokens[index].aliasOf == nil {
      let token = tokens.tokens[index]
      guard let motion = token.motionValue else { continue }
      let animation = motion.animation
      var reasons: [String] = []
      if animation.travels { reasons.append("travels") }
      if case .spring = animation.curve { reasons.append("springs") }
      if animation.repeats { reasons.append("repeats") }
      switch motion.reduceMotion {
      case nil where !reasons.isEmpty:
        context.report(
          "'\(token.path)' \(Measure.sentence(reasons)) but has no Reduce Motion fallback; add 'reduceMotion': "
            + "a crossfade, a motion token that only fades, or none",
          token: token, at: token.valueLocation,
          fix: FixSuggestion("add 'reduceMotion: {crossfade: 200ms}' (or 'reduceMotion: none')"))
      case .motion(let path, let fallback)?:
        let moves = [fallback.travels ? "travels" : nil, fallback.repeats ? "repeats" : nil].compactMap { $0 }
        guard !moves.isEmpty else { continue }
        let location = token.references.last { $0.path == path }?.location ?? token.valueLocation
        context.report(
          "'\(token.path)' falls back to '\(path.aliasText)' under Reduce Motion, but that "
            + "\(Measure.sentence(moves)); a fallback must neither travel nor repeat",
          token: token, at: location,
          fix: FixSuggestion("fall back to a crossfade, to a motion token that only fades, or to none"))
      default:
        continue
      }
    }
  }
}
