extension DocsModel {
  /// A shadow, border, stroke style or gradient as the docs show it: the typed value, and its CSS
  /// in each appearance for the previews (lengths in px).
  struct Composite: Sendable, Equatable {
    /// The composite value, one case per composite type: a new composite type does not compile
    /// until the model, its encoding and the page handle it.
    enum Kind: Sendable, Equatable {
      /// A `shadow` (one or more layers).
      case shadow(Shadow)
      /// A `border`.
      case border(Border)
      /// A `strokeStyle`.
      case strokeStyle(StrokeStyle)
      /// A `gradient`.
      case gradient(Gradient)

      /// The token type.
      var type: TokenType {
        switch self {
        case .shadow: .shadow
        case .border: .border
        case .strokeStyle: .strokeStyle
        case .gradient: .gradient
        }
      }

      /// The resolved token value.
      var value: TokenValue {
        switch self {
        case .shadow(let shadow): .shadow(shadow)
        case .border(let border): .border(border)
        case .strokeStyle(let style): .strokeStyle(style)
        case .gradient(let gradient): .gradient(gradient)
        }
      }
    }

    /// The typed value.
    let kind: Kind
    /// The CSS value in each appearance.
    let css: AppearanceValues<String>

    /// The docs form of a composite value.
    init(_ kind: Kind) {
      self.kind = kind
      let writer = CSSWriter()
      let value = kind.value
      css = AppearanceValues(
        light: .light, dark: .dark, lightHighContrast: .lightHighContrast,
        darkHighContrast: .darkHighContrast
      ).map { appearance in
        CSSComposites.value(value, unit: .px) { CSSTokenValues.srgb($0.values[appearance]) }.map(writer.value) ?? ""
      }
    }

    /// Whether both are the same value: their CSS follows from it.
    static func == (lhs: Composite, rhs: Composite) -> Bool { lhs.kind == rhs.kind }

    /// The resolved token value.
    var value: TokenValue { kind.value }
    /// The token type.
    var type: TokenType { kind.type }

    /// The appearances worth showing: light, and each other one a color inside writes (a stroke
    /// style has no color, so light only).
    var shownAppearances: [Appearance] { [.light] + value.compositeAppearances }
  }
}

extension DocsModel.Composite: Encodable {
  /// The keys written.
  private enum Keys: String, CodingKey {
    case layers, color, offsetX, offsetY, blur, spread, inset, width, style, keyword, dashArray, lineCap, stops,
      position, css
  }

  /// Writes the value's fields (colors in every appearance, lengths in points and rem) and its CSS.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    switch kind {
    case .shadow(let shadow):
      var layers = container.nestedUnkeyedContainer(forKey: .layers)
      for layer in shadow.layers {
        var fields = layers.nestedContainer(keyedBy: Keys.self)
        try fields.encode(DocsModel.Colors(layer.color), forKey: .color)
        try fields.encode(DocsModel.Value.dimension(layer.offsetX), forKey: .offsetX)
        try fields.encode(DocsModel.Value.dimension(layer.offsetY), forKey: .offsetY)
        try fields.encode(DocsModel.Value.dimension(layer.blur), forKey: .blur)
        try fields.encode(DocsModel.Value.dimension(layer.spread), forKey: .spread)
        try fields.encode(layer.inset, forKey: .inset)
      }
    case .border(let border):
      try container.encode(DocsModel.Colors(border.color), forKey: .color)
      try container.encode(DocsModel.Value.dimension(border.width), forKey: .width)
      var style = container.nestedContainer(keyedBy: Keys.self, forKey: .style)
      try Self.encode(border.style, into: &style)
    case .strokeStyle(let style): try Self.encode(style, into: &container)
    case .gradient(let gradient):
      var stops = container.nestedUnkeyedContainer(forKey: .stops)
      for stop in gradient.stops {
        var fields = stops.nestedContainer(keyedBy: Keys.self)
        try fields.encode(DocsModel.Colors(stop.color), forKey: .color)
        try fields.encode(stop.position, forKey: .position)
      }
    }
    switch kind {
    case .strokeStyle: break  // no CSS value of its own: a border-style keyword or dashes
    case .shadow, .border, .gradient:
      try container.encode(byAppearance: css, forKey: .css)
    }
  }

  /// `{keyword, dashArray, lineCap}`: the CSS keyword, and the dash pattern (or nulls) as written.
  private static func encode(_ style: StrokeStyle, into container: inout KeyedEncodingContainer<Keys>) throws {
    try container.encode(style.cssKeyword, forKey: .keyword)
    switch style {
    case .keyword:
      try container.encodeNil(forKey: .dashArray)
      try container.encodeNil(forKey: .lineCap)
    case .dashes(let dashes, let lineCap):
      try container.encode(dashes.map(DocsModel.Value.dimension), forKey: .dashArray)
      try container.encode(lineCap.rawValue, forKey: .lineCap)
    }
  }
}
