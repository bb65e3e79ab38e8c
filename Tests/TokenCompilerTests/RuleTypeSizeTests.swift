import Testing

@testable import TokenCompiler

/// `type/min-size` and `type/apple-ladder-drift`.
@Suite("Rules: type/min-size and type/apple-ladder-drift")
struct RuleTypeSizeTests {
  static let minSize: RuleID = "type/min-size"
  static let drift: RuleID = "type/apple-ladder-drift"

  /// The brand display style of the sample tokens: it names largeTitle but is bigger at every step.
  static let display = [
    "36/44", "37/45", "38/46", "40/48", "42/50", "45/54", "48/58", "52/62", "56/67", "61/73", "66/79", "70/84",
  ]

  @Test func aFixedSizeBelowTheMinimumIsReported() {
    let run = RuleRun(RuleTypeLadderTests.style("{fontSize: 10, lineHeight: 14pt}"))
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.minSize) == [
        "tokens.yaml:4:13: error: 't.x' is 10 pt, below the 11 pt minimum for text [type/min-size]"
      ])
    #expect(run.of(Self.minSize).first?.fix?.message == "make the text at least 11 pt at every content-size category")
  }

  @Test func everyCategoryOfTheLadderIsChecked() {
    let steps = [
      "9/12", "10/13", "11/14", "12/16", "14/18", "16/20", "18/22", "22/28", "26/32", "32/39", "37/44", "43/51",
    ]
    let run = RuleRun(RuleTypeLadderTests.style("{ladder: \(RuleTypeLadderTests.ladder(steps))}"))
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.minSize) == [
        "tokens.yaml:4:13: error: 't.x' is below the 11 pt minimum for text at xSmall (9 pt) and small (10 pt) "
          + "[type/min-size]"
      ])
    #expect(run.lines(RuleTypeLadderTests.rule) == [])
  }

  @Test func aDefaultSizeOfItsOwnIsCheckedWithTheLadder() {
    let steps = [
      "11/13", "11/13", "11/13", "11/13", "13/18", "15/20", "17/22", "20/25", "24/30", "29/35", "34/41", "40/48",
    ]
    let run = RuleRun(
      RuleTypeLadderTests.style("{fontSize: 10, lineHeight: 13pt, ladder: \(RuleTypeLadderTests.ladder(steps))}"))
    #expect(
      run.lines(Self.minSize) == [
        "tokens.yaml:4:13: error: 't.x' is below the 11 pt minimum for text at the default size (10 pt) [type/min-size]"
      ])
  }

  @Test func caption2IsExactlyTheMinimum() {
    let text = RuleTypeLadderTests.style("{textStyle: caption2, ladder: apple}")
    #expect(RuleRun(text).lines(Self.minSize) == [])
    let stricter = RuleRun(text, config: "rules:\n  type/min-size: {severity: warning, minimum: 12}\n")
    #expect(
      stricter.lines(Self.minSize) == [
        "tokens.yaml:4:13: warning: 't.x' is below the 12 pt minimum for text at xSmall (11 pt), small (11 pt), "
          + "medium (11 pt) and large (11 pt) [type/min-size]"
      ])
  }

  @Test func driftIsOffByDefault() {
    let text = RuleTypeLadderTests.style("{textStyle: largeTitle, ladder: \(RuleTypeLadderTests.ladder(Self.display))}")
    let run = RuleRun(text)
    #expect(run.inputProblems == [])
    #expect(run.of(Self.drift) == [])
    #expect(RuleRegistry.builtIn.rule(Self.drift)?.descriptor.defaultSeverity == .off)
  }

  @Test func driftReportsTheLargestDifference() {
    let text = RuleTypeLadderTests.style("{textStyle: largeTitle, ladder: \(RuleTypeLadderTests.ladder(Self.display))}")
    let run = RuleRun(text, config: "rules:\n  type/apple-ladder-drift: warning\n")
    #expect(
      run.lines(Self.drift) == [
        "tokens.yaml:4:13: warning: 't.x' names largeTitle but drifts from Apple's table by up to 14 pt "
          + "(84 pt line height at accessibility5; Apple: 70 pt) in 12 of 12 steps; at most 2 pt is allowed "
          + "[type/apple-ladder-drift]"
      ])
    #expect(
      run.of(Self.drift).first?.fix?.message
        == "use 'ladder: apple', or keep every step within 2 pt of Apple's largeTitle")
    let generous = RuleRun(text, config: "rules:\n  type/apple-ladder-drift: {severity: warning, maxDrift: 14}\n")
    #expect(generous.of(Self.drift) == [])
  }

  @Test func aSmallDriftCountsOnlyTheStepsBeyondTheLimit() {
    var steps = RuleTypeLadderTests.referenceSteps(.body)
    steps[11] = "56/65"
    steps[0] = "15/20"
    let text = RuleTypeLadderTests.style("{textStyle: body, ladder: \(RuleTypeLadderTests.ladder(steps))}")
    let run = RuleRun(text, config: "rules:\n  type/apple-ladder-drift: error\n")
    #expect(
      run.lines(Self.drift) == [
        "tokens.yaml:4:13: error: 't.x' names body but drifts from Apple's table by up to 3 pt "
          + "(56 pt text at accessibility5; Apple: 53 pt) in 1 of 12 steps; at most 2 pt is allowed "
          + "[type/apple-ladder-drift]"
      ])
  }
}
