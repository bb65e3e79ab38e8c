import Foundation
import Testing

@testable import TokenCompiler

/// Per-token suppressions: `$extensions.dev.tokenc.suppress` and `suppress/invalid`.
@Suite("Rules: suppressions")
struct RuleSuppressionTests {
  /// A spacing token off the grid (value on line 4, column 13) with `suppress` entries from line 8, column 11.
  static func odd(_ entries: [String]) -> String {
    "spacing:\n  $type: dimension\n  odd:\n    $value: 14\n    $extensions:\n      dev.tokenc:\n        suppress:\n"
      + entries.map { "          \($0)\n" }.joined()
  }

  @Test func aSuppressedFindingIsKeptWithItsReasonAndDoesNotBlock() throws {
    let text = Self.odd(["spacing/grid: Matches the 14 pt inset of system lists."])
    let run = RuleRun(text, config: "rules:\n  spacing/grid: error\n")
    let finding = try #require(run.of("spacing/grid").first)
    #expect(finding.suppression == "Matches the 14 pt inset of system lists.")
    #expect(!finding.isBlocking)
    #expect(run.of(.suppressInvalid) == [])
    #expect(!run.diagnostics.hasErrors)
    let result = FixtureCompiler.compile([SourceFile(path: "tokens/spacing.yaml", text: text)])
    #expect(!result.hasErrors)
    #expect(!result.files.isEmpty)
  }

  @Test func theJSONDiagnosticsShowTheSuppressedFinding() throws {
    let run = RuleRun(Self.odd(["spacing/grid: Matches the 14 pt inset of system lists."]))
    let json = DiagnosticPrinter.json(run.diagnostics)
    let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let item = try #require(items.first { $0["rule"] as? String == "spacing/grid" })
    #expect(item["suppressed"] as? String == "Matches the 14 pt inset of system lists.")
    #expect(item["severity"] as? String == "warning")
    #expect(item["line"] as? Int == 4)
    #expect(item["column"] as? Int == 13)
    #expect(item["message"] as? String == "'spacing.odd' is 14 pt, off the 4 pt grid; use 12 or 16")
    #expect((item["fix"] as? [String: Any])?["replacement"] as? String == "16")
    #expect(DiagnosticPrinter.summary(run.diagnostics).contains("suppressed"))
  }

  @Test func unknownRulesAndMissingReasonsAreLocatedErrors() {
    let run = RuleRun(
      Self.odd([
        "spacing/gird: A typo.", "alias/cycle: Not a rule.", "made/up: Nothing like it.", "size/touch-target: \"\"",
        "type/ladder:", "radius/concentric: 42",
      ]))
    #expect(
      run.lines(.suppressInvalid) == [
        "tokens.yaml:8:11: error: 'spacing.odd' suppresses unknown rule 'spacing/gird'; did you mean 'spacing/grid'? "
          + "[suppress/invalid]",
        "tokens.yaml:9:11: error: 'spacing.odd' cannot suppress 'alias/cycle', a structural check; fix the problem "
          + "instead [suppress/invalid]",
        "tokens.yaml:10:11: error: 'spacing.odd' suppresses unknown rule 'made/up' "
          + "(`tokenc validate --list-rules` lists the rules) [suppress/invalid]",
        "tokens.yaml:11:30: error: suppressing 'size/touch-target' on 'spacing.odd' needs a reason: say why this "
          + "token is an exception [suppress/invalid]",
        "tokens.yaml:12:11: error: suppressing 'type/ladder' on 'spacing.odd' needs a reason: say why this token is "
          + "an exception [suppress/invalid]",
        "tokens.yaml:13:30: error: suppressing 'radius/concentric' on 'spacing.odd' needs a reason: say why this "
          + "token is an exception, not the number 42 [suppress/invalid]",
      ])
    #expect(run.replacements(.suppressInvalid) == ["spacing/grid", nil, nil, nil, nil, nil])
    #expect(run.diagnostics.hasErrors)
  }

  @Test func aBlankReasonSilencesNothing() throws {
    let run = RuleRun(Self.odd(["spacing/grid: \"  \""]))
    let finding = try #require(run.of("spacing/grid").first)
    #expect(finding.suppression == nil)
    #expect(
      run.lines(.suppressInvalid) == [
        "tokens.yaml:8:25: error: suppressing 'spacing/grid' on 'spacing.odd' needs a reason: say why this token is "
          + "an exception [suppress/invalid]"
      ])
  }

  @Test func suppressMustBeAMapping() {
    let run = RuleRun(
      "spacing:\n  $type: dimension\n  odd:\n    $value: 14\n    $extensions: {dev.tokenc: {suppress: [spacing/grid]}}\n"
    )
    #expect(
      run.lines(.suppressInvalid) == [
        "tokens.yaml:5:42: error: 'suppress' on 'spacing.odd' must map rule ids to reasons, e.g. "
          + "{spacing/grid: \"why\"}, not a list [suppress/invalid]"
      ])
  }

  @Test func suppressInvalidIsAStructuralCheck() throws {
    let explanation = try #require(DiagnosticCatalog.structural[.suppressInvalid])
    #expect(explanation == Suppressions.explanation)
    let run = RuleRun("a: {$type: number, b: 1}\n", config: "rules:\n  suppress/invalid: off\n")
    #expect(
      run.lines(.config) == [
        "tokenc.yaml:2:3: error: 'suppress/invalid' is a structural check that always stops the build; "
          + "it cannot be configured [config/invalid]"
      ])
  }
}
