import Testing

@testable import TokenCompiler

/// The `css` emitter's shadows, borders, stroke styles and gradients.
@Suite("CSS composites")
struct CSSCompositeTests {
  static let composites = "Tests/TokenCompilerTests/Fixtures/composites"

  @Test func compositesMatchTheGoldenFiles() throws {
    let input = EmitInput(tokens: WebFixtures.tokens(Self.composites))
    try Golden.check(
      CSSEmitter(settings: .init()).emit(input).map { ($0.path, $0.contents) }, name: "css-composites")
    var options = CSSDocumentBuilder.Settings()
    (options.units, options.lightDark) = (.px, true)
    try Golden.check(
      CSSEmitter(settings: options).emit(input).map { ($0.path, $0.contents) }, name: "css-composites-options")
  }

  @Test func shadowsBordersAndGradientsAreCSSValues() {
    let css = WebFixtures.css(
      """
      shadow:
        $type: shadow
        two:
          - {color: "#00000033", offsetX: 0, offsetY: 1px, blur: 2px, spread: 0, inset: true}
          - {color: "#000000", offsetX: 1px, offsetY: 2px, blur: 4px, spread: -1px}
      border:
        $type: border
        dots: {$value: {color: "#ff0000", width: 2px, style: {dashArray: [1, 2], lineCap: round}}}
      gradient:
        $type: gradient
        fade: [{color: "#ffffff", position: 0}, {color: "#ffffff00", position: 0.6}]

      """,
      {
        var settings = CSSDocumentBuilder.Settings(); settings.units = .px; return settings
      }())
    #expect(css.contains("  --shadow-two: inset 0px 1px 2px 0px #00000033, 1px 2px 4px -1px #000000;\n"))
    #expect(css.contains("  --border-dots: 2px dashed #ff0000;\n"))
    #expect(css.contains("  --gradient-fade: linear-gradient(to bottom, #ffffff 0%, #ffffff00 60%);\n"))
  }

  @Test func aShadowWhoseColorVariesSwitchesWithTheAppearance() {
    let css = WebFixtures.css(
      """
      color:
        $type: color
        shade:
          $value: {light: "#0000001f", dark: "#00000066"}
          $extensions: {dev.tokenc: {fallback: intentional}}
      shadow:
        $type: shadow
        raised: {$value: {color: "{color.shade}", offsetX: 0, offsetY: 2, blur: 8, spread: 0}}

      """)
    #expect(css.contains("  --shadow-raised: 0rem 0.125rem 0.5rem 0rem #0000001f;\n"))
    #expect(
      css.contains(
        "@media (prefers-color-scheme: dark) {\n  :root:not([data-appearance=\"light\"]) {\n"
          + "    --color-shade: #00000066;\n    --shadow-raised: 0rem 0.125rem 0.5rem 0rem #00000066;\n"))
  }

  @Test func aDisplayP3ColorInsideGetsAWideGamutCopy() {
    let css = WebFixtures.css(
      """
      border:
        $type: border
        vivid: {$value: {color: "color(display-p3 1 0.2 0.1)", width: 2px, style: solid}}

      """)
    // The sRGB fallback first, then the P3 color where the screen shows it.
    #expect(css.contains("  --border-vivid: 0.125rem solid #ff0000;\n"))
    #expect(
      css.contains(
        "@media (color-gamut: p3) {\n  :root {\n    --border-vivid: 0.125rem solid color(display-p3 1 0.2 0.1);"))
  }
}
