import Foundation
import Testing

@testable import TokenCompiler

/// The rules through the `tokenc` executable: `explain`, `--list-rules` and a validate run.
@Suite("Rules: the tokenc CLI")
struct RuleCLITests {
  @Test func explainPrintsTheParagraphAndEveryOption() throws {
    try CLIProject.with { project in
      let result = try project.run("explain", "spacing/grid")
      #expect(result.status == 0)
      let descriptor = SpacingGridRule.descriptor
      #expect(result.stdout.hasPrefix("spacing/grid (default: warning): \(descriptor.summary)\n\n"))
      #expect(result.stdout.contains(descriptor.explanation))
      #expect(
        result.stdout.contains(
          "  groups (default [spacing, space]): path prefixes whose dimension tokens are spacing\n"))
      #expect(result.stdout.contains("  grid (default 8): the base grid, in points\n"))
      #expect(result.stdout.contains("  fineAdjustments (default true): "))
    }
  }

  @Test func explainKnowsTheSuppressionCheck() throws {
    try CLIProject.with { project in
      let result = try project.run("explain", "suppress/invalid")
      #expect(result.status == 0)
      #expect(
        result.stdout == "suppress/invalid (always an error; cannot be configured)\n\n\(Suppressions.explanation)\n")
    }
  }

  @Test func listRulesShowsEveryRuleOfThisGroup() throws {
    try CLIProject.with { project in
      let result = try project.run("validate", "--list-rules")
      #expect(result.status == 0)
      let ids = result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
      for id in RuleSupportTests.rules { #expect(ids.contains(id.rawValue), "\(id)") }
      #expect(result.stdout.contains("type/apple-ladder-drift    off "))
      #expect(result.stdout.contains("size/touch-target          error   "))
    }
  }

  @Test func validateReportsFindingsWithFixesAndSuppressions() throws {
    try CLIProject.with { project in
      try project.write(
        "tokens/spacing.yaml",
        """
        spacing:
          $type: dimension
          gap: 14
          odd:
            $value: 10
            $extensions: {dev.tokenc: {suppress: {spacing/grid: Matches a system inset.}}}

        """)
      let result = try project.run("validate")
      #expect(result.status == 0)
      #expect(
        result.stderrLines == [
          "tokens/spacing.yaml:3:8: warning: 'spacing.gap' is 14 pt, off the 4 pt grid; use 12 or 16 [spacing/grid]",
          "    fix: use 16",
          "1 warning, 1 suppressed",
          "2 tokens in 1 file checked",
        ])
    }
  }
}
