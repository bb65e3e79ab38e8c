import Foundation
import Testing
import TokenCompiler

/// A build killed at any step, or failing half-way (disk full, read-only folder), must leave
/// every file old or new, and the next build must bring the folder to exactly the right state.
@Suite("OutputWriter: kills and failures")
struct OutputWriterKillTests {
  /// The output before: one file kept, one changed, one dropped, and a file that becomes a folder.
  static let old = OutputFolder.emitted([
    "keep.css": "keep", "change.css": "change 1", "gone/old.css": "old", "x": "x was a file",
    "Cat.xcassets/a.colorset/Contents.json": "a",
  ])
  /// The output after: new files in new folders, and `x` now a folder.
  static let new = OutputFolder.emitted([
    "keep.css": "keep", "change.css": "change 2 longer", "new/deep/n.css": "n", "x/inner.css": "inner",
    "Cat.xcassets/a.colorset/Contents.json": "a", "Cat.xcassets/b.colorset/Contents.json": "b",
  ])

  /// A writer on `fileSystem` that flushes, so the flushes are steps too.
  private static func writer(_ out: String, _ fileSystem: FaultyFileSystem) -> OutputWriter {
    var writer = OutputWriter(outputDirectory: out, fileSystem: fileSystem)
    writer.durability = .batched
    return writer
  }

  /// Writes ``old`` into a fresh `out`.
  private func setUp(_ out: String) throws {
    try? FileManager.default.removeItem(atPath: out)
    var writer = OutputWriter(outputDirectory: out)
    writer.durability = .none
    _ = try writer.write(Self.old)
  }

  /// Every file on disk is the old or the new version, complete, and is known: listed in the
  /// old manifest, named by the journal, or a staging file of the journal's build.
  private func expectOldOrNew(_ out: String, step: Int) {
    let allowed = Dictionary(grouping: Self.old + Self.new, by: \.path).mapValues {
      Set($0.map { String(decoding: $0.contents, as: UTF8.self) })
    }
    let journal = OutputFolder.text(out + "/.tokenc/journal") ?? ""
    for (path, text) in OutputFolder.contents(out) where path != OutputWriter.manifestName {
      // A staging file, or a file in a folder moved aside: its build must be in the journal.
      let staging = path.split(separator: "/").first { $0.contains(".tokenc-new-") || $0.contains(".tokenc-old-") }
      if let staging {
        #expect(journal.contains(String(staging.suffix(16))), "step \(step): \(path) is not in the journal")
      } else {
        #expect(allowed[path]?.contains(text) == true, "step \(step): \(path) is '\(text)'")
      }
    }
  }

  /// After a build killed at `step`, a fresh build of `files` must produce exactly `files`.
  private func expectRecovered(_ out: String, to files: [EmittedFile], step: Int) throws {
    _ = try OutputWriter(outputDirectory: out).write(files)
    var expected = Dictionary(
      uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    expected[OutputWriter.manifestName] = OutputFolder.contents(out)[OutputWriter.manifestName]
    #expect(OutputFolder.contents(out) == expected, "step \(step)")
    #expect(OutputFolder.strays(out).isEmpty, "step \(step)")
    #expect(!FileManager.default.fileExists(atPath: out + "/.tokenc/journal"), "step \(step)")
    #expect(try OutputWriter(outputDirectory: out).plan(files).hasChanges == false, "step \(step)")
  }

  @Test func aBuildKilledAtEveryStepIsCleanedUpByTheNextOne() throws {
    try OutputFolder.with { out, _ in
      try setUp(out)
      let counting = FaultyFileSystem()
      _ = try Self.writer(out, counting).write(Self.new)
      let steps = counting.changeCount
      #expect(steps > 15)
      for step in 0..<steps {
        for recovery in [Self.new, Self.old] {
          try setUp(out)
          let killed = Self.writer(out, FaultyFileSystem(killAfter: step))
          // Once committed, the build has succeeded: a "kill" while it cleans up throws no error.
          _ = try? killed.write(Self.new)
          expectOldOrNew(out, step: step)
          try expectRecovered(out, to: recovery, step: step)
        }
      }
    }
  }

  @Test func aBuildKilledWhileCleaningUpAfterAKilledBuildIsCleanedUpToo() throws {
    try OutputFolder.with { out, _ in
      try setUp(out)
      let counting = FaultyFileSystem()
      _ = try Self.writer(out, counting).write(Self.new)
      let steps = counting.changeCount
      for step in 0..<steps {
        for second in [0, 1, step / 2, step + 3] {
          try setUp(out)
          _ = try? Self.writer(out, FaultyFileSystem(killAfter: step)).write(Self.new)
          _ = try? Self.writer(out, FaultyFileSystem(killAfter: second)).write(Self.old)
          expectOldOrNew(out, step: step)
          try expectRecovered(out, to: Self.new, step: step)
        }
      }
    }
  }

  /// Failing operations, each given by words it contains: staging (create, mkdir, link, the
  /// flush) and committing (renames, the manifest's last).
  static let failures = [
    ["create", "change.css"], ["mkdir", "new/deep"], ["link", "change.css"], ["syncfs"],
    ["rename", "x.tokenc-old"], ["rename", "gone/.old.css.tokenc-old"], ["rename", "b.colorset/Contents.json"],
    ["rename", "/.tokenc-manifest.json"],
  ]

  @Test(arguments: failures)
  func aFailureHalfWayLeavesThePreviousOutputComplete(failingAt words: [String]) throws {
    try OutputFolder.with { out, _ in
      try setUp(out)
      let before = OutputFolder.contents(out)
      let failing = FaultyFileSystem(failing: { step in
        step.hasPrefix(words[0] + " ") && words.allSatisfy { step.contains($0) } && !step.contains("/.tokenc/")
      })
      let writer = Self.writer(out, failing)
      let error = #expect(throws: WriteError.self) { try writer.write(Self.new) }
      #expect(error?.reason.contains("No space left on device") == true)
      #expect(failing.operations.contains { step in step.hasPrefix(words[0]) && words.allSatisfy(step.contains) })
      #expect(OutputFolder.contents(out) == before)
      #expect(OutputFolder.strays(out).isEmpty)
      #expect(!FileManager.default.fileExists(atPath: out + "/new"))
      #expect(!FileManager.default.fileExists(atPath: out + "/.tokenc/journal"))
      try expectRecovered(out, to: Self.new, step: 0)
    }
  }

  @Test(.enabled(if: getuid() != 0, "root ignores file permissions"))
  func aReadOnlySubfolderLeavesThePreviousOutputComplete() throws {
    try OutputFolder.with { out, _ in
      try setUp(out)
      let before = OutputFolder.contents(out)
      let folder = out + "/Cat.xcassets"
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
      defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
      #expect(throws: WriteError.self) { try OutputWriter(outputDirectory: out).write(Self.new) }
      #expect(OutputFolder.contents(out) == before)
      #expect(OutputFolder.strays(out).isEmpty)
    }
  }
}
