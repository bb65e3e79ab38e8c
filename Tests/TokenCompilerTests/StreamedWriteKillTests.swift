import Foundation
import Testing
import TokenCompiler

/// A streamed build (`Compiler.emitAndWrite`) killed at any step, while its emitters hand files
/// over or while it commits, leaves every file old or new, and the next build cleans up.
@Suite("streamed write: kills")
struct StreamedWriteKillTests {
  @Test func aStreamedBuildKilledAtEveryStepIsCleanedUpByTheNextOne() throws {
    try killEveryStep(old: ("{text: old}", "{text: two}"), new: ("{text: new}", "{text: two, delay: 20}"))
  }

  /// New folders are staged whole and renamed into place at once: killed before, during or after
  /// that rename, each file is still old or new (from an empty output folder too).
  @Test func aBuildAddingNewFoldersKilledAtEveryStepIsCleanedUpByTheNextOne() throws {
    let new = ("{text: new, extra: 'fresh/deep/c.txt'}", "{text: two, extra: 'other/d.txt', delay: 20}")
    try killEveryStep(old: ("{text: old}", "{text: two}"), new: new)
    try killEveryStep(old: nil, new: new)
  }

  /// Files streamed in pieces each have a staging file of their own until the commit.
  @Test func aBuildStreamingItsFilesKilledAtEveryStepIsCleanedUpByTheNextOne() throws {
    let new = ("{text: new, stream: 2, extra: 'fresh/deep/c.txt'}", "{text: two, stream: 3, delay: 20}")
    try killEveryStep(old: ("{text: old}", "{text: two}"), new: new)
    try killEveryStep(old: nil, new: new)
  }

  /// Builds `old` (or nothing), then `new` killed after each change in turn, then `new` again,
  /// checking what each kill left and that the last build cleaned everything up.
  private func killEveryStep(old: (String, String)?, new: (String, String)) throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      func build(_ options: (String, String), fileSystem: any FileSystem = LocalFileSystem()) throws {
        let (compiler, inputs) = try StreamedWriteTests.compiler(
          folder, first: options.0, second: options.1, fileSystem: fileSystem)
        try StreamedWriteTests.build(compiler, inputs)
      }
      if let old { try build(old) }
      let oldContents = OutputFolder.contents(out)
      let counting = FaultyFileSystem()
      try build(new, fileSystem: counting)
      let newContents = OutputFolder.contents(out)
      let steps = counting.changeCount
      #expect(steps > 8)
      for step in 0..<steps {
        if FileManager.default.fileExists(atPath: out) { try FileManager.default.removeItem(atPath: out) }
        if let old { try build(old) }
        _ = try? build(new, fileSystem: FaultyFileSystem(killAfter: step))
        // Each file is the old or the new version (the manifest too), or a staged or kept
        // version that the journal names for the next build to remove.
        let journal = OutputFolder.text(out + "/.tokenc/journal") ?? ""
        for (path, text) in OutputFolder.contents(out) {
          if let staging = path.split(separator: "/").last,
            staging.contains(".tokenc-new-") || staging.contains(".tokenc-old-")
          {
            #expect(journal.contains(String(staging.suffix(16))), "step \(step): \(path)")
          } else {
            #expect(oldContents[path] == text || newContents[path] == text, "step \(step): \(path)")
          }
        }
        try build(new)
        #expect(OutputFolder.contents(out) == newContents, "step \(step)")
        #expect(OutputFolder.strays(out).isEmpty, "step \(step)")
        #expect(!FileManager.default.fileExists(atPath: out + "/.tokenc/staging"), "step \(step)")
        #expect(!FileManager.default.fileExists(atPath: out + "/.tokenc/journal"), "step \(step)")
      }
    }
  }
}
