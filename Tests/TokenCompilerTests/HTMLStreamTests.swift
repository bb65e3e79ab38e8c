import Testing

@testable import TokenCompiler

/// The docs page and Markdown are written straight into an `HTMLStream` and a `MarkdownStream`;
/// the bytes must be the ones `HTMLWriter` and `MarkdownWriter` write for the same tree (layout
/// and escaping), hostile text included.
@Suite("Docs streams")
struct HTMLStreamTests {
  /// Text with every character the writers treat specially.
  static let hostile = "a <b> & \"c\" 'd'\0e\u{7}f\u{202E}g\u{85}h → i\u{2028}j"

  @Test func elementsWrittenOneByOneMatchTheWriterOfTheSameTree() {
    let tree = HTMLNode.el(
      "article", ["class": "token", "data-search": Self.hostile],
      [
        .el("div", ["class": "row-name"], [.el("h3", [:], [.el("code", text: Self.hostile)])]),
        .el("span", text: "inline"), .el("p", ["hidden": "hidden"], text: Self.hostile),
      ])
    var stream = HTMLStream()
    stream.start(.article)
    stream.attribute("class", "token")
    stream.beginAttribute("data-search")
    stream.attributeText(Self.hostile)
    stream.endAttribute()
    stream.start(.div)
    stream.attribute("class", "row-name")
    stream.start(.h3)
    stream.element(.code, text: Self.hostile)
    stream.end()
    stream.end()
    stream.element(.span, text: "inline")
    stream.start(.p)
    stream.attribute("hidden", "hidden")
    stream.attribute("title", nil)
    stream.text(Self.hostile)
    stream.end()
    stream.end()
    #expect(String(decoding: stream.bytes, as: UTF8.self) == HTMLWriter().fragment(tree))
  }

  @Test func aRepeatedFragmentLaysOutAsIfWrittenInPlace() {
    var body = HTMLStream()
    body.start(.tbody)
    body.element(.td, text: "1")
    body.end()
    var stream = HTMLStream()
    stream.start(.table)
    stream.fragment(body.bytes, isBlock: true)
    stream.end()
    let tree = HTMLNode.el("table", [:], [.el("tbody", [:], [.el("td", text: "1")])])
    #expect(String(decoding: stream.bytes, as: UTF8.self) == HTMLWriter().fragment(tree))
  }

  @Test func markdownWrittenBlockByBlockMatchesTheWriterOfTheSameBlocks() {
    let blocks: [MarkdownBlock] = [
      .heading(1, [.text(Self.hostile)]), .paragraph([.text("1. "), .code("a|b")]),
      .list([[.link([.text("Colors")], target: "#colors")], [.text("- item")]]),
      .table(
        [[.text("A")], [.text("B")]],
        [[[.code("x|y"), .text(" on ")], [.strong([.text(Self.hostile)])]], [[.text("#")], []]]),
      .paragraph([.text("- starts a list")]),
    ]
    var stream = MarkdownStream()
    stream.heading(1) { $0.text(Self.hostile) }
    stream.paragraph { stream in
      stream.text("1. ")
      stream.code("a|b")
    }
    stream.list([0, 1]) { item, stream in
      if item == 0 {
        stream.literal("[")
        stream.text("Colors")
        stream.literal("](")
        stream.target("#colors")
        stream.literal(")")
      } else {
        stream.text("- item")
      }
    }
    stream.table(["A", "B"])
    stream.row { stream in
      stream.cell { stream in
        stream.code("x|y")
        stream.text(" on ")
      }
      stream.cell { stream in stream.strong { $0.text(Self.hostile) } }
    }
    stream.row { stream in
      stream.cell { $0.text("#") }
      stream.cell { _ in }
    }
    stream.endTable()
    stream.paragraph { $0.text("- starts a list") }
    #expect(String(decoding: stream.finished(), as: UTF8.self) == MarkdownWriter().document(blocks))
  }
}
