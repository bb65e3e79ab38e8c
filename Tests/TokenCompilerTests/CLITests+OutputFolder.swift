import Foundation
import Testing

@testable import TokenCompiler

/// The output folder is managed by tokenc (files in it are overwritten and deleted), so it can
/// never be the project, a folder above it, or one holding the inputs: the audit's data-loss cases.
extension CLITests {
  @Suite("output folder")
  struct OutputFolderChecks {
    /// A committed manifest at the project root, listing the user's files.
    static let plantedManifest = """
      {"files": [{"path": "README.md", "size": 9, "xxh64": "0000000000000000"},
                 {"path": "src/App.swift", "size": 12, "xxh64": "0000000000000000"}], "version": 2}
      """

    @Test func outputIntoTheProjectIsRefusedAndDeletesNothing() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        try project.write("README.md", "# Readme\n")
        try project.write("src/App.swift", "let app = 1\n")
        try project.write(OutputWriter.manifestName, Self.plantedManifest)
        try project.write("../sibling.txt", "sibling\n")
        let tokens = try project.snapshot("tokens")
        for output in [".", "..", "tokens"] {
          try project.write("tokenc.yaml", "output: \(output)\n")
          let result = try project.run("build")
          #expect(result.status == 2, "\(output)")
          #expect(
            result.stderrLines.first?.hasPrefix("tokenc.yaml:1:9: error: output '\(output)' is not allowed") == true)
        }
        #expect(try project.text("README.md") == "# Readme\n")
        #expect(try project.text("src/App.swift") == "let app = 1\n")
        #expect(try project.text("../sibling.txt") == "sibling\n")
        #expect(try project.snapshot("tokens") == tokens)
      }
    }

    @Test(arguments: [
      (".", "it is the project folder or a folder holding it, where tokenc would overwrite and delete files"),
      ("..", "it is the project folder or a folder holding it, where tokenc would overwrite and delete files"),
      ("tokens", "it holds the input 'tokens'; tokenc would overwrite or delete token files"),
      ("tokens/out", "it is inside the input 'tokens'; the next build would read its own output"),
    ])
    func commandLineOutputIsCheckedToo(output: String, problem: String) throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run("build", "--output", output)
        #expect(result.status == 2)
        #expect(
          result.stderrLines == [
            "tokenc: error: --output '\(output)' is not allowed: \(problem) [config/invalid]", "1 error",
          ])
      }
    }

    @Test func aStaleEntryThatIsNotTokencsIsKeptWithAWarning() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        try project.write("generated/notes.md", "mine\n")
        try project.write(
          "generated/" + OutputWriter.manifestName,
          #"{"files": [{"path": "notes.md", "size": 5, "xxh64": "0000000000000000"}], "version": 2}"#)
        let warning =
          "generated/notes.md %@ removed: it no longer holds what tokenc wrote (edited, or listed by a manifest "
          + "tokenc did not write); delete it by hand if it is not needed"
        let dryRun = try project.run("build", "--dry-run")
        let planned = "warning: " + warning.replacingOccurrences(of: "%@", with: "would not be")
        #expect(dryRun.stderrLines.contains(planned))
        let build = try project.run("build")
        #expect(build.status == 0)
        #expect(build.stderrLines.contains("warning: " + warning.replacingOccurrences(of: "%@", with: "was not")))
        #expect(try project.text("generated/notes.md") == "mine\n")
      }
    }

    @Test func anAbsoluteCommandLineOutputElsewhereIsFine() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let elsewhere = project.root.appendingPathComponent("plugin-output").path
        let result = try project.run("build", "--output", elsewhere, "--emitter", "json")
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/json/tokens.tokens.json"))
      }
    }

    @Test func aTemplateOutputThatIsAnEmittersFolderIsLocatedInTheConfig() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        try project.write("t.mustache", "x\n")
        try project.write("tokenc.yaml", "emitters:\n  css: {}\ntemplates:\n  - {template: t.mustache, output: css}\n")
        let result = try project.run("build")
        #expect(result.status == 2)
        #expect(
          result.stderrLines.first
            == "tokenc.yaml:4:36: error: template output 'css' is the folder emitter css writes 'css/tokens.css' "
            + "into; choose another path [config/invalid]")
        #expect(!project.exists("generated"))
      }
    }
  }
}
