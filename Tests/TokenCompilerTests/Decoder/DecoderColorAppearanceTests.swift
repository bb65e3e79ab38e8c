import Testing

@testable import TokenCompiler

@Suite("Decode stage: color appearances")
struct DecoderColorAppearanceTests {
  @Test func appearancesFillInTheDocumentedFallbackOrder() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        all:
          $value:
            light: "#111111"
            dark: "#222222"
            lightHighContrast: "#333333"
            darkHighContrast: "#444444"
        lightOnly:
          $value: {light: "#111111"}
        lightAndDark:
          $value: {light: "#111111", dark: "#222222"}
        lightAndLightHC:
          $value: {light: "#111111", lightHighContrast: "#333333"}
        noLightHC:
          $value: {light: "#111111", dark: "#222222", darkHighContrast: "#444444"}
      """)
    #expect(diagnostics.isEmpty)
    func hexes(_ path: String) -> [String] {
      guard let values = tokens[path]?.color?.values else { return [] }
      return Appearance.allCases.map { values[$0].hex }
    }
    #expect(hexes("color.all") == ["#111111", "#222222", "#333333", "#444444"])
    // dark → light; light high-contrast → light; dark high-contrast → dark, else light high-contrast, else light.
    #expect(hexes("color.lightOnly") == ["#111111", "#111111", "#111111", "#111111"])
    #expect(hexes("color.lightAndDark") == ["#111111", "#222222", "#111111", "#222222"])
    #expect(hexes("color.lightAndLightHC") == ["#111111", "#111111", "#333333", "#333333"])
    #expect(hexes("color.noLightHC") == ["#111111", "#222222", "#111111", "#444444"])
    #expect(tokens["color.lightAndDark"]?.color?.explicit == [.light, .dark])
    #expect(tokens["color.all"]?.color?.explicit == Set(Appearance.allCases))
  }

  @Test func appearancesNeedLight() {
    let (tokens, diagnostics) = compileToken("color", "dark: \"#000000\"\ndarkHighContrast: \"#111111\"")
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:5: error: a color with appearances needs 'light', e.g. light: \"#000000\" "
          + "(dark and the high-contrast appearances fall back to it) [token/shape]"
      ])
  }

  @Test func misspelledAppearanceGetsASuggestion() {
    let (_, diagnostics) = compileToken("color", "light: \"#ffffff\"\ndak: \"#000000\"")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:5:5: error: a color with appearances has no field 'dak'; did you mean 'dark'? "
          + "(fields: light, dark, lightHighContrast, darkHighContrast) [token/shape]"
      ])
  }

  @Test func invalidAppearanceValueNamesTheAppearance() {
    let (_, diagnostics) = compileToken("color", "light: \"#ffffff\"\ndarkHighContrast: \"#12\"")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:5:23: error: '#12' in the dark high-contrast color of 't' is not a hex color; "
          + "use 3, 4, 6 or 8 hex digits after '#' [token/value]"
      ])
  }

  @Test func appearancesWithoutValueUnderATypedGroupGetAHint() {
    let (_, diagnostics) = compileYAML("color:\n  $type: color\n  bg:\n    light: \"#fff\"\n    dark: \"#000\"\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:3: error: 'color.bg' looks like a color value but has no '$value'; "
          + "write its fields under '$value:' [token/shape]"
      ])
  }
}
