import Foundation
import Testing

@testable import TokenCompiler

/// The write stage's memory between writes of one process (`tokenc watch`): the stat cache is
/// not read back nor the manifest decoded again, and the output is exactly what writes without
/// it give, even when the folder is changed behind the process's back.
@Suite("write memory")
struct WriteMemoryTests {
  /// Three files, the third in a folder.
  static let first = [
    EmittedFile(path: "a.css", text: "a 1\n"), EmittedFile(path: "b.json", text: "b 1\n"),
    EmittedFile(path: "sub/c.txt", text: "c 1\n"),
  ]
  /// The same files, one of them changed.
  static let second = [
    EmittedFile(path: "a.css", text: "a 2\n"), EmittedFile(path: "b.json", text: "b 1\n"),
    EmittedFile(path: "sub/c.txt", text: "c 1\n"),
  ]

  /// A writer for `out` with `memory`, through `fileSystem`.
  func writer(_ out: String, _ memory: WriteMemory?, _ fileSystem: any FileSystem = LocalFileSystem()) -> OutputWriter {
    var writer = OutputWriter(outputDirectory: out, fileSystem: fileSystem)
    writer.memory = memory
    return writer
  }

  /// The reads of the manifest or the stat cache among `operations`.
  func stateReads(_ operations: ArraySlice<String>) -> [String] {
    operations.filter { $0.hasPrefix("read ") && ($0.hasSuffix("manifest.json") || $0.hasSuffix("stat-cache")) }
  }

  @Test func aWriteAfterAWriteNeitherReadsTheStatCacheNorDecodesTheManifestAndWritesTheSame() throws {
    try OutputFolder.with { out, _ in
      try OutputFolder.with { plain, _ in
        let counting = FaultyFileSystem()
        let memory = WriteMemory()
        _ = try writer(out, memory, counting).write(Self.first)
        // Written in another clock tick than the stat cache, so no entry is racy.
        Thread.sleep(forTimeInterval: 0.05)
        let before = counting.operations.count
        let report = try writer(out, memory, counting).write(Self.second)
        // The manifest is read (anyone may have replaced it) but, as remembered, not decoded.
        #expect(stateReads(counting.operations[before...]) == ["read \(out)/\(OutputWriter.manifestName)"])
        #expect(memory.reuseCount == 1)

        _ = try writer(plain, nil).write(Self.first)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try writer(plain, nil).write(Self.second) == report)
        #expect(report.updated == ["a.css"] && report.unchanged == ["b.json", "sub/c.txt"])
        for name in [OutputWriter.manifestName, "a.css", "b.json", "sub/c.txt", ".tokenc/inputs"] {
          #expect(OutputFolder.text(out + "/" + name) == OutputFolder.text(plain + "/" + name), "\(name)")
        }
      }
    }
  }

  @Test func anOutputFileChangedBehindTheProcessIsStillRepaired() throws {
    try OutputFolder.with { out, _ in
      let memory = WriteMemory()
      _ = try writer(out, memory).write(Self.first)
      Thread.sleep(forTimeInterval: 0.05)
      try OutputFolder.write("edited by hand\n", to: out + "/b.json")
      try FileManager.default.removeItem(atPath: out + "/sub/c.txt")
      let report = try writer(out, memory).write(Self.second)
      #expect(report.updated == ["a.css", "b.json"] && report.created == ["sub/c.txt"])
      #expect(OutputFolder.text(out + "/b.json") == "b 1\n")
      #expect(OutputFolder.text(out + "/sub/c.txt") == "c 1\n")
      // And the next write knows they are right again.
      Thread.sleep(forTimeInterval: 0.05)
      #expect(try writer(out, memory).write(Self.second).unchanged.count == 3)
    }
  }

  @Test func aManifestAnotherBuildWroteIsReadFromDisk() throws {
    try OutputFolder.with { out, _ in
      let memory = WriteMemory()
      _ = try writer(out, memory).write(Self.first)
      Thread.sleep(forTimeInterval: 0.05)
      // Another build (a `tokenc build` in a terminal) replaces b.json with d.txt.
      let other = [Self.first[0], EmittedFile(path: "d.txt", text: "d\n"), Self.first[2]]
      _ = try writer(out, nil).write(other)
      Thread.sleep(forTimeInterval: 0.05)
      // What memory knew (b.json is tokenc's) is stale: d.txt is the stale file now.
      let report = try writer(out, memory).write([Self.first[0], Self.first[2]])
      #expect(report.removed == ["d.txt"])
      #expect(memory.reuseCount == 0)
      #expect(!FileManager.default.fileExists(atPath: out + "/b.json"))
      #expect(!FileManager.default.fileExists(atPath: out + "/d.txt"))
    }
  }

  @Test func aFailedWriteForgetsAndTheNextWriteReadsEverything() throws {
    try OutputFolder.with { out, _ in
      let memory = WriteMemory()
      _ = try writer(out, memory).write(Self.first)
      Thread.sleep(forTimeInterval: 0.05)
      let failing = FaultyFileSystem { $0 == "rename \(out)/a.css" }
      #expect(throws: WriteError.self) { try writer(out, memory, failing).write(Self.second) }
      #expect(memory.remembered(out) == nil)
      #expect(OutputFolder.text(out + "/a.css") == "a 1\n")
      let counting = FaultyFileSystem()
      let report = try writer(out, memory, counting).write(Self.second)
      #expect(report.updated == ["a.css"])
      #expect(stateReads(counting.operations[...]).count == 2)
    }
  }

  @Test func pathsAreValidatedAgainWhenTheyChange() throws {
    try OutputFolder.with { out, _ in
      let memory = WriteMemory()
      _ = try writer(out, memory).write(Self.first)
      // `sub` is now both a file and a folder: refused though the other paths were validated.
      let clash = Self.first + [EmittedFile(path: "sub", text: "x\n")]
      #expect(throws: WriteError.self) { try writer(out, memory).write(clash) }
      #expect(throws: WriteError.self) { try writer(out, memory).write([EmittedFile(path: "../up", text: "x\n")]) }
      #expect(try writer(out, memory).write(Self.second).updated == ["a.css"])
      #expect(!FileManager.default.fileExists(atPath: out + "/../up"))
    }
  }
}
