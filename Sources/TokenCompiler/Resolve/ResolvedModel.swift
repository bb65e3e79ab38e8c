/// A token after the resolve stage: a concrete value, every alias followed.
public struct ResolvedToken: Sendable, Hashable {
  /// The token's path.
  public var path: TokenPath
  /// The value's type (always the type of ``value``, so the two cannot disagree).
  public var type: TokenType { value.type }
  /// The resolved value.
  public var value: TokenValue
  /// `$description`.
  public var description: String?
  /// `$deprecated`.
  public var deprecation: Deprecation?
  /// `$extensions`, as written (`dev.tokenc` included), which the DTCG output keeps.
  public var extensions: [String: JSONValue]
  /// Where the token's name is written.
  public var location: SourceLocation
  /// Where its value starts.
  public var valueLocation: SourceLocation
  /// The alias the whole value was written as, if it was one.
  public var aliasOf: AliasReference?
  /// For a whole-value alias, every token on the way to the one that holds the literal value.
  public var aliasChain: [TokenPath] {
    get { hops.paths }
    set { hops = AliasHops(newValue) }
  }
  /// Every alias written anywhere in the value (whole value, appearances, fields).
  public var references: [AliasReference]
  /// `$extensions["dev.tokenc"]`, decoded: what rules and emitters read, with locations.
  public var tokenc: TokencExtension
  /// Where each field of a typography value is written, by field name (`fontWeight`, …).
  public var fieldLocations: [String: SourceLocation]
  /// The aliases written inside the value (fields of a typography, motion or composite value),
  /// which the DTCG output writes back as aliases.
  public var valueAliases: ValueAliases
  /// `aliasChain`, shared between the tokens of a chain.
  var hops: AliasHops

  /// Creates a resolved token; `type` must be `value`'s type.
  public init(
    path: TokenPath, type: TokenType, value: TokenValue, description: String?, deprecation: Deprecation?,
    extensions: [String: JSONValue], location: SourceLocation, valueLocation: SourceLocation,
    aliasOf: AliasReference?, aliasChain: [TokenPath], references: [AliasReference]
  ) {
    precondition(type == value.type, "a \(type) token cannot hold a \(value.type) value")
    self.init(
      path: path, value: value, description: description, deprecation: deprecation, extensions: extensions,
      location: location, valueLocation: valueLocation, aliasOf: aliasOf, hops: AliasHops(aliasChain),
      references: references, tokenc: TokencExtension(), fieldLocations: [:], valueAliases: ValueAliases())
  }

  /// Creates a resolved token from every part (the resolve stage, which has them all at hand).
  @inline(__always)
  init(
    path: TokenPath, value: TokenValue, description: String?, deprecation: Deprecation?,
    extensions: [String: JSONValue], location: SourceLocation, valueLocation: SourceLocation,
    aliasOf: AliasReference?, hops: AliasHops, references: [AliasReference], tokenc: TokencExtension,
    fieldLocations: [String: SourceLocation], valueAliases: ValueAliases
  ) {
    self.path = path
    self.value = value
    self.description = description
    self.deprecation = deprecation
    self.extensions = extensions
    self.location = location
    self.valueLocation = valueLocation
    self.aliasOf = aliasOf
    self.hops = hops
    self.references = references
    self.tokenc = tokenc
    self.fieldLocations = fieldLocations
    self.valueAliases = valueAliases
  }
}

/// A declared contrast pair whose tokens exist and are colors.
public struct ResolvedContrastPair: Sendable, Hashable {
  /// The foreground color token.
  public var foreground: TokenPath
  /// The background color token.
  public var background: TokenPath
  /// How the foreground is used.
  public var usage: ContrastUsage
  /// The level set for this pair, if any.
  public var level: ContrastLevel?
  /// Where the pair is declared.
  public var location: SourceLocation
}

/// The output of the resolve stage: every token resolved, in the order the designer wrote them
/// (files in path order, each file's tokens as written).
public struct ResolvedTokenSet: Sendable, Hashable {
  /// The tokens, in the designer's order; set only through ``init(tokens:groups:contrastPairs:)``, so
  /// the index by path always agrees with them.
  public private(set) var tokens: [ResolvedToken]
  /// The groups, in the designer's order.
  public private(set) var groups: [DecodedGroup]
  /// The declared contrast pairs, in declaration order.
  public private(set) var contrastPairs: [ResolvedContrastPair]
  private var indexByPath: [TokenPath: Int]
  /// The indices of each type's tokens, in order, by ``TokenType/ordinal``, so rules visit (and
  /// copy) only the tokens they check.
  private var indicesByType: [[Int]]

  /// Creates a set; tokens and groups keep the order given.
  public init(tokens: [ResolvedToken], groups: [DecodedGroup] = [], contrastPairs: [ResolvedContrastPair] = []) {
    self.init(tokens: tokens, indexByPath: nil, groups: groups, contrastPairs: contrastPairs)
  }

  /// Creates a set given the index of each path's first token in `tokens`, when the caller has
  /// it already (the resolve stage, when every token resolved); `nil` builds it.
  init(
    tokens: [ResolvedToken], indexByPath: [TokenPath: Int]?, groups: [DecodedGroup],
    contrastPairs: [ResolvedContrastPair]
  ) {
    self.tokens = tokens
    self.groups = groups
    self.contrastPairs = contrastPairs
    self.indexByPath = indexByPath ?? Self.firstIndexByPath(count: tokens.count) { tokens[$0].path }
    var indicesByType = [[Int]](repeating: [], count: TokenType.allCases.count)
    for index in tokens.indices { indicesByType[tokens[index].value.type.ordinal].append(index) }
    self.indicesByType = indicesByType
  }

  /// The index of each path's first occurrence among `count` paths, built in one pass that reads
  /// only the paths (not copies of whole tokens) and hashes each once.
  static func firstIndexByPath(count: Int, path: (Int) -> TokenPath) -> [TokenPath: Int] {
    var index: [TokenPath: Int] = [:]
    index.reserveCapacity(count)
    for position in 0..<count {
      func keepFirst(_ slot: inout Int) { if slot < 0 { slot = position } }
      keepFirst(&index[path(position), default: -1])
    }
    return index
  }

  /// The token at `path`, if any.
  public subscript(path: TokenPath) -> ResolvedToken? {
    indexByPath[path].map { tokens[$0] }
  }

  /// The index in ``tokens`` of the token at `path`, if any: rules read its fields in place
  /// instead of copying the whole token.
  func index(of path: TokenPath) -> Int? { indexByPath[path] }

  /// The tokens of one type, in the designer's order.
  public func tokens(ofType type: TokenType) -> [ResolvedToken] {
    indices(ofType: type).map { tokens[$0] }
  }

  /// The indices in ``tokens`` of the tokens of the given types, in the designer's order.
  public func indices(ofType types: TokenType...) -> [Int] {
    guard types.count > 1 else { return types.first.map { indicesByType[$0.ordinal] } ?? [] }
    return Set(types).flatMap { indicesByType[$0.ordinal] }.sorted()
  }
}
