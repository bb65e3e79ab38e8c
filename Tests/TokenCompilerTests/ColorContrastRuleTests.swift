import Testing

@testable import TokenCompiler

/// `color/contrast`: every declared pair meets WCAG 2.x in all four appearances.
@Suite("color/contrast")
struct ColorContrastRuleTests {
  static let rule: RuleID = "color/contrast"

  /// A text color on a surface; `light` is the text's light color, `pair` the pair's extra fields.
  static func tokens(light: String, darkHighContrast: String = "#FFFFFF", pair: String = "") -> String {
    """
    color:
      $type: color
      text:
        $value:
          light: "\(light)"
          dark: "#FFFFFF"
          lightHighContrast: "#000000"
          darkHighContrast: "\(darkHighContrast)"
      surface:
        $value:
          light: "#FFFFFF"
          dark: "#000000"
          lightHighContrast: "#FFFFFF"
          darkHighContrast: "#000000"
    $contrast:
      - {foreground: "{color.text}", background: "{color.surface}"\(pair)}

    """
  }

  private func run(_ tokens: String, setting: String? = nil) -> PipelineResult {
    ColorRuleTesting.run(tokens, only: Self.rule, setting: setting)
  }

  @Test func thePublishedNearMissFailsWithTheNextDarkerGrayAsTheFix() throws {
    let result = run(Self.tokens(light: "#777777"))
    #expect(
      ColorRuleTesting.messages(result, Self.rule) == [
        "tokens.yaml:16:5: error: 'color.text' on 'color.surface' is 4.48:1 in light, below the 4.5:1 that AA "
          + "needs for text; #767676 would pass (4.54:1) [color/contrast]"
      ])
    let diagnostic = try #require(result.diagnostics.first { $0.ruleID == Self.rule })
    #expect(renderedNotes(diagnostic) == ["tokens.yaml:3:3: note: 'color.text' is #777777 in light, on #ffffff"])
    #expect(diagnostic.fix == FixSuggestion("use #767676 for 'color.text' in light", replacement: "#767676"))
    #expect(result.hasErrors && result.files.isEmpty)
  }

  @Test func theSuggestedColorPassesWhenFedBackIn() {
    let fixed = run(Self.tokens(light: "#767676"))
    #expect(ColorRuleTesting.messages(fixed, Self.rule) == [])
    #expect(!fixed.hasErrors)
  }

  @Test func everyAppearanceIsChecked() {
    let result = run(Self.tokens(light: "#000000", darkHighContrast: "#333333"))
    #expect(
      ColorRuleTesting.messages(result, Self.rule) == [
        "tokens.yaml:16:5: error: 'color.text' on 'color.surface' is 1.66:1 in dark high-contrast, below the 4.5:1 "
          + "that AA needs for text; #757575 would pass (4.56:1) [color/contrast]"
      ])
  }

  @Test func aRatioJustBelowTheMinimumFailsAndShowsEnoughDecimals() {
    let result = run(Self.tokens(light: "#d010d0"))
    #expect(
      ColorRuleTesting.messages(result, Self.rule) == [
        "tokens.yaml:16:5: error: 'color.text' on 'color.surface' is 4.4998:1 in light, below the 4.5:1 that AA "
          + "needs for text; #d00fd0 would pass (4.51:1) [color/contrast]"
      ])
  }

  @Test func theLevelCanBeSetPerPair() {
    let result = run(Self.tokens(light: "#767676", pair: ", level: AAA"))
    #expect(
      ColorRuleTesting.messages(result, Self.rule) == [
        "tokens.yaml:16:5: error: 'color.text' on 'color.surface' is 4.54:1 in light, below the 7:1 that AAA "
          + "needs for text; #595959 would pass (7.00:1) [color/contrast]"
      ])
  }

  @Test func theLevelOptionAppliesToPairsThatSetNone() {
    let global = run(Self.tokens(light: "#767676"), setting: "{severity: error, level: AAA}")
    #expect(ColorRuleTesting.messages(global, Self.rule).count == 1)
    #expect(ColorRuleTesting.messages(global, Self.rule).first?.contains("below the 7:1 that AAA needs") == true)
    // A pair's own level wins over the option.
    let own = run(Self.tokens(light: "#767676", pair: ", level: AA"), setting: "{severity: error, level: AAA}")
    #expect(ColorRuleTesting.messages(own, Self.rule) == [])
  }

  @Test(arguments: [
    ("largeText", "#949494", nil),
    ("nonText", "#949494", nil),
    ("text", "#949494", "is 3.03:1 in light, below the 4.5:1 that AA needs for text"),
    (
      "largeText", "#959595",
      "is 2.995:1 in light, below the 3:1 that AA needs for large text; #949494 would pass (3.03:1)"
    ),
    (
      "nonText", "#959595",
      "is 2.995:1 in light, below the 3:1 that AA needs for non-text UI; #949494 would pass (3.03:1)"
    ),
  ])
  func usageSetsTheMinimum(usage: String, light: String, problem: String?) {
    let result = run(Self.tokens(light: light, pair: ", usage: \(usage)"))
    let messages = ColorRuleTesting.messages(result, Self.rule)
    #expect(messages.count == (problem == nil ? 0 : 1))
    if let problem { #expect(messages.first?.contains(problem) == true, "\(messages)") }
  }

  @Test func translucentAndDisplayP3ForegroundsAreMeasuredAsShown() {
    let result = run(
      Self.tokens(light: "#3C3C4399", darkHighContrast: "color(display-p3 0.3 0.1 0.5)"))
    #expect(
      ColorRuleTesting.messages(result, Self.rule) == [
        "tokens.yaml:16:5: error: 'color.text' on 'color.surface' is 1.81:1 in dark high-contrast, below the 4.5:1 "
          + "that AA needs for text; color(display-p3 0.536 0.363 0.766) would pass (4.50:1) [color/contrast]",
        "tokens.yaml:16:5: error: 'color.text' on 'color.surface' is 3.44:1 in light, below the 4.5:1 that AA "
          + "needs for text; #1c1b2299 would pass (4.51:1) [color/contrast]",
      ])
  }

  /// A Display P3 red outside sRGB passes after clamping (4.85:1) but not as a P3 screen shows it.
  @Test func aP3ColorOutsideSRGBIsHeldToItsDisplayedContrast() throws {
    let result = run(Self.tokens(light: "#000000", darkHighContrast: "color(display-p3 0.875 0 0)"))
    let messages = ColorRuleTesting.messages(result, Self.rule)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "tokens.yaml:16:5: error: 'color.text' on 'color.surface' is 4.38:1 as displayed in Display P3 in dark "
          + "high-contrast, below the 4.5:1 that AA needs for text; ") == true, "\(messages)")
    // The suggestion passes when measured the same way.
    let fix = try #require(result.diagnostics.first { $0.ruleID == Self.rule }?.fix?.replacement)
    let suggested = try #require(ValueReader.cssDisplayP3(fix) ?? ColorValue(hex: fix))
    #expect(
      WCAGContrast.ratio(foreground: suggested, background: ColorValue(hex: "#000000")!, in: .darkHighContrast) >= 4.5)
    let explanation = ColorContrastRule.descriptor.explanation
    #expect(explanation.contains("the lower ratio counts") && explanation.contains("4.38:1 displayed"))
  }

  @Test func noSuggestionWhenNoForegroundCanPass() {
    let tokens = Self.tokens(light: "#000000").replacingOccurrences(
      of: "light: \"#FFFFFF\"\n      dark: \"#000000\"", with: "light: \"#777777\"\n      dark: \"#000000\"")
    let result = run(tokens, setting: "{severity: error, level: AAA}")
    #expect(
      ColorRuleTesting.messages(result, Self.rule) == [
        "tokens.yaml:16:5: error: 'color.text' on 'color.surface' is 4.69:1 in light, below the 7:1 that AAA needs "
          + "for text; no foreground color reaches 7:1 on this background, so change the background [color/contrast]"
      ])
    #expect(result.diagnostics.first { $0.ruleID == Self.rule }?.fix == nil)
  }

  @Test func theSeverityCanBeLowered() {
    let result = run(Self.tokens(light: "#777777"), setting: "warning")
    #expect(result.diagnostics.filter { $0.ruleID == Self.rule }.map(\.severity) == [.warning])
    #expect(!result.hasErrors && !result.files.isEmpty)
    let off = run(Self.tokens(light: "#777777"), setting: "off")
    #expect(ColorRuleTesting.messages(off, Self.rule) == [])
  }

  @Test(arguments: ["text", "surface"])
  func aSuppressionOnEitherTokenMarksTheFindingWithoutStoppingTheBuild(on token: String) throws {
    let suppression = "\n    $extensions: {dev.tokenc: {suppress: {color/contrast: Only on disabled buttons.}}}"
    let tokens = Self.tokens(light: "#777777").replacingOccurrences(
      of: "  \(token):", with: "  \(token):\(suppression)")
    let result = run(tokens)
    let diagnostic = try #require(
      result.diagnostics.first { $0.ruleID == Self.rule }, "\(rendered(result.diagnostics))")
    #expect(diagnostic.suppression == "Only on disabled buttons.")
    #expect(!result.hasErrors && !result.files.isEmpty)
    let findings = try ColorRuleTesting.docsFindings(result, Self.rule)
    #expect(findings.first?["pass"] as? Bool == false)
  }

  @Test func findingsArePublishedForEveryAppearanceWithTheSuggestionWhenFailing() throws {
    let result = run(Self.tokens(light: "#777777"), setting: "warning")
    let findings = try ColorRuleTesting.docsFindings(result, Self.rule)
    #expect(findings.count == 4)
    #expect(findings.map { $0["appearance"] as? String } == Appearance.allCases.map(\.rawValue))
    #expect(findings.map { $0["ratio"] as? Double } == [4.48, 21, 21, 21])
    #expect(findings.map { $0["pass"] as? Bool } == [false, true, true, true])
    #expect(findings.map { $0["suggestion"] as? String } == ["#767676", nil, nil, nil])
    #expect(
      findings.allSatisfy {
        $0["foreground"] as? String == "color.text" && $0["background"] as? String == "color.surface"
          && $0["usage"] as? String == "text" && $0["level"] as? String == "AA" && $0["required"] as? Double == 4.5
      })
    #expect(
      Set(findings[1].keys) == [
        "foreground", "background", "usage", "level", "appearance", "ratio", "required", "pass",
      ])
  }

  @Test func anUnknownLevelIsAConfigurationError() {
    var diagnostics: [Diagnostic] = []
    let config = loadYAML("rules: {color/contrast: {severity: error, level: AAAA}}\n", path: "tokenc.yaml").root
    let configuration = Configuration.parse(config, directory: ".", rules: .builtIn, diagnostics: &diagnostics)
    let pipeline = Pipeline(configuration: configuration)
    #expect(
      rendered(diagnostics + pipeline.configurationDiagnostics) == [
        "tokenc.yaml:1:50: error: rule color/contrast option 'level' must be one of AA, AAA, not 'AAAA'; "
          + "did you mean 'AAA'? [config/invalid]"
      ])
  }

  @Test func aPassingPaletteStepIsSuggestedAndTheNotePointsWhereTheColorIsWritten() throws {
    let tokens = """
      palette:
        $type: color
        gray300: "#d1d1d6"
        gray600: "#636366"
        gray900: "#1c1c1e"
        white: "#ffffff"
      color:
        $type: color
        text:
          $value: "{palette.gray300}"
          $extensions: {dev.tokenc: {fallback: intentional}}
        bg:
          $value: "{palette.white}"
          $extensions: {dev.tokenc: {fallback: intentional}}
      $contrast:
        - {foreground: "{color.text}", background: "{color.bg}", usage: text}

      """
    let result = run(tokens)
    let messages = ColorRuleTesting.messages(result, Self.rule)
    #expect(messages.count == 4)
    // gray600 is the passing step closest to gray300 (gray900 passes too, but is farther).
    #expect(
      messages.first { $0.contains(" in light,") }
        == "tokens.yaml:16:5: error: 'color.text' on 'color.bg' is 1.52:1 in light, below the 4.5:1 that AA needs "
        + "for text; the palette's '{palette.gray600}' would pass (5.99:1) [color/contrast]")
    let diagnostic = try #require(
      result.diagnostics.first { $0.ruleID == Self.rule && $0.message.contains(" in light,") })
    #expect(
      renderedNotes(diagnostic) == [
        "tokens.yaml:3:12: note: 'color.text' is #d1d1d6 in light (written in 'palette.gray300'), on #ffffff"
      ])
    #expect(
      diagnostic.fix
        == FixSuggestion("use '{palette.gray600}' for 'color.text' in light", replacement: "{palette.gray600}"))
  }
}
