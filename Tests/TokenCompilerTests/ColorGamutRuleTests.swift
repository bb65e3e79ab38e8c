import Testing

@testable import TokenCompiler

/// `color/gamut`: Display P3 colors outside sRGB name their generated sRGB fallback.
@Suite("color/gamut")
struct ColorGamutRuleTests {
  static let rule: RuleID = "color/gamut"

  static let tokens = """
    palette:
      $type: color
      vivid: "color(display-p3 0.78 0 0.42)"
      orange:
        $value: {colorSpace: display-p3, components: [1, 0.5, 0]}
      inside: "color(display-p3 0.5 0.5 0.5)"
      plain: "#ff0000"
    color:
      $type: color
      badge: "{palette.vivid}"
      banner:
        $value:
          light: "{palette.vivid}"
          dark: "color(display-p3 0.2 0.9 0.1)"
          lightHighContrast: "{palette.inside}"
          darkHighContrast: "color(display-p3 0.2 0.9 0.1)"

    """

  private func run(_ tokens: String = Self.tokens, setting: String? = nil) -> PipelineResult {
    ColorRuleTesting.run(tokens, only: Self.rule, setting: setting)
  }

  @Test func eachOutOfGamutColorGetsOneNoteWhereItIsWritten() {
    // Not at color.badge or color.banner's light appearance, which alias palette.vivid;
    // not at palette.inside, which sRGB can show; never at sRGB colors.
    #expect(
      ColorRuleTesting.messages(run(), Self.rule) == [
        "tokens.yaml:3:10: note: 'palette.vivid' is color(display-p3 0.78 0 0.42), outside sRGB; sRGB screens get "
          + "the generated fallback #da006c (clipped green from -0.17 to 0; OKLab distance 0.030) [color/gamut]",
        "tokens.yaml:5:13: note: 'palette.orange' is color(display-p3 1 0.5 0), outside sRGB; sRGB screens get "
          + "the generated fallback #ff7600 (clipped red from 1.07 to 1 and blue from -0.21 to 0; OKLab distance "
          + "0.038) [color/gamut]",
        "tokens.yaml:13:7: note: 'color.banner' is color(display-p3 0.2 0.9 0.1) in dark and dark high-contrast, "
          + "outside sRGB; sRGB screens get the generated fallback #00ea00 (clipped red from -0.41 to 0 and blue "
          + "from -0.25 to 0; OKLab distance 0.056) [color/gamut]",
      ])
  }

  @Test func notesNeverStopTheBuild() {
    let result = run()
    #expect(result.diagnostics.filter { $0.ruleID == Self.rule }.allSatisfy { $0.severity == .note })
    #expect(!result.hasErrors && !result.files.isEmpty)
  }

  @Test func theSeverityCanBeRaised() {
    let result = run(setting: "warning")
    #expect(result.diagnostics.filter { $0.ruleID == Self.rule }.map(\.severity) == [.warning, .warning, .warning])
    #expect(ColorRuleTesting.messages(run(setting: "off"), Self.rule) == [])
  }

  @Test func theFallbackNamedIsTheOneTheDocsJSONCarries() throws {
    let result = run()
    let vivid = try #require(result.tokens["palette.vivid"]?.color)
    #expect(vivid.values.light.srgbFallback.hex == "#da006c")
    #expect(ColorGamutRule.clipping(vivid.values.light) == "clipped green from -0.17 to 0; OKLab distance 0.030")
  }

  @Test func aChannelJustOutsideSRGBShowsHowFar() {
    // A converted color with a component like -0.0047 is not "clipped from 0.00 to 0".
    #expect(ColorGamutRule.clippedText(-0.0047) == "-0.0047")
    #expect(ColorGamutRule.clippedText(1.0031) == "1.0031")
    #expect(ColorGamutRule.clippedText(-0.0006) == "-0.00060")
    #expect(ColorGamutRule.clippedText(-0.17) == "-0.17")
  }
}
