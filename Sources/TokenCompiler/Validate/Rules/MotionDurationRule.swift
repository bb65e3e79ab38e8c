/// `motion/duration`: animation durations stay within a sensible range (0.05–1 s by default).
public struct MotionDurationRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "motion/duration", defaultSeverity: .warning,
    summary: "durations are between 0.05 s and 1 s",
    explanation: """
      UI animations should be brief: long enough to show what changed, short enough \
      never to make people wait: motion must be purposeful and must not mask loading \
      delays (engineering standard 12.1 and 12.3). The rule checks duration tokens and the durations \
      written directly in motion presets and their Reduce Motion crossfades against \
      'min' and 'max', in seconds. A duration taken from a duration token is checked \
      once, at that token. Shorten long durations, or raise 'max' for a design system \
      with slower, deliberate motion.
      """,
    options: [minOption.descriptor, maxOption.descriptor]
  )

  /// The shortest allowed duration.
  static let minOption = OptionKey<Double>("min", "the shortest allowed duration, in seconds", default: 0.05)
  /// The longest allowed duration.
  static let maxOption = OptionKey<Double>(
    "max", "the longest allowed duration, in seconds", default: 1.0, shownDefault: "1.0")

  private let minimum: Double
  private let maximum: Double

  /// Creates the rule from its options.
  public init(options: inout Options) {
    var minimum = options.read(Self.minOption)
    var maximum = options.read(Self.maxOption)
    if minimum > maximum {
      let location = options.location(of: Self.maxOption) ?? options.location(of: Self.minOption)
      options.diagnostics.error(
        .config,
        "\(options.owner) option 'max' (\(Measure.text(maximum)) s) must not be less than 'min' "
          + "(\(Measure.text(minimum)) s)",
        at: location)
      (minimum, maximum) = (Self.minOption.defaultValue, Self.maxOption.defaultValue)
    }
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Reports durations outside the range.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for index in tokens.indices(ofType: .duration, .motion) where tokens.tokens[index].aliasOf == nil {
      let token = tokens.tokens[index]
      switch token.value {
      case .duration(let duration):
        checkRange(duration, "'\(token.path)' is", token: token, context: &context)
      case .motion(let motion):
        // Durations that come from a duration token are checked at that token.
        let aliased = Set(
          token.references.compactMap { reference -> Double? in
            guard case .duration(let duration)? = tokens[reference.path]?.value else { return nil }
            return duration.milliseconds
          })
        if !aliased.contains(motion.animation.duration.milliseconds) {
          checkRange(motion.animation.duration, "'\(token.path)' lasts", token: token, context: &context)
        }
        if case .crossfade(let duration)? = motion.reduceMotion, !aliased.contains(duration.milliseconds) {
          checkRange(duration, "the Reduce Motion crossfade of '\(token.path)' lasts", token: token, context: &context)
        }
      default:
        continue
      }
    }
  }

  private func checkRange(_ duration: Duration, _ subject: String, token: ResolvedToken, context: inout RuleContext) {
    let seconds = duration.seconds
    let bound: Double
    let comparison: String
    if seconds < minimum - 1e-9 {
      (bound, comparison) = (minimum, "shorter than the \(Measure.text(minimum)) s minimum")
    } else if seconds > maximum + 1e-9 {
      (bound, comparison) = (maximum, "longer than the \(Measure.text(maximum)) s maximum")
    } else {
      return
    }
    let replacement = "\(Measure.text(bound))s"
    context.report(
      "\(subject) \(Measure.text(seconds)) s, \(comparison) for UI animations",
      token: token, at: token.valueLocation,
      fix: FixSuggestion("use \(replacement)", replacement: replacement))
  }
}
