/// What a color custom property holds in one appearance: a reference to another
/// token's custom property, or a literal color.
///
/// A reference is only used when it gives exactly the resolved color: `var()` is
/// evaluated in the active appearance, which is how tokenc resolves an alias
/// inside an appearance ("the same appearance of the token it names").
enum CSSColorExpression: Hashable {
  /// `var(--…)` of the token at this path.
  case reference(TokenPath)
  /// A literal color.
  case literal(ColorValue)

  /// Whether this is a literal Display P3 color (it then needs a `color-gamut: p3` variant).
  var isDisplayP3: Bool {
    if case .literal(let color) = self { return color.space == .displayP3 }
    return false
  }

  /// The color's expression in every appearance.
  ///
  /// A whole-value alias to a color token of the set is a reference in every
  /// appearance. Otherwise each written appearance that aliases a token becomes a
  /// reference, and appearances that were not written take the expression of the
  /// one they fall back to. Any reference that would not give the resolved color
  /// falls back to the literal, so the result is always the resolved value.
  static func expressions(for token: ResolvedToken, in set: ResolvedTokenSet) -> AppearanceValues<Self>? {
    expressions(value: token.value, aliasOf: token.aliasOf, references: token.references, in: set)
  }

  /// ``expressions(for:in:)`` of the token with this value, whole-value alias and references, so
  /// the emitter reads these fields in place rather than copying the whole token.
  static func expressions(
    value: TokenValue, aliasOf: AliasReference?, references: [AliasReference], in set: ResolvedTokenSet
  ) -> AppearanceValues<Self>? {
    guard case .color(let color) = value else { return nil }
    let literal = color.values.map(Self.literal)
    // Each path named is looked up once: a lookup hashes the path and copies the whole token.
    var targets = Targets(set: set)
    if let alias = aliasOf, targets.matches(alias.path, color.values) {
      return AppearanceValues(all: .reference(alias.path))
    }
    // Which appearances were written, read from the set once instead of looked up per appearance.
    var explicit = AppearanceValues(all: false)
    for appearance in color.explicit { explicit[appearance] = true }
    var pending = references[...]
    var written = AppearanceValues<Self?>(all: nil)
    for appearance in Appearance.allCases where explicit[appearance] {
      if let next = pending.first, targets.matches(next.path, color.values, in: appearance) {
        written[appearance] = .reference(next.path)
        pending.removeFirst()
      } else {
        written[appearance] = literal[appearance]
      }
    }
    var result = literal
    for appearance in Appearance.allCases {
      // The appearance whose written value this one uses (``Appearance/source(given:)``).
      guard let source = appearance.fallbackOrder.first(where: { explicit[$0] }),
        case .reference(let path)? = written[source],
        targets.matches(path, color.values, in: appearance)
      else { continue }
      result[appearance] = .reference(path)
    }
    return result
  }

  /// The colors of the tokens one color names, each looked up once.
  private struct Targets {
    /// The tokens.
    let set: ResolvedTokenSet
    /// The paths looked up so far, with the token's colors (`nil`: no color token there).
    var known: [(path: TokenPath, values: AppearanceValues<ColorValue>?)] = []

    /// Whether the color token at `path` exists and has `values` in every appearance.
    mutating func matches(_ path: TokenPath, _ values: AppearanceValues<ColorValue>) -> Bool {
      guard let target = self.values(at: path) else { return false }
      return Appearance.allCases.allSatisfy { target[$0] == values[$0] }
    }

    /// Whether the color token at `path` exists and has `values` in `appearance`.
    mutating func matches(_ path: TokenPath, _ values: AppearanceValues<ColorValue>, in appearance: Appearance) -> Bool
    {
      guard let target = self.values(at: path) else { return false }
      return target[appearance] == values[appearance]
    }

    /// The colors of the color token at `path`, if there is one.
    private mutating func values(at path: TokenPath) -> AppearanceValues<ColorValue>? {
      if let entry = known.first(where: { $0.path == path }) { return entry.values }
      var values: AppearanceValues<ColorValue>?
      // The token's value is read in place: `set[path]` would copy the whole token.
      if let index = set.index(of: path), case .color(let target) = set.tokens[index].value { values = target.values }
      known.append((path, values))
      return values
    }
  }
}
