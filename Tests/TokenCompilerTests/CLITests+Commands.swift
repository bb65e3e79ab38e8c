import Foundation
import Testing

@testable import TokenCompiler

extension CLITests {
  /// `tokenc explain`, `tokenc validate` and `--help`.
  @Suite("commands")
  struct Commands {
    @Test func explainPrintsAStructuralCheck() throws {
      try CLIProject.with { project in
        let result = try project.run("explain", "alias/cycle")
        #expect(result.status == 0)
        let explanation = try #require(DiagnosticCatalog.structural[.aliasCycle])
        #expect(result.stdout == "alias/cycle (always an error; cannot be configured)\n\n\(explanation)\n")
        #expect(result.stderr == "")
      }
    }

    @Test func explainPrintsARegistryRule() throws {
      try CLIProject.with { project in
        let result = try project.run("explain", "group/empty")
        #expect(result.status == 0)
        let rule = try #require(RuleRegistry.builtIn.rule("group/empty")).descriptor
        #expect(
          result.stdout == """
            group/empty (default: warning): groups contain at least one token or group

            \(rule.explanation)

            Configure it in tokenc.yaml:
              rules:
                group/empty: error | warning | note | off

            """)
      }
    }

    @Test func explainRejectsAnUnknownIDWithASuggestion() throws {
      try CLIProject.with { project in
        let result = try project.run("explain", "group/emty")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
          result.stderrLines.first
            == "error: unknown rule 'group/emty'; did you mean 'group/empty'? "
            + "(`tokenc validate --list-rules` lists the rules)")
      }
    }

    @Test func listRulesShowsEveryRuleWithItsDefaultSeverity() throws {
      try CLIProject.with { project in
        let result = try project.run("validate", "--list-rules")
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").map { line in
          line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map {
            $0.trimmingCharacters(in: .whitespaces)
          }
        }
        #expect(rows.contains(["group/empty", "warning", "groups contain at least one token or group"]))
        #expect(rows.map { $0.first ?? "" } == RuleRegistry.builtIn.descriptors.map(\.id.rawValue).sorted())
        #expect(!project.exists("generated"))
      }
    }

    @Test(arguments: [
      (["valdate"], "error: unknown command 'valdate'; did you mean 'validate'? "),
      (["biuld", "--check"], "error: unknown command 'biuld'; did you mean 'build'? "),
      (["explain", "contrast"], "error: unknown rule 'contrast'; did you mean 'color/contrast'? "),
      (["explain", "contrats"], "error: unknown rule 'contrats'; did you mean 'color/contrast'? "),
      (["explain", "cycle"], "error: unknown rule 'cycle'; did you mean 'alias/cycle'? "),
    ])
    func mistypedCommandsAndRuleIdsGetDidYouMean(arguments: [String], start: String) throws {
      try CLIProject.with { project in
        let result = try project.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix(start) == true, "\(result.stderrLines)")
        #expect(!project.exists("generated"))
      }
    }

    @Test func listRulesShowsTheSeveritiesInForceAsTextAndJSON() throws {
      try CLIProject.with { project in
        try project.write("tokenc.yaml", "rules: {group/empty: error, color/gamut: off}\n")
        let text = try project.run("validate", "--list-rules")
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(
          lines.contains(
            "group/empty                error    (default warning) groups contain at least one token or group"))
        #expect(lines.contains { $0.hasPrefix("color/gamut                off      (default note) ") })
        let json = try project.run("validate", "--list-rules", "--diagnostics-format", "json")
        #expect(json.status == 0)
        let rules = try #require(
          try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleRegistry.builtIn.descriptors.map(\.id.rawValue).sorted())
        let empty = try #require(rules.first { $0["id"] as? String == "group/empty" })
        #expect(empty["severity"] as? String == "error")
        #expect(empty["defaultSeverity"] as? String == "warning")
        let grid = try #require(rules.first { $0["id"] as? String == "spacing/grid" })
        let options = try #require(grid["options"] as? [[String: String]])
        #expect(options.first { $0["name"] == "grid" }?["default"] == "8")
      }
    }

    @Test func listRulesShowsWarningsRaisedToErrors() throws {
      try CLIProject.with { project in
        try project.write(
          "tokenc.yaml", "warningsAsErrors: true\nrules: {token/description: warning, color/gamut: off}\n")
        let text = try project.run("validate", "--list-rules")
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(
          lines.contains(
            "group/empty                error    (warning as error) groups contain at least one token or group"))
        #expect(lines.contains { $0.hasPrefix("token/description          error    (warning as error, default off) ") })
        #expect(lines.contains { $0.hasPrefix("color/gamut                off      (default note) ") })
        #expect(!lines.contains { $0.contains(" warning ") }, "\(lines)")
        let json = try project.run("validate", "--list-rules", "--diagnostics-format", "json")
        let rules = try #require(
          try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let empty = try #require(rules.first { $0["id"] as? String == "group/empty" })
        #expect(empty["severity"] as? String == "error")
        #expect(empty["configuredSeverity"] as? String == "warning")
        #expect(empty["defaultSeverity"] as? String == "warning")
        #expect(!rules.contains { $0["severity"] as? String == "warning" })
        try project.write("tokenc.yaml", "rules: {}\n")
        let flag = try project.run("validate", "--list-rules", "--warnings-as-errors")
        #expect(flag.stdout.contains("group/empty                error    (warning as error) "))
      }
    }

    @Test func validateChecksWithoutWriting() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let clean = try project.run("validate")
        #expect(clean.status == 0)
        #expect(clean.stderrLines == ["4 tokens in 2 files: no problems"])
        try CLITests.write(CLITests.badTokens, to: project)
        let failing = try project.run("validate")
        #expect(failing.status == 1)
        #expect(failing.stderrLines == Array(CLITests.badTokensReport.dropLast()))
        #expect(!project.exists("generated"))
      }
    }

    @Test(arguments: [
      ["--help"], ["build", "--help"], ["validate", "--help"], ["explain", "--help"], ["help", "build"],
    ])
    func helpWorksForEveryCommand(_ arguments: [String]) throws {
      try CLIProject.with { project in
        let result = try project.run(arguments)
        #expect(result.status == 0)
        let command =
          arguments.first == "--help" ? "tokenc" : "tokenc \(arguments.first == "help" ? arguments[1] : arguments[0])"
        #expect(result.stdout.contains("USAGE: \(command)"))
        #expect(!project.exists("generated"))
      }
    }
  }
}
