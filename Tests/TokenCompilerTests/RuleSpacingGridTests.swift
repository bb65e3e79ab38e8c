import Testing

@testable import TokenCompiler

/// `spacing/grid`: the 8 pt grid with 4 pt fine adjustments.
@Suite("Rules: spacing/grid")
struct RuleSpacingGridTests {
  static let rule: RuleID = "spacing/grid"

  /// A spacing group with one token `gap` on line 4, its value at column 8.
  static func spacing(_ gap: String) -> String {
    "spacing:\n  $type: dimension\n  md: 16\n  gap: \(gap)\n"
  }

  @Test(arguments: ["0", "4", "8", "12", "16", "-4", "48", "1rem", "\"24px\""])
  func valuesOnTheGridPass(value: String) {
    let run = RuleRun(Self.spacing(value))
    #expect(run.inputProblems == [])
    #expect(run.lines(Self.rule) == [])
  }

  @Test(arguments: [
    ("14", "14 pt, off the 4 pt grid; use 12 or 16", "16"),
    ("13", "13 pt, off the 4 pt grid; use 12 or 16", "12"),
    ("15", "15 pt, off the 4 pt grid; use 12 or 16", "16"),
    ("2", "2 pt, off the 4 pt grid; use 4", "4"),
    ("-2", "-2 pt, off the 4 pt grid; use -4", "-4"),
    ("-14", "-14 pt, off the 4 pt grid; use -16 or -12", "-16"),
    ("0.9rem", "14.4 pt, off the 4 pt grid; use 12 or 16", "16"),
    ("10.5", "10.5 pt, off the 4 pt grid; use 8 or 12", "12"),
  ])
  func valuesOffTheGridGetTheNearestGridValues(value: String, message: String, replacement: String) {
    let run = RuleRun(Self.spacing(value))
    #expect(run.lines(Self.rule) == ["tokens.yaml:4:8: warning: 'spacing.gap' is \(message) [spacing/grid]"])
    #expect(run.replacements(Self.rule) == [replacement])
    #expect(run.of(Self.rule).first?.fix?.message == "use \(replacement)")
  }

  @Test func withoutFineAdjustmentsOnlyTheBaseGridPasses() {
    let config = "rules:\n  spacing/grid: {severity: error, fineAdjustments: false}\n"
    let run = RuleRun("spacing:\n  $type: dimension\n  a: 16\n  b: 12\n  c: 10\n  d: 4\n", config: config)
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:4:6: error: 'spacing.b' is 12 pt, off the 8 pt grid; use 8 or 16 [spacing/grid]",
        "tokens.yaml:5:6: error: 'spacing.c' is 10 pt, off the 8 pt grid; use 8 or 16 [spacing/grid]",
        "tokens.yaml:6:6: error: 'spacing.d' is 4 pt, off the 8 pt grid; use 8 [spacing/grid]",
      ])
    // 12 is halfway: both neighbours are on the grid, so the larger one is suggested.
    #expect(run.replacements(Self.rule) == ["16", "8", "8"])
  }

  @Test func theGridAndTheGroupsAreOptions() {
    let config = "rules:\n  spacing/grid: {severity: warning, grid: 10, groups: [layout.gap]}\n"
    let run = RuleRun(
      "spacing:\n  $type: dimension\n  odd: 14\nlayout:\n  gap:\n    $type: dimension\n    a: 15\n    b: 12\n",
      config: config)
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:8:8: warning: 'layout.gap.b' is 12 pt, off the 5 pt grid; use 10 or 15 [spacing/grid]"
      ])
  }

  @Test func severityComesFromTheConfig() {
    #expect(RuleRun(Self.spacing("14"), config: "rules:\n  spacing/grid: off\n").of(Self.rule).isEmpty)
    #expect(
      RuleRun(Self.spacing("14"), config: "rules:\n  spacing/grid: error\n").of(Self.rule).map(\.severity) == [.error])
    #expect(RuleRun(Self.spacing("14")).of(Self.rule).map(\.severity) == [.warning])
  }

  @Test func anAliasIsReportedWhereTheNumberIsWritten() {
    let run = RuleRun(
      """
      size:
        $type: dimension
        odd: 14
      spacing:
        $type: dimension
        wide: 18
        alias: "{spacing.wide}"
        borrowed: "{size.odd}"
      """)
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:6:9: warning: 'spacing.wide' is 18 pt, off the 4 pt grid; use 16 or 20 [spacing/grid]",
        "tokens.yaml:8:13: warning: 'spacing.borrowed' is 14 pt (via '{size.odd}'), off the 4 pt grid; "
          + "use 12 or 16 [spacing/grid]",
      ])
  }

  @Test func otherTypesAndGroupsAreIgnored() {
    let run = RuleRun("spacing:\n  ratio: {$type: number, $value: 1.5}\nsize:\n  $type: dimension\n  icon: 14\n")
    #expect(run.inputProblems == [])
    #expect(run.lines(Self.rule) == [])
  }

  @Test func aGridOfZeroIsAConfigError() {
    let run = RuleRun(Self.spacing("14"), config: "rules:\n  spacing/grid: {severity: error, grid: 0}\n")
    #expect(
      run.lines(.config) == [
        "tokenc.yaml:2:41: error: rule spacing/grid option 'grid' must be more than 0, not 0 [config/invalid]"
      ])
    // The default grid is used instead.
    #expect(run.replacements(Self.rule) == ["16"])
  }
}
