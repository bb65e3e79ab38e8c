import Testing

@testable import TokenCompiler

/// ``JSONStreamEncoder``: the bytes ``JSONWriter`` writes for ``JSONValueEncoder``'s value, without the tree.
@Suite("JSON stream encoder")
struct JSONStreamEncoderTests {
  static let styles: [JSONWriter.Style] = [.pretty, .xcode, .compact]

  /// The bytes of the tree path, which the stream must equal.
  static func treeBytes<Value: Encodable>(_ value: Value, _ style: JSONWriter.Style) throws -> [UInt8] {
    JSONWriter(style: style).bytes(try JSONValueEncoder().encode(value))
  }

  /// Streams `value` (it must stream) and checks the bytes against the tree path in every style.
  static func expectSameBytes<Value: Encodable>(_ value: Value, streams: Bool = true) throws {
    for style in styles {
      let encoder = JSONStreamEncoder(writer: JSONWriter(style: style))
      let expected = try treeBytes(value, style)
      if streams {
        let streamed = try #require(try encoder.streamed(value), "\(Value.self) did not stream")
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
      }
      let same = try encoder.bytes(value) == expected
      #expect(same, "bytes(_:) of \(Value.self) differs from the tree's in \(style)")
    }
  }

  /// Keys written out of order, twice, as `null`, in nested containers, and arrays of every kind.
  struct Unsorted: Encodable {
    enum Keys: String, CodingKey { case zeta, alpha, mid, numbers, mixed, empty, nested, curve, nothing }
    var note: String?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode("first", forKey: .zeta)
      try container.encodeOrNull(note, forKey: .alpha)
      var curve = container.nestedContainer(keyedBy: Keys.self, forKey: .curve)
      try curve.encode([0.25, 0.1, 1], forKey: .numbers)
      try curve.encode([Int](), forKey: .empty)
      try container.encode([[1, 2], [3]], forKey: .nested)
      var mixed = container.nestedUnkeyedContainer(forKey: .mixed)
      try mixed.encode(1.5)
      try mixed.encodeNil()
      try mixed.encode(Double.nan)
      var fields = mixed.nestedContainer(keyedBy: Keys.self)
      try fields.encode(["b": 2, "a": 1], forKey: .mid)
      try container.encode("second", forKey: .zeta)
      try container.encode(Empty(), forKey: .nothing)
      try container.encode(["x\u{2028}\"y": "\u{85}"], forKey: .mid)
    }
  }

  /// A value that writes nothing: an empty object.
  struct Empty: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  /// Goes back to a container it left, which a stream cannot do.
  struct Revisiting: Encodable {
    enum Keys: String, CodingKey { case a, b, c }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var first = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
      try first.encode(1, forKey: .a)
      try container.encode(2, forKey: .b)
      try first.encode(3, forKey: .c)
    }
  }

  @Test func keysSortAndLaterDuplicatesWin() throws {
    try Self.expectSameBytes(Unsorted(note: nil))
    try Self.expectSameBytes(Unsorted(note: "n"))
    let text = String(decoding: try JSONStreamEncoder().bytes(Unsorted(note: nil)), as: UTF8.self)
    #expect(text.contains(#""alpha": null"#))
    #expect(text.contains(#""zeta": "second""#) && !text.contains("first"))
    #expect(text.contains("[0.25, 0.1, 1]"))
  }

  @Test func scalarsAndEmptyContainers() throws {
    try Self.expectSameBytes(1.25)
    try Self.expectSameBytes("x\n")
    try Self.expectSameBytes(String?.none)
    try Self.expectSameBytes([String]())
    try Self.expectSameBytes([String: Int]())
    try Self.expectSameBytes(Empty())
    try Self.expectSameBytes([Empty(), Empty()])
    try Self.expectSameBytes(["k": [true, false]])
  }

  @Test func containersUsedOutOfOrderFallBackToTheTree() throws {
    #expect(try JSONStreamEncoder().streamed(Revisiting()) == nil)
    try Self.expectSameBytes(Revisiting(), streams: false)
  }

  @Test(arguments: [
    "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites",
    "Tests/TokenCompilerTests/Fixtures/published", "Tests/TokenCompilerTests/Fixtures/injection", "tokens",
  ])
  func docsModelStreamsTheSameBytes(folder: String) throws {
    let result = FixtureCompiler.compile(folder)
    let input = Compiler(configuration: Configuration()).pipeline.emitInput(for: result)
    try Self.expectSameBytes(input.docs)
    let same = JSONEmitter.docsBytes(input, writer: JSONWriter()) == JSONWriter().bytes(input.docsDocument)
    #expect(same, "the json emitter's tokens.docs.json differs from the written docsDocument")
  }
}
