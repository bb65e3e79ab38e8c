import Testing

@testable import TokenCompiler

/// `color/high-contrast`: Increase Contrast never lowers a declared pair's contrast.
@Suite("color/high-contrast")
struct ColorHighContrastRuleTests {
  static let rule: RuleID = "color/high-contrast"

  /// A label on a surface with the label's four appearances given.
  static func tokens(
    light: String = "#595959", dark: String = "#a6a6a6", lightHighContrast: String = "#000000",
    darkHighContrast: String = "#FFFFFF"
  ) -> String {
    """
    color:
      $type: color
      label:
        $value:
          light: "\(light)"
          dark: "\(dark)"
          lightHighContrast: "\(lightHighContrast)"
          darkHighContrast: "\(darkHighContrast)"
      surface:
        $value:
          light: "#FFFFFF"
          dark: "#000000"
          lightHighContrast: "#FFFFFF"
          darkHighContrast: "#000000"
    $contrast:
      - {foreground: "{color.label}", background: "{color.surface}"}

    """
  }

  private func run(_ tokens: String, setting: String? = nil) -> PipelineResult {
    ColorRuleTesting.run(tokens, only: Self.rule, setting: setting)
  }

  @Test func moreOrEqualContrastPasses() {
    #expect(ColorRuleTesting.messages(run(Self.tokens()), Self.rule) == [])
    // The same colors with Increase Contrast on are fine: contrast is not lowered.
    let same = Self.tokens(lightHighContrast: "#595959", darkHighContrast: "#a6a6a6")
    #expect(ColorRuleTesting.messages(run(same), Self.rule) == [])
  }

  @Test func aLighterLightHighContrastLabelIsAnError() throws {
    let result = run(Self.tokens(lightHighContrast: "#6e6e6e"))
    #expect(
      ColorRuleTesting.messages(result, Self.rule) == [
        "tokens.yaml:16:5: error: 'color.label' on 'color.surface' is 5.10:1 in light high-contrast, less than the "
          + "7.00:1 it has in light; Increase Contrast must not lower contrast; #595959 would give 7.00:1 "
          + "[color/high-contrast]"
      ])
    let diagnostic = try #require(result.diagnostics.first { $0.ruleID == Self.rule })
    #expect(
      renderedNotes(diagnostic) == [
        "tokens.yaml:3:3: note: 'color.label' is #6e6e6e in light high-contrast, on #ffffff"
      ])
    #expect(
      diagnostic.fix == FixSuggestion("use #595959 for 'color.label' in light high-contrast", replacement: "#595959"))
    #expect(result.hasErrors)
  }

  @Test func aDarkerDarkHighContrastLabelIsAnError() {
    let result = run(Self.tokens(darkHighContrast: "#8e8e8e"))
    #expect(
      ColorRuleTesting.messages(result, Self.rule) == [
        "tokens.yaml:16:5: error: 'color.label' on 'color.surface' is 6.41:1 in dark high-contrast, less than the "
          + "8.63:1 it has in dark; Increase Contrast must not lower contrast; #a6a6a6 would give 8.63:1 "
          + "[color/high-contrast]"
      ])
  }

  @Test func nearlyEqualRatiosAreShownWithEnoughDecimalsToDiffer() {
    // #59595a is a hair lighter than #595959: 6.9968:1 and 7.0047:1 both read 7.00 at two decimals.
    let result = run(Self.tokens(light: "#595959", lightHighContrast: "#59595a"))
    let messages = ColorRuleTesting.messages(result, Self.rule)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("is 6.997:1 in light high-contrast, less than the 7.005:1 it has in light") == true)
  }

  @Test func theSeverityCanBeLoweredAndTheFindingSuppressed() throws {
    let warning = run(Self.tokens(lightHighContrast: "#6e6e6e"), setting: "warning")
    #expect(warning.diagnostics.filter { $0.ruleID == Self.rule }.map(\.severity) == [.warning])
    let suppressed = run(
      Self.tokens(lightHighContrast: "#6e6e6e").replacingOccurrences(
        of: "  label:",
        with: "  label:\n    $extensions: {dev.tokenc: {suppress: {color/high-contrast: Tracked in issue 12.}}}"))
    let diagnostic = try #require(suppressed.diagnostics.first { $0.ruleID == Self.rule })
    #expect(diagnostic.suppression == "Tracked in issue 12.")
    #expect(!suppressed.hasErrors)
  }
}
