import Foundation
import Testing

@testable import TokenCompiler

/// The docs page, the Markdown, tokens.docs.json and the template context show shadows,
/// borders, stroke styles and gradients.
@Suite("Docs composites")
struct DocsCompositeTests {
  static let composites = "Tests/TokenCompilerTests/Fixtures/composites"

  @Test func compositesMatchTheGoldenFiles() throws {
    let files = DocsPageTests.files(Self.composites)
    try Golden.check(files.map { ($0.key, Array($0.value.utf8)) }, name: "docs-composites")
  }

  @Test func thePagePreviewsEachCompositeInEveryAppearanceItWrites() throws {
    let page = try #require(DocsPageTests.files(Self.composites)["index.html"])
    #expect(page.contains("<section id=\"composites\""))
    // A box with the shadow, light and dark (its color aliases a color with a dark value).
    #expect(page.contains("style=\"box-shadow: 0px 2px 8px 0px #0000001f\""))
    #expect(page.contains("style=\"box-shadow: 0px 2px 8px 0px #00000066\""))
    #expect(page.contains("style=\"border: 2px dashed #007aff\""))
    #expect(page.contains("style=\"background-image: linear-gradient(to bottom, #007aff 0%, #ffffff 60%)\""))
    #expect(page.contains("style=\"border-top: 3px dashed currentColor\""))
  }

  @Test func theMarkdownListsTheCSSOfEachAppearance() throws {
    let markdown = try #require(DocsPageTests.files(Self.composites)["tokens.md"])
    #expect(markdown.contains("## Shadows, borders and gradients"))
    #expect(
      markdown.contains(
        "| `shadow.raised` `var(--shadow-raised)` | shadow | Light: `0px 2px 8px 0px #0000001f`; "
          + "Dark: `0px 2px 8px 0px #00000066` | A card's shadow — in dark mode it darkens |"))
  }

  @Test func theTemplateContextHasTheCompositeFields() throws {
    let result = FixtureCompiler.compile(Self.composites)
    let docs = try #require(result.files.first { $0.path == "json/tokens.docs.json" })
    let json = try #require(try JSONSerialization.jsonObject(with: Data(docs.contents)) as? [String: Any])
    let tokens = try #require(json["tokens"] as? [[String: Any]])
    let raised = try #require(tokens.first { $0["path"] as? String == "shadow.raised" }?["value"] as? [String: Any])
    let css = try #require(raised["css"] as? [String: String])
    #expect(css["dark"] == "0px 2px 8px 0px #00000066")
    let layers = try #require(raised["layers"] as? [[String: Any]])
    #expect(layers.count == 1 && layers[0]["inset"] as? Bool == false)
  }

  @Test func templatesCanUseTheCompositeFields() throws {
    let tokens = """
      color:
        $type: color
        shade: {$value: {light: "#0000001f", dark: "#00000066"}}
      shadow:
        $type: shadow
        raised: {$value: {color: "{color.shade}", offsetX: 0, offsetY: 2, blur: 8}}

      """
    let template = """
      {{#byType(tokens)}}{{#shadow}}{{ name }}: {{ value.css.light }} / {{ value.css.dark }}{{#value.layers}} \
      blur {{ blur.points }}{{/value.layers}}{{/shadow}}{{/byType(tokens)}}
      """
    let outcome = try TemplateFixture.render(template, tokens: tokens)
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    #expect(outcome.text == "raised: 0px 2px 8px 0px #0000001f / 0px 2px 8px 0px #00000066 blur 8")
  }
}
