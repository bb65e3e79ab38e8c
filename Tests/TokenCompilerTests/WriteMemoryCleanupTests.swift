import Dispatch
import Foundation
import Testing

@testable import TokenCompiler

/// A write whose ``WriteMemory`` defers its cleanup (`tokenc watch`): the report and the new
/// output come first, the previous versions of the replaced files and the journal go after,
/// on another thread, while the output folder's lock is still held.
@Suite("write memory: deferred cleanup", .timeLimit(.minutes(1)))
struct WriteMemoryCleanupTests {
  /// A writer for `out` with `memory`, through `fileSystem`.
  func writer(_ out: String, _ memory: WriteMemory?, _ fileSystem: any FileSystem) -> OutputWriter {
    var writer = OutputWriter(outputDirectory: out, fileSystem: fileSystem)
    writer.memory = memory
    return writer
  }

  /// The previous versions kept beside their files (`.<name>.tokenc-old-<build>`), anywhere in `out`.
  func oldVersions(_ out: String) -> [String] {
    OutputFolder.everything(out).filter { $0.contains(StagingName.oldMarker) }
  }

  /// Whether the journal of an unfinished write is there.
  func hasJournal(_ out: String) -> Bool {
    FileManager.default.fileExists(atPath: out + "/.tokenc/" + StateFolder.journalName)
  }

  /// A file system whose deletions of previous versions wait until ``open()`` is called.
  final class Gate: @unchecked Sendable {
    private let opened = DispatchGroup()
    init() { opened.enter() }
    /// Lets every deletion through, now and later.
    func open() { opened.leave() }
    /// A file system that holds back the deletions of previous versions, failing them with `fails`.
    func fileSystem(failing fails: Bool = false) -> FaultyFileSystem {
      FaultyFileSystem(failing: { [self] operation in
        guard operation.hasPrefix("unlink "), operation.contains(StagingName.oldMarker) else { return false }
        opened.wait()
        return fails
      })
    }
  }

  @Test func theReportAndTheNewFilesComeFirstThenTheOldVersionsAndTheJournalGo() throws {
    try OutputFolder.with { out, _ in
      let gate = Gate()
      let fileSystem = gate.fileSystem()
      let memory = WriteMemory(defersCleanup: true)
      _ = try writer(out, memory, fileSystem).write(WriteMemoryTests.first)
      Thread.sleep(forTimeInterval: 0.05)
      let report = try writer(out, memory, fileSystem).write(WriteMemoryTests.second)
      #expect(report.updated == ["a.css"] && report.unchanged == ["b.json", "sub/c.txt"])
      // Committed: the new bytes are in place while the old version and the journal wait.
      #expect(OutputFolder.text(out + "/a.css") == "a 2\n")
      #expect(oldVersions(out).contains { $0.hasPrefix(".a.css") })
      #expect(hasJournal(out))
      gate.open()
      memory.waitForCleanup()
      #expect(oldVersions(out).isEmpty)
      #expect(!hasJournal(out))
      // Nothing is left to recover: the next write finds everything unchanged from what it remembers.
      let reuses = memory.reuseCount
      let again = try writer(out, memory, fileSystem).write(WriteMemoryTests.second)
      #expect(again.updated.isEmpty && again.unchanged.count == 3)
      #expect(memory.reuseCount == reuses + 1)
      #expect(OutputFolder.contents(out)["a.css"] == "a 2\n")
    }
  }

  @Test func anotherWriterWaitsForTheCleanupBeforeItTakesTheLock() throws {
    try OutputFolder.with { out, _ in
      let gate = Gate()
      let memory = WriteMemory(defersCleanup: true)
      _ = try writer(out, memory, gate.fileSystem()).write(WriteMemoryTests.first)
      Thread.sleep(forTimeInterval: 0.05)
      _ = try writer(out, memory, gate.fileSystem()).write(WriteMemoryTests.second)
      // Another build (no memory, as another process) of the first files again.
      let done = DispatchSemaphore(value: 0)
      let result = Locked<Result<WriteReport, any Error>?>(nil)
      Thread.detachNewThread {
        result.set(Result { try writer(out, nil, LocalFileSystem()).write(WriteMemoryTests.first) })
        done.signal()
      }
      // Held back by the lock, which the cleanup keeps until the old versions are gone.
      #expect(done.wait(timeout: .now() + 0.3) == .timedOut)
      #expect(OutputFolder.text(out + "/a.css") == "a 2\n")
      gate.open()
      #expect(done.wait(timeout: .now() + 10) == .success)
      memory.waitForCleanup()
      let report = try #require(try result.get()?.get())
      #expect(report.updated == ["a.css"])
      #expect(OutputFolder.text(out + "/a.css") == "a 1\n")
      #expect(oldVersions(out).isEmpty && !hasJournal(out))
    }
  }

  @Test func aCleanupThatFailsLeavesTheJournalAndTheNextWriteRecoversFromDisk() throws {
    try OutputFolder.with { out, _ in
      let gate = Gate()
      gate.open()
      let failing = gate.fileSystem(failing: true)
      let memory = WriteMemory(defersCleanup: true)
      _ = try writer(out, memory, failing).write(WriteMemoryTests.first)
      Thread.sleep(forTimeInterval: 0.05)
      _ = try writer(out, memory, failing).write(WriteMemoryTests.second)
      memory.waitForCleanup()
      #expect(!oldVersions(out).isEmpty && hasJournal(out))
      // What was remembered is forgotten: the next write reads the stat cache back and recovers.
      let plain = FaultyFileSystem()
      let report = try writer(out, memory, plain).write(WriteMemoryTests.second)
      memory.waitForCleanup()
      #expect(plain.operations.contains("read \(out)/.tokenc/\(StateFolder.cacheName)"))
      #expect(report.updated.isEmpty && report.unchanged.count == 3)
      #expect(oldVersions(out).isEmpty && !hasJournal(out))
      #expect(OutputFolder.text(out + "/a.css") == "a 2\n")
    }
  }
}

/// A value set from one thread and read from another.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  /// Replaces the value.
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
  /// The value.
  func get() -> Value { lock.withLock { value } }
}
