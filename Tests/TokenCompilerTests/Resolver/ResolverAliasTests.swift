import Testing

@testable import TokenCompiler

@Suite("Resolve stage: aliases")
struct ResolverAliasTests {
  @Test(arguments: 1...5)
  func aliasChainsListEveryHop(length: Int) throws {
    var lines = ["color:", "  $type: color", "  c0: \"#0a84ff\""]
    for index in 1...length {
      lines.append("  c\(index): \"{color.c\(index - 1)}\"")
    }
    let (tokens, diagnostics) = compileYAML(lines.joined(separator: "\n") + "\n")
    #expect(diagnostics.isEmpty)
    let last = try #require(tokens["color.c\(length)"])
    #expect(last.type == .color)
    #expect(last.color?.values.light.hex == "#0a84ff")
    #expect(last.aliasChain == (0..<length).reversed().map { TokenPath(["color", "c\($0)"]) })
    #expect(last.aliasOf?.path == TokenPath(["color", "c\(length - 1)"]))
    #expect(last.aliasOf?.location.description == "tokens.yaml:\(length + 3):7")
    #expect(last.references.map(\.path) == [TokenPath(["color", "c\(length - 1)"])])
    #expect(tokens["color.c0"]?.aliasChain == [])
    #expect(tokens["color.c0"]?.aliasOf == nil)
  }

  @Test func aliasDeclaredBeforeItsTargetAndAcrossFiles() throws {
    let (tokens, diagnostics) = compileYAML([
      "a.yaml": "semantic:\n  gap: \"{space.md}\"\n",
      "b.yaml": "space:\n  $type: dimension\n  md: 16\n",
    ])
    #expect(diagnostics.isEmpty)
    let gap = try #require(tokens["semantic.gap"])
    #expect(gap.type == .dimension)
    #expect(gap.dimension == Dimension(16))
    #expect(gap.aliasOf?.location.description == "a.yaml:2:8")
  }

  @Test func aliasCarriesAllAppearancesOfItsTarget() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        blue:
          $value: {light: "#007aff", dark: "#0a84ff", lightHighContrast: "#0040dd", darkHighContrast: "#409cff"}
        accent: "{color.blue}"
        link:
          $value: {light: "{color.blue}", dark: "{color.blue}", darkHighContrast: "#ffffff"}
        mixed:
          $value: {light: "#000000", lightHighContrast: "{color.blue}"}
      """)
    #expect(diagnostics.isEmpty)
    func hexes(_ path: String) -> [String] {
      guard let values = tokens[path]?.color?.values else { return [] }
      return Appearance.allCases.map { values[$0].hex }
    }
    #expect(hexes("color.accent") == ["#007aff", "#0a84ff", "#0040dd", "#409cff"])
    #expect(tokens["color.accent"]?.color?.explicit == Set(Appearance.allCases))
    // A missing appearance uses the entry it falls back to, evaluated in the missing appearance:
    // link's light high-contrast falls back to its light entry, {color.blue}, so it is blue's light
    // high-contrast value; mixed's dark high-contrast falls back to {color.blue} (its light
    // high-contrast entry) and so is blue's dark high-contrast value.
    #expect(hexes("color.link") == ["#007aff", "#0a84ff", "#0040dd", "#ffffff"])
    #expect(hexes("color.mixed") == ["#000000", "#000000", "#0040dd", "#409cff"])
    #expect(tokens["color.link"]?.aliasOf == nil)
    #expect(tokens["color.link"]?.aliasChain == [])
    #expect(tokens["color.link"]?.references.map(\.location.description) == ["tokens.yaml:7:21", "tokens.yaml:7:43"])
  }

  /// An appearance aliasing a non-color is a mismatch; with two such appearances, the first in
  /// appearance order (light, dark, light and dark high contrast) is reported, whatever the order
  /// they are written in.
  @Test(arguments: [
    (
      ##"{light: "#ffffff", dark: "{space.sm}"}"##,
      "tokens.yaml:7:38: error: the dark color needs a color, but '{space.sm}' is a dimension [alias/type-mismatch]"
    ),
    (
      ##"{dark: "{space.sm}", light: "{space.sm}"}"##,
      "tokens.yaml:7:41: error: the light color needs a color, but '{space.sm}' is a dimension [alias/type-mismatch]"
    ),
  ])
  func appearanceAliasToANonColorIsAMismatch(value: String, expected: String) {
    let (tokens, diagnostics) = compileYAML(
      """
      space:
        $type: dimension
        sm: 8
      color:
        $type: color
        bg:
          $value: \(value)
      """)
    #expect(tokens["color.bg"] == nil)
    #expect(rendered(diagnostics) == [expected])
  }

  @Test func theAliasedTypeWinsOverTheGroupTypeButNotOverTheTokenType() {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        blue: "#0a84ff"
      space:
        $type: dimension
        sm: "{color.blue}"
      gap:
        $type: dimension
        $value: "{color.blue}"
      ok: "{color.blue}"
      """)
    // DTCG: the aliased token's type wins over the group's $type; only the token's own $type clashes.
    #expect(tokens["space.sm"]?.type == .color && tokens["gap"] == nil)
    #expect(tokens["ok"]?.type == .color)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:9:11: error: 'gap' is a dimension (its $type), but '{color.blue}' is a color [alias/type-mismatch]"
      ])
  }

  @Test func aLongAliasChainResolvesWithoutOverflowingTheStack() throws {
    let count = 20_000
    var lines = ["chain:", "  $type: dimension"]
    // Declared from the far end so each token aliases one that comes later in the file.
    for index in 0..<count - 1 {
      lines.append("  t\(index): \"{chain.t\(index + 1)}\"")
    }
    lines.append("  t\(count - 1): 4")
    let (tokens, diagnostics) = compileYAML(lines.joined(separator: "\n") + "\n")
    #expect(diagnostics.isEmpty)
    #expect(tokens.tokens.count == count)
    let first = try #require(tokens["chain.t0"])
    #expect(first.dimension == Dimension(4))
    #expect(first.aliasChain.count == count - 1)
    #expect(first.aliasChain.first == TokenPath(dotted: "chain.t1"))
    #expect(first.aliasChain.last == TokenPath(dotted: "chain.t\(count - 1)"))
  }
}
