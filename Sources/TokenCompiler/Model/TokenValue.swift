/// A color's values in the four appearances, and which of them the token file gave.
public struct ColorAppearances: Sendable, Hashable {
  /// The color in each appearance, missing ones filled by the fallback order.
  public var values: AppearanceValues<ColorValue>
  /// The appearances written in the token file; the rest were filled.
  public var explicit: Set<Appearance>
  /// For each appearance whose value was written as an alias (directly, or through the
  /// appearance it falls back to), the color token it names: what the DTCG output writes
  /// so other tools keep the alias per appearance.
  public var aliases: [Appearance: TokenPath]

  /// Creates a color set.
  public init(values: AppearanceValues<ColorValue>, explicit: Set<Appearance>, aliases: [Appearance: TokenPath] = [:]) {
    self.values = values
    self.explicit = explicit
    self.aliases = aliases
  }
}

/// A fully resolved token value: no aliases, every appearance filled.
///
/// The large values (a color's four appearances, typography, motion, border) are boxed, so a
/// value, and every token that holds one, stays small to copy and move.
public enum TokenValue: Sendable, Hashable {
  /// A color in four appearances.
  indirect case color(ColorAppearances)
  /// A length.
  case dimension(Dimension)
  /// A number.
  case number(Double)
  /// A time span.
  case duration(Duration)
  /// An easing curve.
  case cubicBezier(CubicBezier)
  /// Font family names, most preferred first.
  case fontFamily([String])
  /// A font weight.
  case fontWeight(FontWeight)
  /// A text style.
  indirect case typography(Typography)
  /// A motion preset.
  indirect case motion(Motion)
  /// A shadow.
  case shadow(Shadow)
  /// A border.
  indirect case border(Border)
  /// A stroke style.
  case strokeStyle(StrokeStyle)
  /// A gradient.
  case gradient(Gradient)

  /// The type of this value.
  public var type: TokenType {
    switch self {
    case .color: .color
    case .dimension: .dimension
    case .number: .number
    case .duration: .duration
    case .cubicBezier: .cubicBezier
    case .fontFamily: .fontFamily
    case .fontWeight: .fontWeight
    case .typography: .typography
    case .motion: .motion
    case .shadow: .shadow
    case .border: .border
    case .strokeStyle: .strokeStyle
    case .gradient: .gradient
    }
  }
}

extension TokenValue {
  /// This value as a whole-value alias to `path` gives it: a color names `path` in every
  /// appearance; other values are unchanged.
  func asAlias(of path: TokenPath) -> TokenValue {
    guard case .color(var color) = self else { return self }
    color.aliases = [.light: path, .dark: path, .lightHighContrast: path, .darkHighContrast: path]
    return .color(color)
  }
}
