/// What tokenc reads from a token's `$extensions["dev.tokenc"]`, decoded once by the decode stage.
///
/// Markers tell rules and emitters about the token (`suppress`, `scalesWith`, `fallback`,
/// `interactive`, `nested`, `faces`); the round-trip keys carry what tokenc writes into DTCG JSON
/// (`appearances`, `textStyle`, `ladder`, `lineHeight`, `motion`). Every problem with them
/// is a located diagnostic, and a key that did not decode is `nil` here. The keys are boxed,
/// so the many tokens without `dev.tokenc` stay small.
public struct TokencExtension: Sendable, Hashable {
  private let box: Box?

  /// No keys: a token without `dev.tokenc`.
  public init() { box = nil }

  /// The keys the decoder read.
  public init(_ markers: TokencMarkers) { box = Box(markers) }

  /// `suppress`, in source order.
  public var suppressions: [Suppression] { box?.markers.suppressions ?? [] }
  /// `scalesWith`: the text style a dimension grows with.
  public var scalesWith: Marker<AppleTextStyle>? { box?.markers.scalesWith }
  /// `fallback`: the appearances that fall back on purpose (every one for `intentional`).
  public var fallback: Marker<Set<Appearance>>? { box?.markers.fallback }
  /// `interactive`: whether a dimension is a hit area.
  public var interactive: Marker<Bool>? { box?.markers.interactive }
  /// `nested`: what a corner radius is nested in.
  public var nested: NestedMarker? { box?.markers.nested }
  /// `faces`: a font family's faces, weight → PostScript name (on a typography token: its family's).
  public var faces: Marker<FontFaces>? { box?.markers.faces }
  /// `appearances`: a color's non-light appearances.
  public var appearances: [Appearance: ValueOrAlias<ColorValue>]? { box?.markers.appearances }
  /// `appearances` of a shadow, border or gradient: the whole value in each non-light appearance.
  public var compositeAppearances: [Appearance: CompositeSource]? { box?.markers.compositeAppearances }
  /// `textStyle`: a typography token's Apple text style.
  public var textStyle: AppleTextStyle? { box?.markers.textStyle }
  /// `lineHeight`: a typography token's line height in points.
  public var lineHeight: Dimension? { box?.markers.lineHeight }
  /// `ladder`: a typography token's Dynamic Type ladder.
  public var ladder: LadderSource? { box?.markers.ladder }
  /// `motion`: a DTCG transition's full motion value.
  public var motion: MotionSource? { box?.markers.motion }
  /// Every key written that may apply to the token, with where its value is written.
  public var written: [TokencKey: SourceLocation] { box?.markers.written ?? [:] }
  /// Whether a round-trip key did not decode, so the token's value would be incomplete.
  public var isIncomplete: Bool { box?.markers.isIncomplete ?? false }

  /// The reason the token gives for silencing `rule`, if it gives one.
  public func suppression(of rule: RuleID) -> String? {
    box?.markers.suppressions.first { $0.rule == rule.rawValue }?.reason
  }

  /// The keys on the heap, shared by every copy of a token.
  private final class Box: Sendable, Hashable {
    /// The keys.
    let markers: TokencMarkers

    /// Boxes `markers`.
    init(_ markers: TokencMarkers) { self.markers = markers }

    /// Boxes are equal when their keys are.
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.markers == rhs.markers }

    /// Hashes the keys.
    func hash(into hasher: inout Hasher) { hasher.combine(markers) }
  }
}

/// The keys tokenc reads under a token's `$extensions["dev.tokenc"]`.
public enum TokencKey: String, Sendable, Hashable, CaseIterable {
  /// The keys, spelled as in the file.
  case suppress, scalesWith, fallback, interactive, nested, faces, appearances, textStyle, ladder, lineHeight, motion

  /// The type of token the key applies to; `nil` for every type.
  public var tokenType: TokenType? {
    switch self {
    case .suppress: nil
    case .scalesWith, .interactive, .nested: .dimension
    case .fallback, .appearances: .color
    case .faces: .fontFamily
    case .textStyle, .ladder, .lineHeight: .typography
    case .motion: .motion
    }
  }

  /// Whether the key applies to a token of `type`; `motion` only to a DTCG transition when that is known.
  func applies(to type: TokenType, isTransition: Bool?) -> Bool {
    guard let tokenType else { return true }
    if self == .appearances, [.shadow, .border, .gradient].contains(type) { return true }
    if self == .faces, type == .typography { return true }
    return tokenType == type && (self != .motion || isTransition != false)
  }

  /// Why the key applies to one type only, for messages.
  var purpose: String {
    switch self {
    case .suppress: "any token can suppress a rule"
    case .scalesWith: "only dimensions scale with a text style"
    case .interactive: "only dimensions are touch sizes"
    case .nested: "only radius dimensions can be nested"
    case .fallback: "only colors have appearances that fall back"
    case .faces: "only fontFamily and typography tokens declare faces"
    case .appearances: "only colors, shadows, borders and gradients have appearances"
    case .textStyle, .ladder, .lineHeight: "only typography tokens take it"
    case .motion: "only DTCG transition tokens take it, in place of their $value"
    }
  }
}
