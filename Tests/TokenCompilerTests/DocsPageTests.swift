import Foundation
import Testing

@testable import TokenCompiler

/// The `docs` emitter: index.html and tokens.md, from the same data as tokens.docs.json.
@Suite("Docs page")
struct DocsPageTests {
  /// Hand-made contrast results for the showcase's two pairs, given as the `color/contrast` rule's:
  /// the first passes AA, the second fails AAA at 4.494:1 with a suggestion.
  static func results(_ tokens: ResolvedTokenSet) -> [ContrastResult] {
    let (primary, link) = (tokens.contrastPairs[0], tokens.contrastPairs[1])
    let suggestion = ContrastSuggestion(color: ColorValue(hex: "#0072f0")!, ratio: 4.6)
    return Appearance.allCases.flatMap { appearance in
      [
        ContrastResult(
          pair: primary, appearance: appearance, requirement: ContrastRequirement(usage: .text, level: .AA), ratio: 21),
        ContrastResult(
          pair: link, appearance: appearance, requirement: ContrastRequirement(usage: .largeText, level: .AAA),
          ratio: 4.494, suggestion: suggestion),
      ]
    }
  }

  /// The docs files of a fixture folder, with `results` as the rule's when given.
  static func files(_ folder: String, results: ((ResolvedTokenSet) -> [ContrastResult])? = nil) -> [String: String] {
    let tokens = WebFixtures.tokens(folder)
    let input = EmitInput(tokens: tokens, validation: ValidationReport(contrastResults: results?(tokens)))
    return Dictionary(
      uniqueKeysWithValues: DocsEmitter().emit(input).map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
  }

  /// The docs files of the pipeline run over a fixture folder with `configuration`.
  static func pipelineFiles(_ folder: String, configuration: Configuration = Configuration()) -> [String: String] {
    let result = FixtureCompiler.compile(folder, configuration: configuration)
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    let docs = result.files.filter { $0.path.hasPrefix("docs/") }
    return Dictionary(uniqueKeysWithValues: docs.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
  }

  @Test func showcaseMatchesTheGoldenFiles() throws {
    let files = Self.files(WebFixtures.showcase, results: Self.results)
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

  @Test func contrastRatiosAndBadgesShowTheResults() {
    let files = Self.files(WebFixtures.showcase, results: Self.results)
    let page = files["index.html"]!
    #expect(page.components(separatedBy: "<span class=\"badge badge-pass\">AA pass</span>").count == 5)
    #expect(page.components(separatedBy: "<span class=\"ratio\">4.49:1</span>").count == 5, "4.494 must read 4.49")
    #expect(page.contains("<span class=\"badge badge-fail\">AAA fail</span>"))
    #expect(page.contains("try <code>#0072f0</code>"))
    #expect(!page.contains("not checked"))
    let markdown = files["tokens.md"]!
    #expect(markdown.contains("| 21.00:1 **AA pass** |"))
    #expect(markdown.contains("4.49:1 **AAA fail**, try `#0072f0`"))
  }

  @Test func ratiosShowTwoDecimalsUnlessThatWouldRoundAFailureUp() {
    func text(_ ratio: Double, _ usage: ContrastUsage = .text) -> String {
      let pair = ResolvedContrastPair(
        foreground: TokenPath(dotted: "a"), background: TokenPath(dotted: "b"), usage: usage, level: nil,
        location: SourceLocation(file: "t.yaml", line: 1, column: 1))
      return ContrastResult(
        pair: pair, appearance: .light, requirement: ContrastRequirement(usage: usage, level: .AA), ratio: ratio
      ).ratioText
    }
    #expect(text(2.316) == "2.32")
    #expect(text(21) == "21.00")
    #expect(text(4.4999) == "4.4999")
    #expect(text(4.494) == "4.49")
    #expect(text(4.5) == "4.50")
  }

  @Test func theCLIThePageAndTheMarkdownSayTheSameRatioAndFix() throws {
    let yaml = """
      palette:
        $type: color
        gray300: "#d1d1d6"
        gray600: "#636366"
        white: "#ffffff"
      color:
        $type: color
        text: "{palette.gray300}"
        bg: "{palette.white}"
      $contrast:
        - {foreground: "{color.text}", background: "{color.bg}", usage: text}

      """
    var configuration = Configuration()
    configuration.rules["color/contrast"] = RuleSetting(severity: .warning)
    let result = FixtureCompiler.compile(
      [SourceFile(path: "tokens.yaml", bytes: Array(yaml.utf8))], configuration: configuration)
    let message = try #require(result.diagnostics.first { $0.message.contains(" in light,") }).message
    #expect(message.contains("is 1.52:1 in light") && message.contains("'{palette.gray600}' would pass"), "\(message)")
    let files = Dictionary(
      uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    let page = try #require(files["docs/index.html"])
    let markdown = try #require(files["docs/tokens.md"])
    #expect(page.contains("<span class=\"ratio\">1.52:1</span>"))
    #expect(page.contains("try <code>{palette.gray600}</code>"))
    #expect(markdown.contains("1.52:1 **AA fail**, try `{palette.gray600}`"))
    let docs = try #require(files["json/tokens.docs.json"])
    #expect(docs.contains("\"suggestion\":\"{palette.gray600}\""))
  }

  @Test func theContrastTableStaysWhenTheRuleIsOff() {
    var off = Configuration()
    off.rules["color/contrast"] = RuleSetting(severity: .off)
    for folder in [WebFixtures.showcase, "tokens"] {
      let measured = Self.pipelineFiles(folder)
      let unchecked = Self.pipelineFiles(folder, configuration: off)
      #expect(unchecked["docs/index.html"] == measured["docs/index.html"], "\(folder)")
      #expect(unchecked["docs/tokens.md"] == measured["docs/tokens.md"], "\(folder)")
      let page = unchecked["docs/index.html"] ?? ""
      #expect(page.contains("<table class=\"contrast-table\">"), "\(folder)")
      #expect(!page.contains("not checked"), "\(folder)")
    }
    let page = Self.pipelineFiles(WebFixtures.showcase, configuration: off)["docs/index.html"] ?? ""
    // color.label.primary on color.background.primary: black on white, 21:1 in the light appearances.
    #expect(page.components(separatedBy: "<span class=\"ratio\">21.00:1</span>").count == 5)
    #expect(page.contains("<span class=\"badge badge-pass\">AAA pass</span>"))
  }

  @Test func aPairWithoutResultsReadsNotChecked() {
    let files = Self.files(WebFixtures.showcase) { _ in [] }
    #expect(files["index.html"]!.components(separatedBy: "not checked").count == 9)
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
    for raw in ["<img", "<script>window", "</title><script>", "</p><script>", "<button onclick"] {
      #expect(!page.contains(raw), "index.html contains raw '\(raw)'")
    }
    // The only SVG is tokenc's own easing plots.
    #expect(
      page.components(separatedBy: "<svg").count == page.components(separatedBy: "<svg class=\"easing-plot\"").count)
    #expect(page.contains("&lt;img src=x onerror=\"window.__tokencInjected='img'\"&gt;"))
    #expect(page.contains("data-token=\"evil.x&#39; onmouseover=&#39;window[`__tokencInjected`]=1\""))
    #expect(page.contains("data-token=\"evil.say &quot;hi&quot; &lt;/style&gt;&lt;/script&gt;&lt;script&gt;"))
    #expect(page.components(separatedBy: "<script>").count == 2 && page.components(separatedBy: "</script>").count == 2)
    #expect(page.components(separatedBy: "<style>").count == 3 && page.components(separatedBy: "</style>").count == 3)
    let markdown = files["tokens.md"]!
    #expect(markdown.contains("&lt;img src=x onerror=\"window.\\_\\_tokencInjected='img'\"&gt;"))
    #expect(!markdown.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression).contains("<"))
  }

  /// Three easing curves, the second the same as the first.
  static let easingYAML = """
    easing:
      $type: cubicBezier
      standard: [0.2, 0, 0, 1]
      again: [0.2, 0, 0, 1]
      other: [0.4, 0, 1, 1]

    """

  @Test func anEasingCurveIsDrawnOncePerSectionAndShownAgainWithUse() throws {
    let yaml = Self.easingYAML
    let result = FixtureCompiler.compile([SourceFile(path: "tokens.yaml", bytes: Array(yaml.utf8))])
    let file = try #require(result.files.first { $0.path == "docs/index.html" })
    let page = String(decoding: file.contents, as: UTF8.self)
    #expect(page.components(separatedBy: "<svg class=\"easing-plot\"").count == 4)
    #expect(page.components(separatedBy: "<g id=\"other-easing-").count == 3)
    #expect(page.components(separatedBy: "<use href=\"#other-easing-1\"></use>").count == 2)
    // The plot shown again keeps its own name and description.
    #expect(
      page.contains(
        "aria-label=\"Easing curve cubic-bezier(0.2, 0, 0, 1)\"><use href=\"#other-easing-1\"></use><desc>"))
  }

  @Test func theSliderLadderAndMotionDataComeFromTheTokens() {
    let page = Self.files(WebFixtures.showcase)["index.html"]!
    #expect(page.contains("data-steps=\"14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62\""))
    #expect(page.contains("data-ladder=\"type-ladder-1\""))
    #expect(page.contains("aria-valuetext=\"Large (L, default)\""))
    #expect(page.contains("data-reduced=\"crossfade\" data-reduced-duration=\"200\""))
    #expect(page.contains("data-reduced=\"none\""))
    // Yes-or-no facts are written only when true (the script reads a missing one as false).
    #expect(page.contains("data-travels=\"true\"") && page.contains("data-repeats=\"true\""))
    #expect(!page.contains("=\"false\""))
    #expect(page.contains("data-reduced=\"motion\" data-reduced-duration=\"150\""))
  }
}

/// The page's layout of colors and the names it offers to copy.
@Suite("Docs page: ramps and names")
struct DocsPageRampTests {
  static let yaml = """
    palette:
      $type: color
      blue:
        tint: "#e5efff"
        deep: "#0055b3"
    color:
      $type: color
      text:
        $value: {light: "#000000", dark: "#ffffff"}
      surface:
        $value: {light: "#ffffff", dark: "#1c1c1e"}
    $contrast:
      - {foreground: "{color.text}", background: "{color.surface}", usage: text}

    """

  static func page(_ options: String = "{}") throws -> String {
    var configuration = Configuration()
    configuration.emitters = [EmitterSetting(id: "docs")]
    let result = FixtureCompiler.compile(
      [SourceFile(path: "tokens.yaml", bytes: Array(yaml.utf8))], configuration: configuration)
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    return String(decoding: try #require(result.files.first { $0.path == "docs/index.html" }).contents, as: UTF8.self)
  }

  @Test func paletteStepsAreRampsAndAdaptingColorsAreRows() throws {
    let page = try Self.page()
    #expect(page.contains("<h3 class=\"ramp-title\"><code>palette.blue</code></h3>"))
    #expect(page.components(separatedBy: "class=\"token token-color ramp-step\"").count == 3)
    #expect(page.components(separatedBy: "class=\"token token-color row\"").count == 3)
  }

  @Test func aColorIsShownOnTheBackgroundOfItsPair() throws {
    let page = try Self.page()
    // color.text in dark is drawn on color.surface's dark value, not on black.
    // The canvas carries the chip's color as `color`, which the style paints over the checkerboard.
    #expect(page.contains("<div class=\"swatch-canvas\" style=\"background-color: #1c1c1e; color: #ffffff\"></div>"))
    #expect(page.contains("<div class=\"ramp-chip\" style=\"color: #e5efff\"></div>"))
    // color.surface is no pair's foreground: its swatches sit on each appearance's canvas, which
    // the page's style paints by the swatch's place (light first, then dark).
    let surface = try #require(page.range(of: "data-token=\"color.surface\""))
    let swatches = String(page[surface.upperBound...]).components(separatedBy: "</article>")[0]
    #expect(swatches.components(separatedBy: "<div class=\"swatch-canvas\" style=\"color: ").count == 5, "\(swatches)")
    #expect(page.contains(".swatch:nth-child(2) > .swatch-canvas { background-color: #000000; }"))
    #expect(page.contains(".swatch:nth-child(2) figcaption::before { content: \"Dark: \"; }"))
  }

  @Test func everyTokenOffersItsCSSAndSwiftNamesToCopy() throws {
    let page = try Self.page()
    // A row's buttons show the name they copy, the CSS name first.
    #expect(
      page.contains(
        "<div class=\"row-code\"><button class=\"copy\">var(--color-text)</button>"
          + "<button class=\"copy\">Tokens.Color.text</button></div>"))
    // A ramp's compact buttons show CSS and Swift and copy their data-copy.
    #expect(
      page.contains(
        "<p class=\"copy-buttons\"><button class=\"copy\" data-copy=\"var(--palette-blue-tint)\">CSS</button>"
          + "<button class=\"copy\" data-copy=\"Tokens.Palette.blueTint\">Swift</button></p>"))
    // The words before the name come from the style, by the button's place.
    #expect(page.contains(".row-code > .copy + .copy::before { content: \"Copy the Swift name \"; }"))
  }

  @Test func theSearchWordsAreOnlyWhatTheEntryDoesNotShow() throws {
    let page = try Self.page()
    // The path, values (in code elements) and names are in the entry; the script adds them.
    #expect(page.contains("data-token=\"color.text\" data-search=\"color\">"))
    #expect(page.contains("data-token=\"palette.blue.tint\" data-search=\"color\">"))
    #expect(page.contains("<tr data-search=\"text contrast\">"))
    // A Display P3 value is shown only in its "P3" abbreviation, so the search has it.
    let sample = DocsPageTests.files("tokens")["index.html"]!
    #expect(sample.contains("data-token=\"color.brand.highlight\" data-search=\"color color(display-p3 0.78 0 0.42) "))
  }
}

/// The `brandColor` option of the docs emitter.
@Suite("Docs page: brand color")
struct DocsBrandColorTests {
  static func stage(_ yaml: String) -> (EmitStage, [String]) {
    var diagnostics: [Diagnostic] = []
    let root = loadYAML(yaml).root
    let configuration = Configuration.parse(root, directory: ".", rules: .builtIn, diagnostics: &diagnostics)
    let stage = EmitStage(registry: .builtIn, settings: configuration.emitters, diagnostics: &diagnostics)
    return (stage, rendered(diagnostics))
  }

  @Test func aBrandColorBandsTheSidebar() throws {
    let (stage, messages) = Self.stage("emitters:\n  docs: {brandColor: \"#ff2d55\"}\n")
    #expect(messages.isEmpty, "\(messages)")
    let tokens = WebFixtures.tokens(WebFixtures.showcase)
    var diagnostics: [Diagnostic] = []
    let files = stage.emit(EmitInput(tokens: tokens, validation: ValidationReport()), diagnostics: &diagnostics)
    let page = String(decoding: try #require(files.first { $0.path == "docs/index.html" }).contents, as: UTF8.self)
    #expect(page.contains("<header class=\"page-header branded\" style=\"--page-brand: #ff2d55\">"))
  }

  @Test func aBrandColorThatIsNotAHexIsALocatedError() {
    let (_, messages) = Self.stage("emitters:\n  docs: {brandColor: pink}\n")
    #expect(
      messages == [
        "tokens.yaml:2:22: error: emitter docs option 'brandColor' must be a hex color such as \"#0a84ff\", "
          + "not 'pink' [config/invalid]"
      ])
  }
}
