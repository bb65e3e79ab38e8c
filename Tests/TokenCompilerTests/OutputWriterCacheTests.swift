import Foundation
import Testing

@testable import TokenCompiler

/// No-op builds and `--check` decide "unchanged" from one `lstat` and the emitted bytes' hash;
/// folders are created once; the disk is flushed once per build, never per file.
@Suite("OutputWriter: stat cache, syscalls and manifest")
struct OutputWriterCacheTests {
  /// Ten color sets in three groups, as an asset catalog has them.
  static let catalog = (0..<10).map { index in
    EmittedFile(path: "Cat.xcassets/g\(index % 3)/c\(index).colorset/Contents.json", text: "color \(index)\n")
  }

  @Test func aNoOpBuildAndAPlanReadNoOutputFile() throws {
    try OutputFolder.with { out, _ in
      let counting = FaultyFileSystem()
      let writer = OutputWriter(outputDirectory: out, fileSystem: counting)
      _ = try writer.write(Self.catalog)
      // Files written in the same clock tick as the stat cache are verified once more ("racy").
      Thread.sleep(forTimeInterval: 0.05)
      _ = try writer.write(Self.catalog)
      let before = counting.operations.count
      let report = try writer.write(Self.catalog)
      _ = try writer.plan(Self.catalog)
      #expect(report.unchanged.count == 10 && !report.hasChanges)
      let reads = counting.operations[before...].filter { $0.hasPrefix("read ") }
      #expect(reads.allSatisfy { $0.hasSuffix("/.tokenc-manifest.json") || $0.hasSuffix("/.tokenc/stat-cache") })
      let changes = counting.operations[before...].filter { !$0.hasPrefix("read ") }
      #expect(changes.isEmpty)
    }
  }

  @Test func aFileChangedBehindTokencsBackIsStillFound() throws {
    try OutputFolder.with { out, _ in
      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write(Self.catalog)
      Thread.sleep(forTimeInterval: 0.05)
      let path = out + "/" + Self.catalog[0].path
      let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
      // Same size, and the modification date put back: only the change time tells.
      try "COLOR 0\n".write(toFile: path, atomically: false, encoding: .utf8)
      try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
      #expect(try writer.plan(Self.catalog).updated == [Self.catalog[0].path])
      try FileManager.default.removeItem(atPath: out + "/.tokenc/stat-cache")
      #expect(try writer.write(Self.catalog).updated == [Self.catalog[0].path])
      #expect(OutputFolder.text(path) == "color 0\n")
    }
  }

  @Test func afterARebootEverythingIsComparedAndStagingLeftoversAreSwept() throws {
    try OutputFolder.with { out, _ in
      _ = try OutputWriter(outputDirectory: out).write(Self.catalog)
      let cachePath = out + "/.tokenc/stat-cache"
      let cache = try #require(OutputFolder.text(cachePath))
      let lines = cache.split(separator: "\n", omittingEmptySubsequences: false)
      try (["tokenc-stat-cache 1 an-earlier-boot"] + lines.dropFirst()).joined(separator: "\n")
        .write(toFile: cachePath, atomically: false, encoding: .utf8)
      let stray = out + "/Cat.xcassets/g0/.Contents.json.tokenc-new-0123456789abcdef"
      try OutputFolder.write("lost journal", to: stray)
      let counting = FaultyFileSystem()
      let report = try OutputWriter(outputDirectory: out, fileSystem: counting).write(Self.catalog)
      #expect(report.unchanged.count == 10 && !report.hasChanges)
      #expect(counting.operations.filter { $0.hasPrefix("read ") && $0.hasSuffix("/Contents.json") }.count == 10)
      #expect(!FileManager.default.fileExists(atPath: stray))
      #expect(OutputFolder.text(cachePath)?.hasPrefix("tokenc-stat-cache 1 \(BootSession.current)\n") == true)
    }
  }

  @Test func eachFolderIsCreatedOnceAndTheDiskIsFlushedAtMostOncePerBuild() throws {
    try OutputFolder.with { out, _ in
      let counting = FaultyFileSystem()
      var writer = OutputWriter(outputDirectory: out, fileSystem: counting)
      writer.durability = .batched
      _ = try writer.write(Self.catalog)
      let operations = counting.operations
      let folders = operations.filter { $0.hasPrefix("mkdir ") && !$0.hasSuffix("/.tokenc") && $0 != "mkdir \(out)" }
      #expect(folders.count == 1 + 3 + 10)
      #expect(operations.filter { $0.hasPrefix("syncfs ") }.count == 1)
      // The journal and its folder; no file of the output is flushed on its own.
      #expect(operations.filter { $0.hasPrefix("fsync ") }.count == 2)

      // The default flushes nothing.
      writer.durability = OutputWriter(outputDirectory: out).durability
      let before = counting.operations.count
      _ = try writer.write(Array(Self.catalog.dropFirst()))
      #expect(!counting.operations[before...].contains { $0.hasPrefix("fsync ") || $0.hasPrefix("syncfs ") })
    }
  }

  @Test func theInputsFingerprintIsKeptLocallyNotInTheManifest() throws {
    try OutputFolder.with { out, _ in
      let writer = OutputWriter(outputDirectory: out)
      #expect(writer.recordedFingerprint() == nil)
      #expect(writer.upToDate(inputsFingerprint: "inputs-1")?.files == nil)
      _ = try writer.write(Self.catalog, inputsFingerprint: "inputs-1")
      let manifest = OutputFolder.text(out + "/" + OutputWriter.manifestName) ?? ""
      #expect(writer.recordedFingerprint() == "inputs-1")
      #expect(!manifest.contains("inputs"))
      #expect(try !writer.plan(Self.catalog).manifestChanged)
      let report = try writer.write(Self.catalog, inputsFingerprint: "inputs-2")
      #expect(!report.manifestWritten && !report.hasChanges)
      #expect(writer.recordedFingerprint() == "inputs-2")
      _ = try writer.write(Self.catalog)
      #expect(writer.recordedFingerprint() == nil)
    }
  }

  @Test func upToDateNeedsTheSameFingerprintAndUntouchedFiles() throws {
    try OutputFolder.with { out, _ in
      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write(Self.catalog, inputsFingerprint: "inputs-1")
      // Files written in the cache's own clock tick are not vouched for until a later build
      // checks them; a no-op write does that.
      _ = try writer.write(Self.catalog, inputsFingerprint: "inputs-1")
      #expect(writer.upToDate(inputsFingerprint: "inputs-1")?.files == Self.catalog.count)
      #expect(writer.upToDate(inputsFingerprint: "inputs-2")?.files == nil)
      let edited = out + "/" + Self.catalog[0].path
      try OutputFolder.write("edited behind tokenc's back", to: edited)
      #expect(writer.upToDate(inputsFingerprint: "inputs-1")?.files == nil)
      _ = try writer.write(Self.catalog, inputsFingerprint: "inputs-1")
      _ = try writer.write(Self.catalog, inputsFingerprint: "inputs-1")
      #expect(writer.upToDate(inputsFingerprint: "inputs-1")?.files == Self.catalog.count)
      try FileManager.default.removeItem(atPath: out + "/" + Self.catalog[1].path)
      #expect(writer.upToDate(inputsFingerprint: "inputs-1")?.files == nil)
    }
  }

  @Test func aVersion1ManifestIsMigratedAndOldTemporaryFilesAreSwept() throws {
    try OutputFolder.with { out, _ in
      try OutputFolder.write("old", to: out + "/old.css")
      try OutputFolder.write("stray", to: out + "/css/.tokens.css.tokenc-tmp-1a2b3c")
      try OutputFolder.write("mine", to: out + "/css/mine.css")
      let v1 = #"{"files": ["old.css", "../outside.css"], "version": 1}"#
      try OutputFolder.write(v1, to: out + "/" + OutputWriter.manifestName)
      let report = try OutputWriter(outputDirectory: out).write(OutputFolder.emitted(["css/tokens.css": "t"]))
      // A version-1 entry has no hash to prove the file is still tokenc's: it is kept, with a warning.
      #expect(report.removed.isEmpty && report.kept == ["old.css"] && report.created == ["css/tokens.css"])
      #expect(OutputFolder.files(out) == [OutputWriter.manifestName, "css/mine.css", "css/tokens.css", "old.css"])
      let manifest = WriteManifest.decode(Array((OutputFolder.text(out + "/.tokenc-manifest.json") ?? "").utf8))
      #expect(manifest?.formatVersion == 2 && manifest?.paths == ["css/tokens.css"])
    }
  }

  @Test(arguments: [
    WriteManifest(entries: []),
    WriteManifest(
      entries: [
        .init(path: "a/b.css", size: 12, hash: 0xABC), .init(path: "c \"quoted\".css", size: 0, hash: 1),
        .init(path: "é\u{2028}.json", size: 7_000_000, hash: .max),
      ]),
  ])
  func theManifestReadsBackWhatItWrote(manifest: WriteManifest) {
    #expect(WriteManifest.decode(manifest.encoded()) == manifest)
    // Reformatted by hand, it is still read (by JSONDecoder).
    let spaced = String(decoding: manifest.encoded(), as: UTF8.self).replacingOccurrences(of: "\n", with: "\n ")
    #expect(WriteManifest.decode(Array(spaced.utf8)) == manifest)
    #expect(ManifestScanner.scan(Array(spaced.utf8)) == nil)
  }

  @Test(arguments: [
    ("", "ef46db3751d8e999"), ("a", "d24ec4f1a98c6e5b"), ("abc", "44bc2cf5ad770999"),
    ("abcdefg", "1860940e2902822d"), ("abcdefghijkl", "4b09b7d3a233d4b3"),
    (String("abcdefghijklmnopqrstuvwxyzabcde"), "f7d421c242541ac9"),
    (String("abcdefghijklmnopqrstuvwxyzabcdef"), "4da6cbe536cf55c7"),
    (String("abcdefghijklmnopqrstuvwxyzabcdefghijk"), "b0c4a6ce1e55ed03"),
  ])
  func theContentHashIsXXH64(text: String, expected: String) {
    #expect(ContentHash.hex(ContentHash.xxh64(Array(text.utf8))) == expected)
  }

  @Test func theStatCacheRoundTripsAndSkipsBadLines() {
    let status = FileStatus(kind: .regularFile, size: 12, modified: 1_795_474_999_056_786_326, changed: 5, inode: 77)
    var cache = StatCache(writtenAt: .max)
    cache.entries["a b/c.css"] = StatCache.Entry(hash: 0xABC, status: status)
    let text = String(decoding: cache.encoded(), as: UTF8.self) + "garbage line\n1 2 3\n"
    let decoded = StatCache.decode(Array(text.utf8), writtenAt: 1_795_474_999_056_786_327)
    #expect(decoded.entries == cache.entries)
    #expect(decoded.hash(of: "a b/c.css", status: status) == 0xABC)
    #expect(
      StatCache.decode(Array(text.utf8), writtenAt: 1_795_474_999_056_786_326).hash(of: "a b/c.css", status: status)
        == nil)
  }

  /// The exact lines: 16 lowercase hex digits, the numbers in decimal (a negative one with its
  /// sign, an inode past `Int.max` whole), the path as written; a path with a line break is left out.
  @Test func theStatCacheLinesAreWrittenExactly() {
    var cache = StatCache(writtenAt: .max)
    cache.entries["é/b c.css"] = StatCache.Entry(
      hash: 0x0123_4567_89AB_CDEF,
      status: FileStatus(kind: .regularFile, size: 0, modified: -1, changed: 9_223_372_036_854_775_807, inode: .max))
    cache.entries["a.css"] = StatCache.Entry(
      hash: 0, status: FileStatus(kind: .regularFile, size: 1_234, modified: 10, changed: 20, inode: 1))
    cache.entries["bad\nname"] = StatCache.Entry(hash: 1, status: FileStatus(kind: .regularFile, inode: 2))
    let text = String(decoding: cache.encoded(boot: "boot"), as: UTF8.self)
    #expect(
      text == StatCache.header + "boot\n" + "0000000000000000 1234 10 20 1 a.css\n"
        + "0123456789abcdef 0 -1 9223372036854775807 18446744073709551615 é/b c.css\n")
  }

  @Test func theStatCacheIsWrittenInPathOrderWhateverTheInsertionOrder() {
    let paths = (0..<200).map { "f\($0 * 7919 % 200)/Contents.json" }
    var forward = StatCache(writtenAt: .max)
    var backward = StatCache(writtenAt: .max)
    for (index, path) in paths.enumerated() {
      let status = FileStatus(kind: .regularFile, size: Int64(index), modified: 1, changed: 1, inode: UInt64(index))
      forward.entries[path] = StatCache.Entry(hash: UInt64(index), status: status)
    }
    for (index, path) in paths.enumerated().reversed() {
      let status = FileStatus(kind: .regularFile, size: Int64(index), modified: 1, changed: 1, inode: UInt64(index))
      backward.entries[path] = StatCache.Entry(hash: UInt64(index), status: status)
    }
    let text = String(decoding: forward.encoded(boot: "b"), as: UTF8.self)
    #expect(forward.encoded(boot: "b") == backward.encoded(boot: "b"))
    let written = text.split(separator: "\n").dropFirst().map { String($0.split(separator: " ").last ?? "") }
    #expect(written == paths.sorted())
  }
}
