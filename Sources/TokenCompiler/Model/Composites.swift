/// One layer of a shadow: a color offset and blurred behind (or, inset, inside) a shape.
public struct ShadowLayer: Sendable, Hashable {
  /// The shadow's color in the four appearances.
  public var color: ColorAppearances
  /// The horizontal offset.
  public var offsetX: Dimension
  /// The vertical offset (positive is down).
  public var offsetY: Dimension
  /// The blur radius, never negative.
  public var blur: Dimension
  /// How far the shadow grows (or, negative, shrinks) before blurring.
  public var spread: Dimension
  /// Whether the shadow is drawn inside the shape.
  public var inset: Bool

  /// Creates a layer.
  public init(
    color: ColorAppearances, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension,
    inset: Bool = false
  ) {
    self.color = color
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
    self.spread = spread
    self.inset = inset
  }
}

/// A DTCG shadow: one layer, or a list of layers drawn first to last (the first on top).
public struct Shadow: Sendable, Hashable {
  /// The layers in the designer's order.
  public var layers: [ShadowLayer]
  /// Whether the value was written as a list (even of one layer), so it is written back as one.
  public var isList: Bool

  /// Creates a shadow.
  public init(layers: [ShadowLayer], isList: Bool) {
    self.layers = layers
    self.isList = isList
  }
}

/// The keywords a DTCG `strokeStyle` may be (the CSS `border-style` values).
public enum StrokeKeyword: String, Sendable, Hashable, CaseIterable {
  /// The keywords, spelled as in DTCG and CSS.
  case solid, dashed, dotted, double, groove, ridge, outset, inset
}

/// How the ends of a dash are drawn.
public enum LineCap: String, Sendable, Hashable, CaseIterable {
  /// The caps, spelled as in DTCG.
  case round, butt, square
}

/// A DTCG stroke style: a keyword, or a custom dash pattern.
public enum StrokeStyle: Sendable, Hashable {
  /// A keyword such as `solid` or `dashed`.
  case keyword(StrokeKeyword)
  /// Alternating dash and gap lengths, with the shape of the dash ends.
  case dashes([Dimension], lineCap: LineCap)

  /// The nearest CSS `border-style` keyword: custom dashes become `dashed`.
  public var cssKeyword: String {
    switch self {
    case .keyword(let keyword): keyword.rawValue
    case .dashes: "dashed"
    }
  }
}

/// A DTCG border: color, width and style.
public struct Border: Sendable, Hashable {
  /// The border's color in the four appearances.
  public var color: ColorAppearances
  /// The line width, never negative.
  public var width: Dimension
  /// The line style.
  public var style: StrokeStyle

  /// Creates a border.
  public init(color: ColorAppearances, width: Dimension, style: StrokeStyle) {
    self.color = color
    self.width = width
    self.style = style
  }
}

/// One stop of a gradient.
public struct GradientStop: Sendable, Hashable {
  /// The stop's color in the four appearances.
  public var color: ColorAppearances
  /// Where the stop sits along the gradient, 0…1.
  public var position: Double

  /// Creates a stop.
  public init(color: ColorAppearances, position: Double) {
    self.color = color
    self.position = position
  }
}

/// A DTCG gradient: color stops in the designer's order, drawn top to bottom.
public struct Gradient: Sendable, Hashable {
  /// The stops.
  public var stops: [GradientStop]

  /// Creates a gradient.
  public init(stops: [GradientStop]) { self.stops = stops }
}

extension ColorAppearances {
  /// The colors with the smallest set of explicit appearances that gives them back through the
  /// fallback order, so a color inside a composite has one way to be written and read back.
  public static func canonical(_ values: AppearanceValues<ColorValue>) -> ColorAppearances {
    var explicit: Set<Appearance> = [.light]
    // Each appearance falls back only to appearances listed before it, so one pass settles the set.
    for appearance in Appearance.allCases {
      let source = appearance.source(given: explicit) ?? .light
      if values[appearance] != values[source] { explicit.insert(appearance) }
    }
    return ColorAppearances(values: values, explicit: explicit)
  }

  /// The same color in every appearance.
  public init(uniform color: ColorValue) {
    self.init(values: AppearanceValues(all: color), explicit: [.light])
  }
}

extension TokenValue {
  /// The colors inside a composite value, in the designer's order (empty for other values).
  public var compositeColors: [ColorAppearances] {
    switch self {
    case .shadow(let shadow): shadow.layers.map(\.color)
    case .border(let border): [border.color]
    case .gradient(let gradient): gradient.stops.map(\.color)
    default: []
    }
  }

  /// Whether a color inside the value differs between appearances.
  public var hasVaryingColors: Bool { compositeColors.contains { !$0.values.isUniform } }

  /// The appearances some color inside the value writes explicitly, other than light.
  public var compositeAppearances: [Appearance] {
    let colors = compositeColors
    return Appearance.allCases.filter { appearance in
      appearance != .light && colors.contains { $0.explicit.contains(appearance) }
    }
  }
}
