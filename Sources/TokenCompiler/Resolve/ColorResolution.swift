extension ValueResolver {
  /// The appearances written by a color that gives only its light value, shared by every such color.
  private static let lightOnly: Set<Appearance> = [.light]
  /// The appearances written by a color that gives all four, shared by every such color.
  private static let allFour = Set(Appearance.allCases)

  /// Resolves a color's appearances. Each appearance takes the entry it falls back to
  /// (``Appearance/fallbackOrder``), evaluated in that appearance: `light: "{color.blue}"`
  /// alone gives blue's dark value in dark mode, as a whole-value alias would.
  mutating func color(_ appearances: AppearanceMap<ValueOrAlias<ColorValue>>) -> ColorAppearances? {
    // Most colors are one literal, which every appearance falls back to.
    if appearances.count == 1, case .value(let only)? = appearances[.light] {
      return ColorAppearances(values: AppearanceValues(all: only), explicit: Self.lightOnly, aliases: [:])
    }
    // The entries in fixed slots, read once: the steps below look them up without hashing.
    let entries = ColorEntries(appearances)
    // The token each appearance written as an alias names, checked to be a color, in appearance
    // order; only its index is kept, its values are read in place below.
    var targets = AppearanceValues<Int>(all: -1)
    for appearance in Appearance.allCases {
      guard let reference = entries.alias(appearance) else { continue }
      let isColor = field(.alias(reference), "the \(appearance.displayName) color", needs: "a color") {
        value -> Bool? in
        if case .color = value { return true }
        return nil
      }
      guard isColor != nil, let target = index(of: reference.path) else { return nil }
      targets[appearance] = target
    }
    // Every appearance takes the value of the entry it falls back to (the first written one of
    // its fallback order), evaluated in that appearance.
    var values = AppearanceValues<ColorValue>(all: ColorValue(red: 0, green: 0, blue: 0))
    var sources = AppearanceValues<Appearance?>(all: nil)
    for appearance in Appearance.allCases {
      guard let source = appearance.fallbackOrder.first(where: entries.isWritten) else { return nil }
      sources[appearance] = source
    }
    // The table of aliases (kept by the resolved color) is made with room for exactly the
    // appearances that take an alias, counted first.
    let aliased = Appearance.allCases.count { entries.alias(sources[$0]!) != nil }
    var aliases: [Appearance: TokenPath] = [:]
    if aliased > 0 { aliases.reserveCapacity(aliased) }
    for appearance in Appearance.allCases {
      let source = sources[appearance]!
      if let color = entries.color(source) {
        values[appearance] = color
      } else if let reference = entries.alias(source) {
        guard let color = colorValue(at: targets[source], in: appearance) else { return nil }
        values[appearance] = color
        aliases[appearance] = reference.path
      }
    }
    let explicit =
      switch appearances.count {
      case 4: Self.allFour
      case 1 where entries.isWritten(.light): Self.lightOnly
      default: Set(appearances.keys)
      }
    return ColorAppearances(values: values, explicit: explicit, aliases: aliases)
  }

  /// The value in `appearance` of the color token at `index`, read in place.
  private func colorValue(at index: Int, in appearance: Appearance) -> ColorValue? {
    guard case .color(let color)? = values[index] else { return nil }
    return color.values[appearance]
  }
}

/// A color's entries as written, in fixed slots by appearance: the literal colors and the aliases
/// apart, so reading one copies a plain value instead of an enum of either.
struct ColorEntries {
  /// The colors written literally.
  private var colors = AppearanceValues<ColorValue?>(all: nil)
  /// The colors written as aliases.
  private var aliases = AppearanceValues<AliasReference?>(all: nil)

  /// The entries of `appearances`, read in one pass over them (no lookups).
  init(_ appearances: AppearanceMap<ValueOrAlias<ColorValue>>) {
    for entry in appearances.entries {
      switch entry.value {
      case .value(let color): colors[entry.appearance] = color
      case .alias(let reference): aliases[entry.appearance] = reference
      }
    }
  }

  /// Whether an entry is written for `appearance`.
  func isWritten(_ appearance: Appearance) -> Bool { colors[appearance] != nil || aliases[appearance] != nil }

  /// The color written literally for `appearance`, if any.
  func color(_ appearance: Appearance) -> ColorValue? { colors[appearance] }

  /// The alias written for `appearance`, if any.
  func alias(_ appearance: Appearance) -> AliasReference? { aliases[appearance] }
}
