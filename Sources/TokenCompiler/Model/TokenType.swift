/// The types of token tokenc understands.
///
/// All but `motion` are DTCG 2025.10 types; `motion` is tokenc's own composite for
/// animation presets with a Reduce Motion fallback (DTCG's `transition` is read as one).
public enum TokenType: String, Sendable, Hashable, CaseIterable, Comparable {
  /// A color, possibly with dark and high-contrast appearances.
  case color
  /// A length in points.
  case dimension
  /// A plain number.
  case number
  /// A time span.
  case duration
  /// A cubic Bézier easing curve.
  case cubicBezier
  /// A font family name or fallback list.
  case fontFamily
  /// A font weight, 1–1000.
  case fontWeight
  /// A text style with its Dynamic Type ladder.
  case typography
  /// An animation preset with a Reduce Motion fallback.
  case motion
  /// A shadow of one or more layers.
  case shadow
  /// A border: color, width and stroke style.
  case border
  /// A line style: a keyword or a dash pattern.
  case strokeStyle
  /// A gradient's color stops.
  case gradient

  /// DTCG types that tokenc reads past with a warning because it cannot use them yet (none today).
  public static let unsupportedDTCGTypes: Set<String> = []

  /// The type name with its article, for messages ("a color").
  public var withArticle: String { "a \(rawValue)" }

  /// Orders types by name.
  public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }
}
