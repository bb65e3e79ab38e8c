import Foundation
import Testing

@testable import TokenCompiler

/// Folders and files created relative to an open folder (``OpenFolder``) behave as the
/// full-path calls do, the stat cache encoded on every core is the one encoded line by line, and
/// paths checked on every core fail as the checks in path order do.
@Suite("write tail: open folders, the stat cache in chunks, paths checked on every core")
struct WriteTailTests {
  @Test func aLocalOpenFolderCreatesParentsAndFilesAsTheFullPathCallsDo() throws {
    try OutputFolder.with { _, scratch in
      let folder = LocalFileSystem().openFolder(at: scratch)
      try folder.createDirectory(at: "new/a/b.colorset")
      try folder.createDirectory(at: "new/a/b.colorset")
      let status = try folder.createNewFileReturningStatus(at: "new/a/b.colorset/Contents.json", contents: [1, 2, 3])
      let path = scratch + "/new/a/b.colorset/Contents.json"
      #expect(try LocalFileSystem().readFile(at: path) == [1, 2, 3])
      #expect(status != nil)
      #expect(status == LocalFileSystem().status(at: path))
    }
  }

  @Test func aLocalOpenFolderFailsNamingTheFullPath() throws {
    try OutputFolder.with { _, scratch in
      let folder = LocalFileSystem().openFolder(at: scratch)
      _ = try folder.createNewFileReturningStatus(at: "taken", contents: [7])
      let exists = #expect(throws: WriteError.self) {
        _ = try folder.createNewFileReturningStatus(at: "taken", contents: [8])
      }
      #expect(exists?.path == scratch + "/taken")
      #expect(exists?.reason.hasPrefix("cannot create file: ") == true)
      #expect(try LocalFileSystem().readFile(at: scratch + "/taken") == [7])
      let blocked = #expect(throws: WriteError.self) { try folder.createDirectory(at: "taken/inside") }
      #expect(blocked?.path == scratch + "/taken/inside")
      #expect(blocked?.reason.hasPrefix("cannot create directory: ") == true)
    }
  }

  @Test func aFileSystemThatOpensNoFolderGetsEveryCallWithItsFullPath() throws {
    try OutputFolder.with { _, scratch in
      let faulty = FaultyFileSystem { $0 == "create \(scratch)/x/fails" }
      let folder = faulty.openFolder(at: scratch)
      try folder.createDirectory(at: "x")
      _ = try folder.createNewFileReturningStatus(at: "x/works", contents: [1])
      #expect(throws: WriteError.self) { _ = try folder.createNewFileReturningStatus(at: "x/fails", contents: [2]) }
      #expect(
        faulty.operations == ["mkdir \(scratch)/x", "create \(scratch)/x/works", "create \(scratch)/x/fails"])
    }
  }

  @Test func theStatCacheEncodedInChunksIsTheOneEncodedLineByLine() {
    var cache = StatCache(writtenAt: .max)
    let count = StatCache.linesPerChunk * 5 + 7
    for index in 0..<count {
      // Paths out of order, some sharing prefixes, one with a line break (left out).
      let path = index == 99 ? "bad\nname" : "c\(index * 7_919 % count)/n\(index % 13).json"
      let status = FileStatus(
        kind: .regularFile, size: Int64(index), modified: Int64(index) * 3, changed: Int64(index) * 5,
        inode: UInt64(index + 1))
      cache.entries[path] = StatCache.Entry(hash: UInt64(index) &* 0x9E37_79B9_7F4A_7C15, status: status)
    }
    let header = Array((StatCache.header + "boot\n").utf8)
    var lineByLine = header
    for path in cache.entries.keys.sorted() {
      // A cache of one entry is encoded without chunks.
      var single = StatCache()
      single.entries[path] = cache.entries[path]
      lineByLine += single.encoded(boot: "boot").dropFirst(header.count)
    }
    let encoded = cache.encoded(boot: "boot")
    #expect(encoded == lineByLine)
    #expect(StatCache.decode(encoded, writtenAt: .max, boot: "boot").entries.count == count - 1)
  }

  @Test func theFirstBadDuplicateOrClashingPathInPathOrderIsReportedAmongThousands() throws {
    let many = (0..<5_000).map { "f\($0)/x.json" }
    func failure(adding extra: [String]) -> WriteError? {
      let items = (many + extra).reversed().map { OutputWriter.Item(EmittedFile(path: $0, text: "x")) }
      return #expect(throws: WriteError.self) { try OutputPath.validate(items, root: "/out") }
    }
    let items = many.map { OutputWriter.Item(EmittedFile(path: $0, text: "x")) }
    #expect(try OutputPath.validate(items, root: "/out") == Set((0..<5_000).map { "f\($0)" }))
    let invalid = failure(adding: ["z/../a", "b//c"])
    #expect(invalid?.path == "b//c")
    #expect(invalid?.reason == "invalid output path: the path has an empty component (`//` or a trailing `/`)")
    let duplicate = failure(adding: ["f7/x.json", "f3/x.json"])
    #expect(duplicate?.path == "f3/x.json")
    #expect(duplicate?.reason == "invalid output path: two emitted files have this path")
    let clash = failure(adding: ["f9", "f2"])
    #expect(clash?.path == "f2")
    #expect(clash?.reason == "invalid output path: it is both a file and the folder of f2/x.json")
  }
}
