import Foundation
import Testing

@testable import TokenCompiler

extension CLITests {
  /// `tokenc diff`: exit statuses, formats, and git revisions of a real repository.
  @Suite("diff")
  struct Diff {
    /// Two sides in `a/` and `b/`: `b` changes one color (a value change, nothing breaks).
    static func writeSides(_ project: CLIProject, newBlue: String = "#0060df") throws {
      for (side, blue) in [("a", "#0a84ff"), ("b", newBlue)] {
        try project.write("\(side)/tokenc.yaml", "emitters:\n  json: {}\n")
        try project.write("\(side)/tokens/color.yaml", "palette:\n  $type: color\n  blue: \"\(blue)\"\n")
      }
    }

    /// The fixture pair with every kind of change.
    static let everything = Golden.testsDirectory.appendingPathComponent("Fixtures/Diff/everything").path

    @Test func exitsZeroWithoutChangesAndOneWithChanges() throws {
      try CLIProject.with { project in
        try Self.writeSides(project)
        let same = try project.run("diff", "a", "a")
        #expect(same.status == 0)
        #expect(same.stdout == "a → a: no changes\n")
        let changed = try project.run("diff", "a", "b")
        #expect(changed.status == 1)
        #expect(
          changed.stdout == """
            a → b: 1 changed

            Changed
              palette.blue (color)
                  color  #0a84ff → #0060df  ΔE 0.101

            """)
        #expect(changed.stderr == "")
      }
    }

    @Test func failOnBreakingAndRegressionLookOnlyAtThose() throws {
      try CLIProject.with { project in
        try Self.writeSides(project)
        #expect(try project.run("diff", "a", "b", "--fail-on", "breaking").status == 0)
        #expect(try project.run("diff", "a", "b", "--fail-on", "regression").status == 0)
        let old = Self.everything + "/old"
        let new = Self.everything + "/new"
        #expect(try project.run("diff", old, new, "--fail-on", "breaking").status == 1)
        #expect(try project.run("diff", old, new, "--fail-on", "regression").status == 1)
        #expect(try project.run("diff", new, new, "--fail-on", "regression").status == 0)
      }
    }

    @Test func failOnTakesSeveralConditionsAndFailsWhenAnyHolds() throws {
      try CLIProject.with { project in
        try Self.writeSides(project)
        // `a` → `c` removes the CSS property --palette-blue: breaking, with no contrast pair to regress.
        for (side, name) in [("a", "blue"), ("c", "navy")] {
          try project.write("\(side)/tokenc.yaml", "emitters:\n  css: {}\n")
          try project.write("\(side)/tokens/color.yaml", "palette:\n  $type: color\n  \(name): \"#0a84ff\"\n")
        }
        try project.write("b/tokenc.yaml", "emitters:\n  css: {}\n")
        #expect(try project.run("diff", "a", "c", "--fail-on", "regression").status == 0)
        #expect(try project.run("diff", "a", "c", "--fail-on", "breaking").status == 1)
        #expect(try project.run("diff", "a", "c", "--fail-on", "regression", "--fail-on", "breaking").status == 1)
        #expect(try project.run("diff", "a", "c", "--fail-on", "breaking", "--fail-on", "regression").status == 1)
        #expect(try project.run("diff", "a", "c", "--fail-on", "regression,breaking").status == 1)
        #expect(try project.run("diff", "a", "b", "--fail-on", "breaking", "--fail-on", "regression").status == 0)
        let bogus = try project.run("diff", "a", "c", "--fail-on", "breaking,everything")
        #expect(bogus.status == 2)
        #expect(bogus.stderr.contains("--fail-on takes breaking or regression, not 'everything'"))
      }
    }

    @Test func usageErrorsExitTwo() throws {
      try CLIProject.with { project in
        try Self.writeSides(project)
        let unknown = try project.run("diff", "nowhere", "b")
        #expect(unknown.status == 2)
        #expect(
          unknown.stderrLines == [
            "error: 'nowhere' is neither a file, a folder nor a revision of a git repository here"
          ])
        #expect(unknown.stdout == "")
        #expect(try project.run("diff", "a", "b", "--format", "yaml").status == 2)
        #expect(try project.run("diff").status == 2)
        try project.write("a/tokenc.yaml", "bogus: 1\n")
        let broken = try project.run("diff", "a", "b")
        #expect(broken.status == 2)
        #expect(broken.stderrLines.last == "error: cannot read 'a'")
      }
    }

    @Test func everyFormatPrintsToStandardOutput() throws {
      try CLIProject.with { project in
        try Self.writeSides(project)
        let markdown = try project.run("diff", "a", "b", "--format", "markdown")
        #expect(markdown.stdout.hasPrefix("## Token changes: `a` → `b`\n"))
        let json = try project.run("diff", "a", "b", "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["summary"] as? [String: Any])?["changed"] as? Int == 1)
        let html = try project.run("diff", "a", "b", "--format", "html")
        #expect(html.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(html.stdout.contains("<span class=\"chip\" role=\"img\" aria-label=\"#0060df\""))
        let colored = try project.run(
          "diff", "a", "b", noColor: false, environment: ["FORCE_COLOR": "1", "COLORTERM": "truecolor"])
        #expect(colored.stdout.contains("\u{1B}[48;2;0;96;223m  \u{1B}[0m #0060df"))
      }
    }
  }
}
