/// The identifier of a check, such as `alias/unresolved` or `color/contrast`.
///
/// Every diagnostic carries one, so users can look it up with `tokenc explain`
/// and configure registry rules by it in `tokenc.yaml`.
public struct RuleID: RawRepresentable, Sendable, Hashable, Comparable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The identifier text, `category/name`.
  public var rawValue: String

  /// Creates an identifier from its text.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The identifier text.
  public var description: String { rawValue }

  /// Orders identifiers alphabetically.
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RuleID {
  /// The YAML or JSON text could not be parsed.
  public static let yamlSyntax: RuleID = "yaml/syntax"
  /// The file is not valid UTF-8.
  public static let yamlEncoding: RuleID = "yaml/encoding"
  /// A mapping names the same key twice.
  public static let yamlDuplicateKey: RuleID = "yaml/duplicate-key"
  /// A YAML anchor or alias was used in a way tokenc does not allow.
  public static let yamlAnchor: RuleID = "yaml/anchor"
  /// A token or group has a shape tokenc cannot read.
  public static let tokenShape: RuleID = "token/shape"
  /// A token's value does not fit its type.
  public static let tokenValue: RuleID = "token/value"
  /// A token has no `$type`, and none can be inherited.
  public static let tokenMissingType: RuleID = "token/missing-type"
  /// A token names a type tokenc does not know or support.
  public static let tokenUnsupportedType: RuleID = "token/unsupported-type"
  /// A `$extensions["dev.tokenc"]` key is unknown, malformed, or on a token it does not apply to.
  public static let tokenExtension: RuleID = "token/extension"
  /// A theme (a theme file, a resolver context, `$extensions.mode`) gives a value tokenc
  /// cannot place in an appearance.
  public static let tokenTheme: RuleID = "token/theme"
  /// A DTCG resolver document is malformed, or a modifier's contexts cannot be mapped.
  public static let resolver: RuleID = "resolver/invalid"
  /// A token name breaks the DTCG naming rules.
  public static let tokenName: RuleID = "token/name"
  /// The same token is defined in two places.
  public static let tokenDuplicate: RuleID = "token/duplicate"
  /// An alias names no token.
  public static let aliasUnresolved: RuleID = "alias/unresolved"
  /// Aliases form a cycle.
  public static let aliasCycle: RuleID = "alias/cycle"
  /// An alias points at a token of the wrong type.
  public static let aliasTypeMismatch: RuleID = "alias/type-mismatch"
  /// The configuration file is invalid.
  public static let config: RuleID = "config/invalid"
  /// A file could not be read or written.
  public static let io: RuleID = "io/error"
}
