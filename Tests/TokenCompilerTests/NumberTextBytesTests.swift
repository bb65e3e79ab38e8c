import Testing

@testable import TokenCompiler

/// ``NumberText``'s digits worked out as integers give what the long ways gave: Swift's own
/// shortest text (`"\(number)"`) and the fixed text built as a `String` per number, kept here as
/// it was, over edge values and seeded random ones.
@Suite("Number text as bytes")
struct NumberTextBytesTests {
  /// Numbers near the shortcut's edges: tiny, huge, halves, ties, negative zero, not finite.
  static let edges: [Double] = [
    0, -0.0, 0.5, -0.5, 0.1, 0.15, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 0.0001, 0.00011, 0.00009, 0.001, 0.0625, 0.03125,
    1.5, 17.25, 999_999_999.5, 1e9 + 0.5, 1e9 - 0.5, 123_456_789.1234, 123_456_789.12345, 4.35, 1.005, 2.675,
    1e-5, 1e-7, 1e14 + 0.5, 1e15, 1e16, 9.2e18, 1e20, -1e20, .infinity, -.infinity, .nan, .ulpOfOne,
    .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1 + 0.2, 16.0 / 3, -0.0004, 0.00005, -0.00005,
  ]

  /// Seeded random numbers: short decimals (which take the shortcut), their neighbours one ulp
  /// away (which must not), and numbers of every magnitude.
  static var numbers: [Double] {
    var generator = ContrastSuggestionTests.SeededGenerator(state: 15)
    var numbers = edges
    for _ in 0..<20_000 {
      let digits = Int.random(in: 0...6, using: &generator)
      var scale = 1.0
      for _ in 0..<digits { scale *= 10 }
      let short = Double(Int.random(in: -2_000_000_000...2_000_000_000, using: &generator)) / scale
      numbers += [short, short.nextUp, short.nextDown]
      numbers.append(Double(bitPattern: generator.next()))
      numbers.append(Double.random(in: -2...2, using: &generator))
    }
    return numbers
  }

  /// Shortest text, as a `String` and written into a buffer, is Swift's own (integers as `Int64`s).
  @Test func shortestIsSwiftsOwnText() {
    for number in Self.numbers {
      let long = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
      #expect(NumberText.shortest(number) == long, "\(number)")
      var buffer = ByteBuffer(capacity: 0)
      buffer.append(shortest: number)
      #expect(String(decoding: buffer.finish(), as: UTF8.self) == long, "\(number)")
    }
  }

  /// Fixed text, zeros trimmed or not, at zero to five decimals, is the text built as a `String`.
  @Test func fixedIsTheTextBuiltAsAString() {
    for number in Self.numbers {
      for decimals in 0...5 {
        for trimming in [false, true] {
          let long = Self.fixed(number, decimals: decimals, trimmingZeros: trimming)
          #expect(NumberText.fixed(number, decimals: decimals, trimmingZeros: trimming) == long, "\(number)")
        }
      }
    }
  }

  /// ``NumberText/fixed(_:decimals:trimmingZeros:)`` as it was: a `String` built per number.
  static func fixed(_ number: Double, decimals: Int, trimmingZeros: Bool) -> String {
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let magnitude = (abs(number) * Double(scale)).rounded()
    guard magnitude < 9e18 else {
      return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    }
    let scaled = Int64(magnitude)
    var bytes: [UInt8] = []
    if number < 0 && scaled > 0 { bytes.append(UInt8(ascii: "-")) }
    bytes += String(scaled / scale).utf8
    guard decimals > 0 else { return String(decoding: bytes, as: UTF8.self) }
    var fraction = [UInt8](repeating: UInt8(ascii: "0"), count: decimals)
    var rest = scaled % scale
    for index in stride(from: decimals - 1, through: 0, by: -1) {
      fraction[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    }
    var count = decimals
    if trimmingZeros {
      while count > 0 && fraction[count - 1] == UInt8(ascii: "0") { count -= 1 }
    }
    if count > 0 {
      bytes.append(UInt8(ascii: "."))
      bytes += fraction[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
