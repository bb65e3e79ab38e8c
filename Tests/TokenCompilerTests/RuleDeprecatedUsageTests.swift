import Testing

@testable import TokenCompiler

/// `deprecated/usage`: aliases to `$deprecated` tokens warn at the alias, with the reason.
@Suite("Rules: deprecated/usage")
struct RuleDeprecatedUsageTests {
  static let rule: RuleID = "deprecated/usage"

  static let tokens = """
    color:
      $type: color
      blue: "#0000ff"
      tint:
        $value: "{color.blue}"
        $deprecated: Renamed to color.blue in 2.0.
      old:
        $value: "#ff0000"
        $deprecated: true
      link: "{color.tint}"
      mixed: {$value: {light: "{color.old}", dark: "{color.tint}"}}
      legacy:
        $value: "{color.old}"
        $deprecated: Goes away with color.old.
    font:
      retired:
        $deprecated: The brand face is retired.
        face: {$type: fontFamily, $value: Old Face}
    type:
      $type: typography
      body: {$value: {fontFamily: "{font.retired.face}", textStyle: body, ladder: apple}}
    """

  @Test func everyAliasToADeprecatedTokenWarnsAtTheAlias() {
    let run = RuleRun(Self.tokens)
    #expect(run.inputProblems == [])
    #expect(
      run.lines(Self.rule) == [
        "tokens.yaml:10:9: warning: '{color.tint}' is deprecated: Renamed to color.blue in 2.0. [deprecated/usage]",
        "tokens.yaml:11:27: warning: '{color.old}' is deprecated [deprecated/usage]",
        "tokens.yaml:11:48: warning: '{color.tint}' is deprecated: Renamed to color.blue in 2.0. [deprecated/usage]",
        "tokens.yaml:21:31: warning: '{font.retired.face}' is deprecated: The brand face is retired. "
          + "[deprecated/usage]",
      ])
  }

  @Test func aRenamedTokenSuggestsItsTarget() {
    let run = RuleRun(Self.tokens)
    #expect(run.replacements(Self.rule) == ["{color.blue}", nil, "{color.blue}", nil])
    #expect(run.of(Self.rule).first?.fix?.message == "use '{color.blue}'")
  }

  @Test func theSeverityIsConfigurable() {
    let run = RuleRun(Self.tokens, config: "rules:\n  deprecated/usage: error\n")
    #expect(run.of(Self.rule).map(\.severity) == [.error, .error, .error, .error])
    #expect(RuleRun(Self.tokens, config: "rules:\n  deprecated/usage: off\n").of(Self.rule) == [])
  }

  @Test func nothingDeprecatedNothingReported() {
    let run = RuleRun("color:\n  $type: color\n  blue: \"#0000ff\"\n  link: \"{color.blue}\"\n")
    #expect(run.diagnostics.filter { $0.ruleID == Self.rule } == [])
  }
}
