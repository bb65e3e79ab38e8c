import Foundation
import Testing

@testable import TokenCompiler

extension CLITests {
  /// `tokenc diff` on git revisions: a real repository made in the test, with two commits.
  @Suite("diff git")
  struct DiffGit {
    /// Runs git in `folder` and returns its standard output; fails the test on a non-zero exit.
    @discardableResult
    static func git(_ arguments: String..., in folder: URL) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
      process.currentDirectoryURL = folder
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
      return String(decoding: output, as: UTF8.self)
    }

    /// A repository whose design system lives in `design/`: v1 has `spacing.md: 16`, v2 makes it
    /// 20 and adds `spacing.lg`, tagged `v1` and `v2`.
    static func makeRepository(_ project: CLIProject) throws {
      try git("init", "-q", in: project.directory)
      try project.write("design/tokenc.yaml", "emitters:\n  css: {}\n")
      try project.write("design/tokens/spacing.yaml", "spacing:\n  $type: dimension\n  md: 16\n  xl: 32\n")
      try project.write("README.txt", "not a token file\n")
      try git("add", "-A", in: project.directory)
      try git("commit", "-qm", "v1", in: project.directory)
      try git("tag", "v1", in: project.directory)
      try project.write("design/tokens/spacing.yaml", "spacing:\n  $type: dimension\n  md: 20\n  lg: 24\n")
      try git("commit", "-qam", "v2", in: project.directory)
      try git("tag", "v2", in: project.directory)
    }

    @Test func diffsTwoRevisionsWithoutTouchingTheProject() throws {
      try CLIProject.with { project in
        try Self.makeRepository(project)
        let status = try Self.git("status", "--porcelain", "--ignored", in: project.directory)
        let result = try project.run(["diff", "v1", "v2"], in: "design")
        #expect(result.status == 1)
        #expect(
          result.stdout == """
            v1 → v2: 1 breaking change, 1 added, 1 removed, 1 changed

            Breaking changes for code
              CSS   --spacing-xl removed (spacing.xl)

            Added
              + spacing.lg (dimension) 24 pt

            Removed
              - spacing.xl (dimension) 32 pt

            Changed
              spacing.md (dimension)
                  value  16 pt → 20 pt

            """)
        #expect(try Self.git("status", "--porcelain", "--ignored", in: project.directory) == status)
      }
    }

    @Test func oneRevisionIsComparedWithTheWorkingTree() throws {
      try CLIProject.with { project in
        try Self.makeRepository(project)
        try project.write("design/tokens/spacing.yaml", "spacing:\n  $type: dimension\n  md: 24\n  lg: 24\n")
        let result = try project.run(["diff", "HEAD", "--format", "json"], in: "design")
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((object?["old"] as? [String: Any])?["label"] as? String == "HEAD")
        #expect((object?["new"] as? [String: Any])?["label"] as? String == "working tree")
        let changed = try #require(object?["changed"] as? [[String: Any]])
        let fields = try #require(changed.first?["fields"] as? [[String: Any]])
        #expect(fields.first?["old"] as? String == "20 pt")
        #expect(fields.first?["new"] as? String == "24 pt")
        #expect(try project.run(["diff", "v2"], in: "design").status == 1)
        #expect(try project.run(["diff", "v2", "v2"], in: "design").status == 0)
        let unknown = try project.run(["diff", "v9"], in: "design")
        #expect(unknown.status == 2)
      }
    }

    @Test func inputsOutsideTheCurrentFolderAreReadFromTheRevision() throws {
      try CLIProject.with { project in
        try Self.git("init", "-q", in: project.directory)
        try project.write("design/tokenc.yaml", "inputs: [tokens, ../shared]\nemitters:\n  css: {}\n")
        try project.write("design/tokens/spacing.yaml", "spacing:\n  $type: dimension\n  md: 16\n")
        try project.write("shared/color.yaml", "brand:\n  $type: color\n  blue: \"#0a84ff\"\n")
        try project.write("other/unrelated.yaml", "not: [tokens\n")
        try Self.git("add", "-A", in: project.directory)
        try Self.git("commit", "-qm", "v1", in: project.directory)
        try Self.git("tag", "v1", in: project.directory)
        try project.write("shared/color.yaml", "brand:\n  $type: color\n  blue: \"#0060df\"\n")
        try Self.git("commit", "-qam", "v2", in: project.directory)
        try Self.git("tag", "v2", in: project.directory)
        let snapshot = try GitSnapshot.make(revision: "v1", in: project.url("design").path)
        defer { snapshot.remove() }
        let files = FileManager.default.subpaths(atPath: snapshot.root)?.sorted() ?? []
        #expect(files.contains("shared/color.yaml") && !files.contains("other/unrelated.yaml"))
        let result = try project.run(["diff", "v1", "v2"], in: "design")
        #expect(result.status == 1)
        #expect(result.stdout.contains("brand.blue (color)") && result.stdout.contains("#0a84ff → #0060df"))
        #expect(result.stderr == "")
      }
    }

    @Test func problemsOnARevisionSideNameTheRevisionsFiles() throws {
      try CLIProject.with { project in
        try Self.makeRepository(project)
        try project.write("design/tokenc.yaml", "inputs: [tokens, ../gone]\nemitters:\n  css: {}\n")
        try project.write("design/tokens/spacing.yaml", "spacing:\n  $type: dimension\n  md: 16pts\n")
        try Self.git("commit", "-qam", "v3", in: project.directory)
        let result = try project.run(["diff", "HEAD", "v1"], in: "design")
        #expect(result.status == 2)
        #expect(!result.stderr.contains("tokenc-diff-"))
        #expect(result.stderr.contains("input 'HEAD:gone' does not exist"))
        #expect(result.stderr.contains("error: cannot read 'HEAD'"))
      }
    }

    @Test func aTokenFileGivenAsASideIsReadAsTokens() throws {
      try CLIProject.with { project in
        try project.write("old.yaml", "palette:\n  $type: color\n  blue: \"#0a84ff\"\n")
        try project.write("new.yaml", "palette:\n  $type: color\n  blue: \"#0060df\"\n")
        let result = try project.run("diff", "old.yaml", "new.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("old.yaml → new.yaml: 1 changed"))
        #expect(result.stderr == "")
        // A configuration file is still read as one.
        try project.write("tokens/color.yaml", "palette:\n  $type: color\n  blue: \"#0a84ff\"\n")
        try project.write("design.yml", "inputs: [tokens]\n")
        #expect(try project.run("diff", "design.yml", "old.yaml").status == 0)
      }
    }

    @Test func aSnapshotHoldsOnlyReadableFilesAndIsRemoved() throws {
      try CLIProject.with { project in
        try Self.makeRepository(project)
        let snapshot = try GitSnapshot.make(revision: "v1", in: project.url("design").path)
        let files = FileManager.default.subpaths(atPath: snapshot.root)?.sorted() ?? []
        #expect(files == ["design", "design/tokenc.yaml", "design/tokens", "design/tokens/spacing.yaml"])
        #expect(
          try String(contentsOfFile: snapshot.directory + "tokens/spacing.yaml", encoding: .utf8).contains("xl: 32"))
        snapshot.remove()
        #expect(!FileManager.default.fileExists(atPath: snapshot.root))
        #expect(throws: GitSnapshot.Failure.self) { try GitSnapshot.make(revision: "nope", in: project.directory.path) }
      }
    }
  }
}
