import Testing

@testable import TokenCompiler

/// Numbers no output can write, and text that only looks like hex, are located errors at
/// decode, so no emitter ever sees them (issue: no crash on hostile input).
@Suite("hostile input: numbers and hex")
struct HostileNumberTests {
  @Test(arguments: [
    (
      "s:\n  $type: dimension\n  a: 1e308rem\n",
      "tokens.yaml:3:6: error: 's.a' is longer than the ±1,000,000 pt tokenc accepts for a dimension; check the "
        + "number and its unit [token/value]"
    ),
    (
      "s:\n  $type: dimension\n  a: 1e15\n",
      "tokens.yaml:3:6: error: 's.a' is longer than the ±1,000,000 pt tokenc accepts for a dimension; check the "
        + "number and its unit [token/value]"
    ),
    (
      "d:\n  $type: duration\n  a: 1e308s\n",
      "tokens.yaml:3:6: error: 'd.a' is longer than the hour tokenc accepts for a duration; check the number and "
        + "its unit [token/value]"
    ),
    (
      "n:\n  $type: number\n  a: 1e300\n",
      "tokens.yaml:3:6: error: 'n.a' is beyond ±2^53 (about 9e15), the largest number every output writes exactly "
        + "[token/value]"
    ),
    (
      "c:\n  $type: color\n  a: \"#ｆｆｆ\"\n",
      "tokens.yaml:3:6: error: '#ｆｆｆ' in 'c.a' is not a hex color; use 3, 4, 6 or 8 hex digits after '#' "
        + "[token/value]"
    ),
    (
      "c:\n  $type: color\n  a: {$value: {colorSpace: lab, components: [50, 1e110, 0]}}\n",
      "tokens.yaml:3:50: error: 'c.a' component is beyond ±2^53 (about 9e15), the largest number every output "
        + "writes exactly [token/value]"
    ),
  ])
  func isALocatedError(yaml: String, message: String) {
    let (tokens, diagnostics) = compileYAML(yaml)
    #expect(tokens.tokens.isEmpty)
    #expect(rendered(diagnostics) == [message])
  }

  @Test func theLargestAcceptedValuesReachEveryOutput() {
    let result = FixtureCompiler.compile([
      SourceFile(
        path: "t.yaml",
        text: "s:\n  $type: dimension\n  a: 1000000\nd:\n  $type: duration\n  a: 3600s\nn:\n  $type: number\n"
          + "  a: 9007199254740992\n")
    ])
    #expect(!result.hasErrors)
    #expect(!result.files.isEmpty)
  }
}
