import Testing

@testable import TokenCompiler

/// `color/appearances`: semantic colors write all four appearances or mark the fallback as intended.
@Suite("color/appearances")
struct ColorAppearancesRuleTests {
  static let rule: RuleID = "color/appearances"

  static let tokens = """
    palette:
      $type: color
      blue: "#007AFF"
    color:
      $type: color
      complete:
        $value:
          light: "#000000"
          dark: "#FFFFFF"
          lightHighContrast: "#000000"
          darkHighContrast: "#FFFFFF"
      lightOnly: "#8E8E93"
      noHighContrast:
        $value:
          light: "#000000"
          dark: "#FFFFFF"
      darkMissing:
        $value:
          light: "#000000"
          lightHighContrast: "#111111"
      aliasOfComplete: "{color.complete}"
      aliasOfPalette: "{palette.blue}"
      intended:
        $value: "#C6C6C8"
        $extensions: {dev.tokenc: {fallback: intentional}}
      partlyIntended:
        $value: {light: "#000000", dark: "#FFFFFF"}
        $extensions: {dev.tokenc: {fallback: [lightHighContrast]}}
      aliasOfIntended: "{color.intended}"
      badMarker:
        $value: "#000000"
        $extensions: {dev.tokenc: {fallback: [light]}}
      aliasOfBad: "{color.badMarker}"

    """

  private func run(_ tokens: String = Self.tokens, setting: String? = nil) -> PipelineResult {
    ColorRuleTesting.run(tokens, only: Self.rule, setting: setting)
  }

  @Test func semanticColorsThatFallBackWithoutSayingSoAreReported() {
    #expect(
      ColorRuleTesting.messages(run(), Self.rule) == [
        "tokens.yaml:12:14: warning: 'color.lightOnly' writes only light: dark, lightHighContrast and "
          + "darkHighContrast fall back to light; write all four appearances or mark the fallback as intended "
          + "[color/appearances]",
        "tokens.yaml:15:7: warning: 'color.noHighContrast' writes only light and dark: lightHighContrast falls back "
          + "to light and darkHighContrast falls back to dark; write all four appearances or mark the fallback as "
          + "intended [color/appearances]",
        "tokens.yaml:19:7: warning: 'color.darkMissing' writes only light and lightHighContrast: dark falls back to "
          + "light and darkHighContrast falls back to lightHighContrast; write all four appearances or mark the "
          + "fallback as intended [color/appearances]",
        "tokens.yaml:22:19: warning: 'color.aliasOfPalette' aliases '{palette.blue}', which writes only light: dark, "
          + "lightHighContrast and darkHighContrast fall back to light; write all four appearances or mark the "
          + "fallback as intended [color/appearances]",
        "tokens.yaml:27:13: warning: 'color.partlyIntended' writes only light and dark: darkHighContrast falls back "
          + "to dark; write all four appearances or mark the fallback as intended [color/appearances]",
        "tokens.yaml:31:13: warning: 'color.badMarker' writes only light: dark, lightHighContrast and "
          + "darkHighContrast fall back to light; write all four appearances or mark the fallback as intended "
          + "[color/appearances]",
        // The bad marker is reported once, at its own token, not again at the alias.
        "tokens.yaml:33:15: warning: 'color.aliasOfBad' aliases '{color.badMarker}', which writes only light: dark, "
          + "lightHighContrast and darkHighContrast fall back to light; write all four appearances or mark the "
          + "fallback as intended [color/appearances]",
      ])
  }

  @Test func aMalformedMarkerIsAnErrorOfTheDecodeStage() {
    // Read once by the decoder, so it is reported even on colors the rule does not check.
    #expect(
      rendered(run().diagnostics.filter { $0.ruleID == .tokenExtension }) == [
        "tokens.yaml:30:3: error: 'color.badMarker' has dev.tokenc.fallback [\"light\"], which tokenc does not "
          + "understand; write 'intentional', or a list of the appearances that fall back on purpose (dark, "
          + "lightHighContrast, darkHighContrast) [token/extension]"
      ])
  }

  @Test func theFixNamesTheMissingAppearancesAndTheMarker() throws {
    let result = run()
    let diagnostic = try #require(
      result.diagnostics.first { $0.ruleID == Self.rule && $0.message.hasPrefix("'color.noHighContrast'") })
    #expect(
      diagnostic.fix
        == FixSuggestion(
          "add lightHighContrast and darkHighContrast to 'color.noHighContrast', or add "
            + "$extensions: {dev.tokenc: {fallback: intentional}}"))
  }

  @Test func completeColorsMarkedColorsAndAliasesOfThemPass() {
    let reported = Set(run().diagnostics.filter { $0.ruleID == Self.rule }.map { $0.message.prefix { $0 != " " } })
    for path in ["color.complete", "color.aliasOfComplete", "color.intended", "color.aliasOfIntended", "palette.blue"] {
      #expect(!reported.contains("'\(path)'"), "\(path)")
    }
  }

  @Test func theGroupsOptionChoosesWhatIsSemantic() {
    let result = run(setting: "{severity: warning, groups: [palette]}")
    #expect(
      ColorRuleTesting.messages(result, Self.rule) == [
        "tokens.yaml:3:9: warning: 'palette.blue' writes only light: dark, lightHighContrast and darkHighContrast "
          + "fall back to light; write all four appearances or mark the fallback as intended [color/appearances]"
      ])
  }

  @Test func theSeverityIsConfigurableAndSuppressionKeepsTheFinding() throws {
    let error = run(setting: "error")
    #expect(error.diagnostics.filter { $0.ruleID == Self.rule }.allSatisfy { $0.severity == .error })
    #expect(error.hasErrors)
    let suppressed = run(
      Self.tokens.replacingOccurrences(
        of: "  lightOnly: \"#8E8E93\"",
        with:
          "  lightOnly:\n    $value: \"#8E8E93\"\n    $extensions: {dev.tokenc: {suppress: {color/appearances: Gray is gray.}}}"
      ),
      setting: "error")
    let diagnostic = try #require(
      suppressed.diagnostics.first { $0.ruleID == Self.rule && $0.message.hasPrefix("'color.lightOnly'") })
    #expect(diagnostic.suppression == "Gray is gray.")
  }

  @Test func theMarkerIsReadFromDTCGJSONToo() {
    let json = """
      {"color": {"$type": "color",
        "a": {"$value": "#000000", "$extensions": {"dev.tokenc": {"fallback": "intentional"}}},
        "b": {"$value": "#000000", "$extensions": {"dev.tokenc": {"appearances": {
          "dark": "#FFFFFF", "lightHighContrast": "#000000", "darkHighContrast": "#FFFFFF"}}}},
        "c": {"$value": "#000000"}}}
      """
    let result = FixtureCompiler.compile([SourceFile(path: "t.tokens.json", text: json)])
    #expect(result.diagnostics.filter { $0.ruleID == Self.rule }.map { $0.message.prefix(11) } == ["'color.c' w"])
  }
}
