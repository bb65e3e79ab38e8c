/// CSS values of shadows, borders, stroke styles and gradients.
///
/// A shadow is a `box-shadow` value (layers comma-separated, first on top, `inset` first in
/// its layer); a border the `border` shorthand (`width style color`); a stroke style its
/// `border-style` keyword (a custom dash pattern, which CSS borders cannot draw, is
/// `dashed`); a gradient a `linear-gradient(to bottom, …)`: DTCG gradients have no angle,
/// and tokenc draws them top to bottom (180deg, CSS's default), stops at their positions in %.
enum CSSComposites {
  /// The value of a shadow, border or gradient in every appearance, with Display P3 variants
  /// where a color inside is P3; `nil` for other values.
  static func property(
    _ value: TokenValue, name: String, comment: String?, unit: CSSTokenValues.LengthUnit
  ) -> CSSAppearanceProperty? {
    guard [.shadow, .border, .gradient].contains(value.type) else { return nil }
    let srgb = Appearance.allCases.map { appearance in
      self.value(value, unit: unit) { CSSTokenValues.srgb($0.values[appearance]) }
    }
    let wide = Appearance.allCases.map { appearance -> CSSValue? in
      guard value.compositeColors.contains(where: { $0.values[appearance].space == .displayP3 }) else { return nil }
      return self.value(value, unit: unit) { color in
        let color = color.values[appearance]
        return color.space == .displayP3 ? CSSTokenValues.displayP3(color) : CSSTokenValues.srgb(color)
      }
    }
    return CSSAppearanceProperty(
      name: name, comment: comment,
      value: AppearanceValues(light: srgb[0]!, dark: srgb[1]!, lightHighContrast: srgb[2]!, darkHighContrast: srgb[3]!),
      wideGamut: AppearanceValues(light: wide[0], dark: wide[1], lightHighContrast: wide[2], darkHighContrast: wide[3]),
      isColor: false)
  }

  /// A composite's CSS value, its colors written by `color`.
  static func value(
    _ value: TokenValue, unit: CSSTokenValues.LengthUnit, color: (ColorAppearances) -> CSSValue
  ) -> CSSValue? {
    func length(_ dimension: Dimension) -> CSSValue { CSSTokenValues.length(dimension.points, unit) }
    switch value {
    case .shadow(let shadow):
      return .commaSeparated(
        shadow.layers.map { layer in
          .spaced(
            (layer.inset ? [.keyword("inset")] : [])
              + [
                length(layer.offsetX), length(layer.offsetY), length(layer.blur), length(layer.spread),
                color(layer.color),
              ])
        })
    case .border(let border):
      return .spaced([length(border.width), .keyword(border.style.cssKeyword), color(border.color)])
    case .strokeStyle(let style): return .keyword(style.cssKeyword)
    case .gradient(let gradient):
      return .function(
        "linear-gradient",
        [.spaced([.keyword("to"), .keyword("bottom")])]
          + gradient.stops.map { .spaced([color($0.color), .percentage($0.position * 100)]) })
    default: return nil
    }
  }
}
