/// A `{group.token}` reference as written in a token file.
public struct AliasReference: Sendable, Hashable {
  /// The token it names.
  public var path: TokenPath
  /// Where the reference is written.
  public var location: SourceLocation

  /// Creates a reference.
  public init(path: TokenPath, location: SourceLocation) {
    self.path = path
    self.location = location
  }
}

/// A value written literally, or an alias to another token's value.
public enum ValueOrAlias<Value: Sendable & Hashable>: Sendable, Hashable {
  /// A literal value.
  case value(Value)
  /// An alias to be resolved.
  case alias(AliasReference)
}

/// A token value as decoded: literal values are typed, aliases are still names.
///
/// The large sources are boxed, so a decoded token stays small to copy and move.
public enum DecodedValue: Sendable, Hashable {
  /// The whole value is an alias; its type may come from the target.
  case alias(AliasReference)
  /// A color, one entry per appearance written.
  case color(AppearanceMap<ValueOrAlias<ColorValue>>)
  /// A literal value of a simple type.
  case literal(TokenValue)
  /// A typography value.
  indirect case typography(TypographySource)
  /// A motion value.
  indirect case motion(MotionSource)
  /// A shadow, border, strokeStyle or gradient value.
  indirect case composite(CompositeSource)
}

/// Whether and why a token is deprecated.
public struct Deprecation: Sendable, Hashable {
  /// The reason or replacement, if given.
  public var reason: String?

  /// Creates a deprecation.
  public init(reason: String?) { self.reason = reason }
}

/// One token as read from a file, before aliases are resolved.
public struct DecodedToken: Sendable, Hashable {
  /// The token's path.
  public var path: TokenPath
  /// The token's own `$type`.
  public var declaredType: TokenType?
  /// The type inherited from the nearest group that sets one.
  public var inheritedType: TokenType?
  /// The value.
  public var value: DecodedValue
  /// `$description`.
  public var description: String?
  /// `$deprecated`, on the token or inherited from a group.
  public var deprecation: Deprecation?
  /// `$extensions`, kept as written (`dev.tokenc` included) for the DTCG output.
  public var extensions: [String: JSONValue]
  /// Where the token's name is written.
  public var location: SourceLocation
  /// Where its value starts.
  public var valueLocation: SourceLocation
  /// `$extensions["dev.tokenc"]`, decoded: the markers and round-trip keys, with locations.
  public var tokenc = TokencExtension()
}

/// How a foreground is used on a background, which sets the contrast it needs.
public enum ContrastUsage: String, Sendable, Hashable, CaseIterable {
  /// Body text (4.5:1 at AA).
  case text
  /// Large text: 18 pt and up, or 14 pt bold (3:1 at AA).
  case largeText
  /// Icons, borders and other non-text UI (3:1).
  case nonText
}

/// The WCAG conformance level a contrast pair must meet.
public enum ContrastLevel: String, Sendable, Hashable, CaseIterable {
  /// Level AA.
  case AA
  /// Level AAA.
  case AAA
}

/// A declared contrast pair: this foreground is used on this background.
public struct ContrastPairSource: Sendable, Hashable {
  /// The foreground color token.
  public var foreground: AliasReference
  /// The background color token.
  public var background: AliasReference
  /// How the foreground is used.
  public var usage: ContrastUsage
  /// The level required, if set for this pair.
  public var level: ContrastLevel?
  /// Where the pair is declared.
  public var location: SourceLocation
}

/// A group as read from a file.
public struct DecodedGroup: Sendable, Hashable {
  /// The group's path (empty for a file's root).
  public var path: TokenPath
  /// `$description`.
  public var description: String?
  /// The group's `$type`, if any.
  public var type: TokenType?
  /// Where the group's name is written.
  public var location: SourceLocation
  /// How many tokens and groups it contains directly.
  public var childCount: Int
}

/// The output of the decode stage: every token of every input file, merged.
public struct TokenDocument: Sendable, Hashable {
  /// The tokens, in input order.
  public var tokens: [DecodedToken]
  /// The groups, in input order.
  public var groups: [DecodedGroup]
  /// The declared contrast pairs.
  public var contrastPairs: [ContrastPairSource]
  /// Tokens that exist but whose value could not be read (an error was reported for each).
  public var undecodable: Set<TokenPath> = []
  /// Tokens skipped with a warning (an unsupported or unknown `$type`), and why, so an alias
  /// to one says so instead of "names no token".
  public var skipped: [TokenPath: String] = [:]
  /// Input files that failed to load (a YAML or JSON syntax error, bytes that are not UTF-8),
  /// in input order: a token defined in one of them is missing, so an alias to it says so.
  public var unloadedFiles: [String] = []

  /// Creates a document.
  public init(tokens: [DecodedToken] = [], groups: [DecodedGroup] = [], contrastPairs: [ContrastPairSource] = []) {
    self.tokens = tokens
    self.groups = groups
    self.contrastPairs = contrastPairs
  }
}
