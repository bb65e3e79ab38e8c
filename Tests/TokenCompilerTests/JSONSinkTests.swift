import Foundation
import Testing

@testable import TokenCompiler

/// ``JSONByteSink`` writes the bytes ``JSONWriter`` writes for the same ``JSONValue``, and
/// ``JSONTreeSink`` builds the value ``JSONValueEncoder`` builds; the docs model's hand-written
/// `write(to:)` gives the same document as its `Encodable` form.
@Suite("JSON sinks")
struct JSONSinkTests {
  static let styles: [JSONWriter.Style] = [.pretty, .xcode, .compact, .records]

  /// Strings that need every kind of escape, and keys that sort in byte order, not alphabetically.
  static let hostile = "q\"b\\n\nr\rt\tbell\u{7}del\u{7F}c1\u{85}\u{9B}ls\u{2028}ps\u{2029}é🎨</script>"

  /// A document with every kind of value: arrays of numbers (kept on one line), arrays that
  /// start with numbers and then hold something else, empty containers, non-finite numbers.
  static let document: JSONValue = [
    "zeta": "first", "alpha": .null, "Beta": true, "_": false, "$type": "color", "é": 1, "e\u{301}x": 2,
    "numbers": [
      0.25, 0.1, 1, -0.0, 1e15, 1e16, -3, 123_456_789, .number(0.1 + 0.2), .number(.nan), .number(.infinity),
    ],
    "mixed": [1.5, 2, "x", 3, [4, 5], [], [:]], "tail": [1, [2]], "lead": ["a", 1, 2],
    "nested": ["b": [1, 2], "a": [["c": .string(hostile)]], "empty": [:]],
    hostile: [.string(hostile), .null],
  ]

  @Test(arguments: styles)
  func byteSinkWritesWhatJSONWriterWrites(style: JSONWriter.Style) {
    for value in [Self.document, 1.5, "x", .null, [], [:], [1, 2], [[1], [2, "3"]]] as [JSONValue] {
      var sink = JSONByteSink(style: style, capacity: 0)
      sink.value(value)
      let expected = JSONWriter(style: style).string(value)
      #expect(String(decoding: sink.finish(), as: UTF8.self) == expected)
      // Piece by piece through the tree sink, then written: the same value back.
      var tree = JSONTreeSink()
      tree.writeSorted(value)
      #expect(JSONWriter(style: style).string(tree.finish()) == expected)
    }
  }

  @Test func treeSinkBuildsWhatJSONValueEncoderBuilds() throws {
    var tree = JSONTreeSink()
    tree.beginObject()
    tree.key("a")
    tree.number(1)
    tree.key("a")
    tree.string("later wins")
    tree.key("path")
    tree.alias(TokenPath(["color", "q\"uote"]))
    tree.key("list")
    tree.numbers([1, 2])
    tree.endObject()
    #expect(tree.finish() == ["a": "later wins", "path": "{color.q\"uote}", "list": [1, 2]])
    var bytes = JSONByteSink(style: .compact)
    bytes.alias(TokenPath(["color", "q\"uote"]))
    #expect(String(decoding: bytes.finish(), as: UTF8.self) == #""{color.q\"uote}""#)
  }

  @Test func numbersAreWrittenAsNumberTextWritesThem() {
    let values: [Double] = [0, -0.0, 1, -1, 16, 0.5, 1 / 3, 1e14 + 0.5, 999_999_999_999_999, 1e15, -1e15, 2e-7, 1e300]
    for value in values {
      var sink = JSONByteSink(style: .compact)
      sink.number(value)
      #expect(String(decoding: sink.finish(), as: UTF8.self) == NumberText.shortest(value), "\(value)")
    }
    var sink = JSONByteSink(style: .compact)
    sink.number(.nan)
    #expect(String(decoding: sink.finish(), as: UTF8.self) == "null")
  }

  @Test func stringsAreEscapedInOnePass() {
    var bytes: [UInt8] = []
    JSONWriter.quote(Self.hostile, into: &bytes)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == #""q\"b\\n\nr\rt\tbell\u0007del\u007fc1\u0085\u009bls\u2028ps\u2029é🎨</script>""#)
  }

  /// Every character that is escaped, and some that are not, at every offset from the 8-byte
  /// steps of ``JSONWriter/escape(_:into:)``, escaped as a one-character-at-a-time reference does.
  @Test func everyEscapeIsFoundAtEveryOffset() {
    func reference(_ string: String) -> String {
      string.unicodeScalars.map { scalar in
        switch scalar.value {
        case 0x22: return #"\""#
        case 0x5C: return #"\\"#
        case 0x0A: return #"\n"#
        case 0x0D: return #"\r"#
        case 0x09: return #"\t"#
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: return String(format: "\\u%04x", scalar.value)
        default: return String(scalar)
        }
      }.joined()
    }
    for special in [
      "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é", "\u{2028}",
      "\u{2029}", "\u{2027}", "🎨", " ", "~",
    ] {
      for offset in 0..<18 {
        let text = String(repeating: "a", count: offset) + special + "bc"
        var bytes: [UInt8] = []
        JSONWriter.escape(text, into: &bytes)
        #expect(
          String(decoding: bytes, as: UTF8.self) == reference(text), "\(offset) \(special.unicodeScalars.map(\.value))")
      }
    }
  }

  @Test(arguments: [
    "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites",
    "Tests/TokenCompilerTests/Fixtures/published", "Tests/TokenCompilerTests/Fixtures/injection",
    "Tests/TokenCompilerTests/Fixtures/hostile", "tokens",
  ])
  func docsModelWritesWhatItEncodes(folder: String) throws {
    let result = FixtureCompiler.compile(folder)
    let input = Compiler(configuration: Configuration()).pipeline.emitInput(for: result)
    #expect(!input.docs.tokens.isEmpty)
    let encoded = try JSONValueEncoder().encode(input.docs)
    #expect(input.docsDocument == encoded, "the docs document differs from the encoded model")
    for style in Self.styles {
      var sink = JSONByteSink(style: style)
      input.docs.write(to: &sink)
      let same = sink.finish() == JSONWriter(style: style).bytes(encoded)
      #expect(same, "the written docs model differs from the encoded one in \(style)")
    }
    let writer = JSONWriter(style: JSONEmitter.docsStyle)
    let same = JSONEmitter.docsBytes(input, writer: writer) == writer.bytes(input.docsDocument)
    #expect(same, "the json emitter's tokens.docs.json differs from the written docsDocument")
  }
}

extension JSONSinkTests {
  @Test(arguments: styles)
  func deepNestingIndentsAsJSONWriterDoes(style: JSONWriter.Style) {
    var value: JSONValue = ["leaf": [1, "x"]]
    for depth in 0..<70 { value = depth % 2 == 0 ? [value] : ["k": value] }
    var sink = JSONByteSink(style: style)
    sink.value(value)
    #expect(sink.finish() == JSONWriter(style: style).bytes(value))
  }
}

extension JSONSinkTests {
  @Test(arguments: styles)
  func cachedValuesAreWrittenAsTheFirstTime(style: JSONWriter.Style) {
    let color: JSONValue = ["hex": "#fff", "components": [1, 0.5, 0]]
    let expected: JSONValue = ["a": [1, color, color], "b": ["c": color, "d": color], "e": color]
    func write(to sink: inout some JSONSink) {
      var cache = JSONValueCache<String>()
      func cached(_ sink: inout some JSONSink) { sink.cached("white", in: &cache) { $0.value(color) } }
      sink.beginObject()
      sink.key("a")
      sink.beginArray()
      sink.number(1)
      cached(&sink)
      cached(&sink)
      sink.endArray()
      sink.key("b")
      sink.beginObject()
      sink.key("c")
      cached(&sink)
      sink.key("d")
      cached(&sink)
      sink.endObject()
      sink.key("e")
      cached(&sink)
      sink.endObject()
    }
    var bytes = JSONByteSink(style: style)
    write(to: &bytes)
    #expect(String(decoding: bytes.finish(), as: UTF8.self) == JSONWriter(style: style).string(expected))
    var tree = JSONTreeSink()
    write(to: &tree)
    #expect(tree.finish() == expected)
  }
}
