/// The core file's composite value types: `TokenShadow`, `TokenBorder`, `TokenStrokeStyle` and
/// `TokenGradient`, each written only when a token of its type exists.
extension CoreFile {
  /// The composite types the tokens use, in a fixed order.
  static func compositeTypes(_ b: SwiftBuilder, for types: Set<TokenType>) -> [SwiftItem] {
    var items: [SwiftItem] = []
    if types.contains(.shadow) { items.append(shadow(b)) }
    if types.contains(.border) || types.contains(.strokeStyle) { items.append(strokeStyle(b)) }
    if types.contains(.border) { items.append(border(b)) }
    if types.contains(.gradient) { items.append(gradient(b)) }
    return items
  }

  private static func shadow(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "A shadow: one or more layers, the first drawn on top, as in CSS `box-shadow`.", "struct", "TokenShadow",
      "Hashable, Sendable",
      [
        b.type(
          "One layer: a color offset and blurred behind (or, inset, inside) a shape; lengths in points.", "struct",
          "Layer", "Hashable, Sendable",
          [
            b.field("The color in the four appearances.", "color", "AdaptiveColor"),
            b.field("The horizontal offset.", "x", "Double"),
            b.field("The vertical offset (positive is down).", "y", "Double"),
            b.field(
              "The blur length, as CSS `box-shadow` measures it (twice a Core Animation shadow radius).",
              "blur", "Double"),
            b.field("How far the shadow grows (or, negative, shrinks) before blurring.", "spread", "Double"),
            b.field("Whether the shadow is drawn inside the shape.", "inset", "Bool"),
            b.initializer(
              "Creates a layer.",
              "(color: AdaptiveColor, x: Double, y: Double, blur: Double, spread: Double = 0, inset: Bool = false)",
              SwiftBuilder.assignments(["color", "x", "y", "blur", "spread", "inset"])),
          ]),
        b.field("The layers, the first on top.", "layers", "[Layer]"),
        b.initializer(
          "Creates a shadow from its layers, the first on top.", "(_ layers: Layer...)", [.code("self.layers = layers")]
        ),
      ])
  }

  private static func strokeStyle(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "A line style: a CSS `border-style` keyword, or a dash pattern.", "enum", "TokenStrokeStyle",
      "Hashable, Sendable",
      [
        b.type(
          "How the ends of dashes are drawn.", "enum", "LineCap", "Hashable, Sendable",
          [
            b.enumCase("Rounded ends.", "round"), b.enumCase("Square ends at the dash's length.", "butt"),
            b.enumCase("Square ends past the dash's length.", "square"),
          ]),
        b.enumCase("A continuous line.", "solid"), b.enumCase("Dashes.", "dashed"), b.enumCase("Dots.", "dotted"),
        b.enumCase("Two lines.", "double"), b.enumCase("Carved in.", "groove"), b.enumCase("Raised.", "ridge"),
        b.enumCase("The shape looks raised.", "outset"), b.enumCase("The shape looks sunken.", "inset"),
        b.enumCase("Alternating dash and gap lengths in points.", "dashes([Double], lineCap: LineCap)"),
      ])
  }

  private static func border(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "A border: color, width in points and line style.", "struct", "TokenBorder", "Hashable, Sendable",
      [
        b.field("The color in the four appearances.", "color", "AdaptiveColor"),
        b.field("The line width in points.", "width", "Double"),
        b.field("The line style.", "style", "TokenStrokeStyle"),
        b.initializer(
          "Creates a border.", "(color: AdaptiveColor, width: Double, style: TokenStrokeStyle)",
          SwiftBuilder.assignments(["color", "width", "style"])),
      ])
  }

  private static func gradient(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "A gradient's color stops, drawn top to bottom unless you choose another direction.", "struct",
      "TokenGradient", "Hashable, Sendable",
      [
        b.type(
          "One stop: a color at a position from 0 (start) to 1 (end).", "struct", "Stop", "Hashable, Sendable",
          [
            b.field("The color in the four appearances.", "color", "AdaptiveColor"),
            b.field("The position, 0…1.", "position", "Double"),
            b.initializer(
              "Creates a stop.", "(color: AdaptiveColor, position: Double)",
              SwiftBuilder.assignments(["color", "position"])),
          ]),
        b.field("The stops in order.", "stops", "[Stop]"),
        b.initializer("Creates a gradient from its stops.", "(_ stops: Stop...)", [.code("self.stops = stops")]),
      ])
  }
}
