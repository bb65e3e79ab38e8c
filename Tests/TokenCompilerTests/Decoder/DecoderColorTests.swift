import Testing

@testable import TokenCompiler

@Suite("Decode stage: colors")
struct DecoderColorTests {
  @Test(arguments: [
    ("\"#f00\"", "#ff0000", 255), ("\"#0a84ff\"", "#0a84ff", 255), ("\"#0A84FF80\"", "#0a84ff80", 128),
    ("\"#f008\"", "#ff000088", 136), ("'#000000'", "#000000", 255),
  ])
  func hexColors(value: String, hex: String, alphaByte: Int) throws {
    let (tokens, diagnostics) = compileValue("color", value)
    #expect(diagnostics.isEmpty)
    let color = try #require(tokens["g.t"]?.color)
    #expect(color.values.light.hex == hex)
    #expect(color.values.light.space == .srgb)
    #expect(color.values.light.alpha == Double(alphaByte) / 255)
    #expect(color.values.isUniform)
    #expect(color.explicit == [.light])
  }

  @Test func dtcgColorObjects() throws {
    let srgb = compileToken("color", "colorSpace: srgb\ncomponents: [1, 0.5, 0]\nalpha: 0.25")
    #expect(srgb.diagnostics.isEmpty)
    #expect(srgb.tokens["t"]?.color?.values.light == ColorValue(space: .srgb, red: 1, green: 0.5, blue: 0, alpha: 0.25))
    let p3 = compileToken("color", "colorSpace: display-p3\ncomponents: [0.1, 0.5, 1]")
    #expect(p3.diagnostics.isEmpty)
    #expect(p3.tokens["t"]?.color?.values.light == ColorValue(space: .displayP3, red: 0.1, green: 0.5, blue: 1))
    let flow = compileFlow("color", "{colorSpace: display-p3, components: [1, 0, 0]}")
    #expect(flow.diagnostics.isEmpty)
    #expect(flow.tokens["t"]?.color?.values.light == ColorValue(space: .displayP3, red: 1, green: 0, blue: 0))
  }

  @Test func cssDisplayP3Function() {
    let opaque = compileValue("color", "\"color(display-p3 1 0.5 0)\"")
    #expect(opaque.diagnostics.isEmpty)
    #expect(opaque.tokens["g.t"]?.color?.values.light == ColorValue(space: .displayP3, red: 1, green: 0.5, blue: 0))
    let translucent = compileValue("color", "\"color(display-p3 0 0 1 / 0.5)\"")
    #expect(
      translucent.tokens["g.t"]?.color?.values.light
        == ColorValue(space: .displayP3, red: 0, green: 0, blue: 1, alpha: 0.5))
    #expect(
      rendered(compileValue("color", "\"color(display-p3 1.5 0 0)\"").diagnostics) == [
        "tokens.yaml:3:6: error: 'g.t' must be a color like \"#0a84ff\" or "
          + "{colorSpace: display-p3, components: [0.1, 0.5, 1]}, not the text 'color(display-p3 1.5 0 0)' [token/value]"
      ])
  }

  @Test func oklchConvertsToSRGBWhenInGamut() throws {
    // sRGB red is oklch(62.80% 0.2577 29.23).
    let (tokens, diagnostics) = compileToken("color", "colorSpace: oklch\ncomponents: [0.627955, 0.257683, 29.2339]")
    #expect(diagnostics.isEmpty)
    let red = try #require(tokens["t"]?.color?.values.light)
    #expect(red.space == .srgb)
    #expect(red.hex == "#ff0000")
    #expect(isClose(red.red, 1, tolerance: 1e-3) && isClose(red.green, 0, tolerance: 1e-3))
    let white = try #require(compileToken("color", "colorSpace: oklch\ncomponents: [1, 0, none]").tokens["t"])
    #expect(white.color?.values.light.hex == "#ffffff")
  }

  @Test func oklchOutsideSRGBBecomesDisplayP3() throws {
    // Display P3 red is oklch(64.86% 0.2995 28.96), outside sRGB.
    let (tokens, diagnostics) = compileToken(
      "color", "colorSpace: oklch\ncomponents: [0.64857408, 0.29948529, 28.95813273]")
    #expect(diagnostics.isEmpty)
    let red = try #require(tokens["t"]?.color?.values.light)
    #expect(red.space == .displayP3)
    #expect(isClose(red.red, 1, tolerance: 2e-3))
    #expect(isClose(red.green, 0, tolerance: 2e-3))
    #expect(isClose(red.blue, 0, tolerance: 2e-3))
  }

  @Test func oklchOutsideDisplayP3IsClippedWithAWarning() {
    let (tokens, diagnostics) = compileToken("color", "colorSpace: oklch\ncomponents: [0.9, 0.4, 140]")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:5:17: warning: 't' lies outside Display P3; it is clipped to the nearest P3 color [token/value]"
      ])
    #expect(tokens["t"]?.color?.values.light.space == .displayP3)
  }

  @Test(arguments: [
    (
      "\"#12345\"",
      "3:11: error: '#12345' in 't' is not a hex color; use 3, 4, 6 or 8 hex digits after '#' [token/value]"
    ),
    (
      "\"#ggg\"",
      "3:11: error: '#ggg' in 't' is not a hex color; use 3, 4, 6 or 8 hex digits after '#' [token/value]"
    ),
    (
      "red",
      "3:11: error: 't' must be a color like \"#0a84ff\" or {colorSpace: display-p3, components: [0.1, 0.5, 1]}, "
        + "not 'red' [token/value]"
    ),
    (
      "{colorSpace: srgb, components: [1.5, 0, 0]}",
      "3:43: error: 't' components in srgb must be between 0 and 1, not 1.5 [token/value]"
    ),
    (
      "{colorSpace: srgb, components: [1, 0]}",
      "3:42: error: 't' components must be a list of three numbers, not a list [token/value]"
    ),
    (
      "{colorSpace: rgb, components: [1, 0, 0]}",
      "3:24: error: 't' colorSpace must be one of srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, "
        + "a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50, not 'rgb'; did you mean 'srgb'? [token/value]"
    ),
    (
      "{components: [1, 0, 0]}",
      "3:11: error: 't' needs 'colorSpace', e.g. {colorSpace: srgb, components: [1, 0.5, 0]} [token/shape]"
    ),
    (
      "{colorSpace: srgb, components: [1, 0, 0], alpha: 2}",
      "3:60: error: 't' alpha must be between 0 and 1 [token/value]"
    ),
  ])
  func invalidColors(value: String, message: String) {
    let (tokens, diagnostics) = compileFlow("color", value)
    #expect(tokens.tokens.isEmpty)
    #expect(rendered(diagnostics) == ["tokens.yaml:" + message])
  }
}
