import Foundation
import Testing
import TokenCompiler

@Suite("OutputWriter")
struct OutputWriterTests {
  private let tokensCSS = EmittedFile(path: "css/tokens.css", text: ":root { --a: 1px; }\n")
  private let tokensJSON = EmittedFile(path: "json/tokens.tokens.json", text: "{}\n")

  @Test func firstWriteCreatesFilesAndManifest() throws {
    try withOutputFolder { out in
      let report = try OutputWriter(outputDirectory: out).write([tokensJSON, tokensCSS])
      #expect(report.created == ["css/tokens.css", "json/tokens.tokens.json"])
      #expect(report.updated.isEmpty && report.unchanged.isEmpty && report.removed.isEmpty)
      #expect(report.manifestWritten)
      #expect(try text(out, "css/tokens.css") == ":root { --a: 1px; }\n")
      #expect(try text(out, "json/tokens.tokens.json") == "{}\n")
      let manifest = """
        {
          "files": [
            {"path": "css/tokens.css", "size": 20, "xxh64": "ebc84ebe2614fd32"},
            {"path": "json/tokens.tokens.json", "size": 3, "xxh64": "7d441b099c11d3ba"}
          ],
          "version": 2
        }

        """
      #expect(try text(out, OutputWriter.manifestName) == manifest)
    }
  }

  @Test func identicalSecondWriteTouchesNothing() throws {
    try withOutputFolder { out in
      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write([tokensCSS, tokensJSON])
      let past = Date(timeIntervalSince1970: 1_000_000_000)
      let paths = ["css/tokens.css", "json/tokens.tokens.json", OutputWriter.manifestName]
      for path in paths {
        try FileManager.default.setAttributes(
          [.modificationDate: past], ofItemAtPath: "\(out)/\(path)")
      }
      let report = try writer.write([tokensCSS, tokensJSON])
      #expect(report.unchanged == ["css/tokens.css", "json/tokens.tokens.json"])
      #expect(report.created.isEmpty && report.updated.isEmpty && report.removed.isEmpty)
      #expect(!report.manifestWritten && !report.hasChanges)
      for path in paths {
        #expect(try modificationDate(out, path) == past, "\(path) was touched")
      }
    }
  }

  @Test func changedFileIsUpdated() throws {
    try withOutputFolder { out in
      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write([tokensCSS, tokensJSON])
      let changed = EmittedFile(path: "css/tokens.css", text: ":root { --a: 2px; }\n")
      let report = try writer.write([changed, tokensJSON])
      #expect(report.updated == ["css/tokens.css"])
      #expect(report.unchanged == ["json/tokens.tokens.json"])
      // The manifest records each file's hash, so it changes with the file.
      #expect(report.created.isEmpty && report.removed.isEmpty && report.manifestWritten)
      #expect(try text(out, "css/tokens.css") == ":root { --a: 2px; }\n")
    }
  }

  @Test func droppedFileIsRemovedWithItsEmptyFolderButUserFilesSurvive() throws {
    try withOutputFolder { out in
      let writer = OutputWriter(outputDirectory: out)
      let deep = EmittedFile(path: "css/extra/deep.css", text: "a{}\n")
      _ = try writer.write([tokensCSS, tokensJSON, deep])
      try "mine\n".write(toFile: "\(out)/README.md", atomically: false, encoding: .utf8)
      try "mine\n".write(toFile: "\(out)/css/custom.css", atomically: false, encoding: .utf8)

      let report = try writer.write([tokensCSS])
      #expect(report.removed == ["css/extra/deep.css", "json/tokens.tokens.json"])
      #expect(report.removedDirectories == ["css/extra", "json"])
      #expect(report.unchanged == ["css/tokens.css"])
      let expected = [OutputWriter.manifestName, "README.md", "css/custom.css", "css/tokens.css"]
      #expect(try listing(out) == expected)
      #expect(try text(out, OutputWriter.manifestName).contains("json") == false)
    }
  }

  @Test func removingEverythingKeepsTheOutputFolder() throws {
    try withOutputFolder { out in
      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write([EmittedFile(path: "a/b/c.css", text: "x")])
      let report = try writer.write([])
      #expect(report.removed == ["a/b/c.css"])
      #expect(report.removedDirectories == ["a", "a/b"])
      #expect(try listing(out) == [OutputWriter.manifestName])
    }
  }

  @Test func folderStillNeededIsNotPruned() throws {
    try withOutputFolder { out in
      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write([EmittedFile(path: "css/old.css", text: "x")])
      let report = try writer.write([EmittedFile(path: "css/new.css", text: "y")])
      #expect(report.removed == ["css/old.css"])
      #expect(report.created == ["css/new.css"])
      #expect(report.removedDirectories.isEmpty)
      #expect(try listing(out) == [OutputWriter.manifestName, "css/new.css"])
    }
  }

  @Test(arguments: [
    "../x", "/abs", "a//b", "a\\b", "", "a/", "a/../b", "./a", ".tokenc-manifest.json",
  ])
  func invalidPathThrowsAndWritesNothing(path: String) throws {
    try withOutputFolder { out in
      let writer = OutputWriter(outputDirectory: out)
      let files = [tokensCSS, EmittedFile(path: path, text: "x")]
      let error = #expect(throws: WriteError.self) { try writer.write(files) }
      #expect(error?.path == path)
      #expect(error?.diagnostic.ruleID == .io)
      #expect(throws: WriteError.self) { try writer.plan(files) }
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }

  @Test(arguments: [["a.css", "a.css"], ["a", "a/b.css"]])
  func clashingPathsThrowAndWriteNothing(paths: [String]) throws {
    try withOutputFolder { out in
      let files = paths.map { EmittedFile(path: $0, text: "x") }
      #expect(throws: WriteError.self) { try OutputWriter(outputDirectory: out).write(files) }
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }

  @Test func planWritesNothing() throws {
    try withOutputFolder { out in
      let writer = OutputWriter(outputDirectory: out)
      let first = try writer.plan([tokensCSS, tokensJSON])
      let expected = WritePlan(
        created: ["css/tokens.css", "json/tokens.tokens.json"], manifestChanged: true)
      #expect(first == expected)
      #expect(first.hasChanges)
      #expect(!FileManager.default.fileExists(atPath: out))

      _ = try writer.write([tokensCSS, tokensJSON])
      let before = try snapshot(out)
      let changed = EmittedFile(path: "css/tokens.css", text: "changed\n")
      let extra = EmittedFile(path: "extra.txt", text: "new\n")
      let plan = try writer.plan([changed, extra])
      #expect(plan.created == ["extra.txt"])
      #expect(plan.updated == ["css/tokens.css"])
      #expect(plan.removed == ["json/tokens.tokens.json"])
      #expect(plan.unchanged.isEmpty && plan.manifestChanged)
      #expect(try snapshot(out) == before)
      #expect(try !writer.plan([tokensCSS, tokensJSON]).hasChanges)
    }
  }

  @Test func noTemporaryFilesAreLeftBehind() throws {
    try withOutputFolder { out in
      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write([tokensCSS, tokensJSON])
      _ = try writer.write([EmittedFile(path: "css/tokens.css", text: "v2\n"), tokensJSON])
      let files = try listing(out)
      #expect(files == [OutputWriter.manifestName, "css/tokens.css", "json/tokens.tokens.json"])
      #expect(!files.contains { $0.contains("tokenc-tmp") })
    }
  }

  @Test func corruptManifestIsTreatedAsEmpty() throws {
    try withOutputFolder { out in
      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write([tokensCSS, tokensJSON])
      let manifestPath = "\(out)/\(OutputWriter.manifestName)"
      try "{not json".write(toFile: manifestPath, atomically: false, encoding: .utf8)
      let report = try writer.write([tokensCSS])
      #expect(report.removed.isEmpty)
      #expect(report.manifestWritten)
      #expect(try listing(out).contains("json/tokens.tokens.json"))
      #expect(try text(out, OutputWriter.manifestName).contains("\"css/tokens.css\""))
    }
  }

  @Test func unsafeManifestEntriesAreNeverDeleted() throws {
    try withOutputFolder { out in
      let outside = out + "-outside.txt"
      try "keep\n".write(toFile: outside, atomically: false, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: outside) }
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      let name = URL(fileURLWithPath: outside).lastPathComponent
      let manifest = #"{"files":["../\#(name)","\#(outside)"],"version":1}"#
      let manifestPath = "\(out)/\(OutputWriter.manifestName)"
      try manifest.write(toFile: manifestPath, atomically: false, encoding: .utf8)
      let report = try OutputWriter(outputDirectory: out).write([])
      #expect(report.removed.isEmpty)
      #expect(FileManager.default.fileExists(atPath: outside))
    }
  }

  @Test func failedRenameRollsBackAndLeavesNoTemporaryFiles() throws {
    try withOutputFolder { out in
      _ = try OutputWriter(outputDirectory: out).write([EmittedFile(path: "a.css", text: "a1")])
      let before = try snapshot(out)
      let failing = OutputWriter(
        outputDirectory: out, fileSystem: FailingRename(failingName: "b.css"))
      let files = [EmittedFile(path: "a.css", text: "a2"), EmittedFile(path: "b.css", text: "b")]
      let error = #expect(throws: WriteError.self) { try failing.write(files) }
      #expect(error?.path == "\(out)/b.css")
      #expect(try snapshot(out) == before)
      #expect(try allNames(out).allSatisfy { !$0.contains(".tokenc-new-") && !$0.contains(".tokenc-old-") })
      #expect(!FileManager.default.fileExists(atPath: "\(out)/.tokenc/journal"))

      let report = try OutputWriter(outputDirectory: out).write(files)
      #expect(report.created == ["b.css"] && report.updated == ["a.css"])
    }
  }
}

/// Local file system whose `rename` fails for one destination file name.
private struct FailingRename: FileSystem {
  var failingName: String
  private let base = LocalFileSystem()

  init(failingName: String) { self.failingName = failingName }

  func kind(at path: String) -> FileKind? { base.kind(at: path) }
  func status(at path: String) -> FileStatus? { base.status(at: path) }
  func duplicate(_ source: String, to destination: String) throws { try base.duplicate(source, to: destination) }
  func readFile(at path: String) throws -> [UInt8] { try base.readFile(at: path) }
  func createNewFile(at path: String, contents: [UInt8]) throws {
    try base.createNewFile(at: path, contents: contents)
  }
  func createDirectory(at path: String) throws { try base.createDirectory(at: path) }
  func rename(_ source: String, to destination: String) throws {
    if destination.hasSuffix("/" + failingName) {
      throw WriteError(path: destination, reason: "injected failure")
    }
    try base.rename(source, to: destination)
  }
  func removeFile(at path: String) throws { try base.removeFile(at: path) }
  func removeDirectoryIfEmpty(at path: String) -> Bool { base.removeDirectoryIfEmpty(at: path) }
  func subpaths(of path: String) -> [String] { base.subpaths(of: path) }
}

/// Runs `body` with a not-yet-existing output folder inside a fresh temporary folder,
/// and removes the temporary folder afterwards.
private func withOutputFolder(_ body: (String) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("tokenc-writer-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  try body(folder + "/out")
}

private func text(_ out: String, _ path: String) throws -> String {
  try String(contentsOfFile: "\(out)/\(path)", encoding: .utf8)
}

private func modificationDate(_ out: String, _ path: String) throws -> Date? {
  try FileManager.default.attributesOfItem(atPath: "\(out)/\(path)")[.modificationDate] as? Date
}

/// Every regular file under `out`, relative and sorted, without tokenc's `.tokenc/` state folder.
private func listing(_ out: String) throws -> [String] {
  try FileManager.default.subpathsOfDirectory(atPath: out).filter { path in
    guard !path.hasPrefix(".tokenc/") else { return false }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: "\(out)/\(path)", isDirectory: &isDirectory)
    return exists && !isDirectory.boolValue
  }.sorted()
}

/// Every file and folder name under `out`, tokenc's state folder included.
private func allNames(_ out: String) throws -> [String] {
  try FileManager.default.subpathsOfDirectory(atPath: out)
}

/// Every file under `out` with its bytes and modification date.
private func snapshot(_ out: String) throws -> [String: String] {
  var result: [String: String] = [:]
  for path in try listing(out) {
    let date = try modificationDate(out, path)?.timeIntervalSince1970 ?? 0
    result[path] = "\(try text(out, path))@\(date)"
  }
  return result
}
