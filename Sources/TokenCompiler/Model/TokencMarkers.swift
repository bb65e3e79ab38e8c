/// The `$extensions` key under which tokenc keeps what DTCG has no field for.
public let tokencExtensionKey = "dev.tokenc"

/// A marker's value with the place it is written.
public struct Marker<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value.
  public var value: Value
  /// Where the value is written.
  public var location: SourceLocation

  /// Creates a marker.
  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

/// One `suppress` entry, `rule-id: "reason"`: the token silences that validation rule.
public struct Suppression: Sendable, Hashable {
  /// The rule id as written; the validate stage checks that a rule has it.
  public var rule: String
  /// Where the rule id is written.
  public var ruleLocation: SourceLocation
  /// The reason, if it is text that says something; `nil` after a `suppress/invalid` error.
  public var reason: String?
  /// Where the reason is written.
  public var reasonLocation: SourceLocation
}

/// One side of a `nested` marker: an alias to a dimension token, or a number of points.
public enum NestedLength: Sendable, Hashable {
  /// A number of points, written at the location.
  case points(Double, SourceLocation)
  /// An alias, resolved by the `radius/concentric` rule.
  case alias(AliasReference)
}

/// `nested: {outer: …, padding: …}`: a corner radius nested in `outer`, with `padding` between them.
public struct NestedMarker: Sendable, Hashable {
  /// The outer radius, unless it is missing or malformed (reported when decoding).
  public var outer: NestedLength?
  /// The padding between the two shapes, unless it is missing or malformed.
  public var padding: NestedLength?
  /// Where the mapping is written.
  public var location: SourceLocation
}

/// A Dynamic Type ladder as written: Apple's, which needs a text style, or explicit steps.
public enum LadderSource: Sendable, Hashable {
  /// `apple`, written at the location.
  case apple(SourceLocation)
  /// Explicit steps.
  case steps(TypeLadder)
}

/// The keys of a token's `dev.tokenc` mapping as the decoder builds them; a key that did not
/// decode (a located diagnostic) is left `nil`. Tokens hold them boxed, in ``TokencExtension``.
public struct TokencMarkers: Sendable, Hashable {
  /// `suppress`, in source order.
  public var suppressions: [Suppression] = []
  /// `scalesWith`: the text style a dimension grows with.
  public var scalesWith: Marker<AppleTextStyle>?
  /// `fallback`: the appearances that fall back on purpose (every one for `intentional`).
  public var fallback: Marker<Set<Appearance>>?
  /// `interactive`: whether a dimension is a hit area.
  public var interactive: Marker<Bool>?
  /// `nested`: what a corner radius is nested in.
  public var nested: NestedMarker?
  /// `faces`: a font family's faces, weight → PostScript name.
  public var faces: Marker<FontFaces>?
  /// `appearances`: a color's non-light appearances.
  public var appearances: [Appearance: ValueOrAlias<ColorValue>]?
  /// `appearances` of a shadow, border or gradient: the whole value in each non-light appearance.
  public var compositeAppearances: [Appearance: CompositeSource]?
  /// `textStyle`: a typography token's Apple text style.
  public var textStyle: AppleTextStyle?
  /// `lineHeight`: a typography token's line height in points.
  public var lineHeight: Dimension?
  /// `ladder`: a typography token's Dynamic Type ladder.
  public var ladder: LadderSource?
  /// `motion`: a DTCG transition's full motion value.
  public var motion: MotionSource?
  /// Every key written that may apply to the token, with where its value is written.
  public var written: [TokencKey: SourceLocation] = [:]
  /// Whether a round-trip key did not decode, so the token's value would be incomplete.
  public var isIncomplete = false

  /// No keys.
  public init() {}
}
