import Testing

@testable import TokenCompiler

@Suite("Decode stage: groups, types, names and properties")
struct DecoderStructureTests {
  @Test func typeIsInheritedThroughNestedGroups() throws {
    let (document, diagnostics) = decodeYAML([
      "tokens.yaml": """
      space:
        $type: dimension
        inset:
          card:
            md: 16
        ratio:
          $type: number
          golden: 1.618
        own:
          $type: number
          $value: 2
      """
    ])
    #expect(diagnostics.isEmpty)
    let card = try #require(document.token("space.inset.card.md"))
    #expect(card.inheritedType == .dimension && card.declaredType == nil)
    #expect(card.value == .literal(.dimension(Dimension(16))))
    #expect(card.location.description == "tokens.yaml:5:7")
    #expect(card.valueLocation.description == "tokens.yaml:5:11")
    #expect(document.token("space.ratio.golden")?.value == .literal(.number(1.618)))
    let own = try #require(document.token("space.own"))
    #expect(own.declaredType == .number && own.inheritedType == .dimension)
    #expect(own.value == .literal(.number(2)))
    #expect(document.groups.map(\.path.description) == ["space", "space.inset", "space.inset.card", "space.ratio"])
    #expect(document.groups.first?.type == .dimension)
    #expect(document.groups.first?.childCount == 3)
  }

  @Test func plainScalarUnderATypedGroupIsAToken() throws {
    let (tokens, diagnostics) = compileYAML("space:\n  $type: dimension\n  sm: 8\n  md: 16\n")
    #expect(diagnostics.isEmpty)
    #expect(tokens.tokens.map(\.path.description) == ["space.sm", "space.md"])
    #expect(tokens["space.sm"]?.dimension == Dimension(8))
    #expect(tokens["space.sm"]?.type == .dimension)
  }

  @Test func valueWithoutATypeAnywhere() {
    let (_, diagnostics) = compileYAML("space:\n  sm: 8\nfull:\n  $value: 4\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:3: error: 'space.sm' has a value but no type; give a parent group a $type (e.g. $type: dimension) "
          + "or write the token as {$type: …, $value: …} [token/missing-type]",
        "tokens.yaml:3:1: error: token 'full' has no $type; add one (e.g. $type: color) or set it on a parent group "
          + "[token/missing-type]",
      ])
  }

  @Test func misspelledValueSuggestsDollarValue() {
    let (tokens, diagnostics) = compileYAML("color:\n  $type: color\n  bg:\n    $valu: \"#ffffff\"\n")
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:5: error: unknown group property '$valu'; did you mean '$value'? [token/shape]"
      ])
  }

  @Test func misspelledTokenPropertySuggestsTheProperty() {
    let (_, diagnostics) = compileYAML("bg:\n  $type: color\n  $value: \"#ffffff\"\n  $descripton: Page\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:3: error: token 'bg' has no field '$descripton'; did you mean '$description'? "
          + "(fields: $value, $type, $description, $deprecated, $extensions) [token/shape]"
      ])
  }

  @Test func unknownTypeSuggestsAKnownOne() {
    let (_, diagnostics) = compileYAML("bg:\n  $type: colour\n  $value: \"#ffffff\"\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:10: error: unknown $type 'colour' of 'bg'; did you mean 'color'? (types: color, dimension, "
          + "number, duration, cubicBezier, fontFamily, fontWeight, typography, motion, transition, shadow, border, "
          + "strokeStyle, "
          + "gradient); to skip such tokens with a warning instead, set `unknownTypes: skip` in tokenc.yaml "
          + "[token/unsupported-type]"
      ])
  }

  @Test(arguments: [
    ("\"a.b\": 1", "names cannot contain '.', which separates path segments; nest a group instead", "a.b"),
    ("\"{x}\": 1", "names cannot contain '{' or '}', which mark aliases", "{x}"),
    ("\"\": 1", "names cannot be empty", ""),
  ])
  func invalidTokenNames(line: String, problem: String, name: String) {
    let (tokens, diagnostics) = compileYAML("space:\n  $type: dimension\n  \(line)\n  ok: 2\n")
    #expect(tokens.tokens.map(\.path.description) == ["space.ok"])
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:3: error: '\(name)' is not a valid token or group name: \(problem) [token/name]"
      ])
  }

  @Test func deprecationOnTokensAndInheritedFromGroups() {
    let (tokens, diagnostics) = compileYAML(
      """
      old:
        $type: dimension
        $deprecated: use space instead
        a: 1
        b:
          $value: 2
          $deprecated: false
        c:
          $value: 3
          $deprecated: true
      space:
        $type: dimension
        d:
          $value: 4
          $deprecated: gone in 2.0
        e: 5
      """)
    #expect(diagnostics.isEmpty)
    #expect(tokens["old.a"]?.deprecation == Deprecation(reason: "use space instead"))
    #expect(tokens["old.b"]?.deprecation == nil)
    #expect(tokens["old.c"]?.deprecation == Deprecation(reason: nil))
    #expect(tokens["space.d"]?.deprecation == Deprecation(reason: "gone in 2.0"))
    #expect(tokens["space.e"]?.deprecation == nil)
  }

  @Test func descriptionAndExtensionsAreKept() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      bg:
        $type: color
        $value: "#ffffff"
        $description: The page background.
        $extensions:
          com.figma: {variableId: "VariableID:1:2", hidden: false, scopes: [ALL_FILLS]}
      """)
    #expect(diagnostics.isEmpty)
    let token = try #require(tokens["bg"])
    #expect(token.description == "The page background.")
    #expect(
      token.extensions == [
        "com.figma": ["variableId": "VariableID:1:2", "hidden": false, "scopes": ["ALL_FILLS"]]
      ])
  }

  @Test func groupDescriptionIsKept() {
    let (document, _) = decodeYAML(["t.yaml": "space:\n  $description: Spacing scale\n  $type: dimension\n  sm: 4\n"])
    #expect(document.groups.first?.description == "Spacing scale")
  }

  @Test func tokenCannotAlsoHoldChildren() {
    let (_, diagnostics) = compileYAML("bg:\n  $type: color\n  $value: \"#fff\"\n  dark: \"#000\"\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:3: error: token 'bg' has a $value, so it cannot also contain 'dark' [token/shape]"
      ])
  }
}
