import Testing

@testable import TokenCompiler

@Suite("Load stage")
struct LoaderTests {
  // MARK: Marks

  @Test func keysAndValuesCarryOneBasedLineAndColumn() throws {
    let (root, diagnostics) = loadYAML(
      """
      color:
        brand:
          blue: "#0a84ff"
        gray:   '#8e8e93'
      """)
    #expect(diagnostics.isEmpty)
    let root1 = try #require(root)
    let color = try #require(root1.entries?.first)
    #expect(color.key.location.description == "tokens.yaml:1:1")
    #expect(color.value.location.description == "tokens.yaml:2:3")
    let brand = try #require(root1["color"]?.entries?.first)
    #expect(brand.key.text == "brand")
    #expect(brand.key.location.description == "tokens.yaml:2:3")
    let blue = try #require(root1["color"]?["brand"]?.entries?.first)
    #expect(blue.key.location.description == "tokens.yaml:3:5")
    #expect(blue.value.location.description == "tokens.yaml:3:11")
    let gray = try #require(root1["color"]?["gray"]?.scalar)
    #expect(gray.location.description == "tokens.yaml:4:11")
  }

  @Test(arguments: [
    ("café: x", 7),
    ("名前: x", 5),
    ("🎨🎨: x", 5),
    ("\"ü ö\": x", 8),
  ])
  func columnsCountCharactersNotBytes(line: String, valueColumn: Int) throws {
    let (root, diagnostics) = loadYAML("first: 1\n" + line + "\n")
    #expect(diagnostics.isEmpty)
    let entry = try #require(root?.entries?.last)
    #expect(entry.key.location.description == "tokens.yaml:2:1")
    #expect(entry.value.location.description == "tokens.yaml:2:\(valueColumn)")
  }

  @Test func flowCollectionsHaveMarksOnEveryNode() throws {
    let (root, _) = loadYAML("curve: [0.2, 0, 0, 1]\nsize: {value: 16, unit: px}\n")
    let items = try #require(root?["curve"]?.items)
    #expect(items.map(\.location.column) == [9, 14, 17, 20])
    #expect(root?["curve"]?.location.description == "tokens.yaml:1:8")
    let size = try #require(root?["size"]?.entries)
    #expect(size.map(\.key.location.column) == [8, 19])
    #expect(size.map(\.value.location.column) == [15, 25])
  }

  // MARK: Quoting styles

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

  // MARK: YAML 1.1 traps

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

  // MARK: Duplicate keys

  @Test func duplicateKeyIsAnErrorAtTheSecondKeyWithANoteAtTheFirst() throws {
    let (root, diagnostics) = loadYAML(
      """
      color:
        blue: "#0000ff"
        red: "#ff0000"
        blue: "#0000ee"
      """)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:3: error: duplicate key 'blue'; it is already defined at line 2, column 3 [yaml/duplicate-key]"
      ])
    let diagnostic = try #require(diagnostics.first)
    #expect(renderedNotes(diagnostic) == ["tokens.yaml:2:3: note: first definition is here"])
  }

  @Test func everyDuplicateKeyIsReported() {
    let (_, diagnostics) = loadYAML("a: 1\nb: 2\na: 3\nc:\n  x: 1\n  x: 2\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:1: error: duplicate key 'a'; it is already defined at line 1, column 1 [yaml/duplicate-key]",
        "tokens.yaml:6:3: error: duplicate key 'x'; it is already defined at line 5, column 3 [yaml/duplicate-key]",
      ])
  }

  @Test func sameKeyInDifferentMappingsIsFine() {
    let (root, diagnostics) = loadYAML("a:\n  x: 1\nb:\n  x: 2\n")
    #expect(diagnostics.isEmpty)
    #expect(root?["b"]?["x"]?.scalar?.text == "2")
  }

  @Test func duplicateKeyInJSONIsAnError() {
    let (_, diagnostics) = loadYAML("{\"a\": 1, \"a\": 2}", path: "t.tokens.json")
    #expect(
      rendered(diagnostics) == [
        "t.tokens.json:1:10: error: duplicate key 'a'; it is already defined at line 1, column 2 [yaml/duplicate-key]"
      ])
  }

  // MARK: Anchors, aliases and merge keys

  @Test func anchorsAliasesAndMergeKeysWork() throws {
    let (root, diagnostics) = loadYAML(
      """
      base: &base
        $type: dimension
        sm: 4
        md: 8
      spacing:
        <<: *base
        md: 10
        lg: 16
      copy: *base
      list: [&four 4, *four]
      """)
    #expect(diagnostics.isEmpty)
    let node = try #require(root)
    let spacing = try #require(node["spacing"]?.entries)
    #expect(spacing.map(\.key.text) == ["md", "lg", "$type", "sm"])
    #expect(node["spacing"]?["md"]?.scalar?.text == "10")
    #expect(node["spacing"]?["sm"]?.scalar?.text == "4")
    #expect(node["copy"] == node["base"])
    #expect(node["list"]?.items?.compactMap(\.scalar?.text) == ["4", "4"])
  }

  @Test func mergeKeyAcceptsAListOfMappings() throws {
    let (root, diagnostics) = loadYAML(
      """
      a: &a {x: 1, y: 1}
      b: &b {y: 2, z: 2}
      c:
        <<: [*a, *b]
      """)
    #expect(diagnostics.isEmpty)
    let c = try #require(root?["c"])
    #expect(c.entries?.map(\.key.text) == ["x", "y", "z"])
    #expect(c["y"]?.scalar?.text == "1")
  }

  @Test func mergeKeyOfAScalarIsAnError() {
    let (root, diagnostics) = loadYAML("a: &a 1\nb:\n  <<: *a\n")
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:3: error: a '<<' merge key needs a mapping or a list of mappings [yaml/anchor]"
      ])
  }

  @Test func undefinedAliasIsAnError() {
    let (root, diagnostics) = loadYAML("a: 1\nb: *nope\n")
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:4: error: YAML alias '*nope' names no anchor '&nope' above it [yaml/anchor]"
      ])
  }

  @Test func aliasInsideItsOwnAnchorIsAnError() {
    let (root, diagnostics) = loadYAML("a: &a\n  b: *a\n")
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:6: error: YAML alias '*a' refers to a node that contains it [yaml/anchor]"
      ])
  }

  @Test func billionLaughsFailsOnceTheExpansionBudgetIsSpent() {
    var lines = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1...20 {
      let previous = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
      lines.append("l\(level): &l\(level) [\(previous)]")
    }
    let (root, diagnostics) = loadYAML(lines.joined(separator: "\n") + "\n")
    #expect(root == nil)
    // l1 adds 9 × 10 nodes, l2 9 × 91, l3 9 × 820: 8,289 in all; l4's first alias (7,381 more) passes 10,000.
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:5:10: error: YAML aliases in this file expand to more than 10000 nodes; "
          + "refer to tokens with '{group.token}' aliases instead of '*anchors' [yaml/anchor]"
      ])
  }

  @Test func aliasBudgetIsConfigurable() {
    let text = "a: &a [1, 2, 3]\nb: *a\nc: *a\n"
    #expect(loadYAML(text, aliasBudget: 8).diagnostics.isEmpty)
    let (root, diagnostics) = loadYAML(text, aliasBudget: 7)
    #expect(root == nil)
    #expect(diagnostics.map(\.location?.description) == ["tokens.yaml:3:4"])
    #expect(diagnostics.map(\.ruleID) == [.yamlAnchor])
  }

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

  @Test func aliasesMayNotRepeatMoreThanTheByteBudget() {
    // A 100 KB description aliased 90 times: 90 nodes, but 9 MB of text in every output.
    let description = String(repeating: "x", count: 100_000)
    var text = "d: &d \"\(description)\"\n"
    for index in 0..<90 { text += "t\(index): *d\n" }
    let (root, diagnostics) = loadYAML(text)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:85:6: error: YAML aliases in this file repeat more than 8 MB of text; "
          + "refer to tokens with '{group.token}' aliases instead of '*anchors' [yaml/anchor]"
      ])
    // Within the budget it loads.
    #expect(loadYAML("d: &d \"\(description)\"\nt: *d\n").diagnostics.isEmpty)
  }

  // MARK: Encoding

  @Test func invalidUTF8IsReportedAtItsLineAndColumn() {
    let bytes = Array("a: 1\nb: 2\nc:".utf8) + [0xFF] + Array(" 3\n".utf8)
    let (root, diagnostics) = loadBytes(bytes)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:3: error: invalid UTF-8: byte 0xFF cannot start a character; save the file as UTF-8 [yaml/encoding]"
      ])
  }

  @Test(arguments: [
    (Array("é: ".utf8) + [0xC3, 0x28], "1:4", "byte 0xC3 is not followed by a continuation byte"),
    (
      Array("name: ü".utf8) + [0xE2, 0x82], "1:8",
      "the character starting with byte 0xE2 is cut off at the end of the file"
    ),
    (Array("a: ".utf8) + [0xC0, 0xAF], "1:4", "byte 0xC0 cannot start a character"),
    (Array("a: ".utf8) + [0xE0, 0x80, 0xAF], "1:4", "bytes starting with 0xE0 encode an invalid character"),
    (Array("a: 1\n\nb: ".utf8) + [0xED, 0xA0, 0x80], "3:4", "bytes starting with 0xED encode an invalid character"),
    (Array("a: ".utf8) + [0x80], "1:4", "byte 0x80 cannot start a character"),
  ])
  func invalidSequencesAreLocated(bytes: [UInt8], place: String, problem: String) {
    let (root, diagnostics) = loadBytes(bytes)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:\(place): error: invalid UTF-8: \(problem); save the file as UTF-8 [yaml/encoding]"
      ])
  }

  @Test(arguments: [[UInt8(0xFF), 0xFE], [0xFE, 0xFF]])
  func utf16IsDetectedByItsByteOrderMark(bom: [UInt8]) {
    let utf16 = bom + Array("a: 1\n".utf8).flatMap { bom[0] == 0xFF ? [$0, 0] : [0, $0] }
    let (root, diagnostics) = loadBytes(utf16)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:1:1: error: invalid UTF-8: the file is UTF-16; save the file as UTF-8 [yaml/encoding]"
      ])
  }

  @Test func utf8ByteOrderMarkIsSkippedWithoutShiftingColumns() throws {
    let (root, diagnostics) = loadBytes([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: x\n".utf8))
    #expect(diagnostics.isEmpty)
    let first = try #require(root?.entries?.first)
    #expect(first.key.text == "a")
    #expect(first.key.location.description == "tokens.yaml:1:1")
    #expect(first.value.location.description == "tokens.yaml:1:4")
    #expect(root?["b"]?.location.description == "tokens.yaml:2:4")
  }

  @Test func invalidUTF8AfterAByteOrderMarkIsLocatedWithoutCountingTheMark() {
    let (_, diagnostics) = loadBytes([0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF])
    #expect(diagnostics.map(\.location?.description) == ["tokens.yaml:1:4"])
  }

  // MARK: Syntax errors

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

  // MARK: YAML traps kept for the decoder's hints

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

  // MARK: JSON

  @Test func jsonIsReadThroughTheSameLoader() throws {
    let json = """
      {
      \t"color": {
      \t\t"$type": "color",
      \t\t"blue": { "$value": "#0000ff", "n": 010, "ok": true }
      \t}
      }
      """
    let (root, diagnostics) = loadYAML(json, path: "design.tokens.json")
    #expect(diagnostics.isEmpty)
    let blue = try #require(root?["color"]?["blue"])
    let value = try #require(blue["$value"]?.scalar)
    #expect(value.text == "#0000ff")
    #expect(value.style == .doubleQuoted)
    #expect(value.location.description == "design.tokens.json:4:23")
    #expect(blue["n"]?.scalar?.number == 10)
    #expect(blue["ok"]?.scalar?.bool == true)
    #expect(root?["color"]?.entries?.first?.key.location.description == "design.tokens.json:3:3")
  }

  @Test(arguments: [("a.tokens.json", true), ("a.json", true), ("a.tokens", true), ("a.yaml", false), ("a.yml", false)])
  func jsonIsRecognisedByExtension(path: String, isJSON: Bool) {
    #expect(SourceFile(path: path, text: "").isJSON == isJSON)
  }

  @Test func jsonSyntaxErrorIsLocated() {
    let (root, diagnostics) = loadYAML("{\n  \"a\": 1,\n  \"b\" 2\n}\n", path: "t.json")
    #expect(root == nil)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.ruleID == .yamlSyntax)
    #expect(diagnostics.first?.location?.description == "t.json:3:7")
  }
}
