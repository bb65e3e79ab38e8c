import Foundation
import Testing

@testable import TokenCompiler

/// The `css` emitter's options: registration, light-dark(), Dynamic Type, units and prefix.
@Suite("CSS emitter options")
struct CSSEmitterOptionsTests {
  @Test func isRegisteredWithItsOptions() throws {
    let type = try #require(EmitterRegistry.builtIn.emitter("css"))
    #expect(type.descriptor.defaultDirectory == "css")
    #expect(type.descriptor.options.map(\.name) == ["name", "prefix", "units", "lightDark", "dynamicType"])
  }

  @Test func lightDarkOptionKeepsTheMediaQueriesAsFallback() {
    var settings = CSSDocumentBuilder.Settings()
    settings.lightDark = true
    let css = WebFixtures.css(
      """
      c:
        $type: color
        a: {$value: {light: "#000000", dark: "#ffffff", lightHighContrast: "#111111", darkHighContrast: "#eeeeee"}}
      """, settings)
    #expect(css.contains("@supports not (color: light-dark(#000000, #ffffff)) {\n  /* Dark:"))
    #expect(
      css.contains(
        "@supports (color: light-dark(#000000, #ffffff)) {\n  :root {\n    --c-a: light-dark(#000000, #ffffff);"))
    #expect(css.contains("  :root[data-contrast=\"more\"] {\n    --c-a: light-dark(#111111, #eeeeee);\n  }"))
  }

  @Test func textStylesGetRemSizesAndOneClassEach() {
    var settings = CSSDocumentBuilder.Settings()
    settings.dynamicType = true
    let css = WebFixtures.css(
      """
      type:
        $type: typography
        body: {$value: {textStyle: body, ladder: apple, letterSpacing: -0.4}}
      other:
        $type: typography
        body: {$value: {fontFamily: [Inter], fontSize: 20, lineHeight: 24pt}}
      """, settings)
    #expect(css.contains("  --type-body: 400 1.0625rem / 1.375rem system-ui, -apple-system;\n"))
    #expect(css.contains("  --type-body-letter-spacing: -0.025rem;\n"))
    #expect(
      css.contains(
        ".text-type-body {\n  font: var(--type-body);\n  letter-spacing: var(--type-body-letter-spacing);\n}"))
    #expect(
      css.contains(".text-other-body {\n  font: var(--other-body);"), "two styles named body keep their whole paths")
    #expect(css.contains("@supports (font: -apple-system-body) {\n  :root {\n    font: -apple-system-body;\n  }\n}"))
  }

  @Test func unitsAndPrefixOptions() {
    var settings = CSSDocumentBuilder.Settings()
    (settings.units, settings.prefix) = (.px, "ds")
    let css = WebFixtures.css("s:\n  $type: dimension\n  md: 16\n  lg: 1.5rem\n", settings)
    #expect(css.contains("  --ds-s-md: 16px;\n  --ds-s-lg: 24px;\n"), "tokens are in the order written")
    #expect(WebFixtures.css("s:\n  $type: dimension\n  md: 16\n").contains("  --s-md: 1rem;\n"))
  }

  @Test func configOptionsAreReadAndChecked() {
    var diagnostics: [Diagnostic] = []
    let root = loadYAML("emitters:\n  css: {units: em, lightDark: maybe}\n").root
    let configuration = Configuration.parse(root, directory: ".", rules: .builtIn, diagnostics: &diagnostics)
    _ = EmitStage(registry: .builtIn, settings: configuration.emitters, diagnostics: &diagnostics)
    let messages = rendered(diagnostics).joined(separator: "\n")
    #expect(messages.contains("option 'units' must be one of rem, px, not 'em'"), "\(messages)")
    #expect(messages.contains("option 'lightDark' must be true or false"), "\(messages)")
  }
}
