import Testing

@testable import TokenCompiler

@Suite("Resolve stage: contrast pairs")
struct ResolverContrastPairTests {
  /// Found by the fuzzer: a contrast pair in a file without a single token looked its names up
  /// among the edges of a token that does not exist.
  @Test func aContrastPairWithNoTokensIsUnresolvedNotACrash() {
    let (tokens, diagnostics) = compileYAML(
      "$contrast:\n  - {foreground: \"{color.text}\", background: \"{color.surface}\"}\n")
    #expect(tokens.tokens.isEmpty)
    #expect(
      diagnostics.map(\.message) == ["'{color.text}' does not name a token", "'{color.surface}' does not name a token"])
  }

  @Test func declaredPairsResolve() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        label: {$value: {light: "#000000", dark: "#ffffff"}}
        bg: {$value: {light: "#ffffff", dark: "#000000"}}
        accent: "{color.label}"
      $contrast:
        - {foreground: "{color.label}", background: "{color.bg}"}
        - foreground: "{color.accent}"
          background: "{color.bg}"
          usage: largeText
          level: AAA
      """)
    #expect(diagnostics.isEmpty)
    #expect(
      tokens.contrastPairs == [
        ResolvedContrastPair(
          foreground: TokenPath(dotted: "color.label"), background: TokenPath(dotted: "color.bg"), usage: .text,
          level: nil, location: SourceLocation(file: "tokens.yaml", line: 7, column: 5)),
        ResolvedContrastPair(
          foreground: TokenPath(dotted: "color.accent"), background: TokenPath(dotted: "color.bg"), usage: .largeText,
          level: .AAA, location: SourceLocation(file: "tokens.yaml", line: 8, column: 5)),
      ])
  }

  @Test func pairProblemsAreReported() {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        label: "#000000"
        bg: "#ffffff"
      space:
        $type: dimension
        sm: 8
      $contrast:
        - {foreground: "{color.lable}", background: "{color.bg}"}
        - {foreground: "{color.label}", background: "{space.sm}"}
        - {foreground: "{color.label}", background: "{color.bg}", usage: body}
        - {foreground: "#000000", background: "{color.bg}"}
      """)
    #expect(tokens.contrastPairs.isEmpty)
    #expect(
      rendered(diagnostics.sortedForDisplay()) == [
        "tokens.yaml:9:18: error: '{color.lable}' does not name a token; did you mean '{color.label}'? [alias/unresolved]",
        "tokens.yaml:10:47: error: the contrast pair's background '{space.sm}' is a dimension, not a color "
          + "[alias/type-mismatch]",
        "tokens.yaml:11:68: error: usage must be one of text, largeText, nonText, not 'body' [token/value]",
        "tokens.yaml:12:18: error: foreground must be an alias to a color token, like \"{color.label.primary}\", "
          + "not the text '#000000' [token/value]",
      ])
  }
}
