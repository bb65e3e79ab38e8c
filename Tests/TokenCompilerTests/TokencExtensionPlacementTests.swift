import Testing

@testable import TokenCompiler

/// `dev.tokenc`: markers decode into typed values with locations, apply only to their token
/// types, and are read on tokens and at the top level of a file only.
@Suite("dev.tokenc placement and typed values")
struct TokencExtensionPlacementTests {
  /// The diagnostics of the load, decode and resolve stages, rendered.
  func problems(_ text: String) -> [String] { rendered(compileYAML(text).diagnostics) }

  @Test func markersDecodeIntoTypedValuesWithTheirLocations() throws {
    let tokens = compileYAML(
      """
      spacing:
        $type: dimension
        card: 8
        row:
          $value: 12
          $extensions:
            dev.tokenc:
              scalesWith: caption
              interactive: false
              nested: {outer: "{spacing.card}", padding: 2}
              suppress: {spacing/grid: Matches a system inset.}
      """
    ).tokens
    let row = try #require(tokens["spacing.row"]).tokenc
    #expect(row.scalesWith?.value == .caption1)
    #expect(row.scalesWith?.location.description == "tokens.yaml:8:21")
    #expect(row.interactive?.value == false)
    guard case .alias(let outer)? = row.nested?.outer else {
      Issue.record("outer is not an alias")
      return
    }
    #expect(outer.path == TokenPath(dotted: "spacing.card"))
    #expect(outer.location.description == "tokens.yaml:10:25")
    guard case .points(2, let padding)? = row.nested?.padding else {
      Issue.record("padding is not 2 pt")
      return
    }
    #expect(padding.description == "tokens.yaml:10:52")
    let suppression = try #require(row.suppressions.first)
    #expect(suppression.rule == "spacing/grid" && suppression.reason == "Matches a system inset.")
    #expect(suppression.ruleLocation.description == "tokens.yaml:11:20")
    #expect(suppression.reasonLocation.description == "tokens.yaml:11:34")
    #expect(row.suppression(of: "spacing/grid") == "Matches a system inset.")
  }

  @Test func aMarkerOnATokenOfAnotherTypeIsAnError() {
    #expect(
      problems(TokencExtensionTests.ink("scalesWith: body")) == [
        "tokens.yaml:5:44: error: 'color.ink' declares 'scalesWith' but is a color; only dimensions scale with a "
          + "text style [token/extension]"
      ])
    #expect(
      problems(TokencExtensionTests.row("fallback: intentional")) == [
        "tokens.yaml:5:42: error: 'spacing.row' declares 'fallback' but is a dimension; only colors have appearances "
          + "that fall back [token/extension]"
      ])
    #expect(
      problems(TokencExtensionTests.row("appearances: {dark: \"#000000\"}")) == [
        "tokens.yaml:5:45: error: 'spacing.row' declares 'appearances' but is a dimension; only colors, shadows, "
          + "borders and gradients have appearances [token/extension]"
      ])
  }

  @Test func aTypeThatComesFromAnAliasIsCheckedOnceItIsResolved() {
    let text = """
      spacing: {$type: dimension, md: 16}
      aliases:
        gap:
          $value: "{spacing.md}"
          $extensions: {dev.tokenc: {fallback: intentional, scalesWith: body}}
      """
    #expect(
      problems(text) == [
        "tokens.yaml:5:42: error: 'aliases.gap' declares 'fallback' but is a dimension; only colors have "
          + "appearances that fall back [token/extension]"
      ])
    #expect(compileYAML(text).tokens["aliases.gap"]?.tokenc.scalesWith?.value == .body)
  }

  @Test func roundTripKeysAreReadAsBeforeAndMisspellingsAreCaught() {
    let style = "type:\n  body:\n    $type: typography\n    $value: {fontSize: 17, lineHeight: 22pt}\n"
    #expect(
      problems(style + "    $extensions: {dev.tokenc: {textStyle: bodyy}}\n") == [
        "tokens.yaml:5:43: error: textStyle must be one of largeTitle, title1, title2, title3, headline, body, "
          + "callout, subheadline, footnote, caption1, caption2, title, caption, not 'bodyy'; did you mean 'body'? "
          + "[token/value]"
      ])
    #expect(
      problems(style + "    $extensions: {dev.tokenc: {lader: apple}}\n") == [
        "tokens.yaml:5:32: error: dev.tokenc on 'type.body' has no key 'lader'; did you mean 'ladder'? "
          + "\(TokencExtensionTests.keys) [token/extension]"
      ])
    let apple = compileYAML(style + "    $extensions: {dev.tokenc: {textStyle: body, ladder: apple}}\n")
    #expect(apple.diagnostics == [])
    #expect(apple.tokens["type.body"]?.typography?.ladder?.isApple == true)
  }

  @Test func groupsReadOnlyContrastAtTheTopLevel() {
    let pairs = """
      $extensions: {dev.tokenc: {contrast: [{foreground: "{c.a}", background: "{c.b}"}], contrst: []}}
      c: {$type: color, a: "#000000", b: "#FFFFFF"}
      """
    let root = compileYAML(pairs)
    #expect(root.tokens.contrastPairs.count == 1)
    #expect(
      rendered(root.diagnostics) == [
        "tokens.yaml:1:84: error: dev.tokenc at the top level of a file has no key 'contrst'; did you mean "
          + "'contrast'? (keys: contrast; markers go on tokens) [token/extension]"
      ])
    #expect(
      problems("spacing:\n  $type: dimension\n  $extensions: {dev.tokenc: {suppress: {spacing/grid: x}}}\n  a: 8\n")
        == [
          "tokens.yaml:3:29: error: dev.tokenc on group 'spacing' is not read; write markers on each token, and "
            + "'contrast' in the $extensions at the top level of a file [token/extension]"
        ])
  }
}
