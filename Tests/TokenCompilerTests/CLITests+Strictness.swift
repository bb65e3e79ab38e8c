import Foundation
import Testing
import TokenCompiler

extension CLITests {
  /// `--warnings-as-errors` (and `warningsAsErrors:` in tokenc.yaml) and `--quiet`.
  @Suite("warnings as errors, quiet")
  struct Strictness {
    /// A group with no tokens: a `group/empty` warning, nothing else.
    static let warningOnly = "legacy: {}\nspace:\n  $type: dimension\n  md: 16\n"

    @Test func warningsStopTheBuildWhenAskedTo() throws {
      try CLIProject.with { project in
        try project.write("tokens/t.yaml", Self.warningOnly)
        let lenient = try project.run("build")
        #expect(lenient.status == 0)
        #expect(lenient.stderrLines.first?.contains("warning:") == true)

        try project.write("tokens/t.yaml", Self.warningOnly + "  lg: 24\n")
        let strict = try project.run("build", "--warnings-as-errors")
        #expect(strict.status == 1)
        #expect(strict.stderrLines.first?.contains(": error: group 'legacy' is empty") == true)
        #expect(strict.stderrLines.suffix(2) == ["1 error", "nothing was written"])
        #expect(!(try project.text("generated/css/tokens.css")).contains("--space-lg"))

        try project.write("tokenc.yaml", "warningsAsErrors: true\n")
        #expect(try project.run("validate").status == 1)
      }
    }

    @Test func quietPrintsErrorsOnly() throws {
      try CLIProject.with { project in
        try project.write("tokens/t.yaml", Self.warningOnly)
        let clean = try project.run("build", "--quiet")
        #expect(clean.status == 0)
        #expect(clean.stderr == "")
        try project.write("tokens/t.yaml", Self.warningOnly + "  bad: wide\n")
        let failing = try project.run("build", "-q")
        #expect(failing.status == 1)
        #expect(failing.stderrLines.count == 2)
        #expect(failing.stderrLines.first?.contains("error: 'space.bad' must be a dimension") == true)
        #expect(failing.stderrLines.last == "1 error")
      }
    }
  }
}

extension CLITests {
  /// The output does not depend on the folder tokenc runs in.
  @Suite("working directory")
  struct WorkingDirectory {
    @Test func buildingFromAParentFolderWritesTheSameBytes() throws {
      try CLIProject.with { project in
        try project.write("sub/tokenc.yaml", "inputs: [tokens]\noutput: generated\n")
        try project.write("sub/tokens/t.yaml", "space:\n  $type: dimension\n  md: 16\n")
        #expect(try project.run(["build", "--config", "sub/tokenc.yaml"]).status == 0)
        let fromParent = try project.snapshot("sub/generated")
        let docs = try project.text("sub/generated/json/tokens.docs.json")
        #expect(docs.contains("\"file\":\"tokens/t.yaml\""))
        // Built again from inside sub/, nothing changes, and --check agrees.
        let again = try project.run(["build"], in: "sub")
        #expect(again.status == 0)
        #expect(try project.snapshot("sub/generated") == fromParent)
        #expect(try project.run(["build", "--check", "--config", "sub/tokenc.yaml"]).status == 0)
      }
    }
  }
}
