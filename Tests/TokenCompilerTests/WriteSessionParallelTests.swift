import Foundation
import Testing

@testable import TokenCompiler

/// A streamed write creates each batch's staged folders and files on every core: the output,
/// manifest, report and stat cache are those of a write from memory, and a failure anywhere in
/// a batch is the one a loop in handed-over order meets first, with nothing left behind.
@Suite("WriteSession: staging on every core")
struct WriteSessionParallelTests {
  /// An asset catalog of `count` color sets in five groups (each set's folder new in a fresh
  /// output folder), a file beside the catalog and one in the output folder itself, handed over
  /// out of path order.
  static func catalog(_ count: Int = 300) -> [EmittedFile] {
    let sets = (0..<count).reversed().map { index in
      EmittedFile(path: "Cat.xcassets/g\(index % 5)/c\(index).colorset/Contents.json", text: "color \(index)\n")
    }
    return [EmittedFile(path: "Cat.xcassets/Contents.json", text: "catalog\n")] + sets + [
      EmittedFile(path: "Tokens.swift", text: "let tokens = 1\n"), EmittedFile(path: "top.txt", text: "top\n"),
    ]
  }

  /// Hands `files` to a session on `out` in two batches and commits it.
  static func streamed(
    _ files: [EmittedFile], out: String, fileSystem: any FileSystem = LocalFileSystem()
  ) throws
    -> WriteReport
  {
    let session = WriteSession(writer: OutputWriter(outputDirectory: out, fileSystem: fileSystem))
    session.accept(Array(files.prefix(files.count / 2)))
    session.accept(Array(files.dropFirst(files.count / 2)))
    return try session.finish(inputsFingerprint: nil, record: [])
  }

  @Test func manyFilesInNewFoldersAreWrittenAsAWriteFromMemoryWritesThem() throws {
    try OutputFolder.with { out, scratch in
      let files = Self.catalog()
      let report = try Self.streamed(files, out: out)
      let memory = scratch + "/memory"
      let expected = try OutputWriter(outputDirectory: memory).write(files)
      #expect(report == expected)
      #expect(report.created.count == files.count)
      #expect(OutputFolder.contents(out) == OutputFolder.contents(memory))
      #expect(OutputFolder.strays(out).isEmpty)
      #expect(!FileManager.default.fileExists(atPath: out + "/.tokenc/staging"))
    }
  }

  /// A file staged in a new folder is recorded with the status taken when it was written: the
  /// folder's rename leaves it alone, so it is exactly what `lstat` says after the commit. A file
  /// system that does not tell that status (the protocol's default) gets an `lstat` instead.
  @Test(arguments: [true, false])
  func theStatCacheRecordsWhatLstatSaysOfEveryWrittenFile(tellsStatus: Bool) throws {
    try OutputFolder.with { out, _ in
      let files = Self.catalog(60)
      _ = try Self.streamed(files, out: out, fileSystem: tellsStatus ? LocalFileSystem() : FaultyFileSystem())
      let writer = OutputWriter(outputDirectory: out)
      let cache = StateFolder(writer: writer).readCache()
      #expect(cache.entries.count == files.count)
      for file in files {
        let status = LocalFileSystem().status(at: out + "/" + file.path)
        #expect(cache.entries[file.path]?.status == status, "\(file.path)")
        #expect(cache.entries[file.path]?.hash == ContentHash.xxh64(file.contents), "\(file.path)")
      }
    }
  }

  /// Failing steps (`create` of a color set's file, `mkdir` of its folder, by color set) and the
  /// failure reported: the sets are handed over in reverse order (c299 first), in two batches
  /// (c299–c150, then c149–c0 with the files outside the catalog).
  static let failures: [(failing: [String], reported: String)] = [
    (["create c200", "create c250", "mkdir c180"], "/c250.colorset/Contents.json"),
    (["create c280", "mkdir c290"], "/c290.colorset"),
    (["create c30", "create c60"], "/c60.colorset/Contents.json"),
  ]

  @Test(arguments: failures)
  func theFirstFailureInHandedOverOrderIsReportedAndNothingIsLeft(failing: [String], reported: String) throws {
    for fresh in [true, false] {
      try OutputFolder.with { out, _ in
        if !fresh { _ = try OutputWriter(outputDirectory: out).write([EmittedFile(path: "old.txt", text: "old\n")]) }
        let before = OutputFolder.contents(out)
        let faulty = FaultyFileSystem(failing: { step in
          failing.contains { failure in
            let words = failure.split(separator: " ")
            let suffix = words[0] == "mkdir" ? "/\(words[1]).colorset" : "/\(words[1]).colorset/Contents.json"
            return step.hasPrefix(words[0] + " ") && step.hasSuffix(suffix)
          }
        })
        let error = #expect(throws: WriteError.self) { try Self.streamed(Self.catalog(), out: out, fileSystem: faulty) }
        #expect(error?.path.hasSuffix(reported) == true, "\(String(describing: error))")
        #expect(error?.reason.contains("No space left on device") == true)
        #expect(OutputFolder.contents(out) == before)
        #expect(FileManager.default.fileExists(atPath: out) == !fresh)
        #expect(!FileManager.default.fileExists(atPath: out + "/.tokenc/staging"))
        #expect(OutputFolder.strays(out).isEmpty)
        #expect(try Self.streamed(Self.catalog(), out: out).created.count == Self.catalog().count)
      }
    }
  }

  @Test func mapUntilFailureStopsWhereALoopWould() {
    for count in [0, 1, 7, 100, 1_000] {
      let all = ParallelMap.mapUntilFailure(count: count) { $0 * 2 }
      #expect(all.results == (0..<count).map { $0 * 2 } && all.failure == nil)
      let failing = Set([count * 3 / 4, count / 2, count - 1].filter { $0 >= 0 && $0 < count })
      let stopped = ParallelMap.mapUntilFailure(count: count) { index in
        if failing.contains(index) { throw WriteError(path: "\(index)", reason: "failed") }
        return index
      }
      let first = failing.min()
      #expect(stopped.results == Array(0..<(first ?? count)))
      #expect(stopped.failure?.index == first)
      #expect((stopped.failure?.error as? WriteError)?.path == first.map { "\($0)" })
    }
  }
}
