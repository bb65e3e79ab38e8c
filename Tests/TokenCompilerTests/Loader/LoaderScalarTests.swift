import Testing

@testable import TokenCompiler

@Suite("Load stage: scalars, quoting styles and YAML 1.1 traps")
struct LoaderScalarTests {
  @Test func quotingStylesAndTextAreKept() throws {
    let (root, diagnostics) = loadYAML(
      """
      plain: abc def
      single: 'it''s'
      double: "tab\\there"
      literal: |
        line one
        line two
      folded: >
        line one
        line two
      """)
    #expect(diagnostics.isEmpty)
    let node = try #require(root)
    #expect(node["plain"]?.scalar?.style == .plain)
    #expect(node["plain"]?.scalar?.text == "abc def")
    #expect(node["single"]?.scalar?.style == .singleQuoted)
    #expect(node["single"]?.scalar?.text == "it's")
    #expect(node["double"]?.scalar?.style == .doubleQuoted)
    #expect(node["double"]?.scalar?.text == "tab\there")
    #expect(node["literal"]?.scalar?.style == .literal)
    #expect(node["literal"]?.scalar?.text == "line one\nline two\n")
    #expect(node["folded"]?.scalar?.style == .folded)
    #expect(node["folded"]?.scalar?.text == "line one line two")
    #expect(node["literal"]?.scalar?.location.description == "tokens.yaml:4:10")
  }

  @Test func quotedScalarsAreNeverNumbersBooleansOrNull() throws {
    let (root, _) = loadYAML("a: '16'\nb: \"true\"\nc: ''\nd: 'null'\n")
    let node = try #require(root)
    for key in ["a", "b", "c", "d"] {
      let scalar = try #require(node[key]?.scalar)
      #expect(scalar.number == nil && scalar.bool == nil && !scalar.isNull, "\(key)")
      #expect(node[key]?.kindDescription == "text")
    }
  }

  @Test func explicitStringTagCountsAsQuoted() throws {
    let (root, _) = loadYAML("a: !!str 16\n")
    let scalar = try #require(root?["a"]?.scalar)
    #expect(scalar.text == "16")
    #expect(scalar.style.isQuoted)
    #expect(scalar.number == nil)
  }

  @Test(arguments: [
    "yes", "no", "on", "off", "y", "n", "010", "0x1F", "0o17", "1_000", ".inf", "-.inf", ".nan", "12:30",
  ])
  func yaml11ImplicitTypesStayText(text: String) throws {
    let (root, diagnostics) = loadYAML("value: \(text)\n")
    #expect(diagnostics.isEmpty)
    let scalar = try #require(root?["value"]?.scalar)
    #expect(scalar.text == text)
    #expect(scalar.style == .plain)
    #expect(scalar.bool == nil)
    #expect(!scalar.isNull)
  }

  @Test(arguments: [
    ("010", 10.0 as Double?), ("0x1F", nil), ("0o17", nil), ("1_000", nil), (".inf", nil), (".5", nil),
    ("1.", nil), ("+2", 2), ("-1.5", -1.5), ("1e3", 1000), ("yes", nil), ("12:30", nil),
  ])
  func numbersAreDecimalOnly(text: String, expected: Double?) throws {
    let (root, _) = loadYAML("value: \(text)\n")
    let scalar = try #require(root?["value"]?.scalar)
    #expect(scalar.number == expected)
  }

  @Test func onlyTrueAndFalseAreBooleans() throws {
    let (root, _) = loadYAML("a: true\nb: False\nc: yes\nd: ~\ne:\n")
    let node = try #require(root)
    #expect(node["a"]?.scalar?.bool == true)
    #expect(node["b"]?.scalar?.bool == false)
    #expect(node["c"]?.scalar?.bool == nil)
    #expect(node["d"]?.scalar?.isNull == true)
    #expect(node["e"]?.scalar?.isNull == true)
    #expect(node["c"]?.kindDescription == "text")
  }

  @Test func unquotedHexColorKeepsTheCommentForAHint() throws {
    let (root, diagnostics) = loadYAML("color: #ff0000\nother: \"#00ff00\" # a real comment\n")
    #expect(diagnostics.isEmpty)
    let scalar = try #require(root?["color"]?.scalar)
    #expect(scalar.isNull)
    #expect(scalar.trailingComment == "#ff0000")
    #expect(scalar.location.description == "tokens.yaml:1:8")
    #expect(root?["other"]?.scalar?.trailingComment == nil)
    #expect(root?["other"]?.scalar?.text == "#00ff00")
  }

  @Test func unquotedAliasIsAFlowMapping() throws {
    let (root, diagnostics) = loadYAML("value: {color.brand.blue}\n")
    #expect(diagnostics.isEmpty)
    let node = try #require(root?["value"])
    guard case .mapping(let entries, let isFlow, let location) = node else {
      Issue.record("expected a mapping, got \(node)")
      return
    }
    #expect(isFlow)
    #expect(location.description == "tokens.yaml:1:8")
    #expect(entries.map(\.key.text) == ["color.brand.blue"])
    #expect(entries.first?.value.scalar?.isNull == true)
    #expect(ValueReader.unquotedAliasText(node) == "{color.brand.blue}")
  }
}
