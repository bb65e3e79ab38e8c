/// The checks `type/ladder` runs on one typography token's ladder.
struct LadderChecks {
  /// The token's path, for messages.
  let path: TokenPath
  /// The resolved text style.
  let typography: Typography
  /// Its ladder.
  let ladder: TypeLadder
  /// The ladder's steps in category order.
  private let steps: [Step]

  /// Prepares the checks of one token's ladder.
  init(path: TokenPath, typography: Typography, ladder: TypeLadder) {
    self.path = path
    self.typography = typography
    self.ladder = ladder
    steps = ladder.orderedSteps
  }

  /// Every problem of the ladder, in a fixed order.
  func findings() -> [LadderFinding] {
    [missingSteps(), shrinkingSteps(), flatAccessibilitySizes(), tightLineHeights()].compactMap { $0 }
  }

  /// Categories without a step.
  func missingSteps() -> LadderFinding? {
    let missing = ladder.missingCategories
    guard !missing.isEmpty else { return nil }
    return LadderFinding(
      message: "'\(path)' has no ladder step for \(Measure.sentence(missing.map(\.rawValue))); "
        + "a ladder needs all 12 content-size categories",
      fix: FixSuggestion("add the missing steps as \"size/lineHeight\", or use a textStyle with 'ladder: apple'"))
  }

  /// Steps smaller than the step before them.
  func shrinkingSteps() -> LadderFinding? {
    let drops = neighbours.filter { $0.next.step.fontSize < $0.previous.step.fontSize }.map { pair in
      "from \(Measure.text(pair.previous.step.fontSize)) pt at \(pair.previous.category.rawValue) "
        + "to \(Measure.text(pair.next.step.fontSize)) pt at \(pair.next.category.rawValue)"
    }
    guard !drops.isEmpty else { return nil }
    return LadderFinding(
      message: "'\(path)' gets smaller as the text size grows, \(Measure.sentence(drops)); "
        + "sizes must never shrink",
      fix: FixSuggestion("make every step at least as large as the one before"))
  }

  /// Accessibility sizes no larger than the step before them (shrinking ones are reported above).
  func flatAccessibilitySizes() -> LadderFinding? {
    let flat = neighbours.filter {
      $0.next.category.isAccessibilitySize && $0.next.step.fontSize == $0.previous.step.fontSize
    }.map { pair in
      "from \(pair.previous.category.rawValue) to \(pair.next.category.rawValue) "
        + "(both \(Measure.text(pair.next.step.fontSize)) pt)"
    }
    guard !flat.isEmpty else { return nil }
    return LadderFinding(
      message: "'\(path)' does not grow \(Measure.sentence(flat)); "
        + "each accessibility size must be larger than the one before",
      fix: FixSuggestion("make accessibility1 to accessibility5 larger at every step"))
  }

  /// Steps (and a default size of its own) whose line height is below the font size.
  func tightLineHeights() -> LadderFinding? {
    var tight = steps.filter { $0.step.lineHeight < $0.step.fontSize }.map {
      "\($0.category.rawValue) (\(Measure.text($0.step.fontSize))/\(Measure.text($0.step.lineHeight)) pt)"
    }
    let base = TypeStep(fontSize: typography.fontSize, lineHeight: typography.lineHeight)
    if ladder.steps[.large] != base, base.lineHeight < base.fontSize {
      tight.insert("the default size (\(Measure.text(base.fontSize))/\(Measure.text(base.lineHeight)) pt)", at: 0)
    }
    guard !tight.isEmpty else { return nil }
    return LadderFinding(
      message: "'\(path)' has a line height below the font size at \(Measure.sentence(tight)); "
        + "the line height must be at least the font size",
      fix: FixSuggestion("raise each line height to at least its font size"))
  }

  /// For `ladder: apple`: the steps are Apple's table, and fontSize/lineHeight agree with its large step.
  static func apple(
    _ path: TokenPath, _ typography: Typography, _ ladder: TypeLadder, style: AppleTextStyle
  ) -> [LadderFinding] {
    let table = AppleTypeTable.ladder(for: style)
    var findings: [LadderFinding] = []
    // A ladder taken from the table unchanged shares its storage, which compares equal at once.
    let differing =
      ladder.steps == table.steps ? [] : ContentSizeCategory.allCases.filter { ladder.steps[$0] != table.steps[$0] }
    if !differing.isEmpty {
      findings.append(
        LadderFinding(
          message: "'\(path)' uses 'ladder: apple' but differs from Apple's \(style.rawValue) table at "
            + Measure.sentence(differing.map(\.rawValue)),
          fix: FixSuggestion("use Apple's table unchanged")))
    }
    let large = table.steps[.large]!
    if abs(typography.fontSize - large.fontSize) > 1e-6 || abs(typography.lineHeight - large.lineHeight) > 1e-6 {
      findings.append(
        LadderFinding(
          message: "'\(path)' uses Apple's \(style.rawValue) ladder, which is "
            + "\(Measure.text(large.fontSize))/\(Measure.text(large.lineHeight)) pt at the default size (large), "
            + "but sets \(Measure.text(typography.fontSize))/\(Measure.text(typography.lineHeight)) pt; "
            + "remove fontSize and lineHeight, or write an explicit ladder",
          fix: FixSuggestion("remove fontSize and lineHeight")))
    }
    return findings
  }

  /// A category and its step.
  typealias Step = (category: ContentSizeCategory, step: TypeStep)

  /// Each present step with the present step after it.
  private var neighbours: [(previous: Step, next: Step)] {
    zip(steps, steps.dropFirst()).map { ($0, $1) }
  }
}
