/// How resolved token values are written as CSS values.
enum CSSTokenValues {
  /// The unit dimension tokens are written in.
  enum LengthUnit: String, Sendable, CaseIterable, OptionChoice {
    /// `rem` at 16 px per rem, so the reader's text size and zoom apply.
    case rem
    /// `px`, one per point.
    case px
  }

  /// The CSS generic family keywords; a family with one of these names is written unquoted.
  static let genericFamilies: Set<String> = [
    "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
    "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
  ]

  /// What `system` (Apple's system font) becomes in a font family list.
  static let systemFamily: [CSSValue] = Typography.systemFontStack.map(CSSValue.keyword)

  /// A length in points as rem or px.
  static func length(_ points: Double, _ unit: LengthUnit) -> CSSValue {
    switch unit {
    case .rem: .dimension(points / Dimension.pointsPerRem, unit: "rem")
    case .px: .dimension(points, unit: "px")
    }
  }

  /// A length in points, always in rem (type sizes follow the reader's text size).
  static func rem(_ points: Double) -> CSSValue { length(points, .rem) }

  /// A duration in milliseconds.
  static func duration(_ milliseconds: Double) -> CSSValue { .dimension(milliseconds, unit: "ms") }

  /// `cubic-bezier(x1, y1, x2, y2)`.
  static func easing(_ curve: CubicBezier) -> CSSValue {
    .function("cubic-bezier", curve.values.map(CSSValue.number))
  }

  /// A color as sRGB: the color itself, or its nearest sRGB fallback for Display P3.
  static func srgb(_ color: ColorValue) -> CSSValue { .hexColor(color) }

  /// A Display P3 color as `color(display-p3 r g b)` (with `/ alpha` when not opaque).
  static func displayP3(_ color: ColorValue) -> CSSValue {
    let p3 = color.converted(to: .displayP3)
    var parts: [CSSValue] = [.keyword("display-p3"), .number(p3.red), .number(p3.green), .number(p3.blue)]
    if p3.alpha < 1 { parts += [.slash, .number(p3.alpha)] }
    return .function("color", [.spaced(parts)])
  }

  /// A font family list: `system` becomes `system-ui, -apple-system`, generic names stay
  /// keywords, every other name is a quoted string, and `sans-serif` ends a list without a generic.
  static func fontFamily(_ names: [String]) -> CSSValue {
    var values: [CSSValue] = []
    var hasGeneric = false
    for name in names {
      if name == "system" {
        values += systemFamily
        hasGeneric = true
      } else if genericFamilies.contains(name) {
        values.append(.keyword(name))
        hasGeneric = true
      } else {
        values.append(.string(name))
      }
    }
    if !hasGeneric { values.append(.keyword("sans-serif")) }
    return .commaSeparated(values)
  }

  /// The `font` shorthand for a text style: `weight size / line-height family`, sizes in rem.
  static func font(_ typography: Typography) -> CSSValue {
    .spaced([
      .number(Double(typography.fontWeight.value)), rem(typography.fontSize), .slash, rem(typography.lineHeight),
      fontFamily(typography.fontFamily),
    ])
  }

  /// The CSS value of a token that is not a color, typography or motion token.
  static func simple(_ value: TokenValue, unit: LengthUnit) -> CSSValue? {
    switch value {
    case .dimension(let dimension): length(dimension.points, unit)
    case .number(let number): .number(number)
    case .duration(let duration): self.duration(duration.milliseconds)
    case .cubicBezier(let curve): easing(curve)
    case .fontFamily(let names): fontFamily(names)
    case .fontWeight(let weight): .number(Double(weight.value))
    case .color, .typography, .motion: nil
    case .shadow, .border, .strokeStyle, .gradient: CSSComposites.value(value, unit: unit) { srgb($0.values.light) }
    }
  }
}

extension ColorValue {
  /// Opaque sRGB white.
  static let white = ColorValue(red: 1, green: 1, blue: 1)
  /// Opaque sRGB black.
  static let black = ColorValue(red: 0, green: 0, blue: 0)
}
