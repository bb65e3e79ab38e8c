import Testing

@testable import TokenCompiler

/// The front half's second round of shortcuts gives what the general code gives: paths split by
/// bytes, an alias's braces found by bytes, colors resolved in one pass, and YAML keys that are
/// never boxed as nodes.
@Suite("Front half byte shortcuts")
struct FrontHalfByteShortcutTests {
  @Test(arguments: ["color.label.primary", "a..b", ".a.", "", "x", "a.\u{301}b", "é.x", "a.b\u{301}.c", "日本.語"])
  func dottedPathsSplitAsCharactersDo(_ dotted: String) {
    let path = TokenPath(dotted: dotted)
    #expect(path.components == dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    #expect(path.description == dotted)
  }

  @Test func aDotFollowedByACombiningMarkIsNoSeparator() {
    #expect(TokenPath(dotted: "a..b").components == ["a", "", "b"])
    #expect(TokenPath(dotted: "a.\u{301}b").components == ["a.\u{301}b"])
  }

  @Test func appendingJoinsTheDottedTextOnce() {
    let root = TokenPath([]).appending("color")
    #expect(root.components == ["color"] && root.description == "color")
    let leaf = TokenPath(["color", "label"]).appending("primary")
    #expect(leaf.components == ["color", "label", "primary"])
    #expect(leaf.description == TokenPath(["color", "label", "primary"]).description)
    #expect(TokenPath([""]).appending("x").description == ".x")
  }

  @Test func bracesAreFoundByBytesInASCIIAndByCharactersOtherwise() {
    #expect(ValueReader.braced("{a.b}") == "a.b")
    #expect(ValueReader.braced("{\r\n}") == "\r\n")
    #expect(ValueReader.braced("{é}") == "é")
    #expect(ValueReader.braced("{}") == nil)
    #expect(ValueReader.braced("{ab") == nil)
    #expect(ValueReader.braced("ab}") == nil)
    // A combining mark joins the brace into another character.
    #expect(ValueReader.braced("{\u{301}a}") == nil)
  }

  @Test func aLightAliasFillsTheAppearancesItsFallbacksReach() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      palette:
        $type: color
        a:
          $value: {light: "#111111", dark: "#222222", lightHighContrast: "#333333"}
      color:
        $type: color
        x:
          $value: {light: "{palette.a}", darkHighContrast: "#000000"}
      """)
    #expect(diagnostics.isEmpty)
    let color = try #require(tokens["color.x"]?.color)
    #expect(Appearance.allCases.map { color.values[$0].hex } == ["#111111", "#222222", "#333333", "#000000"])
    #expect(color.explicit == [.light, .darkHighContrast])
    let a = TokenPath(dotted: "palette.a")
    #expect(color.aliases == [.light: a, .dark: a, .lightHighContrast: a])
  }

  @Test func anchoredKeysAndScalarsStillLoad() throws {
    var diagnostics: [Diagnostic] = []
    let root = YAMLLoader().load(
      SourceFile(path: "a.yaml", text: "&k key: &v value\nother: *v\nthird: *k\n"), diagnostics: &diagnostics)
    #expect(diagnostics.isEmpty)
    let entries = try #require(root?.entries)
    #expect(entries.map(\.key.text) == ["key", "other", "third"])
    #expect(root?["other"]?.scalar?.text == "value")
    #expect(root?["third"]?.scalar?.text == "key")
  }
}
