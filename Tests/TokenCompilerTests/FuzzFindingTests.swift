import Testing

@testable import TokenCompiler

/// Inputs the fuzz targets in `Tests/Fuzz` found problems with (docs/security.md, "Fuzzing"),
/// each fed exactly as the target fed it: every one is now a located error, not a crash, a
/// hang or running out of memory.
@Suite("fuzz findings")
struct FuzzFindingTests {
  /// The fixed tokens `fuzz-config` and `fuzz-template` compile (`Harness.tokens`).
  static let tokens = """
    $description: The fixed tokens of fuzz-config and fuzz-template
    palette:
      $type: color
      black: "#000000"
      white: "#ffffff"
      blue: "#007aff"
    color:
      $type: color
      label:
        $description: Body text & <notes> "quoted" \\ */
        $value: {light: "{palette.black}", dark: "{palette.white}"}
      background:
        $value: {light: "{palette.white}", dark: "#1c1c1e"}
      accent: "#007AFF80"
      wide:
        $value: {colorSpace: display-p3, components: [1, 0.2, 0.1], alpha: 0.9}
    space:
      $type: dimension
      xs: 4
      md: 16px
      lg: 1.5rem
    radius:
      $type: dimension
      card: "{space.md}"
    ratio:
      $type: number
      golden: 1.618
    font:
      family:
        $type: fontFamily
        brand: [Inter Display, "SF Pro", system-ui]
      weight:
        $type: fontWeight
        heavy: 800
    duration:
      $type: duration
      quick: 150ms
      slow: 0.35s
    easing:
      $type: cubicBezier
      standard: [0.2, 0, 0, 1]
    shadow:
      $type: shadow
      raised:
        $value: {color: "#0000001f", offsetX: 0, offsetY: 2, blur: 8, spread: 0}
    border:
      $type: border
      hairline:
        $value: {color: "{color.label}", width: 1px, style: solid}
    gradient:
      $type: gradient
      fade: [{color: "{palette.white}", position: 0}, {color: "#ffffff00", position: 1}]
    motion:
      fade:
        $type: transition
        $value: {duration: "{duration.quick}", delay: 0ms, timingFunction: "{easing.standard}"}
    type:
      $type: typography
      body:
        $value: {fontFamily: "{font.family.brand}", fontSize: 17, lineHeight: 22pt, fontWeight: 400, textStyle: body, ladder: apple}

    """

  /// Renders a `fuzz-template` input: the template, then partials, over ``tokens``, the way a
  /// build does.
  func renderAsBuild(_ template: String, partials: [String: String]) throws -> [String] {
    try TemplateFixture.render(template, partials: partials, tokens: Self.tokens).diagnostics
  }

  /// Renders a template and its partials over ``tokens`` with smaller budgets than a build's
  /// (2 million lookups, 64 MB), so a debug build gets there in a moment.
  func render(
    _ template: String, partials: [String: String] = [:], lookupBudget: Int = 2_000_000,
    outputBudget: Int = TemplateEmitter.outputBudget
  ) throws -> [String] {
    try TemplateFixture.withFolder { folder in
      let file = folder.appendingPathComponent("t.mustache")
      try TemplateFixture.write(template, to: file)
      for (name, text) in partials {
        try TemplateFixture.write(text, to: folder.appendingPathComponent(name + ".mustache"))
      }
      let input = EmitInput(tokens: compileYAML(Self.tokens).tokens)
      let result = TemplateEmitter.render(
        file.path, requestedAt: nil, context: input.docsDocument, vocabulary: TemplateNames(in: input.docsDocument),
        lookupBudget: lookupBudget, outputBudget: outputBudget)
      #expect(result.text == nil)
      return rendered(result.diagnostics).map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
    }
  }

  /// fuzz-template: five nested `{{#tokens}}` writing each token as JSON. The 22 tokens make
  /// 5 million passes of 700 bytes; the output budget was only checked once the text was
  /// built, so rendering ran out of memory (over 2 GB) first. The budget is now counted while
  /// rendering, each pass at the most its section can write (here with a budget of 1 MB).
  @Test func nestedSectionsWritingJSONStopAtTheOutputBudget() throws {
    let template =
      "{{#tokens}}{{#tokens}}{{#tokens}}{{#tokens}}{{#tokens}}{{ json(.) }}{{/tokens}}{{/tokens}}{{/tokens}}"
      + "{{/tokens}}{{/tokens}}"
    #expect(try render(template, outputBudget: 1_048_576) == [Self.stopped("t.mustache:1:48")])
  }

  /// The same without a single value inside: only the text of the innermost section, 22^5
  /// times. No lookup is made per pass, so only counting passes stops it.
  @Test func nestedSectionsOfPlainTextStopAtTheOutputBudget() throws {
    let text = String(repeating: "x", count: 1_000)
    let template =
      "{{#tokens}}{{#tokens}}{{#tokens}}{{#tokens}}{{#tokens}}\(text){{/tokens}}{{/tokens}}{{/tokens}}"
      + "{{/tokens}}{{/tokens}}"
    #expect(try render(template, outputBudget: 1_048_576) == [Self.stopped("t.mustache:1:48")])
  }

  /// fuzz-template, a timeout: seven nested `{{#tokens}}` through two partials (and other
  /// delimiters), 22^7 passes with one lookup each. Passes cost nothing of the lookup budget,
  /// so only the output budget stopped it, after 1.6 million passes: 11 s in the fuzz build.
  /// Passes now count as lookups too (here with a budget of 100,000).
  @Test func nestedSectionsThroughPartialsStopAtTheLookupBudget() throws {
    let template = "{{=| |=}}|#tokens||> header||/tokens|"
    let partials = [
      "header": "{{#tokens}}{{> shared/cell}}{{/tokens}}", "row": "",
      "shared/cell":
        "{{#tokens}}{{#tokens}}{{#tokens}}{{#tokens}}{{#tokens}}{{ name }}{{/tokens}}{{/tokens}}{{/tokens}}"
        + "{{/tokens}}{{/tokens}}",
    ]
    #expect(
      try render(template, partials: partials, lookupBudget: 100_000) == [
        "shared/cell.mustache:1:59: error: rendering 't.mustache' stopped after 100000 lookups and section passes, "
          + "far more than its output needs; sections over lists multiply (a {{#tokens}} inside a {{#tokens}} renders "
          + "every token once per token) [template/budget]"
      ])
  }

  /// Partials that include the next one twice: 2^30 copies of a line, with no section at all.
  /// It is refused before rendering.
  @Test func partialsIncludedInPartialsAreCountedBeforeRendering() throws {
    var partials: [String: String] = [:]
    for level in 0..<30 { partials["p\(level)"] = "{{> p\(level + 1)}}{{> p\(level + 1)}}" }
    partials["p30"] = "a line of text\n"
    #expect(
      try renderAsBuild("{{> p0}}", partials: partials) == [
        "error: 't.mustache' with its partials written out is more than the 64 MB a template may write; sections "
          + "over lists multiply (a {{#tokens}} inside a {{#tokens}} renders every token once per token), and so do "
          + "partials included in partials [template/budget]"
      ])
  }

  /// Issue 13: a partial with a one-character name (`{{> a}}`) crashed in
  /// `TemplateLoader.loadPartial` (`deletingLastPathComponent`). Present, it renders; missing,
  /// it is a located error at the tag.
  @Test func aPartialWithAOneCharacterNameRendersOrIsALocatedError() throws {
    let present = try TemplateFixture.render("[{{> a}}]", partials: ["a": "partial"])
    #expect(present.diagnostics == [] && present.text == "[partial]")
    let missing = try TemplateFixture.render("[{{> a}}]")
    #expect(missing.text == nil)
    #expect(
      missing.diagnostics == [
        "t.mustache:1:6: error: no partial 'a': a.mustache does not exist; did you mean 't'? "
          + "[template/missing-partial]"
      ])
  }

  /// The diagnostic for the 1 MB output budget at `place`.
  static func stopped(_ place: String) -> String {
    "\(place): error: rendering 't.mustache' stopped: it would write more than the 1 MB a template may write; "
      + "sections over lists multiply (a {{#tokens}} inside a {{#tokens}} renders every token once per token), and "
      + "so do partials included in partials [template/budget]"
  }
}
