/// `color/contrast`: every declared contrast pair meets WCAG 2.x in all four appearances.
///
/// It publishes one finding per pair and appearance for the docs page:
/// `{foreground, background, usage, level, appearance, ratio, required, pass}`, plus
/// `suggestion` (the replacement color) when the pair fails. `ratio` is rounded to
/// two decimals; `pass` is decided on the unrounded ratio.
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
      background over white (light appearances) or black (dark ones); Display P3 \
      colors are converted to sRGB first. Ratios are never rounded before comparing, \
      so 4.499:1 fails 4.5:1. Each failure suggests the closest passing color: the \
      foreground's hue and chroma with its lightness moved. A pair sets its own level \
      with 'level:'; the 'level' option sets it for the others.
      """,
    options: [levelOption.descriptor]
  )

  /// The level for pairs that set none.
  static let levelOption = OptionKey<ContrastLevel>(
    "level", "the WCAG level for pairs that set none: AA or AAA", default: .AA)

  private let level: ContrastLevel

  /// Creates the rule from its options.
  public init(options: inout Options) {
    level = options.read(Self.levelOption)
  }

  /// Measures every pair in every appearance.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for pair in ColorPair.all(in: tokens) {
      let requirement = ContrastRequirement(usage: pair.pair.usage, level: pair.pair.level ?? level)
      for appearance in Appearance.allCases {
        let ratio = pair.ratio(in: appearance)
        let passes = ratio >= requirement.minimum
        var finding: [String: JSONValue] = [
          "foreground": .string(pair.pair.foreground.description),
          "background": .string(pair.pair.background.description),
          "usage": .string(requirement.usage.rawValue), "level": .string(requirement.level.rawValue),
          "appearance": .string(appearance.rawValue), "ratio": .number(WCAGContrast.rounded(ratio)),
          "required": .number(requirement.minimum), "pass": .bool(passes),
        ]
        if !passes {
          let suggestion = pair.suggestion(in: appearance, reaching: requirement.minimum)
          if let suggestion { finding["suggestion"] = .string(suggestion.text) }
          report(pair, appearance, ratio, requirement, suggestion, context: &context)
        }
        context.findings.append(.object(finding))
      }
    }
  }

  private func report(
    _ pair: ColorPair, _ appearance: Appearance, _ ratio: Double, _ requirement: ContrastRequirement,
    _ suggestion: ContrastSuggestion?, context: inout RuleContext
  ) {
    let decimals = WCAGContrast.decimals(showing: ratio, below: requirement.minimum)
    var message =
      "\(pair.name) is \(WCAGContrast.text(ratio, decimals: decimals)):1 in \(appearance.displayName), "
      + "below \(requirement.reason)"
    var fix: FixSuggestion?
    if let suggestion {
      message += "; \(pair.describe(suggestion, in: appearance)) would pass (\(WCAGContrast.text(suggestion.ratio)):1)"
      fix = FixSuggestion(
        "use \(suggestion.text) for '\(pair.pair.foreground)' in \(appearance.displayName)",
        replacement: suggestion.text)
    } else {
      message += "; no foreground color reaches \(requirement.minimumText) on this background, so change the background"
    }
    context.report(
      message, token: pair.reportedToken(for: context.ruleID), at: pair.pair.location,
      notes: [pair.foregroundNote(in: appearance)], fix: fix)
  }
}
