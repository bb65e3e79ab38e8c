/// A color inside a composite as written: one color or alias, or one per appearance.
public typealias ColorSource = [Appearance: ValueOrAlias<ColorValue>]

/// One shadow layer as written, fields possibly aliases.
public struct ShadowLayerSource: Sendable, Hashable {
  /// The color.
  public var color: ColorSource
  /// The horizontal offset.
  public var offsetX: ValueOrAlias<Dimension>
  /// The vertical offset.
  public var offsetY: ValueOrAlias<Dimension>
  /// The blur radius.
  public var blur: ValueOrAlias<Dimension>
  /// The spread (0 when not written).
  public var spread: ValueOrAlias<Dimension>
  /// Whether the shadow is inset.
  public var inset: Bool
}

/// An entry of a shadow's list: a layer, or an alias to a shadow token whose layers it takes.
public enum ShadowEntrySource: Sendable, Hashable {
  /// A layer written in place.
  case layer(ShadowLayerSource)
  /// Another shadow token's layers.
  case alias(AliasReference)
}

/// A stroke style as written: a keyword, or dashes that may be aliases to dimensions.
public enum StrokeStyleSource: Sendable, Hashable {
  /// A keyword.
  case keyword(StrokeKeyword)
  /// A dash pattern.
  case dashes([ValueOrAlias<Dimension>], lineCap: LineCap)
}

/// A border as written, fields possibly aliases.
public struct BorderSource: Sendable, Hashable {
  /// The color.
  public var color: ColorSource
  /// The width.
  public var width: ValueOrAlias<Dimension>
  /// The style, or an alias to a strokeStyle token.
  public var style: ValueOrAlias<StrokeStyleSource>
}

/// A gradient stop as written.
public struct GradientStopSource: Sendable, Hashable {
  /// The color.
  public var color: ColorSource
  /// The position, or an alias to a number token.
  public var position: ValueOrAlias<Double>
}

/// A DTCG composite value as written (shadow, border, strokeStyle, gradient).
public enum CompositeSource: Sendable, Hashable {
  /// A shadow; `isList` when written as a list.
  case shadow([ShadowEntrySource], isList: Bool)
  /// A border.
  case border(BorderSource)
  /// A stroke style.
  case strokeStyle(StrokeStyleSource)
  /// A gradient's stops.
  case gradient([GradientStopSource])

  /// The colors written in place, in the designer's order.
  var colors: [ColorSource] {
    switch self {
    case .shadow(let entries, _):
      entries.compactMap { entry in
        if case .layer(let layer) = entry { return layer.color }
        return nil
      }
    case .border(let border): [border.color]
    case .strokeStyle: []
    case .gradient(let stops): stops.map(\.color)
    }
  }

  /// The value with its colors, in the order of ``colors``, replaced.
  func replacingColors(_ colors: [ColorSource]) -> CompositeSource {
    var remaining = colors[...]
    switch self {
    case .shadow(let entries, let isList):
      let replaced = entries.map { entry -> ShadowEntrySource in
        guard case .layer(var layer) = entry else { return entry }
        layer.color = remaining.popFirst() ?? layer.color
        return .layer(layer)
      }
      return .shadow(replaced, isList: isList)
    case .border(var border):
      border.color = remaining.popFirst() ?? border.color
      return .border(border)
    case .strokeStyle: return self
    case .gradient(let stops):
      return .gradient(
        stops.map { stop in
          var stop = stop
          stop.color = remaining.popFirst() ?? stop.color
          return stop
        })
    }
  }

  /// Every alias written in the value, in a stable order.
  var references: [AliasReference] {
    func colorReferences(_ color: ColorSource) -> [AliasReference] {
      Appearance.allCases.compactMap { color[$0]?.aliasReference }
    }
    switch self {
    case .shadow(let entries, _):
      return entries.flatMap { entry -> [AliasReference] in
        switch entry {
        case .alias(let reference): return [reference]
        case .layer(let layer):
          return colorReferences(layer.color)
            + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].compactMap(\.aliasReference)
        }
      }
    case .border(let border):
      return colorReferences(border.color) + [border.width.aliasReference].compactMap { $0 }
        + Self.references(border.style)
    case .strokeStyle(let style): return Self.references(.value(style))
    case .gradient(let stops):
      return stops.flatMap { colorReferences($0.color) + [$0.position.aliasReference].compactMap { $0 } }
    }
  }

  private static func references(_ style: ValueOrAlias<StrokeStyleSource>) -> [AliasReference] {
    switch style {
    case .alias(let reference): [reference]
    case .value(.keyword): []
    case .value(.dashes(let dashes, _)): dashes.compactMap(\.aliasReference)
    }
  }
}
