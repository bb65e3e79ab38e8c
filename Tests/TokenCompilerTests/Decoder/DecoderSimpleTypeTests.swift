import Testing

@testable import TokenCompiler

@Suite("Decode stage: numbers, durations, curves and fonts")
struct DecoderSimpleTypeTests {
  @Test(arguments: [("1.5", 1.5), ("0", 0), ("-2", -2), ("'3'", 3), ("010", 10)])
  func numbers(value: String, expected: Double) {
    let (tokens, diagnostics) = compileValue("number", value)
    #expect(diagnostics.isEmpty)
    #expect(tokens["g.t"]?.value == .number(expected))
  }

  @Test(arguments: [
    ("abc", "not 'abc'"), ("yes", "not 'yes'"), ("true", "not true"), (".5", "not '.5'"),
    ("\"1.5x\"", "not the text '1.5x'"),
  ])
  func invalidNumbers(value: String, found: String) {
    let (_, diagnostics) = compileValue("number", value)
    #expect(rendered(diagnostics) == ["tokens.yaml:3:6: error: 'g.t' must be a number, \(found) [token/value]"])
  }

  @Test(arguments: [
    ("\"200ms\"", 0.2), ("\"0.2s\"", 0.2), ("0.35s", 0.35), ("\"0ms\"", 0), ("'1.5 s'", 1.5),
  ])
  func durations(value: String, seconds: Double) {
    let (tokens, diagnostics) = compileValue("duration", value)
    #expect(diagnostics.isEmpty)
    #expect(tokens["g.t"]?.value == .duration(Duration(seconds: seconds)))
  }

  @Test func durationObject() {
    let (tokens, diagnostics) = compileToken("duration", "value: 250\nunit: ms")
    #expect(diagnostics.isEmpty)
    #expect(tokens["t"]?.value == .duration(Duration(milliseconds: 250)))
  }

  @Test(arguments: [
    ("200", "'g.t' needs a unit: write \"200ms\" or \"200s\""),
    ("0.2", "'g.t' needs a unit: write \"0.2ms\" or \"0.2s\""),
    ("\"-5ms\"", "'g.t' cannot be negative"),
    ("fast", "'g.t' must be a duration like \"200ms\" or \"0.2s\", not 'fast'"),
    ("\"200\"", "'g.t' must be a duration like \"200ms\" or \"0.2s\", not the text '200'"),
    ("\"2min\"", "'g.t' must be a duration like \"200ms\" or \"0.2s\", not the text '2min'"),
  ])
  func invalidDurations(value: String, message: String) {
    let (tokens, diagnostics) = compileValue("duration", value)
    #expect(tokens.tokens.isEmpty)
    #expect(rendered(diagnostics) == ["tokens.yaml:3:6: error: \(message) [token/value]"])
  }

  @Test func cubicBezier() {
    let (tokens, diagnostics) = compileValue("cubicBezier", "[0.42, 0, 0.58, 1]")
    #expect(diagnostics.isEmpty)
    #expect(tokens["g.t"]?.value == .cubicBezier(CubicBezier(0.42, 0, 0.58, 1)))
    let overshoot = compileValue("cubicBezier", "[0.34, 1.56, 0.64, -0.5]")
    #expect(overshoot.diagnostics.isEmpty)
    #expect(overshoot.tokens["g.t"]?.value == .cubicBezier(CubicBezier(0.34, 1.56, 0.64, -0.5)))
  }

  @Test(arguments: [
    ("[1.2, 0, 0.58, 1]", "3:7: error: 'g.t' x1 must be between 0 and 1, not 1.2"),
    ("[0.2, 0, -0.1, 1]", "3:15: error: 'g.t' x2 must be between 0 and 1, not -0.1"),
    ("[0.2, 0, 1]", "3:6: error: 'g.t' must be four numbers [x1, y1, x2, y2], not a list"),
    ("ease", "3:6: error: 'g.t' must be four numbers [x1, y1, x2, y2], not 'ease'"),
    ("[0.2, a, 0, 1]", "3:12: error: 'g.t' value 2 must be a number, not 'a'"),
  ])
  func invalidCubicBeziers(value: String, message: String) {
    let (_, diagnostics) = compileValue("cubicBezier", value)
    #expect(rendered(diagnostics) == ["tokens.yaml:\(message) [token/value]"])
  }

  @Test(arguments: [
    ("\"SF Pro\"", ["SF Pro"]), ("Inter", ["Inter"]),
    ("[Inter, \"Helvetica Neue\", system-ui]", ["Inter", "Helvetica Neue", "system-ui"]),
  ])
  func fontFamilies(value: String, names: [String]) {
    let (tokens, diagnostics) = compileValue("fontFamily", value)
    #expect(diagnostics.isEmpty)
    #expect(tokens["g.t"]?.value == .fontFamily(names))
  }

  @Test func invalidFontFamilies() {
    #expect(
      rendered(compileValue("fontFamily", "[]").diagnostics) == [
        "tokens.yaml:3:6: error: 'g.t' must be text, not a list [token/value]"
      ])
    #expect(
      rendered(compileValue("fontFamily", "[Inter, {a: b}]").diagnostics) == [
        "tokens.yaml:3:14: error: 'g.t' entry must be text, not a mapping [token/value]"
      ])
  }

  @Test(arguments: [
    ("700", 700), ("1", 1), ("1000", 1000), ("bold", 700), ("semibold", 600), ("semi-bold", 600), ("regular", 400),
    ("thin", 100), ("ultraLight", 100), ("extra-light", 200), ("black", 900), ("extra-black", 950),
  ])
  func fontWeights(value: String, weight: Int) {
    let (tokens, diagnostics) = compileValue("fontWeight", value)
    #expect(diagnostics.isEmpty)
    #expect(tokens["g.t"]?.value == .fontWeight(FontWeight(weight)))
  }

  @Test(arguments: [
    ("0", "'g.t' must be a whole number from 1 to 1000, not 0"),
    ("1001", "'g.t' must be a whole number from 1 to 1000, not 1001"),
    ("450.5", "'g.t' must be a whole number from 1 to 1000, not 450.5"),
    (
      "bolder",
      "'g.t' must be one of black, bold, book, demi-bold, extra-black, extra-bold, extra-light, hairline, heavy, "
        + "light, medium, normal, regular, semi-bold, semibold, thin, ultra-black, ultra-bold, ultra-light, ultraLight, "
        + "not 'bolder'; did you mean 'bold'?"
    ),
  ])
  func invalidFontWeights(value: String, message: String) {
    let (_, diagnostics) = compileValue("fontWeight", value)
    #expect(rendered(diagnostics) == ["tokens.yaml:3:6: error: \(message) [token/value]"])
  }
}
