/// A token only one side has.
public struct DiffToken: Sendable, Hashable, Encodable {
  /// Its path.
  public var path: TokenPath
  /// Its type.
  public var type: TokenType
  /// Its value in words (``DiffValueText/summary(_:)``).
  public var value: String
  /// The colors it shows, for swatches: a color token's appearances that differ, in order.
  public var swatches: [DiffColor]

  private enum CodingKeys: String, CodingKey { case path, type, value, swatches }

  /// Writes the path as dotted text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path.description, forKey: .path)
    try container.encode(type.rawValue, forKey: .type)
    try container.encode(value, forKey: .value)
    try container.encode(swatches, forKey: .swatches)
  }
}

/// One concrete color as a diff shows it.
public struct DiffColor: Sendable, Hashable, Encodable {
  /// The appearance it is shown in.
  public var appearance: Appearance
  /// The color.
  public var color: ColorValue

  private enum CodingKeys: String, CodingKey { case appearance, value, hex }

  /// Writes `{appearance, value, hex}`: the value as a token file writes it, and the nearest sRGB hex.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(appearance.rawValue, forKey: .appearance)
    try container.encode(color.tokenText, forKey: .value)
    try container.encode(color.srgbFallback.hex, forKey: .hex)
  }
}

/// A token found under a new path.
public struct RenamedToken: Sendable, Hashable, Encodable {
  /// How the rename was recognized.
  public enum Evidence: String, Sendable, Hashable, Encodable {
    /// The old token is gone and a new one has the same type, resolved value and group (or name).
    case sameValue
    /// The old token is kept, `$deprecated`, as an alias to (or naming) the new one.
    case deprecatedAlias
  }

  /// The old path.
  public var from: TokenPath
  /// The new path.
  public var to: TokenPath
  /// The token's type.
  public var type: TokenType
  /// How the rename was recognized.
  public var evidence: Evidence

  private enum CodingKeys: String, CodingKey { case from, to, type, evidence }

  /// Writes the paths as dotted text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(from.description, forKey: .from)
    try container.encode(to.description, forKey: .to)
    try container.encode(type.rawValue, forKey: .type)
    try container.encode(evidence, forKey: .evidence)
  }
}

/// A token both sides have that differs.
public struct TokenChange: Sendable, Hashable, Encodable {
  /// What kind of difference, most serious first.
  public enum Kind: String, Sendable, Hashable, Encodable {
    /// The type changed.
    case type
    /// The resolved value changed (in some appearance, step or field).
    case value
    /// Only the aliases changed: the resolved value is the same.
    case alias
    /// Only `$deprecated` changed.
    case deprecation
  }

  /// The token's path.
  public var path: TokenPath
  /// The old type.
  public var oldType: TokenType
  /// The new type.
  public var newType: TokenType
  /// What kind of difference.
  public var kind: Kind
  /// The alias the old value was written as (the whole value, else every alias in it), if any.
  public var oldAlias: String?
  /// The alias the new value is written as, if any.
  public var newAlias: String?
  /// The fields that differ: appearances, Dynamic Type steps, composite fields, or `value`.
  public var fields: [FieldChange]

  private enum CodingKeys: String, CodingKey { case path, oldType, newType, kind, oldAlias, newAlias, fields }

  /// Writes the path as dotted text and missing aliases as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path.description, forKey: .path)
    try container.encode(oldType.rawValue, forKey: .oldType)
    try container.encode(newType.rawValue, forKey: .newType)
    try container.encode(kind, forKey: .kind)
    try container.encode(oldAlias, forKey: .oldAlias)
    try container.encode(newAlias, forKey: .newAlias)
    try container.encode(fields, forKey: .fields)
  }
}

/// One field of a token that differs.
public struct FieldChange: Sendable, Hashable, Encodable {
  /// The field: `color` (a color token's, in ``appearances``), a Dynamic Type step
  /// (`ladder.xxxLarge`), a composite field (`layers[0].blur`, `layers[0].color`, `reduceMotion`),
  /// `value` for a plain value, `$type` or `$deprecated`.
  public var field: String
  /// For a color, the appearances that changed the same way (in order); empty for other fields.
  public var appearances: [Appearance] = []
  /// The old value in words; `nil` when the old side has no such field.
  public var old: String?
  /// The new value in words; `nil` when the new side has no such field.
  public var new: String?
  /// The old color, for a color field.
  public var oldColor: ColorValue?
  /// The new color, for a color field.
  public var newColor: ColorValue?
  /// The old font size, for a typography size or Dynamic Type step (shown as a specimen).
  public var oldFontSize: Double?
  /// The new font size, for a typography size or Dynamic Type step.
  public var newFontSize: Double?
  /// The alias the old field was written as (color appearances only).
  public var oldAlias: String?
  /// The alias the new field is written as (color appearances only).
  public var newAlias: String?

  /// The perceptual distance between the two colors (ΔE OK: Euclidean in OKLab, 0…1, about 0.02
  /// just noticeable), translucent ones as shown over the appearance's canvas; `nil` when not a color.
  public var deltaE: Double?

  private enum CodingKeys: String, CodingKey { case field, appearances, old, new, oldAlias, newAlias, deltaE }

  /// Writes `{field, appearances, old, new, oldAlias, newAlias, deltaE}`; ΔE rounded to three
  /// decimals, `null` when not a color.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(field, forKey: .field)
    try container.encode(appearances.map(\.rawValue), forKey: .appearances)
    try container.encode(old, forKey: .old)
    try container.encode(new, forKey: .new)
    try container.encode(oldAlias, forKey: .oldAlias)
    try container.encode(newAlias, forKey: .newAlias)
    try container.encode(deltaE.map { ($0 * 1000).rounded() / 1000 }, forKey: .deltaE)
  }
}
