import Testing

@testable import TokenCompiler

/// DTCG composites (shadow, border, strokeStyle, gradient): decoding and resolving, with
/// aliases in their sub-values and to whole composite tokens.
@Suite("Composite values")
struct CompositeTests {
  static let tokens = """
    color:
      $type: color
      ink: {$value: {light: "#000000", dark: "#ffffff"}}
      line: "#d1d1d6"
    size:
      $type: dimension
      one: 1
      four: 4px
    shadow:
      $type: shadow
      soft: {$value: {color: "{color.ink}", offsetX: 0, offsetY: 2, blur: 8, spread: "{size.one}"}}
      layered:
        - {color: "#00000033", offsetX: 0, offsetY: 1, blur: 2, inset: true}
        - "{shadow.soft}"
      card: {$type: shadow, $value: "{shadow.layered}"}
    stroke:
      $type: strokeStyle
      dots: {$value: {dashArray: ["{size.four}", 2], lineCap: round}}
    border:
      $type: border
      focus: {$value: {color: "{color.line}", width: "{size.one}", style: "{stroke.dots}"}}
      plain: {$value: {color: {light: "#000000", dark: "#ffffff"}, width: 2, style: solid}}
    gradient:
      $type: gradient
      fade: [{color: "{color.ink}", position: 0}, {color: "#ffffff00", position: 1}]

    """

  static let ink = AppearanceValues(
    light: ColorValue(red: 0, green: 0, blue: 0), dark: ColorValue(red: 1, green: 1, blue: 1),
    lightHighContrast: ColorValue(red: 0, green: 0, blue: 0), darkHighContrast: ColorValue(red: 1, green: 1, blue: 1))

  @Test func aliasesInSubValuesResolveWithEveryAppearance() throws {
    let (tokens, diagnostics) = compileYAML(Self.tokens)
    #expect(diagnostics.isEmpty, "\(rendered(diagnostics))")
    // The color keeps the alias it was written as, in every appearance, for the DTCG output.
    var ink = ColorAppearances.canonical(Self.ink)
    ink.aliases = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, TokenPath(dotted: "color.ink")) })
    let soft = ShadowLayer(
      color: ink, offsetX: Dimension(0), offsetY: Dimension(2), blur: Dimension(8), spread: Dimension(1))
    #expect(tokens["shadow.soft"]?.value == .shadow(Shadow(layers: [soft], isList: false)))
    // The dark value of the aliased color reaches the shadow's dark appearance.
    #expect(soft.color.values.dark == ColorValue(red: 1, green: 1, blue: 1))
    #expect(soft.color.explicit == [.light, .dark])
    let inner = ShadowLayer(
      color: ColorAppearances(uniform: ColorValue(hex: "#00000033")!), offsetX: Dimension(0), offsetY: Dimension(1),
      blur: Dimension(2), spread: Dimension(0), inset: true)
    #expect(tokens["shadow.layered"]?.value == .shadow(Shadow(layers: [inner, soft], isList: true)))
  }

  @Test func aliasesToWholeCompositesKeepTheChain() throws {
    let (tokens, _) = compileYAML(Self.tokens)
    let card = try #require(tokens["shadow.card"])
    #expect(card.type == .shadow)
    #expect(card.value == tokens["shadow.layered"]?.value)
    #expect(card.aliasChain == [TokenPath(dotted: "shadow.layered")])
  }

  @Test func bordersAndStrokeStylesResolveTheirAliases() throws {
    let (tokens, _) = compileYAML(Self.tokens)
    let dots = StrokeStyle.dashes([Dimension(4, .px), Dimension(2)], lineCap: .round)
    #expect(tokens["stroke.dots"]?.value == .strokeStyle(dots))
    var line = ColorAppearances(uniform: ColorValue(hex: "#d1d1d6")!)
    line.aliases = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, TokenPath(dotted: "color.line")) })
    #expect(tokens["border.focus"]?.value == .border(Border(color: line, width: Dimension(1), style: dots)))
    #expect(
      tokens["border.focus"]?.valueAliases.fields == [
        "width": TokenPath(dotted: "size.one"), "style": TokenPath(dotted: "stroke.dots"),
      ])
    guard case .border(let plain)? = tokens["border.plain"]?.value else {
      Issue.record("border.plain is not a border")
      return
    }
    #expect(plain.color == .canonical(Self.ink))
    #expect(plain.style == .keyword(.solid))
  }

  @Test func gradientStopsKeepTheDesignersOrder() throws {
    let (tokens, _) = compileYAML(Self.tokens)
    guard case .gradient(let gradient)? = tokens["gradient.fade"]?.value else {
      Issue.record("gradient.fade is not a gradient")
      return
    }
    #expect(gradient.stops.map(\.position) == [0, 1])
    #expect(gradient.stops[0].color.values == Self.ink)
    #expect(gradient.stops[1].color.values.light.alpha == 0)
  }

  @Test func canonicalAppearancesAreTheFewestThatGiveTheValuesBack() {
    let black = ColorValue(red: 0, green: 0, blue: 0)
    let white = ColorValue(red: 1, green: 1, blue: 1)
    let values = AppearanceValues(light: black, dark: white, lightHighContrast: black, darkHighContrast: black)
    let canonical = ColorAppearances.canonical(values)
    // dark high-contrast falls back to dark (white), so it must be written to stay black.
    #expect(canonical.explicit == [.light, .dark, .darkHighContrast])
    #expect(ColorAppearances.canonical(AppearanceValues(all: black)).explicit == [.light])
  }

  @Test func transitionSubValuesMayBeAliases() throws {
    // Regression: `delay: "{duration.none}"` was read as a literal and rejected.
    let (tokens, diagnostics) = compileYAML(
      """
      duration:
        $type: duration
        none: 0ms
        quick: 100ms
      easing:
        $type: cubicBezier
        standard: [0.2, 0, 0, 1]
      motion:
        t:
          $type: transition
          $value: {duration: "{duration.quick}", delay: "{duration.none}", timingFunction: "{easing.standard}"}

      """)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(rendered(diagnostics))")
    #expect(
      tokens["motion.t"]?.motion?.animation
        == MotionAnimation(curve: .cubicBezier(CubicBezier(0.2, 0, 0, 1)), duration: Duration(milliseconds: 100)))
  }
}
