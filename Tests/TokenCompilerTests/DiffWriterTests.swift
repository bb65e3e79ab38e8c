import Foundation
import Testing

@testable import TokenCompiler

/// The diff writers escape what they print: names and values come from token files.
@Suite("diff writers")
struct DiffWriterTests {
  /// A diff whose only added token has a hostile name and value.
  static let hostile: TokenDiff = {
    var diff = TokenDiff(
      old: DiffSideSummary(label: "v1|<b>", tokens: 0), new: DiffSideSummary(label: "new\u{1B}[2J", tokens: 1))
    diff.added = [
      DiffToken(
        path: TokenPath(["a|b", "<script>x\u{1B}[31m"]), type: .color, value: "#ff0000 | `x` <img>",
        swatches: [DiffColor(appearance: .light, color: ColorValue(hex: "#ff0000")!)])
    ]
    return diff
  }()

  @Test func markdownEscapesPipesHTMLAndControlCharacters() {
    let markdown = DiffMarkdownWriter().markdown(Self.hostile)
    #expect(!markdown.contains("\u{1B}"))
    #expect(markdown.contains("| `a\\|b.<script>x\\u{1B}[31m` | color | `#ff0000` \\| \\`x\\` &lt;img&gt; |"))
    #expect(markdown.hasPrefix("## Token changes: `v1|<b>` → `new\\u{1B}[2J`\n"))
  }

  @Test func htmlEscapesTextAndAttributes() {
    let html = DiffHTMLWriter().html(Self.hostile)
    #expect(!html.contains("<script>x"))
    #expect(!html.contains("\u{1B}"))
    #expect(html.contains("<code>a|b.&lt;script&gt;x\\u{1B}[31m</code>"))
    #expect(html.contains("style=\"background: #ff0000\""))
  }

  @Test func textEscapesControlCharactersAndDrawsTrueColorSwatches() {
    let plain = DiffTextWriter().text(Self.hostile)
    #expect(!plain.contains("\u{1B}"))
    #expect(plain.contains("+ a|b.<script>x\\u{1B}[31m (color) #ff0000 | `x` <img>"))
    let swatched = DiffTextWriter(colored: true, trueColor: true).text(Self.hostile)
    #expect(swatched.contains("\u{1B}[48;2;255;0;0m  \u{1B}[0m "))
    #expect(!DiffTextWriter(colored: true, trueColor: false).text(Self.hostile).contains("48;2;"))
    #expect(DiffTextWriter.supportsTrueColor(["COLORTERM": "truecolor"]))
    #expect(!DiffTextWriter.supportsTrueColor(["COLORTERM": "256"]))
  }

  @Test func jsonEscapesThroughTheJSONWriter() throws {
    let json = DiffJSONWriter().json(Self.hostile)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let added = try #require(object?["added"] as? [[String: Any]])
    #expect(added.first?["path"] as? String == "a|b.<script>x\u{1B}[31m")
    #expect(!json.contains("\u{1B}"))
  }

  @Test func colorChipsAreTheOpaqueSRGBHexGitHubDraws() {
    #expect(DiffMarkdownWriter.chip(ColorValue(hex: "#0A84FF")!) == "#0a84ff")
    // Translucent: as shown over white; wide gamut: clipped to sRGB.
    #expect(DiffMarkdownWriter.chip(ColorValue(hex: "#00000080")!) == "#7f7f7f")
    #expect(DiffMarkdownWriter.chip(ColorValue(space: .displayP3, red: 1, green: 0, blue: 0)) == "#ff0000")
  }
}
