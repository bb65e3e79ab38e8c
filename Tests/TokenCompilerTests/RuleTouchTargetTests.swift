import Testing

@testable import TokenCompiler

/// `size/touch-target`: interactive sizes, by group or by flag, are at least 44 pt.
@Suite("Rules: size/touch-target")
struct RuleTouchTargetTests {
  static let rule: RuleID = "size/touch-target"

  @Test func sizesUnderTheTouchGroupAreChecked() {
    let run = RuleRun(
      """
      size:
        $type: dimension
        touch:
          minimum: 44
          comfortable: 48
          small: 40
        icon:
          md: 20
      """)
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:6:12: error: 'size.touch.small' is 40 pt, below the 44 pt minimum touch target [size/touch-target]"
      ])
    #expect(run.replacements(Self.rule) == ["44"])
  }

  @Test func theFlagMarksAnySizeAndCanOptOut() {
    let run = RuleRun(
      """
      size:
        $type: dimension
        touch:
          decorative:
            $value: 24
            $extensions: {dev.tokenc: {interactive: false}}
        button:
          height:
            $value: 36
            $extensions:
              dev.tokenc:
                interactive: true
          radius: 36
      """)
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:9:15: error: 'size.button.height' is 36 pt, below the 44 pt minimum touch target "
          + "[size/touch-target]"
      ])
  }

  @Test func aMalformedOrMisplacedFlagIsReported() {
    let run = RuleRun(
      """
      size:
        $type: dimension
        a:
          $value: 50
          $extensions: {dev.tokenc: {interactive: yes}}
      color:
        tap:
          $type: color
          $value: "#000000"
          $extensions: {dev.tokenc: {interactive: true}}
      """)
    // Both are read by the decode stage, so they are token/extension errors, not findings of the rule.
    #expect(run.lines(Self.rule) == [])
    #expect(
      run.lines(.tokenExtension) == [
        "tokens.yaml:5:45: error: 'interactive' on 'size.a' must be true or false, not 'yes' [token/extension]",
        "tokens.yaml:10:45: error: 'color.tap' is marked interactive but is a color; only dimensions are touch sizes "
          + "[token/extension]",
      ])
  }

  @Test func anAliasToASmallerSizeIsReportedAtTheAlias() {
    let run = RuleRun(
      """
      size:
        $type: dimension
        icon:
          md: 20
        touch:
          minimum: 44
          icon: "{size.icon.md}"
          same: "{size.touch.minimum}"
      """)
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:7:11: error: 'size.touch.icon' is 20 pt (via '{size.icon.md}'), below the 44 pt minimum "
          + "touch target [size/touch-target]"
      ])
  }

  @Test func theMinimumAndGroupsAreOptions() {
    let config = "rules:\n  size/touch-target: {severity: warning, minimum: 48, groups: [control]}\n"
    let run = RuleRun(
      "size:\n  $type: dimension\n  touch:\n    small: 40\ncontrol:\n  $type: dimension\n  height: 44\n",
      config: config)
    #expect(run.diagnostics.filter { $0.ruleID == .config } == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:7:11: warning: 'control.height' is 44 pt, below the 48 pt minimum touch target "
          + "[size/touch-target]"
      ])
  }
}
