import Testing

@testable import TokenCompiler

/// The docs page and Markdown streams write through ``ByteBuffer``: its edits (an inserted
/// byte, a byte read back) and its growth from little or no reserved room, with pieces small and
/// larger than its chunk, give the bytes an array would hold; the streams' one-piece tags,
/// attributes and code spans lay out as the writers of the same trees do.
@Suite("Docs stream buffer")
struct DocsStreamBufferTests {
  /// Small pieces, pieces larger than a chunk and insertions at the start, middle and end, from
  /// several reserved sizes, against the same edits of an array.
  @Test(arguments: [0, 7, 100, 70_000])
  func editsAndGrowthGiveTheBytesOfAnArray(capacity: Int) {
    var buffer = ByteBuffer(capacity: capacity)
    var expected: [UInt8] = []
    for round in 0..<60 {
      let length = round % 7 == 3 ? 20_000 + round : round % 13
      let piece = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ round) }
      piece.withUnsafeBufferPointer { buffer.append($0) }
      expected += piece
      buffer.append(UInt8(round))
      expected.append(UInt8(round))
      let at = [0, expected.count / 2, expected.count][round % 3]
      buffer.insert(0x5C, at: at)
      expected.insert(0x5C, at: at)
      #expect(buffer.count == expected.count)
      #expect(buffer[at] == 0x5C && buffer[expected.count - 1] == expected[expected.count - 1])
    }
    #expect(buffer.bytes(from: 0) == expected)
    #expect(buffer.finish() == expected)
  }

  /// Void elements and elements named by a tree inside static tags, attributes that need an
  /// escape and that do not, and a fragment larger than the buffer's chunk, from no room.
  @Test func treesAndStaticTagsNestAsTheWriterLaysThemOut() {
    let long = String(repeating: "row & <cell> ", count: 3000)
    let tree = HTMLNode.el(
      "div", ["class": "a\"b", "id": "plain"],
      [
        .el("input", ["type": "radio"]), .el("custom-el", ["data-x": "1"], [.el("br", [:]), .text(long)]),
        .el("section", [:], [.el("span", text: "x")]),
      ])
    var inner = HTMLStream(capacity: 0)
    inner.node(.el("custom-el", ["data-x": "1"], [.el("br", [:]), .text(long)]))
    var stream = HTMLStream(capacity: 0)
    stream.start(.div)
    stream.attribute("class", "a\"b")
    stream.attribute("id", literal: "plain")
    stream.node(.el("input", ["type": "radio"]))
    stream.fragment(inner.fragmentBytes(), isBlock: false)
    stream.start(.section)
    stream.element(.span, text: "x")
    stream.end()
    stream.end()
    #expect(String(decoding: stream.bytes, as: UTF8.self) == HTMLWriter().fragment(tree))
  }

  /// Code spans in one piece, padded or not, and headings of every level, as the writer writes them.
  @Test func codeSpansAndHeadingsAreWrittenAsTheWriterWrites() {
    let codes = ["plain", " padded ", " left", "a b", "tick`s", "x|y", "é→"]
    var stream = MarkdownStream(capacity: 0)
    var blocks: [MarkdownBlock] = []
    for (index, code) in codes.enumerated() {
      stream.heading(index % 6 + 1) { $0.code(code) }
      blocks.append(.heading(index % 6 + 1, [.code(code)]))
    }
    #expect(String(decoding: stream.finished(), as: UTF8.self) == MarkdownWriter().document(blocks))
  }
}
