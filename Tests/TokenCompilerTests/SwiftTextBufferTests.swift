import Testing

@testable import TokenCompiler

/// The Swift writer's byte paths: plain ASCII is escaped, wrapped and measured on bytes, any other
/// text through the `String` functions, and both must give the same text.
@Suite("Swift text buffer")
struct SwiftTextBufferTests {
  @Test(arguments: [
    "plain", "", #"say "hi" \ bye"#, "line\nbreak\r\ttab\0nul", "bell\u{7} del\u{7F} vt\u{B} ff\u{C} esc\u{1B}",
    "bidi\u{202E} sep\u{2028} bom\u{FEFF}", "emoji 🎨 and café", "e\u{301}",
  ])
  func stringLiteralsAreTheSameOnBothPaths(text: String) {
    var buffer = SwiftTextBuffer()
    SwiftText.appendStringLiteral(text, into: &buffer)
    #expect(String(decoding: buffer.bytes, as: UTF8.self) == SwiftText.stringLiteral(text))
  }

  @Test(arguments: [
    ("aaa bbb ccc ddd https://example.com/a/very/long/path", 10),
    ("  leading and trailing  ", 40), ("runs   of    spaces", 8), ("exactly ten", 11), ("exactly ten", 10),
    ("", 20), ("   ", 20), ("\n\nfirst\n\nsecond\n\n", 20), ("tab\there", 40), ("café au lait crème", 9),
  ])
  func wrappedCommentsAreTheSameOnBothPaths(text: String, width: Int) {
    var buffer = SwiftTextBuffer()
    let count = SwiftText.appendWrapped(text, width: width, indent: 1, lead: "/// ", empty: "///", into: &buffer)
    let expected = SwiftText.wrapped(text, width: width).map { "  " + ($0.isEmpty ? "///" : "/// " + $0) + "\n" }
    #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected.joined())
    #expect(count == expected.count)
  }

  @Test func widthsCountCharactersNotBytes() {
    // 100 characters of 2 bytes each: the line is 219 bytes, yet 119 characters, and fits.
    let text = String(repeating: "é", count: 100)
    let value = SwiftExpression.call("Make", [SwiftArgument("a", .string(text))])
    let file = SwiftFile(header: [], items: [.declaration(SwiftDeclaration(keyword: "let", name: "v", value: value))])
    #expect(SwiftWriter().render(file) == "let v = Make(a: \"\(text)\")\n")
  }

  @Test func aCombiningMarkAfterAQuoteCountsAsOneCharacter() {
    // `"` and U+0301 form one character, so the literal is 109 characters, not 110, and the
    // line 120, which fits.
    let text = "\u{301}" + String(repeating: "x", count: 107)
    let value = SwiftExpression.call("M", [SwiftArgument(nil, .string(text))])
    let file = SwiftFile(header: [], items: [.declaration(SwiftDeclaration(keyword: "let", name: "v", value: value))])
    #expect(SwiftText.stringLiteral(text).count == 109)
    #expect(SwiftWriter().render(file) == "let v = M(\"\(text)\")\n")
  }

  @Test func blankLinesAreNeverDoubledAndAnEmptyFileIsOneNewline() {
    #expect(SwiftWriter().render(SwiftFile(header: [], items: [])) == "\n")
    var buffer = SwiftTextBuffer()
    buffer.blank()
    buffer.line(0, "a")
    buffer.blank()
    buffer.blank()
    buffer.line(1, "")
    buffer.blank()
    #expect(String(decoding: buffer.bytes, as: UTF8.self) == "a\n\n  \n\n")
  }

  /// Pieces written through the buffer's pointer give what appending them to an array gives:
  /// decimals, text past the room reserved (several chunks), a line broken at a space in the
  /// middle of the text, a truncation, and the finished bytes.
  @Test func piecesGiveTheArrayAppendBytes() {
    var buffer = SwiftTextBuffer(capacity: 4)
    var expected: [UInt8] = []
    for value in [0, 7, 10, 99, 255, -1, -255, 1_000_000, Int.max, Int.min] {
      buffer.append(decimal: value)
      buffer.append(ascii: ",")
      expected += Array("\(value),".utf8)
    }
    let long = String(repeating: "abcdefgh", count: 5_000)
    buffer.start(2)
    buffer.append(long)
    buffer.raw(" tail")
    expected += Array(("    " + long + " tail").utf8)
    #expect(buffer.bytes == expected)
    let space = buffer.count - 5
    #expect(buffer.lineWidth == 4 + long.count + 5)
    #expect(buffer.breakLine(at: space, indent: 3) == 6)
    buffer.end()
    expected[space] = 0x0A
    expected.insert(contentsOf: Array("      ".utf8), at: space + 1)
    expected.append(0x0A)
    #expect(buffer.bytes == expected)
    #expect(buffer.bytes(from: space) == Array(expected[space...]))
    buffer.truncate(to: 3)
    buffer.append(bytes: Array("xyz".utf8)[1...])
    #expect(buffer.finish() == Array(expected[..<3]) + Array("yz".utf8))
    #expect(buffer.count == 0)
  }
}
