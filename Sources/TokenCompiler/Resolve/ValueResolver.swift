/// Turns decoded tokens into resolved values, each given its already-resolved dependencies.
///
/// Tokens are indices: a token's aliases are its edges in the ``DependencyGraph``, and the
/// values resolved so far are one array by index, so resolving a value neither builds nor moves
/// a whole ``ResolvedToken``; ``resolvedToken(_:references:)`` builds each once, at the end.
struct ValueResolver {
  /// The decoded tokens, read in place.
  let tokens: UnsafeBufferPointer<DecodedToken>
  /// The index of each path's first token in the decoded document.
  let indexByPath: [TokenPath: Int]
  /// Every token's aliases, as the indices of the tokens they name.
  let graph: DependencyGraph
  /// The value of each token resolved so far, by index (`nil` until resolved, and for tokens
  /// that did not resolve), shared with the copies that resolve on other cores.
  let values: ResolvedValueSlots
  /// Where the fields of each resolved typography token are written, and the aliases inside each
  /// resolved typography, motion or composite value, by index: noted while the decoded value is
  /// at hand, so building the resolved token reads nothing from it again.
  var fields: [Int: (locations: [String: SourceLocation], aliases: ValueAliases)] = [:]
  /// The whole-value aliases of every token, for alias chains.
  let aliasTable: AliasHops.Table
  /// Type mismatches and misplaced markers found, in resolution order.
  var diagnostics: [Diagnostic] = []
  /// The token being resolved: the paths its aliases name are found among its edges first;
  /// `-1` before the first (there may be no token at all, and contrast pairs still look paths
  /// up) and once every token is resolved (their decoded paths are then moved out).
  private var current = -1

  /// A resolver for `tokens`, none resolved yet.
  init(
    tokens: UnsafeBufferPointer<DecodedToken>, indexByPath: [TokenPath: Int], graph: DependencyGraph,
    aliasTable: AliasHops.Table
  ) {
    self.tokens = tokens
    self.indexByPath = indexByPath
    self.graph = graph
    self.values = ResolvedValueSlots(count: tokens.count)
    self.aliasTable = aliasTable
  }

  /// Whether the token at `index` resolved.
  func isResolved(_ index: Int) -> Bool { values[index] != nil }

  /// The index of the token at `path`: among the edges of the token being resolved when it names
  /// one of them (a comparison of paths instead of a hash), else through the index by path.
  func index(of path: TokenPath) -> Int? {
    let edges = current < 0 ? 0..<0 : graph.edgeRange(of: current)
    if edges.count <= 8 {
      for position in edges where tokens[graph.targets[position]].path == path { return graph.targets[position] }
    }
    return indexByPath[path]
  }

  /// The value of the resolved token at `path`, if it resolved.
  func value(of path: TokenPath) -> TokenValue? {
    guard let index = index(of: path) else { return nil }
    return values[index]
  }

  /// Resolves the token at `index`, whose dependencies have resolved; its value stays `nil` after
  /// a problem is reported.
  mutating func resolve(_ index: Int) {
    current = index
    let token = tokens.baseAddress! + index
    guard let value = value(of: token, at: index) else { return }
    // Markers on a token whose type came from an alias are checked now that the type is known.
    diagnostics += token.pointee.tokenc.misplacedMarkers(of: token.pointee.path, type: value.type)
    values[index] = value
  }

  /// The value of the token `token` points at; `nil` after reporting a problem. Its fields are read
  /// in place, each when needed (a copy of the whole token would retain every field).
  private mutating func value(of token: UnsafePointer<DecodedToken>, at index: Int) -> TokenValue? {
    switch token.pointee.value {
    case .alias(let reference):
      guard let targetIndex = graph.firstEdge(of: index), let target = values[targetIndex] else { return nil }
      // DTCG type resolution: the token's own $type, else the type of the token it aliases,
      // and only then its group's $type; so only a $type on the token itself can clash.
      if let expected = token.pointee.declaredType, expected != target.type {
        diagnostics.error(
          .aliasTypeMismatch,
          "'\(token.pointee.path)' is \(expected.withArticle) (its $type), but '\(reference.path.aliasText)' is \(target.type.withArticle)",
          at: reference.location)
        return nil
      }
      return target.asAlias(of: reference.path)
    case .literal(let literal):
      return literal
    case .color(let appearances):
      return color(appearances).map(TokenValue.color)
    case .typography(let source):
      guard var typography = typography(source) else { return nil }
      // Faces written on the typography token itself (tokenc's DTCG output) are its family's.
      if let faces = token.pointee.tokenc.faces { typography.faces = faces.value }
      note(source.fieldLocations, valueAliases(token.pointee.value), of: index)
      return .typography(typography)
    case .motion(let source):
      guard let motion = motion(source) else { return nil }
      note([:], valueAliases(token.pointee.value), of: index)
      return .motion(motion)
    case .composite(let source):
      guard let composite = composite(source, of: token.pointee.path) else { return nil }
      note([:], valueAliases(token.pointee.value), of: index)
      return composite
    }
  }

  /// Notes the field locations and value aliases of the token at `index`, unless there are none.
  private mutating func note(_ locations: [String: SourceLocation], _ aliases: ValueAliases, of index: Int) {
    if !locations.isEmpty || !aliases.isEmpty { fields[index] = (locations, aliases) }
  }

  /// Ends the resolution: from now on paths are looked up by the index by path only, as the
  /// decoded tokens' fields move into the resolved tokens.
  mutating func finishResolving() { current = -1 }

  /// The resolved token at `index`, which resolved, built from its value and the fields of its
  /// decoded token `token`, which are moved out; `references` are its aliases
  /// (``DecodedValue/references``).
  func resolvedToken(
    _ index: Int, moving token: UnsafeMutablePointer<DecodedToken>, references: [AliasReference]
  ) -> ResolvedToken {
    // A resolved whole-value alias has its target as next hop, and its one reference is the alias.
    var aliasOf: AliasReference?
    var hops = AliasHops([])
    if let first = aliasTable.next[index] {
      aliasOf = references.first
      hops = aliasTable.hops(first: first)
    }
    let fields = fields[index]
    // The decoded value is of no further use: freed here, on this chunk's core, so the decoded
    // colors, typography and motion sources do not stay beside the resolved tokens until the
    // decoded list is dropped.
    _ = Self.take(&token.pointee.value, leaving: Self.movedValue)
    return ResolvedToken(
      path: Self.take(&token.pointee.path, leaving: Self.movedPath), value: values[index]!,
      description: Self.take(&token.pointee.description, leaving: nil),
      deprecation: Self.take(&token.pointee.deprecation, leaving: nil),
      extensions: Self.take(&token.pointee.extensions, leaving: [:]),
      location: Self.take(&token.pointee.location, leaving: Self.movedLocation),
      valueLocation: Self.take(&token.pointee.valueLocation, leaving: Self.movedLocation), aliasOf: aliasOf,
      hops: hops, references: references, tokenc: Self.take(&token.pointee.tokenc, leaving: TokencExtension()),
      fieldLocations: fields?.locations ?? [:], valueAliases: fields?.aliases ?? ValueAliases())
  }

  /// What a decoded token's value is left as once dropped: nothing to release.
  private static let movedValue = DecodedValue.literal(.number(0))
  /// What a decoded token's path is left as once moved out.
  private static let movedPath = TokenPath([])
  /// What a decoded token's locations are left as once moved out.
  private static let movedLocation = SourceLocation(file: "", line: 0, column: 0)

  /// The value of `field`, moved out; `empty` is left in its place.
  private static func take<Value>(_ field: inout Value, leaving empty: Value) -> Value {
    var value = empty
    swap(&value, &field)
    return value
  }

  /// A literal, or the part of the target token's value that `extract` takes; reports a type mismatch.
  mutating func field<T>(
    _ value: ValueOrAlias<T>, _ what: @autoclosure () -> String, needs expected: String,
    extract: (TokenValue) -> T?
  ) -> T? {
    switch value {
    case .value(let literal): return literal
    case .alias(let reference):
      guard let target = self.value(of: reference.path) else { return nil }
      if let extracted = extract(target) { return extracted }
      diagnostics.error(
        .aliasTypeMismatch,
        "\(what()) needs \(expected), but '\(reference.path.aliasText)' is \(target.type.withArticle)",
        at: reference.location)
      return nil
    }
  }
}
