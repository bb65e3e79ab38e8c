import Testing

@testable import TokenCompiler

/// ``JSONNumberTexts`` writes what ``NumberText/shortest(_:)`` writes, whether a number is
/// formatted or copied from its slot, and whether its slot was taken by another number since.
@Suite("JSON number texts")
struct JSONNumberTextsTests {
  /// Seeded numbers of every kind: fractions of a palette, halves, long fractions, tiny and huge
  /// magnitudes, negative ones, each drawn several times over so that most are seen before.
  static func numbers(count: Int, seed: UInt64) -> [Double] {
    var generator = ContrastSuggestionTests.SeededGenerator(state: seed)
    let distinct: [Double] = (0..<(count / 4)).map { index in
      switch index % 5 {
      case 0: Double(Int.random(in: 0...255, using: &generator)) / 255
      case 1: Double(Int.random(in: -400...400, using: &generator)) / 2
      case 2: Double.random(in: -1...1, using: &generator)
      case 3: Double.random(in: 1e-9...1e-4, using: &generator)
      default: Double.random(in: 1e15...1e300, using: &generator)
      }
    }
    return (0..<count).map { _ in distinct.randomElement(using: &generator)! }
  }

  @Test func numbersAreWrittenAsNumberTextWritesThem() {
    var texts = JSONNumberTexts()
    // More distinct numbers than slots, so slots are taken over as well as found again.
    for number in Self.numbers(count: 20_000, seed: 7) + [0.1 + 0.2, -1e-7, 1.0 / 3, .pi, -.pi] {
      var buffer = ByteBuffer(capacity: 0)
      texts.write(number, into: &buffer)
      #expect(String(decoding: buffer.finish(), as: UTF8.self) == NumberText.shortest(number))
    }
  }

  @Test func theByteBufferWritesIntegersAndNonFiniteNumbersWithoutTheSlots() {
    var texts = JSONNumberTexts()
    for number in [0, -0.0, 16, -3, 1e15 - 1, 1e15, .nan, .infinity, -.infinity, 0.5] as [Double] {
      var buffer = ByteBuffer(capacity: 0)
      buffer.number(number, texts: &texts)
      #expect(String(decoding: buffer.finish(), as: UTF8.self) == JSONWriter.format(number))
    }
  }
}
