/// `color/contrast`: every declared contrast pair meets WCAG 2.x in all four appearances.
///
/// It measures the pairs with ``ContrastEvaluation`` (as the docs do) and hands its
/// results on in ``RuleContext/contrastResults``, so the docs reuse them instead of
/// searching for the same suggestions again.
public struct ColorContrastRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "color/contrast", defaultSeverity: .error,
    summary: "declared contrast pairs meet WCAG 2.x in all four appearances",
    explanation: """
      Every pair in a '$contrast' list is measured with the WCAG 2.x contrast ratio in \
      light, dark, light high-contrast and dark high-contrast. Text needs 4.5:1 at AA \
      and 7:1 at AAA; large text (18 pt and up, or 14 pt bold) needs 3:1 and 4.5:1; \
      non-text UI such as icons and control outlines needs 3:1. A translucent \
      foreground is composited over its background first, and a translucent \
      background over white (light appearances) or black (dark ones). Display P3 \
      colors outside sRGB are measured twice, and the lower ratio counts: after converting and \
      clamping to sRGB, as WCAG 2.x defines it, and as displayed, from the luminance \
      of the Display P3 color itself (P3 to CIE XYZ), since clamping can make a wide-gamut \
      color look brighter or darker than a P3 screen shows it (P3 0.875 0 0 on black: \
      4.85:1 clamped, 4.38:1 displayed); a finding says when the displayed ratio is the \
      one reported. Ratios are never rounded before comparing, \
      so 4.499:1 fails 4.5:1; messages show two decimals, or more when two decimals would \
      hide a failure (4.4999:1). Each failure suggests a palette token first: among the \
      colors written as literal colors, the opaque one closest to the foreground that \
      passes on the background ('{palette.blue.700}' would pass). When no palette token \
      passes, it suggests the closest passing color: the foreground's hue and chroma with \
      its lightness moved. A pair sets its own level \
      with 'level:'; the 'level' option sets it for the others.
      """,
    options: [levelOption.descriptor]
  )

  /// The level for pairs that set none.
  static let levelOption = OptionKey<ContrastLevel>(
    "level", "the WCAG level for pairs that set none: AA or AAA", default: .AA)

  private let level: ContrastLevel

  /// It visits every token (or every pair) of its types, so it starts before the cheap rules.
  public static var isCostly: Bool { true }

  /// Creates the rule from its options.
  public init(options: inout Options) {
    level = options.read(Self.levelOption)
  }

  /// Measures every pair in every appearance and reports each failure.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    let results = ContrastEvaluation.results(for: tokens.contrastPairs, in: tokens, defaultLevel: level)
    for result in results where !result.passes {
      guard let pair = ColorPair(result.pair, in: tokens) else { continue }
      report(pair, result, tokens: tokens, context: &context)
    }
    context.contrastResults = results
  }

  private func report(
    _ pair: ColorPair, _ result: ContrastResult, tokens: ResolvedTokenSet, context: inout RuleContext
  ) {
    let (appearance, requirement) = (result.appearance, result.requirement)
    let displayed = result.basis == .displayP3 ? " as displayed in Display P3" : ""
    var message =
      "\(pair.name) is \(result.ratioText):1\(displayed) in \(appearance.displayName), below \(requirement.reason)"
    var fix: FixSuggestion?
    if let step = result.paletteStep {
      message += "; the palette's '\(step.path.aliasText)' would pass (\(WCAGContrast.text(step.ratio)):1)"
      fix = FixSuggestion(
        "use '\(step.path.aliasText)' for '\(pair.pair.foreground)' in \(appearance.displayName)",
        replacement: step.path.aliasText)
    } else if let suggestion = result.suggestion {
      message += "; \(pair.describe(suggestion, in: appearance)) would pass (\(WCAGContrast.text(suggestion.ratio)):1)"
      fix = FixSuggestion(
        "use \(suggestion.text) for '\(pair.pair.foreground)' in \(appearance.displayName)",
        replacement: suggestion.text)
    } else {
      message += "; no foreground color reaches \(requirement.minimumText) on this background, so change the background"
    }
    context.report(
      message, token: pair.reportedToken(for: context.ruleID), at: pair.pair.location,
      notes: [pair.foregroundNote(in: appearance, tokens)], fix: fix)
  }
}
