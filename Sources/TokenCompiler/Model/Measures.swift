/// The unit a dimension was written in.
public enum DimensionUnit: String, Sendable, Hashable, CaseIterable {
  /// Apple points (the default for bare numbers).
  case pt
  /// CSS pixels; one iOS point is one CSS pixel.
  case px
  /// CSS rem, converted at 16 points per rem.
  case rem
}

/// A length, kept in points (px count as points; rem converts at 16 points).
///
/// Two dimensions are equal when their lengths are: `1rem` equals `16px`. The unit written
/// is kept only so the DTCG output can write rem as rem.
public struct Dimension: Sendable, Hashable {
  /// Points per rem when converting rem input.
  public static let pointsPerRem = 16.0

  /// The length in points.
  public var points: Double
  /// The unit the length was written in.
  public var unit: DimensionUnit

  /// Creates a dimension from a value in `unit`.
  public init(_ value: Double, _ unit: DimensionUnit = .pt) {
    self.points = unit == .rem ? value * Self.pointsPerRem : value
    self.unit = unit
  }

  /// Whether two dimensions have the same length, whatever unit each was written in.
  public static func == (lhs: Dimension, rhs: Dimension) -> Bool { lhs.points == rhs.points }

  /// Hashes the length.
  public func hash(into hasher: inout Hasher) { hasher.combine(points) }
}

/// A time span, kept in milliseconds so DTCG's `{value, unit: ms}` round-trips exactly.
public struct Duration: Sendable, Hashable {
  /// The length in milliseconds.
  public var milliseconds: Double

  /// Creates a duration from seconds.
  public init(seconds: Double) { self.milliseconds = seconds * 1000 }

  /// Creates a duration from milliseconds.
  public init(milliseconds: Double) { self.milliseconds = milliseconds }

  /// The length in seconds.
  public var seconds: Double { milliseconds / 1000 }
}

/// A cubic Bézier easing curve, `[x1, y1, x2, y2]` with x in 0…1.
public struct CubicBezier: Sendable, Hashable {
  /// The first control point's x, 0…1.
  public var x1: Double
  /// The first control point's y.
  public var y1: Double
  /// The second control point's x, 0…1.
  public var x2: Double
  /// The second control point's y.
  public var y2: Double

  /// Creates a curve from its control points.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }

  /// The four numbers in DTCG order.
  public var values: [Double] { [x1, y1, x2, y2] }
}

/// A font weight on the 1–1000 scale.
public struct FontWeight: Sendable, Hashable {
  /// The numeric weight.
  public var value: Int

  /// Creates a weight.
  public init(_ value: Int) { self.value = value }

  /// DTCG weight names (kebab-case) and Apple's names (camelCase), with their numeric values.
  ///
  /// Apple's `ultraLight` is its lightest weight (100) and `thin` the next (200),
  /// while DTCG's `thin` is 100 and `ultra-light` 200; each spelling keeps its own standard's meaning.
  public static let names: [String: Int] = [
    "thin": 100, "hairline": 100, "ultraLight": 100, "extra-light": 200, "ultra-light": 200,
    "light": 300, "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600,
    "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
    "heavy": 900, "black": 900, "extra-black": 950, "ultra-black": 950,
  ]

  /// Apple's nine weight names (`Font.Weight`, `UIFont.Weight`), lightest first: the name at
  /// index `i` stands for the weight `(i + 1) * 100`.
  public static let appleNames = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]

  /// Apple's weight name nearest to this value (`regular`, `semibold`, …); ties go to the lighter.
  public var appleName: String {
    let nearest = Self.appleNames.indices.min { abs(($0 + 1) * 100 - value) < abs(($1 + 1) * 100 - value) }!
    return Self.appleNames[nearest]
  }
}
