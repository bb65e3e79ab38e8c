import Testing

@testable import TokenCompiler

@Suite("Resolve stage: unresolved aliases and their suggestions")
struct ResolverUnresolvedAliasTests {
  @Test func unresolvedAliasSuggestsTheClosestToken() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        brand:
          $type: color
          blue: "#0a84ff"
          green: "#30d158"
        link:
          $type: color
          $value: "{color.brand.blu}"
      """)
    #expect(tokens["color.link"] == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:8:13: error: '{color.brand.blu}' does not name a token; did you mean '{color.brand.blue}'? "
          + "[alias/unresolved]"
      ])
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.fix == FixSuggestion("use '{color.brand.blue}'", replacement: "{color.brand.blue}"))
  }

  @Test func unresolvedAliasSuggestsAcrossGroups() throws {
    let (_, diagnostics) = compileYAML(
      "space:\n  $type: dimension\n  md: 16\ngap:\n  $type: dimension\n  $value: \"{spce.md}\"\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:6:11: error: '{spce.md}' does not name a token; did you mean '{space.md}'? [alias/unresolved]"
      ])
    #expect(diagnostics.first?.fix?.replacement == "{space.md}")
  }

  @Test func unresolvedAliasWithNothingClose() {
    let (_, diagnostics) = compileYAML("space:\n  $type: dimension\n  md: 16\n  gap: \"{layout.gutter}\"\n")
    #expect(
      rendered(diagnostics) == ["tokens.yaml:4:8: error: '{layout.gutter}' does not name a token [alias/unresolved]"])
    #expect(diagnostics.first?.fix == nil)
  }

  @Test func aliasToAGroupNamesOneOfItsTokens() {
    let (_, diagnostics) = compileYAML(
      "color:\n  brand:\n    $type: color\n    red: \"#ff3b30\"\n    blue: \"#0a84ff\"\n  link:\n    $type: color\n    $value: \"{color.brand}\"\n"
    )
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:8:13: error: '{color.brand}' names a group, not a token; alias one of its tokens "
          + "such as '{color.brand.red}' [alias/unresolved]"
      ])
  }

  @Test func tokensDependingOnABrokenTokenAreSkippedQuietly() {
    let (tokens, diagnostics) = compileYAML(
      """
      space:
        $type: dimension
        a: "{space.missing}"
        b: "{space.a}"
        c: "{space.b}"
      """)
    #expect(tokens.tokens.isEmpty)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.ruleID == .aliasUnresolved)
  }

  @Test func anAliasToASkippedTokenSaysWhyInsteadOfSuggestingAnother() {
    let (tokens, diagnostics) = compileYAML(
      "size:\n  $type: fontSize\n  body: 17\nbody:\n  $type: dimension\n  $value: \"{size.body}\"\n"
        + "bodi:\n  $type: dimension\n  $value: 17\n")
    #expect(tokens["body"] == nil)
    #expect(
      rendered(diagnostics).contains(
        "tokens.yaml:6:11: warning: '{size.body}' was skipped (its $type 'fontSize' is unknown), so 'body' is "
          + "skipped too [alias/unresolved]"))
    #expect(!rendered(diagnostics).contains { $0.contains("did you mean") })
  }
}
