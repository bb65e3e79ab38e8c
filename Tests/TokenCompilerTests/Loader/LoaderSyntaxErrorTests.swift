import Testing

@testable import TokenCompiler

@Suite("Load stage: syntax errors and their hints")
struct LoaderSyntaxErrorTests {
  @Test func anUnquotedHexInAOneLineMappingPointsAtTheHash() {
    let (_, diagnostics) = loadYAML("color:\n  bg: {light: #fff, dark: \"#000\"}\n  fg: \"#000\"\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:15: error: YAML reads '#fff, dark: \"#000\"}' as a comment (a '#' after a space starts "
          + "one), so this { … } is never closed; put the color in quotes: \"#fff\" [yaml/syntax]"
      ])
  }

  @Test func anUnquotedHexAtTheEndOfTheFilePointsAtTheHashToo() {
    // Nothing follows the mapping, so libyaml reports "expected node content" after the last line.
    let (_, diagnostics) = loadYAML("c:\n  $type: color\n  bg: {light: #fff, dark: \"#000\"}\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:15: error: YAML reads '#fff, dark: \"#000\"}' as a comment (a '#' after a space starts "
          + "one), so this { … } is never closed; put the color in quotes: \"#fff\" [yaml/syntax]"
      ])
  }

  @Test func anUnclosedBracketIsReportedWhereItOpens() {
    let (_, diagnostics) = loadYAML("a:\n  $type: dimension\n  x: [1, 2\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:6: error: YAML syntax error: this [ is never closed (did not find expected ',' or ']'); "
          + "close it with ']' [yaml/syntax]"
      ])
  }

  @Test func anOverIndentedKeyGetsAnIndentationHint() {
    let (_, diagnostics) = loadYAML("space:\n  bg: 16\n    fg: 8\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:7: error: YAML syntax error: mapping values are not allowed in this context; this line is "
          + "indented more than the key above it: line it up with its siblings [yaml/syntax]"
      ])
    // A value containing ': ' still gets the quoting hint.
    #expect(
      rendered(loadYAML("a:\n  c: x: y\n").diagnostics).first?.hasSuffix("put it in quotes [yaml/syntax]") == true)
  }

  @Test func tabIndentationGetsASpacesHint() {
    let (root, diagnostics) = loadYAML("color:\n\tblue: \"#0000ff\"\n")
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:1: error: YAML syntax error: found character that cannot start any token "
          + "while scanning for the next token; YAML indentation must use spaces, not tabs [yaml/syntax]"
      ])
  }

  @Test func colonInsideAPlainValueGetsAQuoteHint() {
    let (_, diagnostics) = loadYAML("a:\n  description: note: this breaks\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:20: error: YAML syntax error: mapping values are not allowed in this context; "
          + "if a value contains ': ', put it in quotes [yaml/syntax]"
      ])
  }

  @Test func multipleDocumentsAreRejected() {
    let (root, diagnostics) = loadYAML("a: 1\n---\nb: 2\n")
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:1: error: a token file may hold only one YAML document; split it into several files [yaml/syntax]"
      ])
  }

  @Test func emptyFileHasNoRootAndNoErrors() {
    let (root, diagnostics) = loadYAML("# only a comment\n")
    #expect(diagnostics.isEmpty)
    #expect(root == nil || root?.scalar?.isNull == true)
  }
}
