/// `color/high-contrast`: Increase Contrast never lowers the contrast of a declared pair.
public struct ColorHighContrastRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "color/high-contrast", defaultSeverity: .error,
    summary: "Increase Contrast appearances never have less contrast than the standard ones",
    explanation: """
      People turn on Increase Contrast because they need more contrast. For every pair \
      in a '$contrast' list, the light high-contrast appearance must have at least the \
      WCAG contrast of the light appearance, and dark high-contrast at least that of \
      dark (measured as color/contrast measures, unrounded). Each failure suggests a \
      high-contrast foreground that restores the standard contrast: the same hue and \
      chroma with the lightness moved.
      """)

  /// The high-contrast appearances and the standard appearances they replace.
  static let replacements: [(highContrast: Appearance, standard: Appearance)] = [
    (.lightHighContrast, .light), (.darkHighContrast, .dark),
  ]

  /// It visits every token (or every pair) of its types, so it starts before the cheap rules.
  public static var isCostly: Bool { true }

  /// Creates the rule; it takes no options.
  public init(options: inout Options) {}

  /// Compares each pair's high-contrast appearances with the standard ones.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for pair in ColorPair.all(in: tokens) {
      for (highContrast, standard) in Self.replacements {
        let (raised, ratio) = (pair.ratio(in: highContrast), pair.ratio(in: standard))
        guard raised < ratio else { continue }
        let decimals = WCAGContrast.decimals(showing: raised, below: ratio)
        var message =
          "\(pair.name) is \(WCAGContrast.text(raised, decimals: decimals)):1 in \(highContrast.displayName), "
          + "less than the \(WCAGContrast.text(ratio, decimals: decimals)):1 it has in \(standard.displayName); "
          + "Increase Contrast must not lower contrast"
        var fix: FixSuggestion?
        if let suggestion = pair.suggestion(in: highContrast, reaching: ratio) {
          message +=
            "; \(pair.describe(suggestion, in: highContrast)) would give \(WCAGContrast.text(suggestion.ratio, decimals: decimals)):1"
          fix = FixSuggestion(
            "use \(suggestion.text) for '\(pair.pair.foreground)' in \(highContrast.displayName)",
            replacement: suggestion.text)
        } else {
          message += "; no foreground color reaches it on this background, so change the background"
        }
        context.report(
          message, token: pair.reportedToken(for: context.ruleID), at: pair.pair.location,
          notes: [pair.foregroundNote(in: highContrast, tokens)], fix: fix)
      }
    }
  }
}
