import Testing

@testable import TokenCompiler

/// DTCG color spaces, follow-up errors, typo suggestions and hostile nesting.
@Suite("Decode stage: color spaces and diagnostic quality")
struct DecoderRefinementTests {
  private func color(_ space: String, _ components: String) -> (ColorValue?, [String]) {
    let (tokens, diagnostics) = compileYAML(
      "c:\n  $type: color\n  $value: {colorSpace: \(space), components: [\(components)]}\n")
    return (tokens["c"]?.color?.values.light, rendered(diagnostics))
  }

  @Test(arguments: [
    ("lab", "50, 0, 0", "#777777", ColorSpace.srgb),  // L* 50 is sRGB 119 gray
    ("xyz-d50", "0.4360747, 0.2225045, 0.0139322", "#ff0000", .srgb),  // sRGB red adapted to D50
    ("xyz-d65", "0.4123908, 0.2126390, 0.0193308", "#ff0000", .srgb),
    ("srgb-linear", "0.2158605, 0.2158605, 0.2158605", "#808080", .srgb),
    ("hsl", "120, 100, 25", "#008000", .srgb),
    ("hwb", "0, 0, 0", "#ff0000", .srgb),
    ("a98-rgb", "0, 0, 0", "#000000", .srgb),
    ("prophoto-rgb", "1, 1, 1", "#ffffff", .srgb),
    ("rec2020", "1, 1, 1", "#ffffff", .srgb),
    ("lch", "54.29, 106.84, 40.85", "#ff0000", .displayP3),  // CSS red, a hair outside sRGB after rounding
  ])
  func otherColorSpacesAreConverted(space: String, components: String, hex: String, stored: ColorSpace) {
    let (value, diagnostics) = color(space, components)
    #expect(diagnostics == [])
    #expect(value?.srgbFallback.hex == hex)
    #expect(value?.space == stored)
  }

  @Test(arguments: [
    ("hsl", "360, 50, 50", "3:42: error: 'c' components in hsl must be from 0 up to (not including) 360, not 360"),
    ("oklch", "1.2, 0.1, 20", "3:44: error: 'c' components in oklch must be between 0 and 1, not 1.2"),
    ("lch", "50, -1, 20", "3:46: error: 'c' components in lch must be between 0 and ∞, not -1"),
  ])
  func componentRangesFollowTheSchema(space: String, components: String, message: String) {
    #expect(color(space, components).1 == ["tokens.yaml:\(message) [token/value]"])
  }

  @Test func anAliasToAnUndecodableTokenAddsNoSecondError() {
    let (_, diagnostics) = compileYAML(
      """
      space:
        $type: dimension
        md: 16pts
        gutter: "{space.md}"
      $contrast:
        - {foreground: "{space.md}", background: "{space.gutter}"}
      """)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:7: error: 'space.md' must be a dimension like 16, \"16pt\" or {value: 16, unit: px}, "
          + "not '16pts' [token/value]"
      ])
  }

  @Test func quotedFontWeightsAreNumbers() {
    let (tokens, diagnostics) = compileYAML("w:\n  $type: fontWeight\n  bold: \"700\"\n")
    #expect(diagnostics.isEmpty)
    #expect(tokens["w.bold"]?.value == .fontWeight(FontWeight(700)))
  }

  @Test func swappedLettersStillGetASuggestion() {
    let (_, diagnostics) = compileYAML("c:\n  $type: color\n  $value: {light: \"#fff\", drak: \"#000\"}\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:27: error: a color with appearances has no field 'drak'; did you mean 'dark'? "
          + "(fields: light, dark, lightHighContrast, darkHighContrast) [token/shape]"
      ])
    #expect(Suggestions.closest(to: "colro.label", in: ["color.label", "color.lable2"]) == "color.label")
  }

  @Test func deepNestingIsRejectedBeforeItCanOverflowTheStack() {
    let depth = 5_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let (root, diagnostics) = loadYAML(text)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:1:101: error: the file nests more than 100 levels deep; token groups never need that many [yaml/syntax]"
      ])
  }

  @Test func dtcgAppearanceOverridesNeedNoLight() {
    let (tokens, diagnostics) = compileYAML(
      """
      c:
        $type: color
        $value: "#ffffff"
        $extensions: {dev.tokenc: {appearances: {dark: "#000000"}}}
      """)
    #expect(diagnostics.isEmpty)
    #expect(tokens["c"]?.color?.values.dark.hex == "#000000")
    #expect(tokens["c"]?.color?.explicit == [.light, .dark])
  }

  @Test func aFontStackWrittenAsOneStringIsReadAsTheStackWithAWarning() {
    let (tokens, diagnostics) = compileYAML(
      "font:\n  $type: fontFamily\n  serif: \"Times New Roman, 'Noto Serif', serif\"\n")
    #expect(tokens["font.serif"]?.value == .fontFamily(["Times New Roman", "Noto Serif", "serif"]))
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:10: warning: 'font.serif' is a font stack written as one family name; it is read as the "
          + "list [\"Times New Roman\", \"Noto Serif\", \"serif\"], which is how DTCG writes a stack [token/value]"
      ])
  }

  @Test func remDimensionsStayRemInTheDTCGOutputAndSystemIsARealStack() throws {
    let result = FixtureCompiler.compile([
      SourceFile(
        path: "t.yaml",
        text: "gap:\n  $type: dimension\n  $value: 1.5rem\nbody:\n  $type: fontFamily\n  $value: [Inter, system]\n")
    ])
    let json = try #require(ScratchProject.file("json/tokens.tokens.json", in: result))
    #expect(json.contains("\"unit\": \"rem\",\n      \"value\": 1.5"))
    #expect(json.contains("\"Inter\",\n      \"system-ui\",\n      \"-apple-system\""))
    #expect(!json.contains("\"system\""))
    // Read back, the stack is tokenc's system keyword again.
    let (tokens, _) = compileYAML(["t.tokens.json": json])
    #expect(tokens["body"]?.value == .fontFamily(["Inter", "system"]))
    #expect(tokens["gap"]?.value == .dimension(Dimension(24)))
  }
}
