/// The SwiftUI file's composites: the `.tokenShadow(_:)` view modifier, gradients as
/// `Gradient.Stop`s and `LinearGradient`s, and stroke styles as SwiftUI's `StrokeStyle`.
///
/// Colors inside composites are not in the asset catalog: each helper takes the appearance from
/// the environment (`colorScheme`, `colorSchemeContrast`) or from its arguments.
enum SwiftUIComposites {
  /// The declarations for the composite types the tokens use.
  static func items(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    let attributes = [SwiftUIFile.availability]
    var items: [SwiftItem] = []
    if context.types.contains(.shadow) {
      items.append(b.extensionOf("\(ns).TokenShadow", attributes: attributes, [shadowModifier(b, ns: ns)]))
      items.append(
        b.extensionOf(
          "SwiftUI.View", attributes: attributes,
          [
            b.function(
              "Draws `shadow` behind this view in the environment's appearance, each outer layer through "
                + "`shadow(color:radius:x:y:)` (radius half the CSS blur). SwiftUI has no spread or inset shadow: "
                + "spread is ignored and inset layers are skipped.", "tokenShadow",
              "(_ shadow: \(ns).TokenShadow) -> some SwiftUI.View",
              [.code("modifier(\(ns).TokenShadow.Modifier(shadow))")]
            )
          ]))
    }
    if context.types.contains(.border) || context.types.contains(.strokeStyle) {
      items.append(b.extensionOf("\(ns).TokenStrokeStyle", attributes: attributes, [strokeStyle(b)]))
    }
    if context.types.contains(.gradient) {
      items.append(b.extensionOf("\(ns).TokenGradient", attributes: attributes, gradient(b)))
    }
    return items
  }

  private static func shadowModifier(_ b: SwiftBuilder, ns: String) -> SwiftItem {
    b.type(
      "Draws a shadow's outer layers in the environment's appearance, the first layer on top.", "struct", "Modifier",
      "SwiftUI.ViewModifier",
      [
        b.field("The shadow.", "shadow", "\(ns).TokenShadow"),
        environment("colorScheme", "The color scheme the view is shown in."),
        environment("colorSchemeContrast", "Whether Increase Contrast is on."),
        b.initializer("Creates the modifier.", "(_ shadow: \(ns).TokenShadow)", [.code("self.shadow = shadow")]),
        b.function(
          "The content with the shadow's layers, the last applied first so the first ends up on top.", "body",
          "(content: Content) -> some SwiftUI.View",
          [
            .code("let layers = shadow.layers.filter { !$0.inset }.reversed()"),
            .block(
              "return layers.reduce(SwiftUI.AnyView(content)) { view, layer in",
              [
                .code("let color = layer.color.color(for: colorScheme, contrast: colorSchemeContrast)"),
                .code("let radius = CGFloat(layer.blur / 2)"),
                .code(
                  "return SwiftUI.AnyView(view.shadow(color: color, radius: radius, x: CGFloat(layer.x), "
                    + "y: CGFloat(layer.y)))"),
              ]),
          ]),
      ])
  }

  private static func environment(_ name: String, _ doc: String) -> SwiftItem {
    .declaration(
      SwiftDeclaration(
        doc: [doc], modifiers: ["@SwiftUI.Environment(\\.\(name))", "private"], keyword: "var", name: name))
  }

  private static func strokeStyle(_ b: SwiftBuilder) -> SwiftItem {
    b.function(
      "SwiftUI's stroke style for a line `lineWidth` points wide: dash patterns as written, `dashed` as dashes "
        + "three widths long, `dotted` as round dots; the other keywords draw a continuous line.", "strokeStyle",
      "(lineWidth: CGFloat) -> SwiftUI.StrokeStyle",
      [
        .switchOver(
          "self",
          [
            SwiftCase(
              label: "case .dashes(let dashes, let lineCap)",
              statements: [
                .code("let cap: CGLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt"),
                .code(
                  "return SwiftUI.StrokeStyle(lineWidth: lineWidth, lineCap: cap, dash: dashes.map { CGFloat($0) })"),
              ]),
            SwiftCase(
              label: "case .dashed",
              statements: [
                .code("return SwiftUI.StrokeStyle(lineWidth: lineWidth, dash: [lineWidth * 3, lineWidth * 2])")
              ]),
            SwiftCase(
              label: "case .dotted",
              statements: [
                .code("return SwiftUI.StrokeStyle(lineWidth: lineWidth, lineCap: .round, dash: [0, lineWidth * 2])")
              ]),
            SwiftCase(
              label: "case .solid, .double, .groove, .ridge, .outset, .inset",
              statements: [.code("return SwiftUI.StrokeStyle(lineWidth: lineWidth)")]),
          ])
      ])
  }

  private static func gradient(_ b: SwiftBuilder) -> [SwiftItem] {
    let appearance = "for colorScheme: SwiftUI.ColorScheme, contrast: SwiftUI.ColorSchemeContrast"
    return [
      b.function(
        "The stops as SwiftUI's, in one appearance: pass `@Environment(\\.colorScheme)` and "
          + "`@Environment(\\.colorSchemeContrast)`.", "stops", "(\(appearance)) -> [SwiftUI.Gradient.Stop]",
        [
          .block(
            "self.stops.map { stop in",
            [
              .code("let color = stop.color.color(for: colorScheme, contrast: contrast)"),
              .code("return SwiftUI.Gradient.Stop(color: color, location: CGFloat(stop.position))"),
            ])
        ]),
      b.function(
        "A linear gradient in one appearance, top to bottom unless you pass other points (CSS draws it "
          + "`to bottom` too).", "linearGradient",
        "(\(appearance), startPoint: SwiftUI.UnitPoint = .top, endPoint: SwiftUI.UnitPoint = .bottom) "
          + "-> SwiftUI.LinearGradient",
        [
          .code("let gradientStops = stops(for: colorScheme, contrast: contrast)"),
          .code("return SwiftUI.LinearGradient(stops: gradientStops, startPoint: startPoint, endPoint: endPoint)"),
        ]),
    ]
  }
}
