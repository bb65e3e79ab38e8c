import Testing

@testable import TokenCompiler

/// DTCG 2025.10 JSON Pointer `$ref` into values, and group `$extends`.
@Suite("decode: $ref and $extends")
struct ReferenceExpansionTests {
  @Test func aPointerIntoAValueTakesThatPart() {
    let json = """
      {"color": {"$type": "color",
        "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}},
        "teal": {"$value": {"colorSpace": "srgb",
          "components": [0, {"$ref": "#/color/blue/$value/components/1"}, {"$ref": "#/color/blue/$value/components/1"}]}},
        "same": {"$value": {"$ref": "#/color/blue/$value"}}}}
      """
    let (tokens, diagnostics) = compileYAML(["t.tokens.json": json])
    #expect(rendered(diagnostics) == [])
    #expect(ThemeFileTests.hex("color.teal", tokens).first == "#008080")
    #expect(ThemeFileTests.hex("color.same", tokens).first == "#0080ff")
  }

  @Test func aPointerMayNameAnotherFile() {
    let (tokens, diagnostics) = compileYAML([
      "a.tokens.json": ##"{"size": {"$type": "dimension", "m": {"$value": {"value": 16, "unit": "px"}}}}"##,
      "b.tokens.json":
        ##"{"gap": {"$type": "dimension", "$value": {"value": {"$ref": "#/size/m/$value/value"}, "unit": "px"}}}"##,
    ])
    #expect(rendered(diagnostics) == [])
    #expect(tokens["gap"]?.value == .dimension(Dimension(16)))
  }

  @Test func aPointerThatNamesNothingOrLoopsIsALocatedError() {
    let (_, diagnostics) = compileYAML([
      "t.tokens.json":
        ##"{"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}}, "c": {"$type": "number", "$value": {"$ref": "#/c/$value"}}}"##
    ])
    #expect(
      rendered(diagnostics) == [
        "t.tokens.json:1:46: error: $ref '#/b/$value' names nothing in the tokens [token/shape]",
        "t.tokens.json:1:97: error: $ref and $extends nest more than 64 deep here; they probably form a cycle "
          + "[token/shape]",
      ])
  }

  @Test func aGroupExtendsAnotherAndItsOwnTokensWin() {
    let yaml = """
      button:
        base:
          $type: dimension
          padding: 12
          radius: 8
          icon:
            size: 16
            gap: 4
        large:
          $extends: "{button.base}"
          padding: 16
          icon:
            size: 20
      """
    let (tokens, diagnostics) = compileYAML(yaml)
    #expect(rendered(diagnostics) == [])
    #expect(tokens["button.large.padding"]?.value == .dimension(Dimension(16)))
    #expect(tokens["button.large.radius"]?.value == .dimension(Dimension(8)))
    #expect(tokens["button.large.icon.size"]?.value == .dimension(Dimension(20)))
    #expect(tokens["button.large.icon.gap"]?.value == .dimension(Dimension(4)))
  }

  @Test func extendingNothingIsALocatedError() {
    let (_, diagnostics) = compileYAML("a:\n  $extends: \"{nowhere}\"\n  $type: number\n  x: 1\n")
    #expect(rendered(diagnostics) == ["tokens.yaml:2:13: error: $extends '{nowhere}' names no group [token/shape]"])
  }
}
