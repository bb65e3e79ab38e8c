import Testing

@testable import TokenCompiler

@Suite("Load stage: UTF-8, UTF-16 and byte order marks")
struct LoaderEncodingTests {
  @Test func invalidUTF8IsReportedAtItsLineAndColumn() {
    let bytes = Array("a: 1\nb: 2\nc:".utf8) + [0xFF] + Array(" 3\n".utf8)
    let (root, diagnostics) = loadBytes(bytes)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:3: error: invalid UTF-8: byte 0xFF cannot start a character; save the file as UTF-8 [yaml/encoding]"
      ])
  }

  @Test(arguments: [
    (Array("é: ".utf8) + [0xC3, 0x28], "1:4", "byte 0xC3 is not followed by a continuation byte"),
    (
      Array("name: ü".utf8) + [0xE2, 0x82], "1:8",
      "the character starting with byte 0xE2 is cut off at the end of the file"
    ),
    (Array("a: ".utf8) + [0xC0, 0xAF], "1:4", "byte 0xC0 cannot start a character"),
    (Array("a: ".utf8) + [0xE0, 0x80, 0xAF], "1:4", "bytes starting with 0xE0 encode an invalid character"),
    (Array("a: 1\n\nb: ".utf8) + [0xED, 0xA0, 0x80], "3:4", "bytes starting with 0xED encode an invalid character"),
    (Array("a: ".utf8) + [0x80], "1:4", "byte 0x80 cannot start a character"),
  ])
  func invalidSequencesAreLocated(bytes: [UInt8], place: String, problem: String) {
    let (root, diagnostics) = loadBytes(bytes)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:\(place): error: invalid UTF-8: \(problem); save the file as UTF-8 [yaml/encoding]"
      ])
  }

  @Test(arguments: [[UInt8(0xFF), 0xFE], [0xFE, 0xFF]])
  func utf16IsDetectedByItsByteOrderMark(bom: [UInt8]) {
    let utf16 = bom + Array("a: 1\n".utf8).flatMap { bom[0] == 0xFF ? [$0, 0] : [0, $0] }
    let (root, diagnostics) = loadBytes(utf16)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:1:1: error: invalid UTF-8: the file is UTF-16; save the file as UTF-8 [yaml/encoding]"
      ])
  }

  @Test func utf8ByteOrderMarkIsSkippedWithoutShiftingColumns() throws {
    let (root, diagnostics) = loadBytes([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: x\n".utf8))
    #expect(diagnostics.isEmpty)
    let first = try #require(root?.entries?.first)
    #expect(first.key.text == "a")
    #expect(first.key.location.description == "tokens.yaml:1:1")
    #expect(first.value.location.description == "tokens.yaml:1:4")
    #expect(root?["b"]?.location.description == "tokens.yaml:2:4")
  }

  @Test func invalidUTF8AfterAByteOrderMarkIsLocatedWithoutCountingTheMark() {
    let (_, diagnostics) = loadBytes([0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF])
    #expect(diagnostics.map(\.location?.description) == ["tokens.yaml:1:4"])
  }
}
