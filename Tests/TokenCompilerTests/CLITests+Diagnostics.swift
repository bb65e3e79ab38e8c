import Foundation
import Testing
import TokenCompiler

extension CLITests {
  /// `--diagnostics-format json` and the text printer's colors.
  @Suite("diagnostics output")
  struct DiagnosticsOutput {
    /// The fields every JSON diagnostic has, as documented.
    static let fields: Set<String> = [
      "severity", "rule", "message", "file", "line", "column", "notes", "fix", "suppressed",
    ]

    /// Parses standard output as one JSON array of objects.
    static func diagnostics(_ result: CLIResult) throws -> [[String: Any]] {
      let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      return try #require(parsed as? [[String: Any]], "stdout is not a JSON array of objects:\n\(result.stdout)")
    }

    @Test func jsonFormatPrintsOneArrayWithEveryField() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.badTokens, to: project)
        let result = try project.run("build", "--diagnostics-format", "json")
        #expect(result.status == 1)
        #expect(result.stderrLines == ["nothing was written"])
        let items = try Self.diagnostics(result)
        try #require(items.count == 2)
        for item in items { #expect(Set(item.keys) == Self.fields) }

        let alias = items[0]
        #expect(alias["severity"] as? String == "error")
        #expect(alias["rule"] as? String == "alias/unresolved")
        #expect(
          alias["message"] as? String
            == "'{palette.brand.blu}' does not name a token; did you mean '{palette.brand.blue}'?")
        #expect(alias["file"] as? String == "tokens/color.yaml")
        #expect(alias["line"] as? Int == 5)
        #expect(alias["column"] as? Int == 11)
        #expect((alias["notes"] as? [Any])?.isEmpty == true)
        #expect(alias["suppressed"] is NSNull)
        let fix = try #require(alias["fix"] as? [String: Any])
        #expect(fix["replacement"] as? String == "{palette.brand.blue}")
        #expect(fix["message"] as? String == "use '{palette.brand.blue}'")

        let dimension = items[1]
        #expect(dimension["rule"] as? String == "token/value")
        #expect(dimension["file"] as? String == "tokens/size.yaml")
        #expect(dimension["line"] as? Int == 4)
        #expect(dimension["column"] as? Int == 7)
        #expect(dimension["fix"] is NSNull)
      }
    }

    @Test func jsonFormatPrintsAnEmptyArrayWhenClean() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run("validate", "--diagnostics-format", "json")
        #expect(result.status == 0)
        #expect(try Self.diagnostics(result).isEmpty)
      }
    }

    @Test func jsonFormatGivesConfigErrorsTheirFields() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        try project.write("tokenc.yaml", "inputz: [tokens]\n")
        let result = try project.run("build", "--diagnostics-format", "json")
        #expect(result.status == 2)
        let items = try Self.diagnostics(result)
        #expect(items.count == 1)
        #expect(items.first?["rule"] as? String == "config/invalid")
        #expect(items.first?["file"] as? String == "tokenc.yaml")
      }
    }

    @Test func noColorsWhenStandardErrorIsNotATerminal() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.badTokens, to: project)
        try project.write("tokens/empty.yaml", "legacy: {}\n")
        let result = try project.run("build", noColor: false)
        #expect(result.status == 1)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(result.stderrLines.first == CLITests.badTokensReport.first)
      }
    }

    @Test func textDiagnosticsQuoteTheLineWithACaret() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.badTokens, to: project)
        try project.write("tokenc.yaml", "rules:\n  spacing/grid: {severity: warning, grids: 8}\n")
        let setup = try project.run("build")
        #expect(
          setup.allStderrLines == [
            "tokenc.yaml:2:37: error: rule spacing/grid has no option 'grids'; did you mean 'grid'? "
              + "(options: groups, grid, fineAdjustments) [config/invalid]",
            "    2 |   spacing/grid: {severity: warning, grids: 8}",
            "      |                                     ^",
            "1 error",
          ])
        try project.write("tokenc.yaml", "")
        let result = try project.run("build")
        #expect(
          result.allStderrLines == [
            CLITests.badTokensReport[0],
            "    5 |   accent: \"{palette.brand.blu}\"",
            "      |           ^",
            CLITests.badTokensReport[1],
            CLITests.badTokensReport[2],
            "    4 |   md: 12qq",
            "      |       ^",
          ] + CLITests.badTokensReport[3...])
        let json = try project.run("build", "--diagnostics-format", "json")
        #expect(!json.stdout.contains(" |"))
      }
    }

    @Test func forceColorColorsAPipeAndTermDumbDoesNot() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.badTokens, to: project)
        let forced = try project.run("build", noColor: false, environment: ["FORCE_COLOR": "1"])
        #expect(forced.stderr.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let zero = try project.run("build", noColor: false, environment: ["FORCE_COLOR": "0"])
        #expect(!zero.stderr.contains("\u{1B}"))
        #expect(!DiagnosticPrinter.usesColor(["TERM": "dumb"], isTerminal: true))
        #expect(!DiagnosticPrinter.usesColor(["NO_COLOR": "1"], isTerminal: true))
        #expect(DiagnosticPrinter.usesColor(["NO_COLOR": "1", "FORCE_COLOR": "yes"], isTerminal: false))
        #expect(DiagnosticPrinter.usesColor([:], isTerminal: true))
      }
    }

    @Test func controlCharactersInTokenNamesAreEscaped() throws {
      try CLIProject.with { project in
        let name = #""sp\u001B[31mred\u0007\nfake:1:1: error: forged\u202E""#
        try project.write("tokens/spacing.yaml", "spacing:\n  $type: dimension\n  \(name): wide\n")
        let result = try project.run("build")
        #expect(result.status == 1)
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!result.stderr.contains("\u{202E}"))
        #expect(!result.stderrLines.contains { $0.hasPrefix("fake:") })
        #expect(
          result.stderrLines.first
            == "tokens/spacing.yaml:3:59: error: 'spacing.sp\\u{1B}[31mred\\u{7}\\u{A}fake:1:1: error: "
            + "forged\\u{202E}' must be a dimension like 16, \"16pt\" or {value: 16, unit: px}, not 'wide' [token/value]"
        )
      }
    }
  }
}

extension CLITests {
  /// A token defined in two files is reported where the designer just added it.
  @Suite("duplicate tokens")
  struct DuplicateTokens {
    static let first = "space:\n  $type: dimension\n  sm: 8pt\n  md: 16pt\n"
    static let second = "space:\n  $type: dimension\n  lg: 24pt\n  md: 12pt\n"

    /// Sets a project file's modification time.
    static func touch(_ project: CLIProject, _ path: String, secondsAgo: TimeInterval) throws {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: project.url(path).path)
    }

    @Test(arguments: [true, false])
    func theDefinitionInTheFileChangedLastIsTheError(addedToTheFirstFile: Bool) throws {
      try CLIProject.with { project in
        try project.write("tokens/a.yaml", Self.first)
        try project.write("tokens/z.yaml", Self.second)
        try Self.touch(project, "tokens/a.yaml", secondsAgo: addedToTheFirstFile ? 10 : 100)
        try Self.touch(project, "tokens/z.yaml", secondsAgo: addedToTheFirstFile ? 100 : 10)
        let result = try project.run("validate")
        #expect(result.status == 1)
        let expected =
          addedToTheFirstFile
          ? [
            "tokens/a.yaml:4:3: error: token 'space.md' is defined twice: here, in the file changed last, and at "
              + "tokens/z.yaml:4:3 [token/duplicate]",
            "    tokens/z.yaml:4:3: note: the other definition of 'space.md'",
          ]
          : [
            "tokens/z.yaml:4:3: error: token 'space.md' is defined twice; the first definition is at "
              + "tokens/a.yaml:4:3 [token/duplicate]",
            "    tokens/a.yaml:4:3: note: first definition of 'space.md'",
          ]
        #expect(Array(result.stderrLines.prefix(2)) == expected, "\(result.stderr)")
      }
    }
  }
}
