/// Turns one decoded token into a resolved token, given its already-resolved dependencies.
struct ValueResolver {
  /// The index of each path's first token in the decoded document.
  let indexByPath: [TokenPath: Int]
  /// The tokens resolved so far, by their index in the decoded document (`nil` until resolved,
  /// and for tokens that did not resolve). Read in place: a lookup copies only what it needs.
  var resolved: [ResolvedToken?]
  /// The whole-value aliases of every token, for alias chains.
  var aliasTable: AliasHops.Table
  /// Type mismatches found.
  var diagnostics: [Diagnostic] = []

  /// A resolver for `count` tokens, none resolved yet.
  init(count: Int, indexByPath: [TokenPath: Int], aliasTable: AliasHops.Table) {
    self.indexByPath = indexByPath
    self.resolved = [ResolvedToken?](repeating: nil, count: count)
    self.aliasTable = aliasTable
  }

  /// The index of the resolved token at `path`, if it resolved.
  func resolvedIndex(_ path: TokenPath) -> Int? {
    guard let index = indexByPath[path], resolved[index] != nil else { return nil }
    return index
  }

  /// The value of the resolved token at `path`, if it resolved.
  func value(of path: TokenPath) -> TokenValue? {
    guard let index = indexByPath[path] else { return nil }
    return resolved[index]?.value
  }

  /// The resolved token at `path`, if it resolved (a whole copy: for the rare callers that need more than its value).
  func lookup(_ path: TokenPath) -> ResolvedToken? {
    indexByPath[path].flatMap { resolved[$0] }
  }

  /// Resolves the token `token` points at; `nil` after reporting a problem. Its fields are read in
  /// place, each when needed (a copy of the whole token would retain every field).
  mutating func resolve(_ token: UnsafePointer<DecodedToken>, references: [AliasReference]) -> ResolvedToken? {
    var aliasOf: AliasReference?
    var hops = AliasHops([])
    var fieldLocations: [String: SourceLocation] = [:]
    let value: TokenValue
    switch token.pointee.value {
    case .alias(let reference):
      guard let targetIndex = resolvedIndex(reference.path), let target = resolved[targetIndex]?.value else {
        return nil
      }
      // DTCG type resolution: the token's own $type, else the type of the token it aliases,
      // and only then its group's $type; so only a $type on the token itself can clash.
      if let expected = token.pointee.declaredType, expected != target.type {
        diagnostics.error(
          .aliasTypeMismatch,
          "'\(token.pointee.path)' is \(expected.withArticle) (its $type), but '\(reference.path.aliasText)' is \(target.type.withArticle)",
          at: reference.location)
        return nil
      }
      aliasOf = reference
      hops = aliasTable.hops(first: targetIndex)
      value = target.asAlias(of: reference.path)
    case .literal(let literal):
      value = literal
    case .color(let appearances):
      guard let color = color(appearances) else { return nil }
      value = .color(color)
    case .typography(let source):
      guard var typography = typography(source) else { return nil }
      // Faces written on the typography token itself (tokenc's DTCG output) are its family's.
      if let faces = token.pointee.tokenc.faces { typography.faces = faces.value }
      value = .typography(typography)
      fieldLocations = source.fieldLocations
    case .motion(let source):
      guard let motion = motion(source) else { return nil }
      value = .motion(motion)
    case .composite(let source):
      guard let composite = composite(source, of: token.pointee.path) else { return nil }
      value = composite
    }
    var resolved = ResolvedToken(
      path: token.pointee.path, type: value.type, value: value, description: token.pointee.description,
      deprecation: token.pointee.deprecation, extensions: token.pointee.extensions, location: token.pointee.location,
      valueLocation: token.pointee.valueLocation, aliasOf: aliasOf, aliasChain: [], references: references)
    resolved.hops = hops
    resolved.tokenc = token.pointee.tokenc
    resolved.fieldLocations = fieldLocations
    resolved.valueAliases = valueAliases(token.pointee.value)
    // Markers on a token whose type came from an alias are checked now that the type is known.
    diagnostics += token.pointee.tokenc.misplacedMarkers(of: token.pointee.path, type: value.type)
    return resolved
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

  /// Resolves a color's appearances. Each appearance takes the entry it falls back to
  /// (``Appearance/fallbackOrder``), evaluated in that appearance: `light: "{color.blue}"`
  /// alone gives blue's dark value in dark mode, as a whole-value alias would.
  mutating func color(_ appearances: [Appearance: ValueOrAlias<ColorValue>]) -> ColorAppearances? {
    // Most colors are one literal, which every appearance falls back to.
    if appearances.count == 1, case .value(let only)? = appearances[.light] {
      return ColorAppearances(values: AppearanceValues(all: only), explicit: [.light], aliases: [:])
    }
    // The entries in fixed slots, read once: the steps below look them up without hashing.
    var entries = AppearanceValues<ValueOrAlias<ColorValue>?>(all: nil)
    for (appearance, entry) in appearances { entries[appearance] = entry }
    // The color each appearance written as an alias names, in every appearance, in appearance order.
    var targets = AppearanceValues<ColorAppearances?>(all: nil)
    for appearance in Appearance.allCases {
      guard case .alias(let reference)? = entries[appearance] else { continue }
      let target = field(.alias(reference), "the \(appearance.displayName) color", needs: "a color") {
        value -> ColorAppearances? in
        if case .color(let color) = value { return color }
        return nil
      }
      guard let target else { return nil }
      targets[appearance] = target
    }
    // Every appearance takes the value of the entry it falls back to (the first written one of
    // its fallback order), evaluated in that appearance.
    var values = AppearanceValues<ColorValue?>(all: nil)
    var aliases: [Appearance: TokenPath] = [:]
    for appearance in Appearance.allCases {
      guard let source = appearance.fallbackOrder.first(where: { entries[$0] != nil }), let entry = entries[source]
      else { return nil }
      switch entry {
      case .value(let color): values[appearance] = color
      case .alias(let reference):
        values[appearance] = targets[source]?.values[appearance]
        aliases[appearance] = reference.path
      }
    }
    guard let light = values.light, let dark = values.dark, let lightHighContrast = values.lightHighContrast,
      let darkHighContrast = values.darkHighContrast
    else { return nil }
    return ColorAppearances(
      values: AppearanceValues(
        light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast),
      explicit: Set(appearances.keys), aliases: aliases)
  }
}
