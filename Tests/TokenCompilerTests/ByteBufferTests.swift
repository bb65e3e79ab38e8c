import Testing

@testable import TokenCompiler

/// ``JSONByteSink`` writes keys, strings, aliases and numbers through ``ByteBuffer``'s
/// one-piece paths (plain ASCII) and its longer ones (anything to escape, non-ASCII), and the
/// result is byte for byte what ``JSONWriter`` writes, however the buffer grows.
@Suite("JSON byte buffer")
struct ByteBufferTests {
  /// Characters that are escaped, and some that are not but take the longer way (non-ASCII).
  static let specials = [
    "", "\"", "\\", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "é", "\u{2028}", "🎨", " ", "~", "{", "}",
  ]

  /// Each special character at each offset from the 8-byte steps, as a key, a string and an alias.
  @Test(arguments: JSONSinkTests.styles)
  func keysStringsAndAliasesAreWrittenAsJSONWriterWrites(style: JSONWriter.Style) {
    for special in Self.specials {
      for offset in 0..<18 {
        let text = String(repeating: "a", count: offset) + special + "bc"
        let value: JSONValue = [text: .string(text), "list": [.string(text), 1, [text: 2]]]
        var sink = JSONByteSink(style: style, capacity: 0)
        sink.value(value)
        #expect(
          sink.finish() == JSONWriter(style: style).bytes(value), "\(offset) \(special.unicodeScalars.map(\.value))")
        var alias = JSONByteSink(style: style, capacity: 0)
        alias.alias(TokenPath(["color", text]))
        let expected = JSONWriter(style: style).bytes(.string("{color.\(text)}"))
        #expect(alias.finish() == expected, "\(offset) \(special.unicodeScalars.map(\.value))")
      }
    }
  }

  /// Integers of every length and sign, fractions and non-finite numbers, as ``JSONWriter`` writes them.
  @Test func numbersAreWrittenAsJSONWriterWrites() {
    var values: [Double] = [0, -0.0, 0.5, -0.5, 1 / 3, 1e15, -1e15, 1e15 - 1, 2e-7, .nan, .infinity, -.infinity]
    var power = 1.0
    for _ in 0..<16 {
      values += [power, power - 1, -power, -(power - 1), power + 0.5]
      power *= 10
    }
    for value in values {
      var sink = JSONByteSink(style: .compact, capacity: 0)
      sink.number(value)
      #expect(sink.finish() == JSONWriter(style: .compact).bytes(.number(value)), "\(value)")
    }
  }

  /// A document far larger than the buffer's chunk, from no reserved room: long strings, many
  /// members, deep nesting, so that pieces straddle every growth.
  @Test(arguments: JSONSinkTests.styles)
  func aLargeDocumentGrowsTheBufferUnchanged(style: JSONWriter.Style) {
    var members: [String: JSONValue] = [:]
    for index in 0..<2000 {
      let text = String(repeating: "x\(index % 10)", count: index % 37) + (index % 5 == 0 ? "é\"" : "")
      members["k\(index)\(text.prefix(9))"] = [
        .string(text), .number(Double(index) / 8), ["deep": [[.number(Double(index))]]],
      ]
    }
    members["long"] = .string(String(repeating: "0123456789abcdef", count: 3000))
    let value = JSONValue.object(members)
    var sink = JSONByteSink(style: style, capacity: 0)
    sink.value(value)
    let bytes = sink.finish()
    #expect(bytes.count > 100_000)
    #expect(bytes == JSONWriter(style: style).bytes(value))
  }
}
