import Foundation
import Testing

extension CLITests {
  /// `tokenc init`, the hint in an empty folder, and the root help.
  @Suite("init")
  struct Init {
    /// What `tokenc init` prints in the current folder.
    static let initReport = [
      "created tokenc.yaml",
      "created tokens/color-base.yaml",
      "created tokens/color-semantic.yaml",
      "created tokens/motion.yaml",
      "created tokens/radius.yaml",
      "created tokens/size.yaml",
      "created tokens/spacing.yaml",
      "created tokens/typography.yaml",
      "",
      "Wrote a starter design system: 7 token files in tokens/ and tokenc.yaml.",
      "Next: run `tokenc build` to write Swift, an asset catalog, CSS, DTCG JSON and docs into generated/.",
    ]

    /// The hint every empty project gets.
    static let hint =
      "    fix: run `tokenc init` to write a starter design system (tokenc.yaml and tokens/), then `tokenc build`"

    @Test func initThenBuildPrintsNoDiagnostics() throws {
      try CLIProject.with { project in
        let result = try project.run("init")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.initReport.joined(separator: "\n") + "\n")
        let build = try project.run("build")
        #expect(build.status == 0)
        #expect(build.stderrLines.count == 1)
        #expect(build.stderrLines.first?.hasPrefix("generated/: ") == true)
        #expect(try project.run("validate").stderrLines == ["108 tokens in 7 files: no problems"])
      }
    }

    @Test func initCreatesTheFolderItIsGiven() throws {
      try CLIProject.with { project in
        let result = try project.run("init", "design system/v1")
        #expect(result.status == 0)
        #expect(result.stdout.contains("created design system/v1/tokens/spacing.yaml\n"))
        #expect(
          result.stdout.hasSuffix(
            "Next: `cd 'design system/v1' && tokenc build` to write Swift, "
              + "an asset catalog, CSS, DTCG JSON and docs into generated/.\n"))
        #expect(project.files(under: "design system/v1").count == 8)
        #expect(try project.run(["validate"], in: "design system/v1").status == 0)
      }
    }

    @Test func initTwiceRefusesAndChangesNothing() throws {
      try CLIProject.with { project in
        #expect(try project.run("init").status == 0)
        try project.backdate("")
        let before = try project.snapshot("")
        let result = try project.run("init")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
          result.stderrLines
            == [
              "error: 8 of the starter's files already exist; tokenc init never overwrites files, so nothing was written"
            ]
            + Self.initReport.prefix(8).map { "  " + String($0.dropFirst("created ".count)) }
            + ["move them away, or start the design system in a new folder: tokenc init my-design-system"])
        #expect(try project.snapshot("") == before)
      }
    }

    @Test func oneConflictingFileWritesNothing() throws {
      try CLIProject.with { project in
        try project.write("tokens/spacing.yaml", "spacing: {}\n")
        let result = try project.run("init")
        #expect(result.status == 2)
        #expect(
          result.stderrLines == [
            "error: 1 of the starter's files already exists; tokenc init never overwrites files, so nothing was written",
            "  tokens/spacing.yaml",
            "move them away, or start the design system in a new folder: tokenc init my-design-system",
          ])
        #expect(project.files(under: "") == ["tokens/spacing.yaml"])
        #expect(try project.text("tokens/spacing.yaml") == "spacing: {}\n")
      }
    }

    @Test func anEmptyProjectSuggestsInit() throws {
      try CLIProject.with { project in
        let missing = try project.run("build")
        #expect(missing.status == 2)
        #expect(
          missing.stderrLines == ["tokenc: error: input 'tokens' does not exist [io/error]", Self.hint, "1 error"])
        try FileManager.default.createDirectory(at: project.url("tokens"), withIntermediateDirectories: true)
        let empty = try project.run("validate")
        #expect(empty.status == 0)
        #expect(
          empty.stderrLines == [
            "tokenc: warning: no token files in 'tokens' (tokenc reads .yaml, .yml, .json and .tokens files) [io/error]",
            Self.hint, "1 warning", "0 tokens in 0 files checked",
          ])
        try project.write("tokenc.yaml", "output: out\n")
        #expect(
          try project.run("validate").stderrLines.dropFirst().first
            == "    fix: add token files, or list the files to read under inputs: in tokenc.yaml")
      }
    }

    @Test(arguments: [["--help"], ["help"], ["-h"]])
    func rootHelpListsTheSubcommandsBeforeTheOptions(_ arguments: [String]) throws {
      try CLIProject.with { project in
        let result = try project.run(arguments)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let subcommands = try #require(lines.firstIndex(of: "SUBCOMMANDS:"))
        let options = try #require(lines.firstIndex(of: "OPTIONS:"))
        let usage = try #require(lines.firstIndex { $0.hasPrefix("USAGE: tokenc") })
        #expect(usage < subcommands && subcommands < options)
        #expect(lines[subcommands + 1].hasPrefix("  init "))
        #expect(lines.contains { $0.hasPrefix("  build (default) ") })
        #expect(lines.last == "  See 'tokenc help <subcommand>' for detailed help.")
        #expect(result.stdout.contains("\n\nSUBCOMMANDS:\n") && result.stdout.contains("\n\nOPTIONS:\n"))
      }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowInit(_ shell: String) throws {
      try CLIProject.with { project in
        let result = try project.run("--generate-completion-script", shell)
        #expect(result.status == 0)
        #expect(result.stdout.contains("init"))
        #expect(result.stdout.contains("validate"))
        // `tokenc explain <TAB>` offers the rule and check ids.
        #expect(result.stdout.contains("color/contrast"))
        #expect(result.stdout.contains("alias/cycle"))
      }
    }
  }
}
