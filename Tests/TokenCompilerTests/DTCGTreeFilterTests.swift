import Testing

@testable import TokenCompiler

/// A tree of every candidate written with a filter (``DTCGTree/writeSorted(to:including:token:)``,
/// the resolver's appearances) writes what a tree of only the accepted tokens writes.
@Suite("DTCG tree, filtered")
struct DTCGTreeFilterTests {
  /// Seeded paths of one to four names from a few letters, so that groups are shared and some
  /// names are both a token and a group.
  static func paths(count: Int, seed: UInt64) -> [[String]] {
    var generator = ContrastSuggestionTests.SeededGenerator(state: seed)
    var seen = Set<[String]>()
    var paths: [[String]] = []
    while paths.count < count {
      let path = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        ["a", "b", "c", "d", "$root", "e\(Int.random(in: 0...20, using: &generator))"].randomElement(using: &generator)!
      }
      if seen.insert(path).inserted { paths.append(path) }
    }
    return paths
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func aFilteredTreeWritesWhatATreeOfTheAcceptedTokensWrites(seed: UInt64) {
    let paths = Self.paths(count: 300, seed: seed)
    var generator = ContrastSuggestionTests.SeededGenerator(state: seed + 100)
    var whole = DTCGTree()
    for (index, path) in paths.enumerated() { whole.insert(token: index, at: path) }
    for share in [0.0, 0.05, 0.5, 0.95, 1.0] {
      let accepted = paths.indices.map { _ in Double.random(in: 0..<1, using: &generator) < share }
      var part = DTCGTree()
      for (index, path) in paths.enumerated() where accepted[index] { part.insert(token: index, at: path) }
      #expect(whole.contains(including: accepted) == !part.isEmpty)
      var filtered = JSONByteSink(style: .pretty)
      whole.writeSorted(to: &filtered, including: accepted) { index, sink in sink.number(index) }
      var expected = JSONByteSink(style: .pretty)
      part.writeSorted(to: &expected) { index, sink in sink.number(index) }
      #expect(String(decoding: filtered.finish(), as: UTF8.self) == String(decoding: expected.finish(), as: UTF8.self))
    }
  }
}
