import Foundation
import Testing

@testable import TokenCompiler

/// A cloned repository can hold symbolic links inside the output folder and manifest entries
/// behind them: tokenc must never write, read or delete anything through them.
@Suite("OutputWriter: symbolic links")
struct OutputWriterLinkTests {
  /// The file manager.
  private let manager = FileManager.default

  @Test func aLinkedFolderIsRefusedByNameAndNothingIsWritten() throws {
    try OutputFolder.with { out, scratch in
      _ = try OutputWriter(outputDirectory: out).write(OutputFolder.emitted(["a.css": "a"]))
      try manager.createDirectory(atPath: scratch + "/etc", withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: out + "/css", withDestinationPath: scratch + "/etc")
      let before = OutputFolder.everything(out)
      let files = OutputFolder.emitted(["a.css": "changed", "css/deep/tokens.css": "x"])
      let writer = OutputWriter(outputDirectory: out)
      for attempt: () throws -> Void in [{ _ = try writer.write(files) }, { _ = try writer.plan(files) }] {
        let error = #expect(throws: WriteError.self) { try attempt() }
        #expect(error?.path == "css/deep/tokens.css")
        #expect(error?.reason.contains("\(out)/css is a symbolic link") == true)
      }
      #expect(OutputFolder.everything(scratch + "/etc").isEmpty)
      #expect(OutputFolder.everything(out) == before)
      #expect(OutputFolder.text(out + "/a.css") == "a")
    }
  }

  @Test func aFolderMovedAwayAndLinkedBackIsRefusedEvenWithItsFilesKnown() throws {
    try OutputFolder.with { out, scratch in
      let writer = OutputWriter(outputDirectory: out)
      let first = OutputFolder.emitted(["css/tokens.css": "v1", "css/more.css": "more"])
      _ = try writer.write(first)
      Thread.sleep(forTimeInterval: 0.05)
      _ = try writer.write(first)  // Now the stat cache vouches for both files.
      // The files keep their inodes and times, so the stat cache still knows them.
      try manager.moveItem(atPath: out + "/css", toPath: scratch + "/elsewhere")
      try manager.createSymbolicLink(atPath: out + "/css", withDestinationPath: scratch + "/elsewhere")
      let files = OutputFolder.emitted(["css/tokens.css": "v2", "css/more.css": "more"])
      let error = #expect(throws: WriteError.self) { try writer.write(files) }
      #expect(error?.reason.contains("\(out)/css is a symbolic link") == true)
      #expect(OutputFolder.text(scratch + "/elsewhere/tokens.css") == "v1")
      #expect(OutputFolder.everything(scratch + "/elsewhere") == ["more.css", "tokens.css"])
    }
  }

  @Test func manifestEntriesBehindALinkAreNeverDeleted() throws {
    try OutputFolder.with { out, scratch in
      try OutputFolder.write("precious", to: scratch + "/etc/passwd")
      try OutputFolder.write("precious", to: scratch + "/victim.css")
      let manifest = """
        {"files": [{"path": "evil/passwd", "size": 8, "xxh64": "0000000000000000"},
        {"path": "link.css", "size": 8, "xxh64": "0000000000000000"}], "version": 2}
        """
      try OutputFolder.write(manifest, to: out + "/" + OutputWriter.manifestName)
      try manager.createSymbolicLink(atPath: out + "/evil", withDestinationPath: scratch + "/etc")
      try manager.createSymbolicLink(atPath: out + "/link.css", withDestinationPath: scratch + "/victim.css")
      let report = try OutputWriter(outputDirectory: out).write([])
      // tokenc never writes a link, so a link listed in the manifest is not its to delete: it is
      // kept (with a warning), and what it points to is not touched.
      #expect(report.removed.isEmpty && report.kept == ["link.css"])
      #expect(OutputFolder.text(scratch + "/etc/passwd") == "precious")
      #expect(OutputFolder.text(scratch + "/victim.css") == "precious")
      #expect(OutputFolder.kind(out + "/evil") == .typeSymbolicLink)
      #expect(OutputFolder.kind(out + "/link.css") == .typeSymbolicLink)
    }
  }

  @Test func aPlantedJournalTouchesNothingBehindALink() throws {
    try OutputFolder.with { out, scratch in
      let build = "0123456789abcdef"
      for name in [".passwd.tokenc-new-\(build)", ".passwd.tokenc-old-\(build)", ".kept.tokenc-old-\(build)"] {
        try OutputFolder.write("precious", to: scratch + "/etc/" + name)
      }
      try manager.createDirectory(atPath: scratch + "/etc/empty", withIntermediateDirectories: true)
      try manager.createDirectory(atPath: out + "/.tokenc", withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: out + "/evil", withDestinationPath: scratch + "/etc")
      let journal = WriteJournal(
        build: build, created: ["evil/passwd"], updated: ["evil/passwd"], displaced: ["evil/kept"],
        folders: ["evil/empty"])
      try Data(journal.encoded()).write(to: URL(fileURLWithPath: out + "/.tokenc/journal"))
      _ = try OutputWriter(outputDirectory: out).write(OutputFolder.emitted(["a.css": "a"]))
      #expect(OutputFolder.everything(scratch + "/etc").count == 4)
      #expect(OutputFolder.kind(scratch + "/etc/kept") == nil)
    }
  }

  @Test func aLinkWhereAFileGoesIsReplacedNotFollowed() throws {
    try OutputFolder.with { out, scratch in
      try OutputFolder.write("precious", to: scratch + "/victim.css")
      try manager.createDirectory(atPath: out + "/css", withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: out + "/css/tokens.css", withDestinationPath: scratch + "/victim.css")
      let writer = OutputWriter(outputDirectory: out)
      let files = OutputFolder.emitted(["css/tokens.css": "precious"])
      #expect(try writer.plan(files).updated == ["css/tokens.css"])
      #expect(try writer.write(files).updated == ["css/tokens.css"])
      #expect(OutputFolder.kind(out + "/css/tokens.css") == .typeRegular)
      #expect(OutputFolder.text(scratch + "/victim.css") == "precious")
    }
  }

  @Test func aLinkedManifestIsNeitherReadNorFollowed() throws {
    try OutputFolder.with { out, scratch in
      try OutputFolder.write("precious", to: out + "/mine.css")
      let manifest = #"{"files": [{"path": "mine.css", "size": 8, "xxh64": "0000000000000000"}], "version": 2}"#
      try OutputFolder.write(manifest, to: scratch + "/other-manifest.json")
      try manager.createSymbolicLink(
        atPath: out + "/" + OutputWriter.manifestName, withDestinationPath: scratch + "/other-manifest.json")
      let report = try OutputWriter(outputDirectory: out).write([])
      #expect(report.removed.isEmpty && report.manifestWritten)
      #expect(OutputFolder.text(out + "/mine.css") == "precious")
      #expect(OutputFolder.kind(out + "/" + OutputWriter.manifestName) == .typeRegular)
      #expect(OutputFolder.text(scratch + "/other-manifest.json") == manifest)
    }
  }

  @Test func aLinkedOutputFolderOrStateFolderIsRefused() throws {
    try OutputFolder.with { out, scratch in
      try manager.createDirectory(atPath: scratch + "/real", withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: out, withDestinationPath: scratch + "/real")
      let files = OutputFolder.emitted(["a.css": "a"])
      let error = #expect(throws: WriteError.self) { try OutputWriter(outputDirectory: out).write(files) }
      #expect(error?.reason.contains("the output folder is a symbolic link") == true)
      #expect(throws: WriteError.self) { try OutputWriter(outputDirectory: out).plan(files) }
      #expect(OutputFolder.everything(scratch + "/real").isEmpty)

      try manager.removeItem(atPath: out)
      try manager.createDirectory(atPath: out, withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: out + "/.tokenc", withDestinationPath: scratch + "/real")
      let state = #expect(throws: WriteError.self) { try OutputWriter(outputDirectory: out).write(files) }
      #expect(state?.path == out + "/.tokenc")
      #expect(OutputFolder.everything(scratch + "/real").isEmpty)
      #expect(OutputFolder.files(out) == [".tokenc"])
    }
  }

  @Test func aForeignFileWhereAFolderGoesIsRefusedButTokencsOwnIsMovedAside() throws {
    try OutputFolder.with { out, _ in
      try OutputFolder.write("mine", to: out + "/notes")
      let files = OutputFolder.emitted(["notes/a.css": "a"])
      let error = #expect(throws: WriteError.self) { try OutputWriter(outputDirectory: out).write(files) }
      #expect(error?.reason.contains("a file tokenc did not write") == true)
      #expect(OutputFolder.text(out + "/notes") == "mine")

      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write(OutputFolder.emitted(["x": "file"]))
      let report = try writer.write(OutputFolder.emitted(["x/a.css": "a"]))
      #expect(report.created == ["x/a.css"] && report.removed == ["x"])
      #expect(OutputFolder.text(out + "/x/a.css") == "a")
      #expect(OutputFolder.strays(out).isEmpty)
    }
  }
}
