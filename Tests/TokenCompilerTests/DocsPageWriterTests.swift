import Testing

@testable import TokenCompiler

/// The HTML and Markdown writers own escaping for the docs outputs.
@Suite("Docs page writers")
struct DocsPageWriterTests {
  @Test func textAndAttributesAreEscaped() {
    let node = HTMLNode.el(
      "p", ["title": "a \"quoted\" 'value' <b> & more", "data-x": nil],
      [.text("<img src=x onerror=alert(1)> & </p>")])
    #expect(
      HTMLWriter().fragment(node)
        == "\n<p title=\"a &quot;quoted&quot; &#39;value&#39; &lt;b&gt; &amp; more\">"
        + "&lt;img src=x onerror=alert(1)&gt; &amp; &lt;/p&gt;</p>")
  }

  @Test func scriptAndStyleContentsCannotCloseTheirElement() {
    let script = HTMLWriter().fragment(.script(#"var s = "</script><script>alert(1)</script> <!-- x";"#))
    #expect(script == "\n<script>var s = \"<\\/script><script>alert(1)<\\/script> <\\!-- x\";</script>")
    let style = HTMLWriter().fragment(.style("/* </STYLE> */ a { content: \"</style>\" }"))
    #expect(style == "\n<style>/* <\\/STYLE> */ a { content: \"<\\/style>\" }</style>")
    #expect(HTMLWriter.escapeRawText("a</b</c") == "a<\\/b<\\/c")
  }

  @Test func namesKeepOnlySafeCharacters() {
    let node = HTMLNode.element("sp an><b", [HTMLAttribute("data x\"=y", "z")], [])
    #expect(HTMLWriter().fragment(node) == "<spanb dataxy=\"z\"></spanb>")
  }

  @Test func voidElementsHaveNoEndTagAndDocumentsHaveADoctype() {
    let page = HTMLWriter().document(.el("html", ["lang": "en"], [.el("meta", ["charset": "utf-8"])]))
    #expect(page == "<!DOCTYPE html>\n<html lang=\"en\">\n<meta charset=\"utf-8\">\n</html>\n")
  }

  @Test func markdownTextCannotBecomeSyntaxOrHTML() {
    let writer = MarkdownWriter()
    let hostile = "<img src=x onerror=alert(1)> *bold* _it_ `code` [l](javascript:x) | pipe \\ & ~s~\nnext"
    let text = writer.inline([.text(hostile)], inTable: true)
    #expect(
      text
        == "&lt;img src=x onerror=alert(1)&gt; \\*bold\\* \\_it\\_ \\`code\\` \\[l\\](javascript:x) \\| pipe \\\\ &amp; \\~s\\~ next"
    )
    #expect(writer.document([.paragraph([.text("# not a heading")])]) == "\\# not a heading\n")
    #expect(writer.document([.paragraph([.text("1. not a list")])]) == "1\\. not a list\n")
    #expect(writer.document([.list([[.text("- nested")]])]) == "- \\- nested\n")
  }

  @Test func codeSpansAreFencedAndPipesEscapedInTables() {
    #expect(MarkdownWriter.codeSpan("a`b", inTable: false) == "``a`b``")
    #expect(MarkdownWriter.codeSpan("`x`", inTable: false) == "`` `x` ``")
    #expect(MarkdownWriter.codeSpan("a|b", inTable: true) == "`a\\|b`")
    #expect(MarkdownWriter.codeSpan("a|b", inTable: false) == "`a|b`")
  }

  @Test func tablesHaveOneCellPerColumn() {
    let table = MarkdownBlock.table(
      [[.text("A")], [.text("B")]], [[[.text("x | y")]], [[.code("1")], [.code("2|3")], [.text("extra")]]])
    #expect(MarkdownWriter().document([table]) == "| A | B |\n| --- | --- |\n| x \\| y |  |\n| `1` | `2\\|3` |\n")
  }
}

/// The emoji chips of `tokens.md`.
@Suite("Color chips")
struct ColorChipTests {
  @Test(arguments: [
    ("#ffffff", "⬜"), ("#c6c6c8", "⬜"), ("#1c1c1e", "⬛"), ("#6c6c70", "⬛"), ("#007aff", "🟦"), ("#0040dd", "🟦"),
    ("#ff3b30", "🟥"), ("#34c759", "🟩"), ("#1a7431", "🟩"), ("#ff9500", "🟧"), ("#ffcc00", "🟨"), ("#af52de", "🟪"),
    ("#8b5a2b", "🟫"),
  ])
  func eachColorGetsItsFamilysSquare(hex: String, square: String) throws {
    #expect(ColorChip.emoji(try #require(ColorValue(hex: hex)), in: .light) == square, "\(hex)")
  }

  @Test func aTranslucentColorIsSeenOverTheAppearancesCanvas() throws {
    let translucentWhite = try #require(ColorValue(hex: "#ffffff40"))
    #expect(ColorChip.emoji(translucentWhite, in: .light) == "⬜")
    #expect(ColorChip.emoji(translucentWhite, in: .dark) == "⬛")
  }
}
