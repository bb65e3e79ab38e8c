import Testing

@testable import TokenCompiler

/// ``JSONValueEncoder``: any `Encodable` as a ``JSONValue``, written by ``JSONWriter``.
@Suite("JSON value encoder")
struct JSONValueEncoderTests {
  /// A synthesized conformance: `nil` keys are left out.
  struct Synthesized: Encodable {
    var name: String
    var count: Int
    var ratio: Double
    var flags: [Bool]
    var note: String?
    var nested: [String: [Int]]
  }

  /// A custom conformance that writes `nil` as `null`.
  struct Nullable: Encodable {
    var note: String?

    enum CodingKeys: String, CodingKey { case note, always }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeOrNull(note, forKey: .note)
      var always = container.nestedUnkeyedContainer(forKey: .always)
      try always.encodeNil()
      try always.encode(UInt8(7))
    }
  }

  @Test func valuesBecomeTheirJSONValues() throws {
    let value = Synthesized(
      name: "a \"b\"", count: 3, ratio: 4.5, flags: [true, false], note: nil, nested: ["x": [1, 2], "y": []])
    let json = try JSONValueEncoder().encode(value)
    #expect(
      json == [
        "name": "a \"b\"", "count": 3, "ratio": 4.5, "flags": [true, false], "nested": ["x": [1, 2], "y": []],
      ])
    #expect(
      JSONWriter(style: .compact).string(json)
        == #"{"count":3,"flags":[true,false],"name":"a \"b\"","nested":{"x":[1,2],"y":[]},"ratio":4.5}"#)
  }

  @Test func explicitNilsAreNull() throws {
    #expect(try JSONValueEncoder().encode(Nullable(note: nil)) == ["note": .null, "always": [.null, 7]])
    #expect(try JSONValueEncoder().encode(Nullable(note: "n")) == ["note": "n", "always": [.null, 7]])
  }

  @Test func topLevelScalarsAndEmptyContainers() throws {
    #expect(try JSONValueEncoder().encode(1.25) == 1.25)
    #expect(try JSONValueEncoder().encode("x") == "x")
    #expect(try JSONValueEncoder().encode([String]()) == [])
    #expect(try JSONValueEncoder().encode([String: Int]()) == .object([:]))
    #expect(try JSONValueEncoder().encode(String?.none) == .null)
  }
}
