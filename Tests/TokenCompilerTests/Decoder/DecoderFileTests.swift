import Testing

@testable import TokenCompiler

@Suite("Decode stage: several files and DTCG JSON")
struct DecoderFileTests {
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
