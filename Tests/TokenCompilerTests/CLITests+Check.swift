import Foundation
import Testing

extension CLITests {
  /// `tokenc build --check` and `--dry-run`: report what would change, write nothing.
  @Suite("build --check and --dry-run")
  struct Check {
    @Test func checkPassesWhenUpToDate() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        #expect(try project.run("build").status == 0)
        let result = try project.run("build", "--check")
        #expect(result.status == 0)
        #expect(result.stderrLines == ["generated/ is up to date (3 files)"])
      }
    }

    @Test func checkFailsAndListsStaleFilesWithoutWriting() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        #expect(try project.run("build").status == 0)
        try project.backdate("generated")
        let before = try project.snapshot("generated")
        try project.write(
          "tokens/size.yaml", CLITests.goodTokens["tokens/size.yaml"]!.replacingOccurrences(of: "12", with: "16"))
        let result = try project.run("build", "--check")
        #expect(result.status == 1)
        #expect(
          result.stderrLines == [
            "would update generated/json/tokens.docs.json",
            "would update generated/json/tokens.tokens.json",
            "generated/ is stale; run `tokenc build` (or `make`) and commit the result",
          ])
        #expect(try project.snapshot("generated") == before)
      }
    }

    @Test func checkFailsWhenNothingWasBuilt() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run("build", "--check")
        #expect(result.status == 1)
        #expect(
          result.stderrLines == [
            "would create generated/json/tokens.docs.json",
            "would create generated/json/tokens.resolver.json",
            "would create generated/json/tokens.tokens.json",
            "generated/ is stale; run `tokenc build` (or `make`) and commit the result",
          ])
        #expect(!project.exists("generated"))
      }
    }

    @Test func checkReportsFilesThatWouldBeRemoved() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        #expect(try project.run("build").status == 0)
        try project.write("tokenc.yaml", "emitters:\n  json: {name: b}\n")
        let result = try project.run("build", "--check")
        #expect(result.status == 1)
        #expect(result.stderrLines.filter { $0.hasPrefix("would remove ") }.count == 3)
        #expect(project.files(under: "generated") == CLITests.generatedFiles)
      }
    }

    @Test func dryRunListsChangesWritesNothingAndSucceeds() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run("build", "--dry-run")
        #expect(result.status == 0)
        #expect(
          result.stderrLines == [
            "would create generated/json/tokens.docs.json",
            "would create generated/json/tokens.resolver.json",
            "would create generated/json/tokens.tokens.json",
          ])
        #expect(!project.exists("generated"))
      }
    }

    @Test func checkAndDryRunTogetherAreAUsageError() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run("build", "--check", "--dry-run")
        #expect(result.status == 2)
        #expect(result.stderrLines.first == "Error: --check and --dry-run cannot be combined")
        #expect(!project.exists("generated"))
      }
    }

    @Test func checkWithTokenErrorsFailsWithTheErrors() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.badTokens, to: project)
        let result = try project.run("build", "--check")
        #expect(result.status == 1)
        #expect(result.stderrLines == CLITests.badTokensReport)
      }
    }
  }
}
