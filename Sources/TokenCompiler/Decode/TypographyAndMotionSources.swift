/// A line height as written: a multiple of the font size (DTCG) or absolute points.
public enum LineHeight: Sendable, Hashable {
  /// A multiple of the font size, e.g. `1.3`.
  case multiple(Double)
  /// Absolute points, e.g. `22pt`.
  case points(Double)

  /// The line height in points for a font size.
  public func points(forFontSize size: Double) -> Double {
    switch self {
    case .multiple(let factor): factor * size
    case .points(let points): points
    }
  }
}

/// A typography value as written, fields possibly aliases.
public struct TypographySource: Sendable, Hashable {
  /// The font family, default `system`.
  public var fontFamily: ValueOrAlias<[String]>?
  /// The weight, default the text style's weight or regular.
  public var fontWeight: ValueOrAlias<FontWeight>?
  /// The size at the default category.
  public var fontSize: ValueOrAlias<Dimension>?
  /// The line height.
  public var lineHeight: ValueOrAlias<LineHeight>?
  /// The tracking.
  public var letterSpacing: ValueOrAlias<Dimension>?
  /// The Apple text style it scales with.
  public var textStyle: AppleTextStyle?
  /// The ladder as written (explicit steps), or Apple's (`apple`).
  public var ladder: TypeLadder?
  /// Where the value starts.
  public var location: SourceLocation
  /// Where each field written is, by field name (`fontWeight`, …), for rules that point at one.
  public var fieldLocations: [String: SourceLocation] = [:]
}

/// A Reduce Motion fallback as written.
public enum ReduceMotionSource: Sendable, Hashable {
  /// No animation.
  case none
  /// A crossfade of the given duration.
  case crossfade(ValueOrAlias<Duration>)
  /// Another motion token.
  case motion(AliasReference)
}

/// A motion value as written, fields possibly aliases.
public struct MotionSource: Sendable, Hashable {
  /// The curve, or an alias to a cubicBezier token.
  public var curve: ValueOrAlias<MotionCurve>
  /// The duration.
  public var duration: ValueOrAlias<Duration>
  /// For springs: the bounce, or an alias to a number token.
  public var bounce: ValueOrAlias<Double>?
  /// Whether it moves things across the screen.
  public var travels: Bool
  /// Whether it repeats.
  public var repeats: Bool
  /// The Reduce Motion fallback, if declared.
  public var reduceMotion: ReduceMotionSource?
  /// Where the value starts.
  public var location: SourceLocation
  /// How long to wait before starting (a DTCG transition's `delay`); zero when not written.
  public var delay: ValueOrAlias<Duration>? = nil
}
