import Foundation
import Testing

@testable import TokenCompiler

/// The `docs` emitter: index.html and tokens.md, from the same data as tokens.docs.json.
@Suite("Docs page")
struct DocsPageTests {
  /// Hand-made `color/contrast` results for the showcase's two pairs, as the rule publishes them.
  static let findings: [JSONValue] = Appearance.allCases.flatMap { appearance -> [JSONValue] in
    [
      [
        "foreground": "color.label.primary", "background": "color.background.primary", "usage": "text",
        "level": "AA", "appearance": .string(appearance.rawValue), "ratio": 21, "required": 4.5, "pass": true,
      ],
      [
        "foreground": "color.label.link", "background": "color.background.primary", "usage": "largeText",
        "level": "AAA", "appearance": .string(appearance.rawValue), "ratio": 4.499, "required": 4.5, "pass": false,
        "suggestion": "#0072f0",
      ],
    ]
  }

  static func files(_ folder: String, findings: [JSONValue]? = nil) -> [String: String] {
    let report = ValidationReport(findings: findings.map { ["color/contrast": $0] } ?? [:])
    let input = EmitInput(tokens: WebFixtures.tokens(folder), validation: report)
    return Dictionary(
      uniqueKeysWithValues: DocsEmitter().emit(input).map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
  }

  @Test func showcaseMatchesTheGoldenFiles() throws {
    let files = Self.files(WebFixtures.showcase, findings: Self.findings)
    try Golden.check(files.map { ($0.key, Array($0.value.utf8)) }, name: "docs-showcase")
  }

  @Test func isRegistered() throws {
    let type = try #require(EmitterRegistry.builtIn.emitter("docs"))
    #expect(type.descriptor.defaultDirectory == "docs")
  }

  @Test func everyTokenHasAnEntryAndTheMarkdownARow() {
    let tokens = WebFixtures.tokens("tokens")
    let files = Self.files("tokens")
    let page = files["index.html"]!
    let markdown = files["tokens.md"]!
    for token in tokens.tokens {
      let attribute = HTMLWriter.escapeAttribute(token.path.description)
      #expect(page.components(separatedBy: "data-token=\"\(attribute)\"").count == 2, "\(token.path.description)")
      #expect(markdown.contains("`\(token.path)`"), "\(token.path.description) is missing from tokens.md")
    }
  }

  @Test func contrastRatiosAndBadgesShowWhenTheRuleHasRun() {
    let page = Self.files(WebFixtures.showcase, findings: Self.findings)["index.html"]!
    #expect(page.components(separatedBy: "<span class=\"badge badge-pass\">AA pass</span>").count == 5)
    #expect(page.components(separatedBy: "<span class=\"ratio\">4.49:1</span>").count == 5, "4.499 must not read 4.50")
    #expect(page.contains("<span class=\"badge badge-fail\">AAA fail</span>"))
    #expect(page.contains("try <code>#0072f0</code>"))
    #expect(!page.contains("not checked"))
    let markdown = Self.files(WebFixtures.showcase, findings: Self.findings)["tokens.md"]!
    #expect(markdown.contains("| 21.00:1 **AA pass** |"))
    #expect(markdown.contains("4.49:1 **AAA fail**, try `#0072f0`"))
  }

  @Test func pairsShowWithoutRatiosBeforeTheRuleExists() {
    let files = Self.files(WebFixtures.showcase, findings: nil)
    #expect(files["index.html"]!.components(separatedBy: "not checked").count == 9)
    #expect(files["index.html"]!.contains("Ratios appear here once the color/contrast rule runs."))
    #expect(!files["index.html"]!.contains("class=\"badge"))
    #expect(
      files["tokens.md"]!.contains(
        "| `color.label.link` on `color.background.primary` | large text | default | not checked |"))
  }

  @Test func thePageIsSelfContained() {
    let page = Self.files("tokens")["index.html"]!
    for pattern in ["http://", "https://", "src=", "<link", "@import", "url("] {
      #expect(!page.contains(pattern), "index.html must not load anything (\(pattern))")
    }
    #expect(page.components(separatedBy: "<script>").count == 2)
  }

  @Test func hostileTextIsEscapedEverywhere() {
    let files = Self.files(WebFixtures.injection)
    let page = files["index.html"]!
    for raw in ["<img", "<svg", "<script>window", "</title><script>", "</p><script>", "<button onclick"] {
      #expect(!page.contains(raw), "index.html contains raw '\(raw)'")
    }
    #expect(page.contains("&lt;img src=x onerror=\"window.__tokencInjected='img'\"&gt;"))
    #expect(page.contains("data-token=\"evil.x&#39; onmouseover=&#39;window[`__tokencInjected`]=1\""))
    #expect(page.contains("data-token=\"evil.say &quot;hi&quot; &lt;/style&gt;&lt;/script&gt;&lt;script&gt;"))
    #expect(page.components(separatedBy: "<script>").count == 2 && page.components(separatedBy: "</script>").count == 2)
    #expect(page.components(separatedBy: "<style>").count == 3 && page.components(separatedBy: "</style>").count == 3)
    let markdown = files["tokens.md"]!
    #expect(markdown.contains("&lt;img src=x onerror=\"window.\\_\\_tokencInjected='img'\"&gt;"))
    #expect(!markdown.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression).contains("<"))
  }

  @Test func theSliderLadderAndMotionDataComeFromTheTokens() {
    let page = Self.files(WebFixtures.showcase)["index.html"]!
    #expect(page.contains("data-ladder=\"14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62\""))
    #expect(page.contains("aria-valuetext=\"Large (L, default)\""))
    #expect(page.contains("data-reduced=\"crossfade\" data-reduced-duration=\"200\""))
    #expect(page.contains("data-reduced=\"none\""))
    #expect(page.contains("data-reduced=\"motion\" data-reduced-duration=\"150\""))
  }
}
