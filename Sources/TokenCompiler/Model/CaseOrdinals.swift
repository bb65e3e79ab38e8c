/// Equality and hashing by case for the enums that key the stages' tables.
///
/// An enum with `String` raw values gets `==` and `hash(into:)` from `RawRepresentable`, which
/// compare and hash the raw text: every appearance, type or content-size category looked up in
/// a dictionary or set hashed a string. These compare and hash the case's position instead,
/// which gives the same equality (each case has its own raw value).
extension Appearance {
  /// The case's position in `allCases`.
  var ordinal: Int {
    switch self {
    case .light: 0
    case .dark: 1
    case .lightHighContrast: 2
    case .darkHighContrast: 3
    }
  }

  /// Whether both are the same appearance.
  public static func == (lhs: Appearance, rhs: Appearance) -> Bool { lhs.ordinal == rhs.ordinal }

  /// Hashes the case, not its raw text.
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension ContentSizeCategory {
  /// Whether both are the same category.
  public static func == (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index == rhs.index }

  /// Hashes the case, not its raw text.
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

extension TokenType {
  /// The case's position in `allCases`.
  var ordinal: Int {
    switch self {
    case .color: 0
    case .dimension: 1
    case .number: 2
    case .duration: 3
    case .cubicBezier: 4
    case .fontFamily: 5
    case .fontWeight: 6
    case .typography: 7
    case .motion: 8
    case .shadow: 9
    case .border: 10
    case .strokeStyle: 11
    case .gradient: 12
    }
  }

  /// Whether both are the same type.
  public static func == (lhs: TokenType, rhs: TokenType) -> Bool { lhs.ordinal == rhs.ordinal }

  /// Hashes the case, not its raw text.
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
