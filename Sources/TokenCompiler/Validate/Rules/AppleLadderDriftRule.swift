/// `type/apple-ladder-drift`: an explicit ladder that names an Apple text style stays near Apple's table.
public struct AppleLadderDriftRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "type/apple-ladder-drift", defaultSeverity: .off,
    summary: "explicit ladders that name an Apple text style stay within N pt of Apple's table",
    explanation: """
      A style with a textStyle scales relative to that Apple style in SwiftUI and UIKit \
      (Font.custom(_:size:relativeTo:), UIFontMetrics), so readers expect it to grow \
      like the system style. An explicit ladder that claims a text style but departs \
      from Apple's Dynamic Type table (HIG Typography, Specifications) by more than 'maxDrift' \
      points at some step grows differently on iOS than the ladder says. The rule \
      compares every step's size and line height with Apple's and reports the largest \
      difference. It is off by default because brand faces often differ on purpose; \
      turn it on as a warning to keep custom ladders honest. Fix it with 'ladder: \
      apple', by moving the steps closer to Apple's, or by naming the style that fits.
      """,
    options: [maxDriftOption.descriptor]
  )

  /// The largest allowed difference from Apple's table.
  static let maxDriftOption = OptionKey<Double>(
    "maxDrift", "the largest allowed difference from Apple's table, in points", default: 2)

  private let maxDrift: Double

  /// Creates the rule from its options.
  public init(options: inout Options) {
    maxDrift = options.read(Self.maxDriftOption)
  }

  /// Reports explicit ladders that name an Apple text style and drift from its table.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    // Only typography tokens have a ladder; each is read in place until it has a finding.
    let all = tokens.tokens
    for index in tokens.indices(ofType: .typography) where all[index].aliasOf == nil {
      guard let typography = all[index].typographyValue, let style = typography.textStyle,
        let ladder = typography.ladder, !ladder.isApple
      else { continue }
      let table = AppleTypeTable.ladder(for: style)
      var drifts: [Drift] = []
      for (category, step) in ladder.orderedSteps {
        let apple = table.steps[category]!
        drifts.append(Drift(category, "text", step.fontSize, apple.fontSize))
        drifts.append(Drift(category, "line height", step.lineHeight, apple.lineHeight))
      }
      let over = drifts.filter { $0.amount > maxDrift + 1e-9 }
      guard let worst = over.max(by: { $0.amount < $1.amount }) else { continue }
      let steps = Set(over.map(\.category)).count
      let token = all[index]
      context.report(
        "'\(token.path)' names \(style.rawValue) but drifts from Apple's table by up to "
          + "\(Measure.text(worst.amount)) pt (\(Measure.text(worst.value)) pt \(worst.what) at "
          + "\(worst.category.rawValue); Apple: \(Measure.text(worst.apple)) pt) in \(steps) of "
          + "\(ladder.steps.count) steps; at most \(Measure.text(maxDrift)) pt is allowed",
        token: token, at: token.valueLocation,
        fix: FixSuggestion(
          "use 'ladder: apple', or keep every step within \(Measure.text(maxDrift)) pt of Apple's \(style.rawValue)"))
    }
  }

  /// How far one step's size or line height is from Apple's.
  private struct Drift {
    let category: ContentSizeCategory
    let what: String
    let value: Double
    let apple: Double
    var amount: Double { abs(value - apple) }

    init(_ category: ContentSizeCategory, _ what: String, _ value: Double, _ apple: Double) {
      (self.category, self.what, self.value, self.apple) = (category, what, value, apple)
    }
  }
}
