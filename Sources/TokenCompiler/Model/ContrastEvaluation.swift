/// One declared contrast pair measured in one appearance: what the `color/contrast` rule
/// reports from and what the docs show, so both always say the same.
public struct ContrastResult: Sendable, Hashable {
  /// The declared pair.
  public var pair: ResolvedContrastPair
  /// The appearance measured.
  public var appearance: Appearance
  /// The usage and level the pair is held to, and so its minimum ratio.
  public var requirement: ContrastRequirement
  /// The exact ratio, never rounded: WCAG 2.x on sRGB, or the displayed Display P3 ratio when that is lower.
  public var ratio: Double
  /// How ``ratio`` was measured: sRGB-clamped, or as displayed in Display P3 (only for pairs with a P3 color outside sRGB).
  public var basis: ContrastBasis
  /// The closest passing foreground when the pair fails; `nil` when it passes or no foreground passes.
  public var suggestion: ContrastSuggestion?
  /// The closest palette token that passes when the pair fails, preferred over ``suggestion``.
  public var paletteStep: ContrastPaletteStep?

  /// Creates a result.
  public init(
    pair: ResolvedContrastPair, appearance: Appearance, requirement: ContrastRequirement, ratio: Double,
    basis: ContrastBasis = .sRGB, suggestion: ContrastSuggestion? = nil
  ) {
    self.pair = pair
    self.appearance = appearance
    self.requirement = requirement
    self.ratio = ratio
    self.basis = basis
    self.suggestion = suggestion
  }

  /// Whether the pair meets its requirement, decided on the exact ratio (4.499 fails 4.5).
  public var passes: Bool { ratio >= requirement.minimum }

  /// How many decimals the ratio is shown with: two, or more when two would round a failing
  /// ratio up to its minimum (4.4999 next to 4.5).
  public var decimals: Int { WCAGContrast.decimals(showing: ratio, below: requirement.minimum) }

  /// The ratio rounded to ``decimals``, as `tokens.docs.json` publishes it.
  public var roundedRatio: Double {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return (ratio * scale).rounded() / scale
  }

  /// The ratio as the CLI, the docs page and the Markdown all write it: `4.48`, `4.4999`.
  public var ratioText: String { WCAGContrast.text(ratio, decimals: decimals) }

  /// What to use instead of the foreground, as a token file writes it: the palette token's
  /// alias (`{palette.blue.700}`) when one passes, else the computed color; `nil` when none.
  public var replacementText: String? { paletteStep.map { $0.path.aliasText } ?? suggestion?.text }
}

/// Measures declared contrast pairs: the one function the `color/contrast` rule and the docs share.
public enum ContrastEvaluation {
  /// Every pair of `pairs` whose tokens are colors in `tokens`, measured in each appearance
  /// (pair by pair, appearances in order); `defaultLevel` applies to pairs that set no level.
  ///
  /// The closest passing foreground is searched for each failing pair and appearance only.
  public static func results(
    for pairs: [ResolvedContrastPair], in tokens: ResolvedTokenSet, defaultLevel: ContrastLevel
  ) -> [ContrastResult] {
    var results: [ContrastResult] = []
    results.reserveCapacity(pairs.count * Appearance.allCases.count)
    var palette: ContrastPalette?
    for pair in pairs {
      guard let foregroundToken = tokens[pair.foreground], case .color(let foreground) = foregroundToken.value,
        case .color(let background)? = tokens[pair.background]?.value
      else { continue }
      for var result in Self.results(
        for: pair, foreground: foreground.values, background: background.values, defaultLevel: defaultLevel)
      {
        if !result.passes {
          if palette == nil { palette = ContrastPalette(tokens) }
          let holder = tokens.colorHolder(of: foregroundToken, in: result.appearance).path
          result.paletteStep = palette!.closest(
            to: foreground.values[result.appearance], on: background.values[result.appearance],
            in: result.appearance, reaching: result.requirement.minimum,
            excluding: [pair.foreground, pair.background, holder])
        }
        results.append(result)
      }
    }
    return results
  }

  /// One pair of colors measured in each appearance, in order.
  public static func results(
    for pair: ResolvedContrastPair, foreground: AppearanceValues<ColorValue>,
    background: AppearanceValues<ColorValue>, defaultLevel: ContrastLevel
  ) -> [ContrastResult] {
    let requirement = ContrastRequirement(usage: pair.usage, level: pair.level ?? defaultLevel)
    return Appearance.allCases.map { appearance in
      let (shown, on) = (foreground[appearance], background[appearance])
      let (ratio, basis) = WCAGContrast.measure(foreground: shown, background: on, in: appearance)
      let suggestion =
        ratio >= requirement.minimum
        ? nil
        : ContrastSearch.suggestion(replacing: shown, on: on, in: appearance, reaching: requirement.minimum)
      return ContrastResult(
        pair: pair, appearance: appearance, requirement: requirement, ratio: ratio, basis: basis,
        suggestion: suggestion)
    }
  }
}
