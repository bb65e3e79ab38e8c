/// DTCG 2025.10 shapes for shadows, borders, stroke styles and gradients.
///
/// `$value` holds the light colors; when a color inside differs by appearance, the whole value in
/// each other appearance goes under `$extensions.dev.tokenc.appearances`, which tokenc reads back.
enum DTCGComposites {
  /// The `$type`, `$value` and `dev.tokenc` content of a composite value; `nil` for other values.
  static func encode(_ value: TokenValue) -> (type: String, value: JSONValue, tokenc: [String: JSONValue])? {
    guard let light = encode(value, in: .light) else { return nil }
    var appearances: [String: JSONValue] = [:]
    for appearance in value.compositeAppearances {
      appearances[appearance.rawValue] = encode(value, in: appearance)
    }
    return (value.type.rawValue, light, appearances.isEmpty ? [:] : ["appearances": .object(appearances)])
  }

  /// The value with every color taken in one appearance.
  static func encode(_ value: TokenValue, in appearance: Appearance) -> JSONValue? {
    switch value {
    case .shadow(let shadow):
      let layers = shadow.layers.map { layer(in: appearance, $0) }
      return shadow.isList ? .array(layers) : layers[0]
    case .border(let border):
      return [
        "color": DTCGValues.color(border.color.values[appearance]),
        "width": DTCGValues.dimension(border.width), "style": strokeStyle(border.style),
      ]
    case .strokeStyle(let style): return strokeStyle(style)
    case .gradient(let gradient):
      return .array(
        gradient.stops.map { stop in
          ["color": DTCGValues.color(stop.color.values[appearance]), "position": .number(stop.position)]
        })
    default: return nil
    }
  }

  private static func layer(in appearance: Appearance, _ layer: ShadowLayer) -> JSONValue {
    var members: [String: JSONValue] = [
      "color": DTCGValues.color(layer.color.values[appearance]),
      "offsetX": DTCGValues.dimension(layer.offsetX),
      "offsetY": DTCGValues.dimension(layer.offsetY),
      "blur": DTCGValues.dimension(layer.blur),
      "spread": DTCGValues.dimension(layer.spread),
    ]
    if layer.inset { members["inset"] = true }
    return .object(members)
  }

  /// A keyword, or `{dashArray, lineCap}`.
  static func strokeStyle(_ style: StrokeStyle) -> JSONValue {
    switch style {
    case .keyword(let keyword): .string(keyword.rawValue)
    case .dashes(let dashes, let lineCap):
      [
        "dashArray": .array(dashes.map { DTCGValues.dimension($0) }),
        "lineCap": .string(lineCap.rawValue),
      ]
    }
  }
}
