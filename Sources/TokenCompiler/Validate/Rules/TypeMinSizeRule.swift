/// `type/min-size`: no text smaller than 11 pt at any content-size category.
public struct TypeMinSizeRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "type/min-size", defaultSeverity: .error,
    summary: "no text size below 11 pt at any content-size category",
    explanation: """
      Text below 11 points is hard to read on iPhone. The HIG never goes below 11 pt: \
      caption2, Apple's smallest style, is 11 pt even at the smallest Dynamic Type \
      sizes (HIG Typography, Specifications). The rule checks every typography \
      token's size at the default category and at every step of its Dynamic Type \
      ladder, so a ladder that shrinks below the minimum at xSmall is caught too. \
      Raise the small steps; a ladder may stay flat at the minimum, as caption2 does.
      """,
    options: [minimumOption.descriptor]
  )

  /// The smallest allowed text size.
  static let minimumOption = OptionKey<Double>("minimum", "the smallest allowed text size, in points", default: 11)

  private let minimum: Double

  /// Creates the rule from its options.
  public init(options: inout Options) {
    minimum = options.read(Self.minimumOption)
  }

  /// Reports typography tokens that are smaller than the minimum anywhere.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    // Each token is read in place, and copied only when there is something to report.
    let all = tokens.tokens
    for index in tokens.indices(ofType: .typography) where all[index].aliasOf == nil {
      guard let typography = all[index].typographyValue else { continue }
      var small: [String] = []
      if let ladder = typography.ladder {
        small = ladder.orderedSteps.filter { $0.step.fontSize < minimum }.map {
          "\($0.category.rawValue) (\(Measure.text($0.step.fontSize)) pt)"
        }
      }
      let defaultIsOwnSize = typography.ladder?.steps[.large]?.fontSize != typography.fontSize
      if defaultIsOwnSize, typography.fontSize < minimum {
        let base = "the default size (\(Measure.text(typography.fontSize)) pt)"
        small.insert(base, at: 0)
      }
      guard !small.isEmpty else { continue }
      let token = all[index]
      let limit = Measure.text(minimum)
      let message =
        typography.ladder == nil
        ? "'\(token.path)' is \(Measure.text(typography.fontSize)) pt, below the \(limit) pt minimum for text"
        : "'\(token.path)' is below the \(limit) pt minimum for text at \(Measure.sentence(small))"
      context.report(
        message, token: token, at: token.valueLocation,
        fix: FixSuggestion("make the text at least \(limit) pt at every content-size category"))
    }
  }
}
