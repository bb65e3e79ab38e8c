/// One field of a resolved value, as the diff compares it: a color appearance, a Dynamic Type
/// step, a composite's field, or the whole value.
struct DiffField: Sendable, Hashable {
  /// The field's name (`dark`, `ladder.xxxLarge`, `layers[0].blur`, `value`).
  var name: String
  /// The value in words.
  var text: String
  /// The color, for a color field (compared exactly; the text may round).
  var color: ColorValue?
  /// The alias a color appearance was written as.
  var alias: TokenPath?
  /// The appearance a color field is shown in.
  var appearance: Appearance?
  /// The font size a typography field shows text at, for specimens.
  var fontSize: Double?

  /// The field a change reports: a color appearance's color (`color`, `layers[0].color`), else the name.
  var reportedName: String {
    guard let appearance else { return name }
    return String(name.dropLast(appearance.rawValue.count + 1))
  }

  /// The perceptual distance from `other`'s color (ΔE OK, ``ColorValue/oklabDistance(to:)``);
  /// translucent colors are compared as shown over the appearance's canvas (white in the light
  /// appearances, black in the dark ones), so a change of opacity counts.
  func deltaE(from other: DiffField) -> Double? {
    guard let color, let previous = other.color else { return nil }
    guard color.alpha < 1 || previous.alpha < 1 else { return previous.oklabDistance(to: color) }
    let canvas = WCAGContrast.canvas(for: appearance ?? .light)
    return WCAGContrast.composite(previous, over: canvas).oklabDistance(to: WCAGContrast.composite(color, over: canvas))
  }

  /// The field without its alias: what "same resolved value" compares.
  var resolved: DiffField {
    var field = self
    field.alias = nil
    return field
  }
}

/// Turns resolved values into ``DiffField``s, in a fixed order per type.
enum DiffFields {
  /// The fields of `value`. A color has one per appearance; typography its metrics, then
  /// one per Dynamic Type step of the ladder every output scales with; motion its animation
  /// fields and fallback; composites every field, colors per appearance.
  static func fields(_ value: TokenValue) -> [DiffField] {
    let text = DiffValueText.self
    switch value {
    case .color(let color): return colorFields(color, prefix: "color.")
    case .dimension(let dimension): return [plain("value", text.points(dimension.points))]
    case .number(let number): return [plain("value", text.number(number))]
    case .duration(let duration): return [plain("value", text.milliseconds(duration.milliseconds))]
    case .cubicBezier(let curve): return [plain("value", DocsFormat.easing(curve))]
    case .fontFamily(let family): return [plain("value", DocsFormat.families(family))]
    case .fontWeight(let weight): return [plain("value", text.weight(weight))]
    case .typography(let style): return typographyFields(style)
    case .motion(let motion): return motionFields(motion)
    case .shadow(let shadow):
      return shadow.layers.enumerated().flatMap { index, layer in
        let prefix = "layers[\(index)]."
        return colorFields(layer.color, prefix: prefix + "color.")
          + [
            plain(prefix + "offsetX", text.points(layer.offsetX.points)),
            plain(prefix + "offsetY", text.points(layer.offsetY.points)),
            plain(prefix + "blur", text.points(layer.blur.points)),
            plain(prefix + "spread", text.points(layer.spread.points)),
            plain(prefix + "inset", layer.inset ? "true" : "false"),
          ]
      }
    case .border(let border):
      return colorFields(border.color, prefix: "color.")
        + [plain("width", text.points(border.width.points)), plain("style", text.strokeStyle(border.style))]
    case .strokeStyle(let style): return [plain("value", text.strokeStyle(style))]
    case .gradient(let gradient):
      return gradient.stops.enumerated().flatMap { index, stop in
        colorFields(stop.color, prefix: "stops[\(index)].color.")
          + [plain("stops[\(index)].position", text.number(stop.position))]
      }
    }
  }

  private static func plain(_ name: String, _ text: String) -> DiffField {
    DiffField(name: name, text: text)
  }

  private static func colorFields(_ color: ColorAppearances, prefix: String) -> [DiffField] {
    Appearance.allCases.map { appearance in
      let value = color.values[appearance]
      return DiffField(
        name: prefix + appearance.rawValue, text: value.tokenText, color: value, alias: color.aliases[appearance],
        appearance: appearance)
    }
  }

  private static func typographyFields(_ style: Typography) -> [DiffField] {
    let text = DiffValueText.self
    var fields = [
      plain("fontFamily", DocsFormat.families(style.fontFamily)),
      plain("fontWeight", text.weight(style.fontWeight)),
      DiffField(name: "fontSize", text: text.points(style.fontSize), fontSize: style.fontSize),
      plain("lineHeight", text.points(style.lineHeight)),
      plain("letterSpacing", text.points(style.letterSpacing)),
      plain("textStyle", style.textStyle?.rawValue ?? "none"),
    ]
    let ladder = style.effectiveLadder
    for category in ContentSizeCategory.allCases {
      guard let step = ladder.steps[category] else { continue }
      fields.append(DiffField(name: "ladder.\(category.rawValue)", text: text.step(step), fontSize: step.fontSize))
    }
    return fields
  }

  private static func motionFields(_ motion: Motion) -> [DiffField] {
    let animation = motion.animation
    var curve = animation.curve.keyword
    switch animation.curve {
    case .spring(let bounce): curve += " (bounce \(DiffValueText.number(bounce)))"
    case .cubicBezier(let bezier): curve = DocsFormat.easing(bezier)
    default: break
    }
    return [
      plain("curve", curve),
      plain("duration", DiffValueText.milliseconds(animation.duration.milliseconds)),
      plain("delay", DiffValueText.milliseconds(animation.delay.milliseconds)),
      plain("travels", animation.travels ? "true" : "false"),
      plain("repeats", animation.repeats ? "true" : "false"),
      plain("reduceMotion", DocsFormat.reduceMotion(motion.reduceMotion)),
    ]
  }
}
