/// Shadows, borders, stroke styles and gradients as Swift expressions of the core file's types.
///
/// A color inside a composite is not in the asset catalog, so its `asset` is empty; the
/// SwiftUI and UIKit helpers resolve it from the environment or trait collection.
enum CompositeExpression {
  /// The value of a composite (the constant of a strokeStyle is typed `TokenStrokeStyle`).
  static func value(_ value: TokenValue) -> SwiftExpression {
    switch value {
    case .shadow(let shadow):
      return .call("TokenShadow", shadow.layers.map { SwiftArgument(nil, layer($0)) })
    case .border(let border):
      return .call(
        "TokenBorder",
        [
          SwiftArgument("color", color(border.color)), SwiftArgument("width", .number(border.width.points)),
          SwiftArgument("style", strokeStyle(border.style)),
        ])
    case .strokeStyle(let style): return strokeStyle(style)
    case .gradient(let gradient):
      return .call(
        "TokenGradient",
        gradient.stops.map { stop in
          SwiftArgument(
            nil,
            .call(
              ".init", [SwiftArgument("color", color(stop.color)), SwiftArgument("position", .number(stop.position))]))
        })
    default: return .code("nil")
    }
  }

  private static func layer(_ layer: ShadowLayer) -> SwiftExpression {
    var arguments = [
      SwiftArgument("color", color(layer.color)), SwiftArgument("x", .number(layer.offsetX.points)),
      SwiftArgument("y", .number(layer.offsetY.points)), SwiftArgument("blur", .number(layer.blur.points)),
    ]
    if layer.spread.points != 0 { arguments.append(SwiftArgument("spread", .number(layer.spread.points))) }
    if layer.inset { arguments.append(SwiftArgument("inset", .code("true"))) }
    return .call(".init", arguments)
  }

  private static func color(_ color: ColorAppearances) -> SwiftExpression {
    TokenValueExpression.adaptive(color.values, asset: "")
  }

  /// `.solid`, or `.dashes([4, 2], lineCap: .round)`.
  static func strokeStyle(_ style: StrokeStyle) -> SwiftExpression {
    switch style {
    case .keyword(let keyword): .code("." + keyword.rawValue)
    case .dashes(let dashes, let lineCap):
      .call(
        ".dashes",
        [
          SwiftArgument(nil, .array(dashes.map { .number($0.points) })),
          SwiftArgument("lineCap", .code("." + lineCap.rawValue)),
        ])
    }
  }
}
