import Testing

@testable import TokenCompiler

/// `$extensions["dev.tokenc"]` markers: each misspelled key and each bad value is a located error
/// of the decode stage, never silently ignored.
@Suite("dev.tokenc markers")
struct TokencExtensionTests {
  /// Every key tokenc reads on a token, as listed in the unknown-key message.
  static let keys =
    "(keys: suppress, scalesWith, fallback, interactive, nested, faces, appearances, textStyle, ladder, "
    + "lineHeight, motion)"

  /// A dimension token `spacing.row` whose `dev.tokenc` mapping holds `marker` from line 5, column 32.
  static func row(_ marker: String) -> String {
    "spacing:\n  $type: dimension\n  row:\n    $value: 12\n    $extensions: {dev.tokenc: {\(marker)}}\n"
  }

  /// A color token `color.ink` whose `dev.tokenc` mapping holds `marker` from line 5, column 32.
  static func ink(_ marker: String) -> String {
    "color:\n  $type: color\n  ink:\n    $value: \"#000000\"\n    $extensions: {dev.tokenc: {\(marker)}}\n"
  }

  /// The diagnostics of the load, decode and resolve stages, rendered.
  func problems(_ text: String) -> [String] { rendered(compileYAML(text).diagnostics) }

  @Test func aMisspelledScalesWithIsAnErrorNotASilentlyFixedDimension() {
    #expect(
      problems(Self.row("scaleWith: body")) == [
        "tokens.yaml:5:32: error: dev.tokenc on 'spacing.row' has no key 'scaleWith'; did you mean 'scalesWith'? "
          + "\(Self.keys) [token/extension]"
      ])
    let result = FixtureCompiler.compile([SourceFile(path: "tokens/spacing.yaml", text: Self.row("scaleWith: body"))])
    #expect(result.hasErrors && result.files.isEmpty)
  }

  @Test func scalesWithMustNameATextStyle() {
    #expect(
      problems(Self.row("scalesWith: bodyy")) == [
        "tokens.yaml:5:44: error: 'scalesWith' on 'spacing.row' must be a text style (largeTitle, title1, title2, "
          + "title3, headline, body, callout, subheadline, footnote, caption1, caption2, title, caption), not 'bodyy'; "
          + "did you mean 'body'? [token/extension]"
      ])
    #expect(compileYAML(Self.row("scalesWith: bodyy")).tokens["spacing.row"]?.tokenc.scalesWith == nil)
    #expect(
      problems(Self.row("scalesWith: [body]")).first?.hasPrefix("tokens.yaml:5:44: error: 'scalesWith' on") == true)
  }

  @Test func interactiveIsMisspelledOrNotABoolean() {
    #expect(
      problems(Self.row("interactiv: true")) == [
        "tokens.yaml:5:32: error: dev.tokenc on 'spacing.row' has no key 'interactiv'; did you mean 'interactive'? "
          + "\(Self.keys) [token/extension]"
      ])
    #expect(
      problems(Self.row("interactive: maybe")) == [
        "tokens.yaml:5:45: error: 'interactive' on 'spacing.row' must be true or false, not 'maybe' [token/extension]"
      ])
  }

  @Test func fallbackIsMisspelledOrNotUnderstood() {
    #expect(
      problems(Self.ink("fallbak: intentional")) == [
        "tokens.yaml:5:32: error: dev.tokenc on 'color.ink' has no key 'fallbak'; did you mean 'fallback'? "
          + "\(Self.keys) [token/extension]"
      ])
    #expect(
      problems(Self.ink("fallback: sometimes")) == [
        "tokens.yaml:3:3: error: 'color.ink' has dev.tokenc.fallback 'sometimes', which tokenc does not understand; "
          + "write 'intentional', or a list of the appearances that fall back on purpose (dark, lightHighContrast, "
          + "darkHighContrast) [token/extension]"
      ])
    #expect(problems(Self.ink("fallback: [dark, 3]")).first?.contains("fallback [\"dark\",3], which") == true)
  }

  @Test func nestedIsMisspelledOrMalformed() {
    #expect(
      problems(Self.row("nestd: {outer: 16, padding: 4}")) == [
        "tokens.yaml:5:32: error: dev.tokenc on 'spacing.row' has no key 'nestd'; did you mean 'nested'? "
          + "\(Self.keys) [token/extension]"
      ])
    #expect(
      problems(Self.row("nested: {outer: 16, padding: wide}")) == [
        "tokens.yaml:5:61: error: 'nested' padding on 'spacing.row' must be an alias such as \"{radius.card}\" or a "
          + "number of points, not 'wide' [token/extension]"
      ])
    #expect(
      problems(Self.row("nested: {outer: {radius.lg}, padding: 4}")) == [
        "tokens.yaml:5:48: error: YAML reads an unquoted '{radius.lg}' as a mapping; put the alias in quotes: "
          + "\"{radius.lg}\" [token/extension]"
      ])
  }

  @Test func suppressIsMisspelledOrNotAMapping() {
    #expect(
      problems(Self.row("supress: {spacing/grid: Matches a system inset.}")) == [
        "tokens.yaml:5:32: error: dev.tokenc on 'spacing.row' has no key 'supress'; did you mean 'suppress'? "
          + "\(Self.keys) [token/extension]"
      ])
    #expect(
      problems(Self.row("suppress: spacing/grid")) == [
        "tokens.yaml:5:42: error: 'suppress' on 'spacing.row' must map rule ids to reasons, e.g. "
          + "{spacing/grid: \"why\"}, not 'spacing/grid' [suppress/invalid]"
      ])
  }

  @Test func devTokencMustBeAMappingAndContrastBelongsAtTheTopLevel() {
    #expect(
      problems("spacing:\n  $type: dimension\n  row:\n    $value: 12\n    $extensions: {dev.tokenc: true}\n") == [
        "tokens.yaml:5:31: error: dev.tokenc on 'spacing.row' must be a mapping of markers such as "
          + "{interactive: true}, not true [token/extension]"
      ])
    #expect(
      problems(Self.row("contrast: []")) == [
        "tokens.yaml:5:32: error: 'contrast' under dev.tokenc of 'spacing.row' is not read on a token; it belongs "
          + "in the $extensions at the top level of a file [token/extension]"
      ])
  }

  @Test func aKeyThatLooksLikeDevTokencIsAWarning() {
    #expect(
      problems(
        "spacing:\n  $type: dimension\n  row:\n    $value: 12\n    $extensions: {dev.tokens: {scalesWith: body}}\n")
        == [
          "tokens.yaml:5:19: warning: 'dev.tokens' in the $extensions of 'spacing.row' is kept but not read; "
            + "did you mean 'dev.tokenc'? [token/extension]"
        ])
    #expect(problems(Self.row("scalesWith: body")) == [])
  }
}
