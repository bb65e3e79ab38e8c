import Testing

@testable import TokenCompiler

/// `[UInt8].contains(utf8:)`, the quick test run over every token file before parsing.
@Suite("byte search")
struct ByteSearchTests {
  @Test(arguments: [
    ("$ref", "{\"$ref\": \"#/a\"}", true),
    ("$ref", "$re", false),
    ("$ref", "$ref", true),
    ("$ref", "x: $re f", false),
    ("aab", "aaab", true),
    ("resolver", "resolutionOrder: []\n", false),
    ("resolutionOrder", "a: 1\nresolutionOrder: []", true),
    ("é", "café", true),
    ("é", "cafe\u{301}", false),
    ("", "", true),
    ("", "abc", true),
    ("abc", "", false),
  ])
  func findsTheWordAnywhere(word: String, text: String, found: Bool) {
    #expect(Array(text.utf8).contains(utf8: word) == found)
  }

  @Test func findsAWordAfterALongRunOfNearMatches() {
    let bytes = Array(String(repeating: "$exten", count: 100_000).utf8) + Array("$extends".utf8)
    #expect(bytes.contains(utf8: "$extends"))
    #expect(!Array(bytes.dropLast()).contains(utf8: "$extends"))
  }

  @Test func agreesWithAByteByByteSearchOnRandomText() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator)
      }
      let word = String(
        decoding: (0..<Int.random(in: 1...5, using: &generator)).map { _ in
          UInt8.random(in: 97...99, using: &generator)
        }, as: UTF8.self)
      let needle = Array(word.utf8)
      let expected =
        text.count >= needle.count
        && (0...(text.count - needle.count)).contains { start in
          Array(text[start..<start + needle.count]) == needle
        }
      #expect(text.contains(utf8: word) == expected, "\(String(decoding: text, as: UTF8.self)) / \(word)")
    }
  }
}
