import Foundation
import Testing
import TokenCompiler

/// Two builds on one output folder take turns through `.tokenc/lock`.
@Suite("OutputWriter: lock")
struct OutputWriterLockTests {
  @Test func aBuildWaitsForTheLockThenFailsNamingTheFolder() throws {
    try OutputFolder.with { out, _ in
      _ = try OutputWriter(outputDirectory: out).write(OutputFolder.emitted(["a.css": "a"]))
      let held = try #require(
        try LocalFileSystem().lockExclusively(at: out + "/.tokenc/lock", waitingUpTo: .zero))
      var writer = OutputWriter(outputDirectory: out)
      writer.lockTimeout = .milliseconds(100)
      let error = #expect(throws: WriteError.self) { try writer.write(OutputFolder.emitted(["a.css": "b"])) }
      #expect(error?.path == out)
      #expect(error?.reason.hasPrefix("another tokenc build is writing to this folder") == true)
      #expect(OutputFolder.text(out + "/a.css") == "a")
      // Planning takes no lock.
      #expect(try writer.plan(OutputFolder.emitted(["a.css": "b"])).updated == ["a.css"])
      held.unlock()
      #expect(try writer.write(OutputFolder.emitted(["a.css": "b"])).updated == ["a.css"])
    }
  }

  @Test func concurrentBuildsLeaveOneBuildsOutputAndAMatchingManifest() throws {
    try OutputFolder.with { out, _ in
      let sets = (0..<2).map { build in
        (0..<30).map { index in
          EmittedFile(path: "g\(index % 5)/\(build == 0 ? "a" : "b")\(index).css", text: "build \(build) \(index)")
        } + [EmittedFile(path: "shared.css", text: "from build \(build)")]
      }
      DispatchQueue.concurrentPerform(iterations: 2) { build in
        for _ in 0..<8 { _ = try? OutputWriter(outputDirectory: out).write(sets[build]) }
      }
      let last = sets[OutputFolder.text(out + "/shared.css") == "from build 0" ? 0 : 1]
      let expected = Set(last.map(\.path) + [OutputWriter.manifestName])
      #expect(Set(OutputFolder.files(out)) == expected)
      for file in last {
        #expect(OutputFolder.text(out + "/" + file.path) == String(decoding: file.contents, as: UTF8.self))
      }
      let plan = try OutputWriter(outputDirectory: out).plan(last)
      #expect(!plan.hasChanges && !plan.manifestChanged)
      #expect(OutputFolder.strays(out).isEmpty)
    }
  }

  @Test func aLockIsCurrentOnlyWhileItsPathNamesTheLockedFile() throws {
    try OutputFolder.with { _, scratch in
      let path = scratch + "/lock"
      let lock = try #require(try LocalFileSystem().lockExclusively(at: path, waitingUpTo: .zero))
      defer { lock.unlock() }
      #expect(lock.isCurrent)
      try FileManager.default.removeItem(atPath: path)
      #expect(!lock.isCurrent)
      // A new file at the same path is another file: the old lock does not guard it.
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      #expect(!lock.isCurrent)
    }
  }

  @Test func aBuildWaitingOnALockFileThatIsRemovedLocksThePathAgain() throws {
    try OutputFolder.with { out, _ in
      // A first build created the folder and holds its lock; it will fail and remove both.
      try FileManager.default.createDirectory(atPath: out + "/.tokenc", withIntermediateDirectories: true)
      let held = try #require(
        try LocalFileSystem().lockExclusively(at: out + "/.tokenc/lock", waitingUpTo: .zero))
      let waiting = DispatchSemaphore(value: 0)
      let finished = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var report: WriteReport?
      DispatchQueue.global().async {
        waiting.signal()
        report = try? OutputWriter(outputDirectory: out).write(OutputFolder.emitted(["a.css": "a"]))
        finished.signal()
      }
      waiting.wait()
      usleep(100_000)  // the second build is now polling the old lock file
      try FileManager.default.removeItem(atPath: out)
      held.unlock()
      finished.wait()
      #expect(report?.created == ["a.css"])
      #expect(OutputFolder.text(out + "/a.css") == "a")
      // The lock it took is the file at the path, so a third build waits for it as it should.
      #expect(FileManager.default.fileExists(atPath: out + "/.tokenc/lock"))
      #expect(OutputFolder.strays(out).isEmpty)
    }
  }
}
