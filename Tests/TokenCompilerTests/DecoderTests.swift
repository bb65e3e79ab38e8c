import Testing

@testable import TokenCompiler

/// Compiles `t: <value>` under a group `g` of `type`; the value starts at 3:6.
private func compileValue(_ type: String, _ value: String) -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
  compileYAML("g:\n  $type: \(type)\n  t: \(value)\n")
}

/// Compiles a token `t` written as `{$type: type, $value: value}` on three lines; the value starts at 3:11.
private func compileFlow(_ type: String, _ value: String) -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
  compileYAML("t:\n  $type: \(type)\n  $value: \(value)\n")
}

/// Compiles one `{$type, $value}` token `t` whose value is the indented YAML in `value` (starting on line 3).
private func compileToken(_ type: String, _ value: String) -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
  let body = value.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(separator: "\n")
  return compileYAML("t:\n  $type: \(type)\n  $value:\n\(body)\n")
}

@Suite("Decode stage: dimensions, numbers, durations, curves and fonts")
struct DecoderSimpleTypeTests {
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

  @Test func appearancesFillInTheDocumentedFallbackOrder() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      color:
        $type: color
        all:
          $value:
            light: "#111111"
            dark: "#222222"
            lightHighContrast: "#333333"
            darkHighContrast: "#444444"
        lightOnly:
          $value: {light: "#111111"}
        lightAndDark:
          $value: {light: "#111111", dark: "#222222"}
        lightAndLightHC:
          $value: {light: "#111111", lightHighContrast: "#333333"}
        noLightHC:
          $value: {light: "#111111", dark: "#222222", darkHighContrast: "#444444"}
      """)
    #expect(diagnostics.isEmpty)
    func hexes(_ path: String) -> [String] {
      guard let values = tokens[path]?.color?.values else { return [] }
      return Appearance.allCases.map { values[$0].hex }
    }
    #expect(hexes("color.all") == ["#111111", "#222222", "#333333", "#444444"])
    // dark → light; light high-contrast → light; dark high-contrast → dark, else light high-contrast, else light.
    #expect(hexes("color.lightOnly") == ["#111111", "#111111", "#111111", "#111111"])
    #expect(hexes("color.lightAndDark") == ["#111111", "#222222", "#111111", "#222222"])
    #expect(hexes("color.lightAndLightHC") == ["#111111", "#111111", "#333333", "#333333"])
    #expect(hexes("color.noLightHC") == ["#111111", "#222222", "#111111", "#444444"])
    #expect(tokens["color.lightAndDark"]?.color?.explicit == [.light, .dark])
    #expect(tokens["color.all"]?.color?.explicit == Set(Appearance.allCases))
  }

  @Test func appearancesNeedLight() {
    let (tokens, diagnostics) = compileToken("color", "dark: \"#000000\"\ndarkHighContrast: \"#111111\"")
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:5: error: a color with appearances needs 'light', e.g. light: \"#000000\" "
          + "(dark and the high-contrast appearances fall back to it) [token/shape]"
      ])
  }

  @Test func misspelledAppearanceGetsASuggestion() {
    let (_, diagnostics) = compileToken("color", "light: \"#ffffff\"\ndak: \"#000000\"")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:5:5: error: a color with appearances has no field 'dak'; did you mean 'dark'? "
          + "(fields: light, dark, lightHighContrast, darkHighContrast) [token/shape]"
      ])
  }

  @Test func invalidAppearanceValueNamesTheAppearance() {
    let (_, diagnostics) = compileToken("color", "light: \"#ffffff\"\ndarkHighContrast: \"#12\"")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:5:23: error: '#12' in the dark high-contrast color of 't' is not a hex color; "
          + "use 3, 4, 6 or 8 hex digits after '#' [token/value]"
      ])
  }

  @Test func appearancesWithoutValueUnderATypedGroupGetAHint() {
    let (_, diagnostics) = compileYAML("color:\n  $type: color\n  bg:\n    light: \"#fff\"\n    dark: \"#000\"\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:3: error: 'color.bg' looks like a color value but has no '$value'; "
          + "write its fields under '$value:' [token/shape]"
      ])
  }
}

@Suite("Decode stage: typography and motion")
struct DecoderCompositeTests {
  @Test func appleLadderTakesApplesTable() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      type:
        $type: typography
        body:
          $value: {textStyle: body, ladder: apple}
        caption2:
          $value: {textStyle: caption2, ladder: apple}
        headline:
          $value: {textStyle: headline, ladder: apple}
      """)
    #expect(diagnostics.isEmpty)
    let body = try #require(tokens["type.body"]?.typography)
    #expect(body.fontSize == 17 && body.lineHeight == 22)
    #expect(body.fontWeight == FontWeight(400))
    #expect(body.fontFamily == ["system"])
    #expect(body.textStyle == .body)
    let ladder = try #require(body.ladder)
    #expect(ladder.isApple)
    #expect(ladder.steps.count == 12)
    #expect(ladder.steps[.xSmall] == TypeStep(fontSize: 14, lineHeight: 19))
    #expect(ladder.steps[.accessibility3] == TypeStep(fontSize: 40, lineHeight: 48))
    #expect(ladder.steps[.accessibility5] == TypeStep(fontSize: 53, lineHeight: 62))
    let caption2 = try #require(tokens["type.caption2"]?.typography)
    #expect(caption2.ladder?.steps[.accessibility5] == TypeStep(fontSize: 40, lineHeight: 48))
    #expect(caption2.ladder?.steps[.large] == TypeStep(fontSize: 11, lineHeight: 13))
    #expect(caption2.fontSize == 11 && caption2.lineHeight == 13)
    #expect(tokens["type.headline"]?.typography?.fontWeight == FontWeight(600))
  }

  @Test(arguments: [
    ("largeTitle", TypeStep(fontSize: 34, lineHeight: 41), TypeStep(fontSize: 60, lineHeight: 70)),
    ("title", TypeStep(fontSize: 28, lineHeight: 34), TypeStep(fontSize: 58, lineHeight: 68)),
    ("title2", TypeStep(fontSize: 22, lineHeight: 28), TypeStep(fontSize: 56, lineHeight: 66)),
    ("title3", TypeStep(fontSize: 20, lineHeight: 25), TypeStep(fontSize: 55, lineHeight: 65)),
    ("callout", TypeStep(fontSize: 16, lineHeight: 21), TypeStep(fontSize: 51, lineHeight: 60)),
    ("subheadline", TypeStep(fontSize: 15, lineHeight: 20), TypeStep(fontSize: 49, lineHeight: 58)),
    ("footnote", TypeStep(fontSize: 13, lineHeight: 18), TypeStep(fontSize: 44, lineHeight: 52)),
    ("caption", TypeStep(fontSize: 12, lineHeight: 16), TypeStep(fontSize: 43, lineHeight: 51)),
  ])
  func appleLadderEnds(style: String, large: TypeStep, ax5: TypeStep) throws {
    let (tokens, diagnostics) = compileFlow("typography", "{textStyle: \(style), ladder: apple}")
    #expect(diagnostics.isEmpty)
    let typography = try #require(tokens["t"]?.typography)
    #expect(typography.ladder?.steps[.large] == large)
    #expect(typography.ladder?.steps[.accessibility5] == ax5)
  }

  @Test func subheadlineKeepsApplesOddLeadingAtXXXLarge() {
    let (tokens, _) = compileFlow("typography", "{textStyle: subheadline, ladder: apple}")
    #expect(tokens["t"]?.typography?.ladder?.steps[.xxxLarge] == TypeStep(fontSize: 21, lineHeight: 28))
  }

  @Test func explicitLadderAndFields() throws {
    let (tokens, diagnostics) = compileToken(
      "typography",
      """
      fontFamily: [Inter, system-ui]
      fontWeight: semibold
      fontSize: 18
      lineHeight: 1.5
      letterSpacing: "-0.5pt"
      textStyle: body
      ladder:
        small: 16/22
        large: "18/24"
        accessibility1: {fontSize: 28, lineHeight: "34pt"}
      """)
    #expect(diagnostics.isEmpty)
    let typography = try #require(tokens["t"]?.typography)
    #expect(typography.fontFamily == ["Inter", "system-ui"])
    #expect(typography.fontWeight == FontWeight(600))
    #expect(typography.fontSize == 18)
    #expect(typography.lineHeight == 27)
    #expect(typography.letterSpacing == -0.5)
    #expect(typography.textStyle == .body)
    #expect(
      typography.ladder
        == TypeLadder(steps: [
          .small: TypeStep(fontSize: 16, lineHeight: 22), .large: TypeStep(fontSize: 18, lineHeight: 24),
          .accessibility1: TypeStep(fontSize: 28, lineHeight: 34),
        ]))
  }

  @Test(arguments: [("1.3", 20.8), ("\"22pt\"", 22), ("\"24px\"", 24), ("3", 48), ("'1.5'", 24)])
  func lineHeightIsAMultipleOrPoints(lineHeight: String, points: Double) throws {
    let (tokens, diagnostics) = compileFlow("typography", "{fontSize: 16, lineHeight: \(lineHeight)}")
    #expect(diagnostics.isEmpty)
    let typography = try #require(tokens["t"]?.typography)
    #expect(isClose(typography.lineHeight, points))
  }

  @Test func lineHeightOfTwentyTwoIsTheClassicTrap() {
    let (tokens, diagnostics) = compileFlow("typography", "{fontSize: 17, lineHeight: 22}")
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:38: error: lineHeight 22 would be 22 times the font size; write \"22pt\" for points [token/value]"
      ])
  }

  @Test(arguments: [
    (
      "{textStyle: body, ladder: apple, fontSize: 17, lineHeight: 22pt, weight: bold}",
      "3:76: error: 't' has no field 'weight' (fields: fontFamily, fontWeight, fontSize, lineHeight, "
        + "letterSpacing, textStyle, ladder) [token/shape]"
    ),
    (
      "{ladder: apple}",
      "3:20: error: ladder: apple needs a textStyle to say whose ladder to take, e.g. textStyle: body [token/shape]"
    ),
    ("{lineHeight: 1.2}", "3:11: error: 't' needs 'fontSize', e.g. fontSize: 17 [token/shape]"),
    (
      "{fontSize: 17}",
      "3:11: error: 't' needs 'lineHeight', e.g. lineHeight: 22pt (points) or 1.3 (times the size) [token/shape]"
    ),
    (
      "{textStyle: Body, ladder: apple}",
      "3:23: error: textStyle must be one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, "
        + "footnote, caption1, caption2, title, caption, not 'Body'; did you mean 'body'? [token/value]"
    ),
    (
      "{fontSize: 17, lineHeight: 1.2, ladder: {large: 17-22}}",
      "3:59: error: ladder step large must be size/lineHeight in points, like 17/22, not '17-22' [token/value]"
    ),
    (
      "{fontSize: 17, lineHeight: 1.2, ladder: {xxxxLarge: 17/22}}",
      "3:52: error: ladder has no field 'xxxxLarge'; did you mean 'xxxLarge'? (fields: xSmall, small, medium, large, "
        + "xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5) "
        + "[token/shape]"
    ),
    (
      "{fontSize: 17, lineHeight: 1.2, ladder: big}",
      "3:51: error: ladder must be apple or a mapping from content-size category to \"size/lineHeight\", not 'big' "
        + "[token/value]"
    ),
    (
      "{fontSize: 17, lineHeight: 1.2, fontWeight: heavyish}",
      "3:55: error: fontWeight must be one of black, bold, book, demi-bold, extra-black, extra-bold, extra-light, "
        + "hairline, heavy, light, medium, normal, regular, semi-bold, semibold, thin, ultra-black, ultra-bold, "
        + "ultra-light, ultraLight, not 'heavyish' [token/value]"
    ),
  ])
  func invalidTypography(value: String, message: String) {
    let (_, diagnostics) = compileFlow("typography", value)
    #expect(rendered(diagnostics) == ["tokens.yaml:" + message])
  }

  @Test func springWithBounceAndCrossfade() throws {
    let (tokens, diagnostics) = compileToken(
      "motion",
      """
      curve: spring
      duration: 350ms
      bounce: 0.2
      travels: true
      reduceMotion: {crossfade: 200ms}
      """)
    #expect(diagnostics.isEmpty)
    let motion = try #require(tokens["t"]?.motion)
    #expect(
      motion.animation
        == MotionAnimation(
          curve: .spring(bounce: 0.2), duration: Duration(seconds: 0.35), travels: true, repeats: false))
    #expect(motion.reduceMotion == .crossfade(Duration(milliseconds: 200)))
  }

  @Test func cubicBezierCurveAsAListAndReduceMotionNone() throws {
    let (tokens, diagnostics) = compileFlow(
      "motion", "{curve: [0.2, 0, 0, 1], duration: 0.25s, repeats: true, reduceMotion: none}")
    #expect(diagnostics.isEmpty)
    let motion = try #require(tokens["t"]?.motion)
    #expect(motion.animation.curve == .cubicBezier(CubicBezier(0.2, 0, 0, 1)))
    #expect(motion.animation.repeats && !motion.animation.travels)
    #expect(motion.reduceMotion == ReduceMotionFallback.none)
    #expect(motion.reducedAnimation == nil)
  }

  @Test(arguments: [
    ("easeIn", MotionCurve.easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut), ("linear", .linear),
    ("spring", .spring(bounce: 0)),
  ])
  func curveKeywords(keyword: String, curve: MotionCurve) {
    let (tokens, diagnostics) = compileFlow("motion", "{curve: \(keyword), duration: 200ms}")
    #expect(diagnostics.isEmpty)
    #expect(tokens["t"]?.motion?.animation.curve == curve)
    #expect(tokens["t"]?.motion?.reduceMotion == nil)
  }

  @Test func reduceMotionInstantAndAlias() throws {
    let (tokens, diagnostics) = compileYAML(
      """
      motion:
        $type: motion
        fade:
          $value: {curve: easeOut, duration: 150ms, reduceMotion: instant}
        slide:
          $value: {curve: spring, duration: 400ms, travels: true, reduceMotion: "{motion.fade}"}
      """)
    #expect(diagnostics.isEmpty)
    #expect(tokens["motion.fade"]?.motion?.reduceMotion == ReduceMotionFallback.none)
    let fade = MotionAnimation(curve: .easeOut, duration: Duration(milliseconds: 150))
    #expect(tokens["motion.slide"]?.motion?.reduceMotion == .motion(TokenPath(dotted: "motion.fade"), fade))
    #expect(tokens["motion.slide"]?.motion?.reducedAnimation == fade)
  }

  @Test(arguments: [
    (
      "{curve: easeOut, duration: 200ms, bounce: 0.3}",
      "3:45: error: bounce only applies to curve: spring, not easeOut [token/shape]"
    ),
    (
      "{curve: [0.2, 0, 0, 1], duration: 200ms, bounce: 0.3}",
      "3:52: error: bounce only applies to curve: spring, not cubicBezier [token/shape]"
    ),
    (
      "{curve: spring, duration: 200ms, bounce: 1.5}",
      "3:52: error: bounce must be between -1 and 1, not 1.5 [token/value]"
    ),
    (
      "{curve: spring, duration: 200ms, reduceMotion: crossfade}",
      "3:58: error: a crossfade needs a duration: reduceMotion: {crossfade: 200ms} [token/value]"
    ),
    (
      "{curve: spring, duration: 200ms, reduceMotion: fade}",
      "3:58: error: reduceMotion must be none, {crossfade: 200ms} or an alias to another motion token, not 'fade' [token/value]"
    ),
    (
      "{curve: bouncy, duration: 200ms}",
      "3:19: error: curve must be one of spring, easeIn, easeOut, easeInOut, linear, cubicBezier, not 'bouncy' [token/value]"
    ),
    (
      "{curve: cubicBezier, duration: 200ms}",
      "3:19: error: curve: cubicBezier needs its control points; write them as the curve, e.g. [0.2, 0, 0, 1] [token/value]"
    ),
    (
      "{curve: spring}",
      "3:11: error: 't' needs 'duration', e.g. curve: spring, duration: 350ms [token/shape]"
    ),
    ("{curve: spring, duration: 200}", "3:37: error: duration needs a unit: write \"200ms\" or \"200s\" [token/value]"),
    (
      "{curve: spring, duration: 200ms, travels: yes}",
      "3:53: error: travels must be true or false, not 'yes' [token/value]"
    ),
  ])
  func invalidMotion(value: String, message: String) {
    let (tokens, diagnostics) = compileFlow("motion", value)
    #expect(tokens.tokens.isEmpty)
    #expect(rendered(diagnostics) == ["tokens.yaml:" + message])
  }
}

@Suite("Decode stage: groups, names, properties and files")
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

  @Test func unquotedHexColorGetsAQuoteHint() {
    let (tokens, diagnostics) = compileYAML("color:\n  $type: color\n  red: #ff3b30\n")
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:8: error: 'color.red' is empty because YAML reads '#ff3b30' after a space as a comment; "
          + "put it in quotes: \"#ff3b30\" [token/value]"
      ])
  }

  @Test func unquotedHexColorAsDollarValueGetsAQuoteHint() {
    let (_, diagnostics) = compileYAML("red:\n  $type: color\n  $value: #ff3b30 # system red\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:11: error: 'red' is empty because YAML reads '#ff3b30' after a space as a comment; "
          + "put it in quotes: \"#ff3b30\" [token/value]"
      ])
  }

  @Test func unquotedAliasGetsAQuoteHint() {
    let (tokens, diagnostics) = compileYAML(
      "color:\n  $type: color\n  blue: \"#0a84ff\"\n  accent: {color.blue}\n")
    #expect(tokens["color.accent"] == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:11: error: YAML reads an unquoted '{color.blue}' as a mapping; "
          + "put the alias in quotes: \"{color.blue}\" [token/value]"
      ])
  }

  @Test func unquotedValuesWithoutATypeStillGetTheQuoteHint() {
    let (_, diagnostics) = compileYAML(
      "color:\n  blue: {$type: color, $value: \"#0a84ff\"}\naccent: {color.blue}\nred: #ff3b30\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:9: error: YAML reads an unquoted '{color.blue}' as a mapping; "
          + "put the alias in quotes: \"{color.blue}\" [token/value]",
        "tokens.yaml:4:6: error: 'red' is empty because YAML reads '#ff3b30' after a space as a comment; "
          + "put it in quotes: \"#ff3b30\" [token/value]",
      ])
  }

  @Test func unquotedAliasInATypographyFieldGetsAQuoteHint() {
    let (_, diagnostics) = compileFlow("typography", "{fontSize: {size.body}, lineHeight: 1.2}")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:22: error: YAML reads an unquoted '{size.body}' as a mapping; "
          + "put the alias in quotes: \"{size.body}\" [token/value]"
      ])
  }

  @Test func aliasMustBeTheWholeValue() {
    let (_, diagnostics) = compileValue("dimension", "\"{space.sm} + 2\"")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:6: error: an alias must be the whole value, like \"{group.token}\", not '{space.sm} + 2' [token/value]"
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

  @Test func filesAreMerged() throws {
    let (tokens, diagnostics) = compileYAML([
      "tokens/color.yaml": "color:\n  $type: color\n  blue: \"#0a84ff\"\n",
      "tokens/space.yaml": "space:\n  $type: dimension\n  sm: 8\ncolor:\n  accent: \"{color.blue}\"\n",
    ])
    #expect(diagnostics.isEmpty)
    // Files in path order, each file's tokens as written.
    #expect(tokens.tokens.map(\.path.description) == ["color.blue", "space.sm", "color.accent"])
    #expect(tokens["color.blue"]?.location.description == "tokens/color.yaml:3:3")
    #expect(tokens["color.accent"]?.location.description == "tokens/space.yaml:5:3")
    #expect(tokens["color.accent"]?.color?.values.light.hex == "#0a84ff")
  }

  @Test func sameTokenInTwoFilesNamesBothPlaces() throws {
    let (tokens, diagnostics) = compileYAML([
      "a.yaml": "color:\n  $type: color\n  blue: \"#0a84ff\"\n",
      "b.yaml": "color:\n  blue:\n    $type: color\n    $value: \"#007aff\"\n",
    ])
    #expect(tokens["color.blue"]?.color?.values.light.hex == "#0a84ff")
    #expect(
      rendered(diagnostics) == [
        "b.yaml:2:3: error: token 'color.blue' is defined twice; the first definition is at a.yaml:3:3 [token/duplicate]"
      ])
    let diagnostic = try #require(diagnostics.first)
    #expect(renderedNotes(diagnostic) == ["a.yaml:3:3: note: first definition of 'color.blue'"])
  }

  @Test func tokenInOneFileAndGroupInAnother() throws {
    let (_, tokenFirst) = compileYAML([
      "a.yaml": "color:\n  $type: color\n  blue: \"#0a84ff\"\n",
      "b.yaml": "color:\n  $type: color\n  blue:\n    hover: {$value: \"#007aff\"}\n",
    ])
    #expect(
      rendered(tokenFirst) == [
        "b.yaml:3:3: error: 'color.blue' is a group here but a token at a.yaml:3:3 [token/duplicate]"
      ])
    #expect(tokenFirst.first.map(renderedNotes) == ["a.yaml:3:3: note: the token 'color.blue' is defined here"])

    let (_, groupFirst) = compileYAML([
      "a.yaml": "color:\n  $type: color\n  blue:\n    hover: {$value: \"#007aff\"}\n",
      "b.yaml": "color:\n  $type: color\n  blue: \"#0a84ff\"\n",
    ])
    #expect(
      rendered(groupFirst) == [
        "b.yaml:3:3: error: 'color.blue' is a token here but a group at a.yaml:3:3 [token/duplicate]"
      ])
    #expect(groupFirst.first.map(renderedNotes) == ["a.yaml:3:3: note: the group 'color.blue' is defined here"])
  }

  @Test func tokenCannotAlsoHoldChildren() {
    let (_, diagnostics) = compileYAML("bg:\n  $type: color\n  $value: \"#fff\"\n  dark: \"#000\"\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:4:3: error: token 'bg' has a $value, so it cannot also contain 'dark' [token/shape]"
      ])
  }

  @Test func fileMustBeAMapping() {
    let (_, diagnostics) = compileYAML("- a\n- b\n")
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:1:1: error: a token file must be a mapping of groups and tokens, not a list [token/shape]"
      ])
  }

  @Test func dtcgJSONInput() throws {
    let json = """
      {
        "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
        "color": {
          "$type": "color",
          "brand": {
            "blue": {
              "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1], "alpha": 1, "hex": "#0080ff" },
              "$description": "Brand blue"
            },
            "link": { "$value": "{color.brand.blue}" }
          }
        },
        "space": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } },
        "ease": { "$type": "cubicBezier", "standard": { "$value": [0.2, 0, 0, 1] } },
        "time": { "$type": "duration", "quick": { "$value": { "value": 200, "unit": "ms" } } },
        "font": {
          "weight": { "$type": "fontWeight", "bold": { "$value": 700 } },
          "family": { "$type": "fontFamily", "text": { "$value": ["Inter", "sans-serif"] } }
        }
      }
      """
    let (tokens, diagnostics) = compileYAML(["design.tokens.json": json])
    #expect(diagnostics.isEmpty)
    #expect(
      tokens.tokens.map(\.path.description) == [
        "color.brand.blue", "color.brand.link", "space.sm", "ease.standard", "time.quick", "font.weight.bold",
        "font.family.text",
      ])
    let blue = try #require(tokens["color.brand.blue"])
    #expect(blue.color?.values.light == ColorValue(red: 0, green: 0.5, blue: 1))
    #expect(blue.description == "Brand blue")
    #expect(blue.location.description == "design.tokens.json:6:7")
    #expect(tokens["color.brand.link"]?.aliasChain == [TokenPath(dotted: "color.brand.blue")])
    #expect(tokens["space.sm"]?.dimension == Dimension(4, .px))
    #expect(tokens["ease.standard"]?.value == .cubicBezier(CubicBezier(0.2, 0, 0, 1)))
    #expect(tokens["time.quick"]?.value == .duration(Duration(milliseconds: 200)))
    #expect(tokens["font.weight.bold"]?.value == .fontWeight(FontWeight(700)))
    #expect(tokens["font.family.text"]?.value == .fontFamily(["Inter", "sans-serif"]))
  }

  @Test func dtcgTransitionIsReadAsMotion() throws {
    let json = """
      {
        "t": {"$type": "transition", "$value": {"duration": "200ms", "delay": "0ms", "timingFunction": [0.2, 0, 0, 1]}},
        "group": {
          "$type": "transition",
          "u": {"$value": {"duration": {"value": 300, "unit": "ms"}, "timingFunction": [0.4, 0, 1, 1]}}
        }
      }
      """
    let (tokens, diagnostics) = compileYAML(["a.tokens.json": json])
    #expect(diagnostics.isEmpty)
    let standard = CubicBezier(0.2, 0, 0, 1)
    #expect(tokens["t"]?.type == .motion)
    #expect(
      tokens["t"]?.motion?.animation
        == MotionAnimation(curve: .cubicBezier(standard), duration: Duration(milliseconds: 200)))
    #expect(tokens["group.u"]?.motion?.animation.duration == Duration(milliseconds: 300))
    #expect(tokens["group.u"]?.motion?.animation.curve == .cubicBezier(CubicBezier(0.4, 0, 1, 1)))
  }
}
