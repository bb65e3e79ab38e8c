import Foundation
import Testing

/// End-to-end tests of the `tokenc` executable, each in its own temporary project folder.
///
/// The nested suites live in `CLITests+*.swift`; `swift test --filter CLITests` runs them all.
@Suite("tokenc CLI")
enum CLITests {
  /// A valid token set in two files.
  /// A small valid project. Its colors are palette primitives (outside the semantic `color`
  /// group, so `color/appearances` leaves them alone), and it runs only the `json` emitter so
  /// these tests stay about the CLI, not about which emitters exist.
  static let goodTokens = [
    "tokenc.yaml": "emitters:\n  json: {}\n",
    "tokens/color.yaml": """
    palette:
      $type: color
      brand:
        blue: "#0a84ff"
      accent: "{palette.brand.blue}"

    """,
    "tokens/size.yaml": """
    size:
      $type: dimension
      sm: 8
      md: 12

    """,
  ]

  /// The same files with a misspelled alias and an invalid dimension.
  static let badTokens = [
    "tokens/color.yaml": goodTokens["tokens/color.yaml"]!.replacingOccurrences(of: "brand.blue}", with: "brand.blu}"),
    "tokens/size.yaml": goodTokens["tokens/size.yaml"]!.replacingOccurrences(of: "md: 12", with: "md: 12qq"),
  ]

  /// What `tokenc build` prints on standard error for ``badTokens``.
  static let badTokensReport = [
    "tokens/color.yaml:5:11: error: '{palette.brand.blu}' does not name a token; did you mean '{palette.brand.blue}'? "
      + "[alias/unresolved]",
    "    fix: use '{palette.brand.blue}'",
    "tokens/size.yaml:4:7: error: 'size.md' must be a dimension like 16, \"16pt\" or {value: 16, unit: px}, not '12qq' [token/value]",
    "2 errors",
    "nothing was written",
  ]

  /// The files a default build writes into `generated/`.
  static let generatedFiles = [
    ".tokenc-manifest.json", "json/tokens.docs.json", "json/tokens.resolver.json", "json/tokens.tokens.json",
  ]

  /// Writes every file of a fixture into the project.
  static func write(_ files: [String: String], to project: CLIProject) throws {
    for (path, text) in files { try project.write(path, text) }
  }

  /// `tokenc build`: writing, not touching, refusing on errors, removing stale files.
  @Suite("build")
  struct Build {
    @Test func validTokensWriteEveryOutputFile() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run("build")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderrLines == ["generated/: 3 created, 0 updated, 0 unchanged, 0 removed"])
        #expect(project.files(under: "generated") == CLITests.generatedFiles)
        #expect(try project.text("generated/json/tokens.tokens.json").contains("\"accent\""))
      }
    }

    @Test func secondBuildLeavesFilesAndDatesAlone() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        #expect(try project.run("build").status == 0)
        try project.backdate("generated")
        let before = try project.snapshot("generated")
        let result = try project.run("build")
        #expect(result.status == 0)
        #expect(result.stderrLines == ["generated/: 0 created, 0 updated, 3 unchanged, 0 removed"])
        #expect(try project.snapshot("generated") == before)
        #expect(before["json/tokens.docs.json"]?.modified == Date(timeIntervalSince1970: 1_000_000_000))
      }
    }

    @Test func tokenErrorsArePrintedAtOnceAndNothingIsWritten() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.badTokens, to: project)
        let result = try project.run("build")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderrLines == CLITests.badTokensReport)
        #expect(!project.exists("generated"))
      }
    }

    @Test func tokenErrorsLeaveEarlierOutputUntouched() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        #expect(try project.run("build").status == 0)
        try project.backdate("generated")
        let before = try project.snapshot("generated")
        try CLITests.write(CLITests.badTokens, to: project)
        let result = try project.run("build")
        #expect(result.status == 1)
        #expect(result.stderrLines == CLITests.badTokensReport)
        #expect(try project.snapshot("generated") == before)
      }
    }

    @Test func filesNoLongerEmittedAreRemoved() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        try project.write("tokenc.yaml", "emitters:\n  json: {name: a}\n")
        #expect(try project.run("build").status == 0)
        try project.write("generated/json/notes.txt", "mine\n")
        try project.write("tokenc.yaml", "emitters:\n  json: {name: b}\n")
        let result = try project.run("build")
        #expect(result.status == 0)
        #expect(result.stderrLines == ["generated/: 3 created, 0 updated, 0 unchanged, 3 removed"])
        #expect(
          project.files(under: "generated") == [
            ".tokenc-manifest.json", "json/b.docs.json", "json/b.resolver.json", "json/b.tokens.json", "json/notes.txt",
          ])
      }
    }

    @Test func removedTokenDisappearsFromTheOutput() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        #expect(try project.run("build").status == 0)
        #expect(try project.text("generated/json/tokens.tokens.json").contains("\"md\""))
        try project.write("tokens/size.yaml", "size:\n  $type: dimension\n  sm: 8\n")
        let result = try project.run("build")
        #expect(result.status == 0)
        #expect(result.stderrLines == ["generated/: 0 created, 2 updated, 1 unchanged, 0 removed"])
        #expect(try !project.text("generated/json/tokens.tokens.json").contains("\"md\""))
        #expect(try !project.text("generated/json/tokens.docs.json").contains("size.md"))
      }
    }

    @Test func removedOutputFolderIsPruned() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        #expect(try project.run("build").status == 0)
        try project.write("tokenc.yaml", "emitters:\n  json: {directory: dtcg}\n")
        #expect(try project.run("build").status == 0)
        #expect(!project.exists("generated/json"))
        #expect(project.files(under: "generated").filter { $0.hasPrefix("dtcg/") }.count == 3)
      }
    }
  }
}
