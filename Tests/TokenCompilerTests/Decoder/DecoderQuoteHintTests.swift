import Testing

@testable import TokenCompiler

@Suite("Decode stage: hints for unquoted colors and aliases")
struct DecoderQuoteHintTests {
  @Test func unquotedHexColorGetsAQuoteHint() {
    let (tokens, diagnostics) = compileYAML("color:\n  $type: color\n  red: #ff3b30\n")
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:8: error: 'color.red' is empty because YAML reads '#ff3b30' after a space as a comment; "
          + "put it in quotes: \"#ff3b30\" [token/value]"
      ])
  }

  @Test func unquotedHexColorAsDollarValueGetsAQuoteHint() {
    let (_, diagnostics) = compileYAML("red:\n  $type: color\n  $value: #ff3b30 # system red\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:11: error: 'red' is empty because YAML reads '#ff3b30' after a space as a comment; "
          + "put it in quotes: \"#ff3b30\" [token/value]"
      ])
  }

  @Test func unquotedAliasGetsAQuoteHint() {
    let (tokens, diagnostics) = compileYAML(
      "color:\n  $type: color\n  blue: \"#0a84ff\"\n  accent: {color.blue}\n")
    #expect(tokens["color.accent"] == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:11: error: YAML reads an unquoted '{color.blue}' as a mapping; "
          + "put the alias in quotes: \"{color.blue}\" [token/value]"
      ])
  }

  @Test func unquotedValuesWithoutATypeStillGetTheQuoteHint() {
    let (_, diagnostics) = compileYAML(
      "color:\n  blue: {$type: color, $value: \"#0a84ff\"}\naccent: {color.blue}\nred: #ff3b30\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:9: error: YAML reads an unquoted '{color.blue}' as a mapping; "
          + "put the alias in quotes: \"{color.blue}\" [token/value]",
        "tokens.yaml:4:6: error: 'red' is empty because YAML reads '#ff3b30' after a space as a comment; "
          + "put it in quotes: \"#ff3b30\" [token/value]",
      ])
  }

  @Test func unquotedAliasInATypographyFieldGetsAQuoteHint() {
    let (_, diagnostics) = compileFlow("typography", "{fontSize: {size.body}, lineHeight: 1.2}")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:22: error: YAML reads an unquoted '{size.body}' as a mapping; "
          + "put the alias in quotes: \"{size.body}\" [token/value]"
      ])
  }

  @Test func aliasMustBeTheWholeValue() {
    let (_, diagnostics) = compileValue("dimension", "\"{space.sm} + 2\"")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:6: error: an alias must be the whole value, like \"{group.token}\", not '{space.sm} + 2' [token/value]"
      ])
  }
}
