extension ValueResolver {
  /// The appearances written by a color that gives only its light value, shared by every such color.
  private static let lightOnly: Set<Appearance> = [.light]
  /// The appearances written by a color that gives all four, shared by every such color.
  private static let allFour = Set(Appearance.allCases)

  /// Resolves a color's appearances. Each appearance takes the entry it falls back to
  /// (``Appearance/fallbackOrder``), evaluated in that appearance: `light: "{color.blue}"`
  /// alone gives blue's dark value in dark mode, as a whole-value alias would.
  mutating func color(_ appearances: [Appearance: ValueOrAlias<ColorValue>]) -> ColorAppearances? {
    // Most colors are one literal, which every appearance falls back to.
    if appearances.count == 1, case .value(let only)? = appearances[.light] {
      return ColorAppearances(values: AppearanceValues(all: only), explicit: Self.lightOnly, aliases: [:])
    }
    // The entries in fixed slots, read once: the steps below look them up without hashing.
    var entries = ColorEntries()
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
    var values = AppearanceValues<ColorValue>(all: ColorValue(red: 0, green: 0, blue: 0))
    var aliases: [Appearance: TokenPath] = [:]
    for appearance in Appearance.allCases {
      guard let source = appearance.fallbackOrder.first(where: { entries[$0] != nil }), let entry = entries[source]
      else { return nil }
      switch entry {
      case .value(let color): values[appearance] = color
      case .alias(let reference):
        guard let target = targets[source] else { return nil }
        values[appearance] = target.values[appearance]
        aliases[appearance] = reference.path
      }
    }
    let explicit =
      switch appearances.count {
      case 4: Self.allFour
      case 1 where entries[.light] != nil: Self.lightOnly
      default: Set(appearances.keys)
      }
    return ColorAppearances(values: values, explicit: explicit, aliases: aliases)
  }
}

/// A color's entries as written, one optional slot per appearance.
private struct ColorEntries {
  private var light: ValueOrAlias<ColorValue>?
  private var dark: ValueOrAlias<ColorValue>?
  private var lightHighContrast: ValueOrAlias<ColorValue>?
  private var darkHighContrast: ValueOrAlias<ColorValue>?

  /// The entry written for `appearance`, if any.
  subscript(appearance: Appearance) -> ValueOrAlias<ColorValue>? {
    get {
      switch appearance {
      case .light: light
      case .dark: dark
      case .lightHighContrast: lightHighContrast
      case .darkHighContrast: darkHighContrast
      }
    }
    set {
      switch appearance {
      case .light: light = newValue
      case .dark: dark = newValue
      case .lightHighContrast: lightHighContrast = newValue
      case .darkHighContrast: darkHighContrast = newValue
      }
    }
  }
}
