import Testing

@testable import TokenCompiler

/// ``OutputPath``'s byte-level helpers give what the `String` operations they replace give.
@Suite("output path bytes")
struct OutputPathBytesTests {
  /// Random relative paths over a few letters, `/`, an accented letter in both spellings and an emoji.
  static func paths(count: Int, seed: UInt64) -> [String] {
    var generator = ContrastSuggestionTests.SeededGenerator(state: seed)
    let pieces = ["a", "b", "/", "é", "e\u{301}", "😀", "."]
    return (0..<count).map { _ in
      (0..<Int.random(in: 1...9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
  }

  @Test func theLastSlashAndTheFoldersAreThoseOfTheStringOperations() {
    for seed in 0..<20 {
      let paths = Self.paths(count: 200, seed: UInt64(seed)).sorted()
      for path in paths {
        #expect(OutputPath.lastSlash(in: path) == path.utf8.lastIndex(of: UInt8(ascii: "/")), "\(path)")
        let expected = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
        #expect(OutputPath.parent(of: path) == expected)
      }
      // Every folder above every path, walked up one `/` at a time.
      var naive = Set<String>()
      for path in paths {
        var folder = path
        while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
          folder = String(folder[..<slash])
          if !folder.isEmpty { naive.insert(folder) }
        }
      }
      #expect(OutputPath.folders(of: paths) == naive, "seed \(seed)")
    }
  }

  @Test func bytesAreComparedExactly() {
    let precomposed = "é/x"
    let slash = OutputPath.lastSlash(in: precomposed)!
    #expect(OutputPath.hasBytes(precomposed, before: slash, of: "é"))
    #expect(!OutputPath.hasBytes(precomposed, before: slash, of: "e\u{301}"))
    #expect(!OutputPath.hasBytes(precomposed, before: slash, of: "é/"))
    #expect(OutputPath.hasBytes("/x", before: OutputPath.lastSlash(in: "/x")!, of: ""))
  }
}
