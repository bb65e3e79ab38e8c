import Foundation
import Testing

@testable import TokenCompiler

/// `type/ladder`: complete ladders that grow, with Apple's table for `ladder: apple`.
@Suite("Rules: type/ladder")
struct RuleTypeLadderTests {
  static let rule: RuleID = "type/ladder"

  /// The ladder rows of apple-platform.md §1, copied verbatim: the ground truth.
  static let reference = """
    | largeTitle / .largeTitle | 31/38 | 32/39 | 33/40 | **34/41** | 36/43 | 38/46 | 40/48 | 44/52 | 48/57 | 52/61 | 56/66 | 60/70 |
    | title1 / .title | 25/31 | 26/32 | 27/33 | **28/34** | 30/37 | 32/39 | 34/41 | 38/46 | 43/51 | 48/57 | 53/62 | 58/68 |
    | title2 / .title2 | 19/24 | 20/25 | 21/26 | **22/28** | 24/30 | 26/32 | 28/34 | 34/41 | 39/47 | 44/52 | 50/59 | 56/66 |
    | title3 / .title3 | 17/22 | 18/23 | 19/24 | **20/25** | 22/28 | 24/30 | 26/32 | 31/38 | 37/44 | 43/51 | 49/58 | 55/65 |
    | headline / .headline | 14/19 | 15/20 | 16/21 | **17/22** | 19/24 | 21/26 | 23/29 | 28/34 | 33/40 | 40/48 | 47/56 | 53/62 |
    | body / .body | 14/19 | 15/20 | 16/21 | **17/22** | 19/24 | 21/26 | 23/29 | 28/34 | 33/40 | 40/48 | 47/56 | 53/62 |
    | callout / .callout | 13/18 | 14/19 | 15/20 | **16/21** | 18/23 | 20/25 | 22/28 | 26/32 | 32/39 | 38/46 | 44/52 | 51/60 |
    | subheadline / .subheadline | 12/16 | 13/18 | 14/19 | **15/20** | 17/22 | 19/24 | 21/28 | 25/31 | 30/37 | 36/43 | 42/50 | 49/58 |
    | footnote / .footnote | 12/16 | 12/16 | 12/16 | **13/18** | 15/20 | 17/22 | 19/24 | 23/29 | 27/33 | 33/40 | 38/46 | 44/52 |
    | caption1 / .caption | 11/13 | 11/13 | 11/13 | **12/16** | 14/19 | 16/21 | 18/23 | 22/28 | 26/32 | 32/39 | 37/44 | 43/51 |
    | caption2 / .caption2 | 11/13 | 11/13 | 11/13 | **11/13** | 13/18 | 15/20 | 17/22 | 20/25 | 24/30 | 29/35 | 34/41 | 40/48 |
    """

  /// The reference steps of one style, xSmall to accessibility5, as "size/lineHeight".
  static func referenceSteps(_ style: AppleTextStyle) -> [String] {
    let row = reference.split(separator: "\n").first { $0.hasPrefix("| \(style.rawValue) /") }!
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    return cells.dropFirst().map { $0.replacingOccurrences(of: "*", with: "") }
  }

  /// A typography file with one token `t.x` whose `$value` (line 4, column 13) is `value`.
  static func style(_ value: String) -> String {
    "t:\n  $type: typography\n  x:\n    $value: \(value)\n"
  }

  /// A flow-style ladder from twelve "size/lineHeight" steps.
  static func ladder(_ steps: [String]) -> String {
    "{" + zip(ContentSizeCategory.allCases, steps).map { "\($0.rawValue): \($1)" }.joined(separator: ", ") + "}"
  }

  @Test(arguments: AppleTextStyle.allCases)
  func appleLaddersAreApplesTableExactlyAndPass(style: AppleTextStyle) throws {
    let expected = Self.referenceSteps(style)
    try #require(expected.count == 12)
    let table = AppleTypeTable.ladder(for: style)
    #expect(
      table.orderedSteps.map { "\(Measure.text($0.step.fontSize))/\(Measure.text($0.step.lineHeight))" } == expected)
    let run = RuleRun(Self.style("{textStyle: \(style.rawValue), ladder: apple}"))
    #expect(run.inputProblems == [])
    let typography = try #require(run.tokens["t.x"]?.typography)
    #expect(typography.ladder?.steps == table.steps)
    #expect(typography.ladder?.isApple == true)
    #expect(run.lines(Self.rule) == [])
    #expect(run.lines("type/min-size") == [])
    // Written out as an explicit ladder, Apple's table passes too, and does not drift at all.
    let explicit = RuleRun(
      Self.style("{textStyle: \(style.rawValue), ladder: \(Self.ladder(expected))}"),
      config: "rules:\n  type/apple-ladder-drift: {severity: warning, maxDrift: 0}\n")
    #expect(explicit.inputProblems == [])
    #expect(explicit.diagnostics.filter { $0.ruleID.rawValue.hasPrefix("type/") } == [])
  }

  @Test func aSizeThatContradictsApplesDefaultStepIsReported() {
    let run = RuleRun(
      """
      t:
        $type: typography
        bigger: {$value: {textStyle: body, ladder: apple, fontSize: 18}}
        looser: {$value: {textStyle: headline, ladder: apple, lineHeight: 1.3}}
        same: {$value: {textStyle: body, ladder: apple, fontSize: 17, lineHeight: 22pt}}
      """)
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:3:20: error: 't.bigger' uses Apple's body ladder, which is 17/22 pt at the default size (large), "
          + "but sets 18/22 pt; remove fontSize and lineHeight, or write an explicit ladder [type/ladder]",
        "tokens.yaml:4:20: error: 't.looser' uses Apple's headline ladder, which is 17/22 pt at the default size "
          + "(large), but sets 17/22.1 pt; remove fontSize and lineHeight, or write an explicit ladder [type/ladder]",
      ])
    #expect(
      run.of(Self.rule).map { $0.fix?.message } == ["remove fontSize and lineHeight", "remove fontSize and lineHeight"])
  }

  @Test func anAppleLadderThatIsNotApplesTableIsReported() {
    var steps = AppleTypeTable.ladder(for: .body).steps
    steps[.accessibility5] = TypeStep(fontSize: 54, lineHeight: 62)
    let typography = Typography(
      fontFamily: ["system"], fontWeight: FontWeight(400), fontSize: 17, lineHeight: 22, textStyle: .body,
      ladder: TypeLadder(steps: steps, isApple: true))
    let location = SourceLocation(file: "t.yaml", line: 2, column: 5)
    let token = ResolvedToken(
      path: TokenPath(dotted: "t.x"), type: .typography, value: .typography(typography), description: nil,
      deprecation: nil, extensions: [:], location: location, valueLocation: location, aliasOf: nil, aliasChain: [],
      references: [])
    var context = RuleContext(ruleID: Self.rule, severity: .error)
    var options = Options(owner: "rule type/ladder")
    TypeLadderRule(options: &options).check(ResolvedTokenSet(tokens: [token]), context: &context)
    #expect(
      rendered(context.diagnostics) == [
        "t.yaml:2:5: error: 't.x' uses 'ladder: apple' but differs from Apple's body table at accessibility5 "
          + "[type/ladder]"
      ])
  }

  @Test func fixedSizesHaveNoLadder() {
    let run = RuleRun(
      """
      t:
        $type: typography
        fixed: {$value: {fontSize: 15, lineHeight: 20pt}}
        styled: {$value: {fontSize: 17, lineHeight: 1.3, textStyle: body}}
      """)
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:3:19: error: 't.fixed' has no Dynamic Type ladder, so it stays 15 pt at every text size; "
          + "add a textStyle with 'ladder: apple', or a ladder of all 12 content-size categories [type/ladder]",
        "tokens.yaml:4:20: error: 't.styled' scales with body but has no ladder; "
          + "add 'ladder: apple' or give all 12 content-size categories [type/ladder]",
      ])
    #expect(
      run.of(Self.rule).map { $0.fix?.message } == ["add a textStyle and 'ladder: apple'", "add 'ladder: apple'"])
  }

  @Test func aPartialLadderNamesTheMissingCategories() {
    let run = RuleRun(Self.style("{ladder: {large: 17/22, xLarge: 19/24}}"))
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:4:13: error: 't.x' has no ladder step for xSmall, small, medium, xxLarge, xxxLarge, "
          + "accessibility1, accessibility2, accessibility3, accessibility4 and accessibility5; "
          + "a ladder needs all 12 content-size categories [type/ladder]"
      ])
  }

  @Test func shrinkingFlatAndTightStepsAreReported() {
    let steps = [
      "14/13", "15/20", "16/21", "17/22", "19/24", "18/26", "23/29", "28/34", "33/40", "33/40", "47/46", "53/62",
    ]
    let run = RuleRun(Self.style("{ladder: \(Self.ladder(steps))}"))
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:4:13: error: 't.x' does not grow from accessibility2 to accessibility3 (both 33 pt); "
          + "each accessibility size must be larger than the one before [type/ladder]",
        "tokens.yaml:4:13: error: 't.x' gets smaller as the text size grows, from 19 pt at xLarge to 18 pt at "
          + "xxLarge; sizes must never shrink [type/ladder]",
        "tokens.yaml:4:13: error: 't.x' has a line height below the font size at xSmall (14/13 pt) and "
          + "accessibility4 (47/46 pt); the line height must be at least the font size [type/ladder]",
      ])
  }

  @Test func aDefaultSizeOfItsOwnIsCheckedToo() {
    let steps = [
      "14/19", "15/20", "16/21", "17/22", "19/24", "21/26", "23/29", "28/34", "33/40", "40/48", "47/56", "53/62",
    ]
    let run = RuleRun(Self.style("{fontSize: 18, lineHeight: 16pt, ladder: \(Self.ladder(steps))}"))
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:4:13: error: 't.x' has a line height below the font size at the default size (18/16 pt); "
          + "the line height must be at least the font size [type/ladder]"
      ])
  }
}
