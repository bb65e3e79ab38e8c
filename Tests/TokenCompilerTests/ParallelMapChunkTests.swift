import Testing

@testable import TokenCompiler

/// The contiguous parts every parallel piece splits its indices into (``ParallelMap/range(ofChunk:of:count:)``).
@Suite("Parallel map chunks")
struct ParallelMapChunkTests {
  /// The parts follow each other, cover `0..<count` exactly once and differ in size by at most one.
  @Test(arguments: [(1, 1), (2, 1), (3, 7), (4, 4), (8, 1_000), (7, 10_001)])
  func partsCoverEveryIndexOnceInOrder(chunkCount: Int, count: Int) {
    let parts = (0..<chunkCount).map { ParallelMap.range(ofChunk: $0, of: chunkCount, count: count) }
    #expect(parts.first?.lowerBound == 0 && parts.last?.upperBound == count)
    #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    let sizes = parts.map(\.count)
    #expect(sizes.max()! - sizes.min()! <= 1)
  }

  /// `allSatisfy` sees every index of a range that does not start at zero.
  @Test func allSatisfyChecksAnOffsetRange() {
    #expect(ParallelMap.allSatisfy(5..<10_005) { $0 >= 5 && $0 < 10_005 })
    #expect(!ParallelMap.allSatisfy(5..<10_005) { $0 != 10_004 })
    #expect(!ParallelMap.allSatisfy(5..<10_005) { $0 != 5 })
  }
}
