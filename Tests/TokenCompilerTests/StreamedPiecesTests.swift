import Foundation
import Testing

@testable import TokenCompiler

/// Files streamed in pieces (`EmitDelivery.stream`) are written, compared and planned exactly as
/// whole files are, through a staging file of their own that no build leaves behind.
@Suite("streamed write: pieces")
struct StreamedPiecesTests {
  /// The two test emitters streaming every file in pieces of `size` bytes (0: whole files).
  static func options(_ text: String, stream size: Int, extra: String = "") -> (String, String) {
    let extra = extra.isEmpty ? "" : ", extra: '\(extra)'"
    return ("{text: '\(text)', stream: \(size)\(extra)}", "{text: 'two \(text)', stream: \(size)}")
  }

  /// Builds the project in `folder` with `options` into `out` through `fileSystem`.
  @discardableResult
  static func build(
    _ folder: String, _ options: (String, String), out: String = "out", fileSystem: any FileSystem = LocalFileSystem()
  ) throws -> WriteReport? {
    let (compiler, inputs) = try StreamedWriteTests.compiler(
      folder, first: options.0, second: options.1, out: out, fileSystem: fileSystem)
    return try StreamedWriteTests.build(compiler, inputs)
  }

  /// A text long enough for many pieces.
  static let long = String(repeating: "0123456789abcdef", count: 40)

  @Test(arguments: [1, 7, 64, 4096])
  func streamedFilesAreWrittenAsWholeFilesAre(pieceSize: Int) throws {
    try OutputFolder.with { _, folder in
      let whole = try #require(try Self.build(folder, Self.options(Self.long, stream: 0, extra: "new/c.txt"), out: "w"))
      let recording = FaultyFileSystem()
      let streamed = try #require(
        try Self.build(
          folder, Self.options(Self.long, stream: pieceSize, extra: "new/c.txt"), out: "s", fileSystem: recording))
      #expect(streamed == whole)
      #expect(OutputFolder.contents(folder + "/s") == OutputFolder.contents(folder + "/w"))
      #expect(recording.operations.contains { $0.contains("/.tokenc/staging/stream-") })
      #expect(!FileManager.default.fileExists(atPath: folder + "/s/.tokenc/staging"))
      #expect(OutputFolder.strays(folder + "/s").isEmpty)
    }
  }

  @Test func anUnchangedStreamedFileIsNotTouchedWithOrWithoutTheStatCache() throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      try Self.build(folder, Self.options(Self.long, stream: 5))
      let inode = try FileManager.default.attributesOfItem(atPath: out + "/first/a.txt")[.systemFileNumber] as? Int
      // Vouched for by the stat cache; then, with the cache gone, compared with the target piece by piece.
      for dropCache in [false, true] {
        if dropCache { try FileManager.default.removeItem(atPath: out + "/.tokenc/stat-cache") }
        let recording = FaultyFileSystem()
        let report = try #require(try Self.build(folder, Self.options(Self.long, stream: 5), fileSystem: recording))
        #expect(report.unchanged == ["first/a.txt", "first/deep/b.txt", "second/a.txt", "second/deep/b.txt"])
        #expect(report.created.isEmpty && report.updated.isEmpty)
        #expect(!recording.operations.contains { $0.hasPrefix("rename ") && !$0.contains("/.tokenc/") })
        #expect(!FileManager.default.fileExists(atPath: out + "/.tokenc/staging"))
      }
      #expect(
        try FileManager.default.attributesOfItem(atPath: out + "/first/a.txt")[.systemFileNumber] as? Int == inode)
    }
  }

  @Test(arguments: [false, true])
  func aChangedStreamedFileIsUpdated(dropCache: Bool) throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      try Self.build(folder, Self.options(Self.long, stream: 9))
      if dropCache { try FileManager.default.removeItem(atPath: out + "/.tokenc/stat-cache") }
      // The same length, one byte different near the end; then longer; then shorter.
      for text in [Self.long.dropLast() + "!", Self.long + "more", "short"] {
        let report = try #require(try Self.build(folder, Self.options(String(text), stream: 9)))
        #expect(report.updated == ["first/a.txt", "first/deep/b.txt", "second/a.txt", "second/deep/b.txt"])
        #expect(OutputFolder.text(out + "/first/a.txt") == text + "\n")
        #expect(OutputFolder.text(out + "/second/a.txt") == "two \(text)\n")
      }
      #expect(OutputFolder.strays(out).isEmpty)
    }
  }

  @Test func planningStreamedFilesChangesNothingAndSaysWhatWouldChange() throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      try Self.build(folder, Self.options(Self.long, stream: 11))
      let before = OutputFolder.everything(out).map { ($0, OutputFolder.text(out + "/" + $0)) }
      for (text, extra, changes) in [
        (Self.long, "", [String]()), (Self.long + "?", "", ["first/a.txt", "first/deep/b.txt"]),
        (Self.long, "new/c.txt", ["first/new/c.txt"]),
      ] {
        let (streaming, inputs) = try StreamedWriteTests.compiler(
          folder, first: Self.options(text, stream: 11, extra: extra).0, second: Self.options(Self.long, stream: 11).1)
        let validated = streaming.validate(inputs)
        let (_, plan) = streaming.emitAndPlan(validated)
        let streamed = try #require(try plan?.get())
        #expect(streamed == (try streaming.plan(streaming.emit(validated))))
        #expect((streamed.created + streamed.updated).sorted() == changes)
        #expect(
          OutputFolder.everything(out).map { ($0, OutputFolder.text(out + "/" + $0)) }.elementsEqual(before) {
            $0 == $1
          })
      }
    }
  }

  @Test func aFailedStagingWriteFailsTheBuildAndLeavesTheOutputAsItWas() throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      try Self.build(folder, Self.options("old", stream: 2))
      let before = OutputFolder.contents(out)
      let failing = FaultyFileSystem { $0.contains("/.tokenc/staging/stream-") }
      #expect(throws: (any Error).self) { try Self.build(folder, Self.options("new", stream: 2), fileSystem: failing) }
      #expect(OutputFolder.contents(out) == before)
      #expect(!FileManager.default.fileExists(atPath: out + "/.tokenc/staging"))
      #expect(OutputFolder.strays(out).isEmpty)
    }
  }

  @Test func aStreamedFileIsNeverReadOrWrittenThroughALink() throws {
    try OutputFolder.with { _, folder in
      let (out, outside) = (folder + "/out", folder + "/outside")
      try Self.build(folder, Self.options(Self.long, stream: 3))
      try OutputFolder.write("mine\n", to: outside + "/b.txt")
      try OutputFolder.write("mine too\n", to: outside + "/a.txt")
      // A folder of the output replaced by a link: the build fails and writes nothing through it.
      try FileManager.default.removeItem(atPath: out + "/first/deep")
      try FileManager.default.createSymbolicLink(atPath: out + "/first/deep", withDestinationPath: outside)
      #expect(throws: WriteError.self) { try Self.build(folder, Self.options(Self.long + "!", stream: 3)) }
      #expect(OutputFolder.text(outside + "/b.txt") == "mine\n")
      // A file replaced by a link to a file outside: the link is replaced, the file it names untouched.
      try FileManager.default.removeItem(atPath: out + "/first/deep")
      try FileManager.default.removeItem(atPath: out + "/second/a.txt")
      try FileManager.default.createSymbolicLink(atPath: out + "/second/a.txt", withDestinationPath: outside + "/a.txt")
      let report = try #require(try Self.build(folder, Self.options(Self.long, stream: 3)))
      #expect(report.updated == ["second/a.txt"] && report.created == ["first/deep/b.txt"])
      #expect(OutputFolder.text(outside + "/a.txt") == "mine too\n")
      #expect(OutputFolder.kind(out + "/second/a.txt") == .typeRegular)
      #expect(OutputFolder.text(out + "/second/a.txt") == "two \(Self.long)\n")
      #expect(OutputFolder.strays(out).isEmpty)
    }
  }

  @Test func theContentHashOfPiecesIsTheHashOfTheWhole() {
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 31, 32, 33, 63, 64, 65, 100, 1000] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      for _ in 0..<20 {
        var stream = ContentHash.Stream()
        var rest = bytes[...]
        while !rest.isEmpty {
          let size = Int.random(in: 0...min(40, rest.count), using: &generator)
          rest.prefix(size).withUnsafeBytes { stream.update($0) }
          rest = rest.dropFirst(size)
        }
        #expect(stream.finish() == ContentHash.xxh64(bytes), "length \(length)")
        #expect(stream.count == length)
      }
    }
  }
}
