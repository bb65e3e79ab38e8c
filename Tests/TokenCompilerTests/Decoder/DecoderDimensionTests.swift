import Testing

@testable import TokenCompiler

@Suite("Decode stage: dimensions")
struct DecoderDimensionTests {
  @Test(arguments: [
    ("16", 16.0, DimensionUnit.pt, 16.0),
    ("\"16pt\"", 16, .pt, 16),
    ("\"12px\"", 12, .px, 12),
    ("\"1rem\"", 1, .rem, 16),
    ("\"1.5rem\"", 1.5, .rem, 24),
    ("'0.5'", 0.5, .pt, 0.5),
    ("-4", -4, .pt, -4),
  ])
  func dimensionScalars(value: String, number: Double, unit: DimensionUnit, points: Double) throws {
    let (tokens, diagnostics) = compileValue("dimension", value)
    #expect(diagnostics.isEmpty)
    let dimension = try #require(tokens["g.t"]?.dimension)
    #expect(dimension == Dimension(number, unit))
    #expect(dimension.points == points)
  }

  @Test func dimensionObject() throws {
    let (tokens, diagnostics) = compileToken("dimension", "value: 2\nunit: rem")
    #expect(diagnostics.isEmpty)
    #expect(tokens["t"]?.dimension == Dimension(2, .rem))
    #expect(tokens["t"]?.dimension?.points == 32)
  }

  @Test(arguments: [
    (
      "\"16em\"",
      "3:6: error: 'g.t' must be a dimension like 16, \"16pt\" or {value: 16, unit: px}, not the text '16em' [token/value]"
    ),
    (
      "large",
      "3:6: error: 'g.t' must be a dimension like 16, \"16pt\" or {value: 16, unit: px}, not 'large' [token/value]"
    ),
    (
      "[16]",
      "3:6: error: 'g.t' must be a dimension like 16, \"16pt\" or {value: 16, unit: px}, not a list [token/value]"
    ),
    (
      "0x10",
      "3:6: error: 'g.t' must be a dimension like 16, \"16pt\" or {value: 16, unit: px}, not '0x10' [token/value]"
    ),
    (
      "1_000",
      "3:6: error: 'g.t' must be a dimension like 16, \"16pt\" or {value: 16, unit: px}, not '1_000' [token/value]"
    ),
  ])
  func invalidDimensions(value: String, message: String) {
    let (tokens, diagnostics) = compileValue("dimension", value)
    #expect(rendered(diagnostics) == ["tokens.yaml:" + message])
    #expect(tokens.tokens.isEmpty)
  }

  @Test func dimensionObjectErrors() {
    #expect(
      rendered(compileToken("dimension", "value: 16\nunit: em").diagnostics) == [
        "tokens.yaml:5:11: error: 't' unit must be one of pt, px, rem, not 'em'; did you mean 'rem'? [token/value]"
      ])
    #expect(
      rendered(compileToken("dimension", "value: 16").diagnostics) == [
        "tokens.yaml:4:5: error: 't' needs 'unit', e.g. {value: 16, unit: pt} [token/shape]"
      ])
    #expect(
      rendered(compileToken("dimension", "value: big\nunit: px").diagnostics) == [
        "tokens.yaml:4:12: error: 't' value must be a number, not 'big' [token/value]"
      ])
    #expect(
      rendered(compileToken("dimension", "value: 16\nunits: px").diagnostics) == [
        "tokens.yaml:5:5: error: 't' has no field 'units'; did you mean 'unit'? (fields: value, unit) [token/shape]"
      ])
  }

  @Test func dimensionObjectWithoutValueUnderATypedGroupGetsAHint() {
    let (tokens, diagnostics) = compileYAML("space:\n  $type: dimension\n  md: {value: 16, unit: px}\n")
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:3: error: 'space.md' looks like a dimension value but has no '$value'; "
          + "write its fields under '$value:' [token/shape]"
      ])
  }
}
