/// DTCG 2025.10 shapes for shadows, borders, stroke styles and gradients.
///
/// `$value` holds the light colors; when a color inside differs by appearance (and is not written
/// as an alias, which follows the appearance by itself), the whole value in each other appearance
/// goes under `$extensions.dev.tokenc.appearances`, which tokenc reads back.
enum DTCGComposites {
  /// The `$type`, `$value` and `dev.tokenc` content of a composite value, with the aliases written
  /// inside it; `nil` for other values. An appearance is written only when its value differs from
  /// the one it falls back to: a color written as an alias is the same alias in every appearance.
  static func encode(
    _ value: TokenValue, aliases: ValueAliases = ValueAliases()
  ) -> (type: String, value: JSONValue, tokenc: [String: JSONValue])? {
    guard let light = encode(value, aliases: aliases, in: .light) else { return nil }
    var written: [Appearance: JSONValue] = [.light: light]
    for appearance in Appearance.allCases where appearance != .light {
      let json = encode(value, aliases: aliases, in: appearance)
      let fallback = appearance.source(given: Set(written.keys)) ?? .light
      if json != written[fallback] { written[appearance] = json }
    }
    var appearances: [String: JSONValue] = [:]
    for (appearance, json) in written where appearance != .light { appearances[appearance.rawValue] = json }
    return (value.type.rawValue, light, appearances.isEmpty ? [:] : ["appearances": .object(appearances)])
  }

  /// The value with every color taken in one appearance (as its alias there, if it has one) and
  /// the other aliases written inside it.
  static func encode(_ value: TokenValue, aliases: ValueAliases, in appearance: Appearance) -> JSONValue? {
    encode(value, in: appearance).map { DTCGAliases.apply(aliases, to: $0) }
  }

  /// The value with every color taken in one appearance.
  private static func encode(_ value: TokenValue, in appearance: Appearance) -> JSONValue? {
    switch value {
    case .shadow(let shadow):
      let layers = shadow.layers.map { layer(in: appearance, $0) }
      return shadow.isList ? .array(layers) : layers[0]
    case .border(let border):
      return [
        "color": DTCGValues.color(border.color, in: appearance),
        "width": DTCGValues.dimension(border.width), "style": strokeStyle(border.style),
      ]
    case .strokeStyle(let style): return strokeStyle(style)
    case .gradient(let gradient):
      return .array(
        gradient.stops.map { stop in
          ["color": DTCGValues.color(stop.color, in: appearance), "position": .number(stop.position)]
        })
    default: return nil
    }
  }

  private static func layer(in appearance: Appearance, _ layer: ShadowLayer) -> JSONValue {
    var members: [String: JSONValue] = [
      "color": DTCGValues.color(layer.color, in: appearance),
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
