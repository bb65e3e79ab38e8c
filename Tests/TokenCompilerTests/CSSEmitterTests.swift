import Foundation
import Testing

@testable import TokenCompiler

/// Compiles fixtures for the web emitters without depending on which validation rules exist.
enum WebFixtures {
  static let showcase = "Tests/TokenCompilerTests/Fixtures/showcase"
  static let injection = "Tests/TokenCompilerTests/Fixtures/injection"

  /// The resolved tokens of a fixture folder (resolve errors fail the calling test).
  static func tokens(_ folder: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ResolvedTokenSet {
    let result = FixtureCompiler.compile(folder)
    let stageErrors = result.diagnostics.filter {
      $0.severity == .error && DiagnosticCatalog.structural[$0.ruleID] != nil
    }
    #expect(stageErrors.isEmpty, "\(rendered(stageErrors))", sourceLocation: sourceLocation)
    return result.tokens
  }

  /// tokens.css for in-memory YAML.
  static func css(_ yaml: String, _ settings: CSSDocumentBuilder.Settings = .init()) -> String {
    let compiled = compileYAML(yaml)
    #expect(compiled.diagnostics.isEmpty, "\(rendered(compiled.diagnostics))")
    let files = CSSEmitter(settings: settings).emit(EmitInput(tokens: compiled.tokens))
    return String(decoding: files[0].contents, as: UTF8.self)
  }
}

/// The `css` emitter: golden output, aliases, appearances, P3, motion, type and options.
@Suite("CSS emitter")
struct CSSEmitterTests {
  @Test func showcaseMatchesTheGoldenFiles() throws {
    let input = EmitInput(tokens: WebFixtures.tokens(WebFixtures.showcase))
    try Golden.check(CSSEmitter(settings: .init()).emit(input).map { ($0.path, $0.contents) }, name: "css-showcase")
    var options = CSSDocumentBuilder.Settings()
    (options.units, options.lightDark, options.prefix, options.dynamicType) = (.px, true, "ds", true)
    try Golden.check(
      CSSEmitter(settings: options).emit(input).map { ($0.path, $0.contents) }, name: "css-showcase-options")
  }

  @Test func aliasesBecomeVarReferencesPerAppearance() {
    let css = WebFixtures.css(
      """
      c:
        $type: color
        black: "#000000"
        white: "#ffffff"
        ink:
          $value: {light: "{c.black}", dark: "{c.white}", lightHighContrast: "#111111"}
        copy: "{c.ink}"
      s:
        $type: dimension
        base: 8
        gap: "{s.base}"
      """)
    #expect(css.contains("  --c-ink: var(--c-black);\n"))
    #expect(css.contains("  --c-copy: var(--c-ink);\n"))
    #expect(css.contains("  --s-gap: var(--s-base);\n"))
    #expect(css.contains(":root[data-appearance=\"dark\"] {\n  --c-ink: var(--c-white);\n}"))
    #expect(css.contains(":root[data-contrast=\"more\"] {\n  --c-ink: #111111;\n}"))
    // dark high contrast falls back to dark, which aliases white: still a reference, evaluated in that appearance.
    #expect(css.contains(":root[data-appearance=\"dark\"][data-contrast=\"more\"] {\n  --c-ink: var(--c-white);\n}"))
    #expect(!css.contains("--c-copy: #"), "a whole-value alias must stay a reference in every appearance")
  }

  @Test func everyDeclaredValueMatchesTheResolvedColor() throws {
    let tokens = WebFixtures.tokens("tokens")
    for token in tokens.tokens {
      guard case .color(let color) = token.value else { continue }
      let expressions = try #require(CSSColorExpression.expressions(for: token, in: tokens))
      for appearance in Appearance.allCases {
        switch expressions[appearance] {
        case .literal(let literal):
          #expect(literal == color.values[appearance], "\(token.path.description) \(appearance.rawValue)")
        case .reference(let path):
          guard case .color(let target)? = tokens[path]?.value else {
            Issue.record("\(token.path.description) refers to \(path.description), which is not a color")
            continue
          }
          #expect(
            target.values[appearance] == color.values[appearance],
            "\(token.path.description) \(appearance.rawValue) via \(path.description)")
        }
      }
    }
  }

  @Test func displayP3GetsAWideGamutVariantWithAnSRGBFallback() {
    let css = WebFixtures.css(
      """
      c:
        $type: color
        vivid: "color(display-p3 0.78 0 0.42)"
        deep:
          $value: {light: "#000000", dark: "color(display-p3 0.62 0 0.34 / 0.5)"}
      """)
    #expect(css.contains("  --c-vivid: #da006c;\n"))
    #expect(
      css.contains("@media (color-gamut: p3) {\n  :root {\n    --c-vivid: color(display-p3 0.78 0 0.42);\n  }\n}"))
    #expect(
      css.contains(
        "@media (color-gamut: p3) {\n  :root[data-appearance=\"dark\"] {\n    --c-deep: color(display-p3 0.62 0 0.34 / 0.5);"
      ))
    #expect(
      !css.contains("--c-deep: color(display-p3 0.62 0 0.34 / 0.5);\n  }\n}\n\n:root"),
      "the P3 rules come after all sRGB rules")
  }

  @Test func darkHighContrastRulesRepeatEverythingTheOtherAppearancesSet() {
    let css = WebFixtures.css(
      """
      c:
        $type: color
        a: {$value: {light: "#000000", dark: "#ffffff"}}
        b: {$value: {light: "#000000", lightHighContrast: "#111111"}}
      """)
    let darkMore = css.components(separatedBy: ":root[data-appearance=\"dark\"][data-contrast=\"more\"] {\n")[1]
    #expect(darkMore.hasPrefix("  --c-a: #ffffff;\n  --c-b: #111111;\n}"), "\(darkMore.prefix(80))")
  }

  @Test func motionSwitchesToItsFallbackUnderReduceMotion() {
    let css = WebFixtures.css(
      """
      m:
        $type: motion
        fade: {$value: {curve: easeInOut, duration: 200ms}}
        slide: {$value: {curve: [0, 0, 0.2, 1], duration: 350ms, travels: true, reduceMotion: "{m.fade}"}}
        pop: {$value: {curve: spring, bounce: 0.2, duration: 300ms, travels: true, reduceMotion: {crossfade: 150ms}}}
        spin: {$value: {curve: linear, duration: 1s, repeats: true, reduceMotion: none}}
      """)
    #expect(css.contains("  --m-slide: 350ms cubic-bezier(0, 0, 0.2, 1);\n  --m-slide-duration: 350ms;\n"))
    #expect(css.contains("  --m-slide-travel: 1;\n"))
    let reduced = css.components(separatedBy: ":root[data-motion=\"reduce\"] {\n")[1]
    #expect(reduced.contains("  --m-slide: 200ms cubic-bezier(0.42, 0, 0.58, 1);\n"))
    #expect(reduced.contains("  --m-slide-travel: 0;\n"))
    #expect(reduced.contains("  --m-pop-duration: 150ms;\n  --m-pop-easing: cubic-bezier(0, 0, 1, 1);\n"))
    #expect(reduced.contains("  --m-spin-duration: 0ms;\n"))
    #expect(!reduced.contains("--m-fade"), "a preset without a fallback does not change")
    #expect(css.contains("@media (prefers-reduced-motion: reduce) {\n  :root {\n    --m-slide:"))
  }

}
