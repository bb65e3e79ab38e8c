/// `type/ladder`: every text style has a complete Dynamic Type ladder that really scales.
public struct TypeLadderRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "type/ladder", defaultSeverity: .error,
    summary: "typography has all 12 Dynamic Type steps, never shrinks, and grows through AX1–AX5",
    explanation: """
      All text must follow the reader's Dynamic Type setting, including the five \
      accessibility sizes (HIG Typography and Accessibility: support Dynamic Type, no \
      fixed font sizes). So every typography token needs a ladder with a size and line \
      height for all 12 content-size categories, xSmall to accessibility5. Sizes never \
      get smaller as the category grows, each accessibility size (AX1–AX5) is larger \
      than the one before, and the line height is at least the font size at every step. \
      A style with 'ladder: apple' takes Apple's table for its text style exactly \
      (HIG Typography, Specifications), so a fontSize or lineHeight that contradicts Apple's \
      default (large) step is reported. Fix a fixed-size style with a textStyle and \
      'ladder: apple', or write out all 12 steps.
      """)

  /// It visits every token (or every pair) of its types, so it starts before the cheap rules.
  public static var isCostly: Bool { true }

  /// Creates the rule; it takes no options.
  public init(options: inout Options) {}

  /// Reports missing ladders, missing steps, shrinking steps, flat accessibility sizes and tight line heights.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    // Each token is read in place, and copied only when there is something to report.
    let all = tokens.tokens
    for index in tokens.indices(ofType: .typography) where all[index].aliasOf == nil {
      guard let typography = all[index].typographyValue else { continue }
      guard let ladder = typography.ladder else {
        reportMissingLadder(all[index], typography, context: &context)
        continue
      }
      let path = all[index].path
      var findings = LadderChecks(path: path, typography: typography, ladder: ladder).findings()
      if ladder.isApple, let style = typography.textStyle {
        findings = LadderChecks.apple(path, typography, ladder, style: style) + findings
      }
      guard !findings.isEmpty else { continue }
      let token = all[index]
      for finding in findings {
        context.report(finding.message, token: token, at: token.valueLocation, fix: finding.fix)
      }
    }
  }

  private func reportMissingLadder(_ token: ResolvedToken, _ typography: Typography, context: inout RuleContext) {
    if let style = typography.textStyle {
      context.report(
        "'\(token.path)' scales with \(style.rawValue) but has no ladder; "
          + "add 'ladder: apple' or give all 12 content-size categories",
        token: token, at: token.valueLocation, fix: FixSuggestion("add 'ladder: apple'"))
    } else {
      context.report(
        "'\(token.path)' has no Dynamic Type ladder, so it stays \(Measure.text(typography.fontSize)) pt "
          + "at every text size; add a textStyle with 'ladder: apple', or a ladder of all 12 content-size categories",
        token: token, at: token.valueLocation,
        fix: FixSuggestion("add a textStyle and 'ladder: apple'"))
    }
  }
}

/// One problem found in a ladder.
struct LadderFinding: Sendable, Hashable {
  /// The diagnostic message.
  var message: String
  /// The suggested fix.
  var fix: FixSuggestion?
}
