/// The contexts of the resolver document's modifiers: the tokens an appearance or Reduce
/// Motion overrides, each as an inline source (`[]` when none, else `[{…}]` in their groups).
extension ResolverDocument {
  /// The tokens an appearance may override: colors and composites with varying colors, not
  /// whole-value aliases (which follow the token they name), found once for every appearance.
  struct Candidates {
    /// The colors, by index.
    var colors: [(index: Int, color: ColorAppearances)] = []
    /// The composites whose colors vary by appearance, by index.
    var composites: [Int] = []
    /// Every candidate in its groups, by its position in ``colors``, then in ``composites``:
    /// built once, each appearance writing the ones it overrides.
    var tree = DTCGTree()

    /// The candidates among `tokens` (each token's fields read in place, never copied whole).
    init(_ tokens: ResolvedTokenSet) {
      for index in tokens.indices(ofType: .color) where tokens.tokens[index].aliasOf == nil {
        if case .color(let color) = tokens.tokens[index].value { colors.append((index, color)) }
      }
      composites = tokens.indices(ofType: .shadow, .border, .strokeStyle, .gradient).filter {
        tokens.tokens[$0].aliasOf == nil && tokens.tokens[$0].value.hasVaryingColors
      }
      for position in colors.indices {
        tree.insert(token: position, at: tokens.tokens[colors[position].index].path.components)
      }
      for (offset, index) in composites.enumerated() {
        tree.insert(token: colors.count + offset, at: tokens.tokens[index].path.components)
      }
    }
  }

  /// The tokens whose value in `appearance` differs from light, as an inline source: `[]` or
  /// `[{…}]`. An appearance written as the same alias as light needs no override (the reader
  /// resolves the alias in this context); one written as another alias stays that alias.
  /// Colors go through the document's `colors` (``DTCGWrite/color(_:in:colors:to:)``).
  static func appearanceOverrides(
    _ tokens: ResolvedTokenSet, _ candidates: Candidates, in appearance: Appearance,
    colors: inout JSONValueCache<ColorValue>, to sink: inout some JSONSink
  ) {
    // Which candidates are overridden: positions in `candidates.colors`, then in `composites`.
    var overridden = [Bool](repeating: false, count: candidates.colors.count + candidates.composites.count)
    // Each candidate is read in place (a loop over the array would copy each color whole).
    candidates.colors.withUnsafeBufferPointer { colors in
      for position in colors.indices {
        let aliases = colors[position].color.aliases
        let alias = aliases.isEmpty ? nil : aliases[appearance]
        let lightAlias = aliases.isEmpty ? nil : aliases[.light]
        let values = colors[position].color.values
        guard alias == nil || alias != lightAlias, values[appearance] != values.light || alias != lightAlias
        else { continue }
        overridden[position] = true
      }
    }
    var composites: [(type: String, value: JSONValue)?] = []
    for (offset, index) in candidates.composites.enumerated() {
      let value = tokens.tokens[index].value
      let aliases = tokens.tokens[index].valueAliases
      guard let json = DTCGComposites.encode(value, aliases: aliases, in: appearance),
        json != DTCGComposites.encode(value, aliases: aliases, in: .light)
      else {
        composites.append(nil)
        continue
      }
      overridden[candidates.colors.count + offset] = true
      composites.append((value.type.rawValue, json))
    }
    inlineSource(candidates.tree, including: overridden, to: &sink) { position, sink in
      if position < candidates.colors.count {
        override(type: "color", to: &sink) {
          DTCGWrite.color(candidates.colors[position].color, in: appearance, colors: &colors, to: &$0)
        }
      } else {
        let composite = composites[position - candidates.colors.count]!
        override(type: composite.type, to: &sink) { $0.value(composite.value) }
      }
    }
  }

  /// The motion tokens whose animation changes under Reduce Motion, as an inline source.
  static func reducedOverrides(_ tokens: ResolvedTokenSet, to sink: inout some JSONSink) {
    // The tree holds positions in `reduced`.
    var tree = DTCGTree()
    var reduced: [MotionAnimation?] = []
    for index in tokens.indices(ofType: .motion) where tokens.tokens[index].aliasOf == nil {
      guard case .motion(let motion) = tokens.tokens[index].value, motion.reducedAnimation != motion.animation
      else { continue }
      tree.insert(token: reduced.count, at: tokens.tokens[index].path.components)
      reduced.append(motion.reducedAnimation)
    }
    inlineSource(tree, to: &sink) { position, sink in
      override(type: "transition", to: &sink) { DTCGWrite.transition(reduced[position], to: &$0) }
    }
  }

  /// `[]` for no overrides, else `[{…}]` with the tokens' groups, members sorted.
  private static func inlineSource<Sink: JSONSink>(
    _ tree: DTCGTree, to sink: inout Sink, token: (Int, inout Sink) -> Void
  ) {
    sink.beginArray()
    if !tree.isEmpty { tree.writeSorted(to: &sink, token: token) }
    sink.endArray()
  }

  /// ``inlineSource(_:to:token:)`` for the tokens of `tree` whose index is `true` in `accepted`.
  private static func inlineSource<Sink: JSONSink>(
    _ tree: DTCGTree, including accepted: [Bool], to sink: inout Sink, token: (Int, inout Sink) -> Void
  ) {
    sink.beginArray()
    if tree.contains(including: accepted) { tree.writeSorted(to: &sink, including: accepted, token: token) }
    sink.endArray()
  }

  /// `{"$type": type, "$value": …}`.
  private static func override<Sink: JSONSink>(type: String, to sink: inout Sink, value: (inout Sink) -> Void) {
    sink.beginObject()
    sink.key("$type")
    sink.string(type)
    sink.key("$value")
    value(&sink)
    sink.endObject()
  }
}
