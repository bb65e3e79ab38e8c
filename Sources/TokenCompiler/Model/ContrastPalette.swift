/// The palette token a failing contrast pair could use instead of its foreground: among the
/// color tokens written as literal colors (the palette), the opaque one closest to the
/// foreground in OKLab that reaches the contrast on the background, in that appearance.
///
/// Designers fix a failing pair by picking another palette step, not by inventing a color,
/// so the rule and the docs name that step when one exists and fall back to a computed
/// color. The candidates are gathered once per run; each failure scans them once.
struct ContrastPalette {
  /// A palette color in one appearance.
  struct Candidate {
    let path: TokenPath
    let color: ColorValue
    let luminance: Double
    let lab: [Double]
  }

  private var candidates: [Appearance: [Candidate]] = [:]

  /// The palette of `tokens`: every color token whose value in an appearance is written
  /// literally and opaque there.
  init(_ tokens: ResolvedTokenSet) {
    for token in tokens.tokens {
      guard case .color(let color) = token.value, token.aliasOf == nil else { continue }
      for appearance in Appearance.allCases where color.aliases[appearance] == nil {
        let value = color.values[appearance]
        guard value.alpha >= 1 else { continue }
        candidates[appearance, default: []].append(
          Candidate(
            path: token.path, color: value, luminance: WCAGContrast.relativeLuminance(value),
            lab: ColorMath.oklab(fromXYZ: value.xyz)))
      }
    }
  }

  /// The closest palette token to `foreground` reaching `minimum` on `background` in
  /// `appearance`, and its ratio; tokens in `excluded` (the pair's own) are skipped.
  func closest(
    to foreground: ColorValue, on background: ColorValue, in appearance: Appearance, reaching minimum: Double,
    excluding excluded: Set<TokenPath>
  ) -> ContrastPaletteStep? {
    let shown = WCAGContrast.relativeLuminance(WCAGContrast.shownBackground(background, in: appearance))
    let target = ColorMath.oklab(fromXYZ: foreground.xyz)
    var best: (path: TokenPath, ratio: Double, distance: Double)?
    for candidate in candidates[appearance] ?? [] where !excluded.contains(candidate.path) {
      let ratio =
        candidate.color.space == .displayP3 || background.space == .displayP3
        ? WCAGContrast.ratio(foreground: candidate.color, background: background, in: appearance)
        : WCAGContrast.ratio(luminance: candidate.luminance, shown)
      guard ratio >= minimum else { continue }
      let distance = zip(candidate.lab, target).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
      if best == nil || distance < best!.distance { best = (candidate.path, ratio, distance) }
    }
    return best.map { ContrastPaletteStep(path: $0.path, ratio: $0.ratio) }
  }
}

/// A palette token that would make a failing contrast pair pass, with the ratio it reaches.
public struct ContrastPaletteStep: Sendable, Hashable {
  /// The palette token.
  public var path: TokenPath
  /// Its contrast on the pair's background, exact.
  public var ratio: Double
}

extension ResolvedTokenSet {
  /// The color token where `token`'s color in `appearance` is written: followed through the
  /// alias each appearance names, so a fix goes where the color is, not where it is used.
  func colorHolder(of token: ResolvedToken, in appearance: Appearance) -> ResolvedToken {
    var token = token
    for _ in 0..<tokens.count {
      guard case .color(let color) = token.value, let next = color.aliases[appearance].flatMap({ self[$0] })
      else { break }
      token = next
    }
    return token
  }
}
