import Testing

@testable import TokenCompiler

/// Theme files: light and dark files that redefine the same tokens, as Fluent UI and many
/// Figma exports publish them.
@Suite("themes: theme files and $extensions.mode")
struct ThemeFileTests {
  static let palette = """
    gray:
      $type: color
      100: "#eeeeee"
      900:
        $value: {light: "#111111", dark: "#222222"}
    """

  /// The color of `path` in each appearance, as hex.
  static func hex(_ path: String, _ tokens: ResolvedTokenSet) -> [String] {
    guard case .color(let color)? = tokens[TokenPath(path.split(separator: ".").map(String.init))]?.value else {
      return []
    }
    return Appearance.allCases.map { color.values[$0].hex }
  }

  @Test func aDarkFileGivesTheTokensItRedefinesTheirDarkValue() {
    // dark.yaml sorts before light.yaml; the theme still finds what it redefines.
    let (tokens, diagnostics) = compileYAML([
      "tokens/palette.yaml": Self.palette,
      "tokens/light.yaml": "bg:\n  $type: color\n  $value: \"{gray.100}\"\n",
      "tokens/dark.yaml": "bg:\n  $type: color\n  $value: \"{gray.900}\"\n",
    ])
    #expect(rendered(diagnostics) == [])
    // Dark takes gray.900 evaluated in dark (#222222); dark high-contrast falls back to dark.
    #expect(Self.hex("bg", tokens) == ["#eeeeee", "#222222", "#eeeeee", "#222222"])
    guard case .color(let color)? = tokens[TokenPath(["bg"])]?.value else { return }
    #expect(color.explicit == [.light, .dark])
    #expect(tokens[TokenPath(["bg"])]?.aliasOf == nil)
  }

  @Test func theDarkValueReachesTheCSSDarkBlockAsAnAlias() {
    let result = FixtureCompiler.compile([
      SourceFile(path: "palette.yaml", text: Self.palette),
      SourceFile(path: "colors-light.tokens.yaml", text: "bg:\n  $type: color\n  $value: \"{gray.100}\"\n"),
      SourceFile(path: "colors-dark.tokens.yaml", text: "bg:\n  $type: color\n  $value: \"{gray.900}\"\n"),
    ])
    #expect(!result.hasErrors)
    let css = ScratchProject.file("css/tokens.css", in: result) ?? ""
    #expect(css.contains("--bg: var(--gray-100);"))
    #expect(css.contains("--bg: var(--gray-900);"))
  }

  @Test func aTokenOnlyInAFileNamedDarkIsAnOrdinaryToken() {
    let (tokens, diagnostics) = compileYAML([
      "dark-palette.yaml": "night:\n  $type: color\n  ink: \"#000000\"\n"
    ])
    #expect(rendered(diagnostics) == [])
    #expect(Self.hex("night.ink", tokens) == ["#000000", "#000000", "#000000", "#000000"])
  }

  @Test func anotherTypeRedefinedByATheme() {
    let (tokens, diagnostics) = compileYAML([
      "base.yaml": "space:\n  $type: dimension\n  m: 16\n  s: 8\n",
      "dark.yaml": "space:\n  $type: dimension\n  m: 20\n  s: 8\n",
    ])
    #expect(
      rendered(diagnostics) == [
        "dark.yaml:3:6: warning: 'space.m' is a dimension, and only colors vary by appearance, so its dark value "
          + "here is ignored; every appearance uses the value at base.yaml:3:6 [token/theme]"
      ])
    #expect(tokens[TokenPath(["space", "m"])]?.value == .dimension(Dimension(16)))
  }

  @Test func theSameAppearanceTwiceIsAnError() {
    let (_, diagnostics) = compileYAML([
      "base.yaml": "bg:\n  $type: color\n  $value: \"#ffffff\"\n",
      "dark.yaml": "bg:\n  $type: color\n  $value: \"#000000\"\n",
      "night.yaml": "bg:\n  $type: color\n  $value: \"#111111\"\n",
    ])
    #expect(
      rendered(diagnostics) == [
        "night.yaml:1:1: error: 'bg' is given a dark value twice; the first is at dark.yaml:3:11 [token/duplicate]"
      ])
  }

  @Test func twoBaseFilesStillMayNotDefineTheSameToken() {
    let (_, diagnostics) = compileYAML([
      "a.yaml": "bg:\n  $type: color\n  $value: \"#ffffff\"\n",
      "b.yaml": "bg:\n  $type: color\n  $value: \"#000000\"\n",
    ])
    #expect(
      rendered(diagnostics) == [
        "b.yaml:1:1: error: token 'bg' is defined twice; the first definition is at a.yaml:1:1 [token/duplicate]"
      ])
  }

  @Test func extensionsModeGivesEachAppearanceItsValue() {
    let json = """
      {"color": {"$type": "color", "blue": {
        "$value": "#fbfdff",
        "$extensions": {"mode": {"light": "#fbfdff", "dark": "#0d1520", "sepia": "#f0e0d0"}}},
       "ink": {
        "$value": "#000000",
        "$extensions": {"mode": {"dark": "{color.blue}", "sepia": "#000000"}}}}}
      """
    let (tokens, diagnostics) = compileYAML(["radix.tokens.json": json])
    #expect(
      rendered(diagnostics) == [
        "radix.tokens.json:3:67: warning: $extensions.mode 'sepia' is not an appearance, so its values are not used; "
          + "map it to one of light, dark, lightHighContrast, darkHighContrast with `appearances: {sepia: dark}` "
          + "in tokenc.yaml [token/theme]"
      ])
    #expect(Self.hex("color.blue", tokens) == ["#fbfdff", "#0d1520", "#fbfdff", "#0d1520"])
    // An alias in a mode is evaluated in that appearance.
    #expect(Self.hex("color.ink", tokens) == ["#000000", "#0d1520", "#000000", "#0d1520"])
  }
}
