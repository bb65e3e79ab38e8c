/// A replacement foreground color that reaches a contrast target.
public struct ContrastSuggestion: Sendable, Hashable {
  /// The color, exactly as ``text`` writes it (8-bit for sRGB, three decimals for Display P3).
  public var color: ColorValue
  /// Its contrast on the background, measured by ``WCAGContrast``.
  public var ratio: Double
  /// The color as a token file writes it: `#rrggbb`, `#rrggbbaa` or `color(display-p3 r g b)`.
  public var text: String { color.tokenText }
}

/// Finds the closest color to a foreground that reaches a contrast target on a background.
///
/// The search keeps the foreground's OKLCH hue and chroma, its opacity and its color
/// space, and moves only its lightness, towards black and towards white. Where the
/// chroma does not fit the color's own gamut at a lightness, it is lowered just enough
/// to fit, so chroma changes only when lightness alone cannot reach the target. Each
/// direction is scanned in 128 steps and the first passing step is refined by
/// bisection; the closer of the two results in OKLab wins. Every candidate is
/// rounded to how it would be written and measured with ``WCAGContrast``, so the
/// suggestion passes when fed back in. A translucent color that cannot pass at its
/// opacity is searched again as an opaque color.
enum ContrastSearch {
  /// The closest passing replacement for `foreground`, or `nil` when no foreground at all
  /// reaches `minimum` on `background` (then neither black nor white does).
  static func suggestion(
    replacing foreground: ColorValue, on background: ColorValue, in appearance: Appearance, reaching minimum: Double
  ) -> ContrastSuggestion? {
    // The same steps as WCAGContrast.ratio(foreground:background:in:), with the background's part done once.
    let shown = WCAGContrast.shownBackground(background, in: appearance)
    let shownLuminance = WCAGContrast.relativeLuminance(shown)
    // A Display P3 pair is also measured as displayed (WCAGContrast.measure), so take the full path.
    let displayed = foreground.space == .displayP3 || background.space == .displayP3
    let passes = { (color: ColorValue) in
      if displayed { return WCAGContrast.ratio(foreground: color, background: background, in: appearance) >= minimum }
      let luminance = WCAGContrast.relativeLuminance(WCAGContrast.composite(color, over: shown))
      return WCAGContrast.ratio(luminance: luminance, shownLuminance) >= minimum
    }
    var opacities = [foreground.alpha]
    if foreground.alpha < 1 { opacities.append(1) }
    for alpha in opacities {
      let path = LightnessPath(foreground, alpha: alpha)
      let candidates = [path.search(toward: 0, passes), path.search(toward: 1, passes)].compactMap { $0 }
      if let best = candidates.min(by: { path.distance(to: $0) < path.distance(to: $1) }) {
        let ratio = WCAGContrast.ratio(foreground: best, background: background, in: appearance)
        return ContrastSuggestion(color: best, ratio: ratio)
      }
    }
    return nil
  }
}

/// The colors of one hue and chroma at every OKLCH lightness, kept within a color space.
struct LightnessPath {
  let lch: [Double]
  let space: ColorSpace
  let alpha: Double

  init(_ color: ColorValue, alpha: Double) {
    lch = ColorMath.oklch(fromOKLab: ColorMath.oklab(fromXYZ: color.xyz))
    space = color.space
    self.alpha = alpha
  }

  /// The color at `lightness`, its chroma lowered only as far as the gamut needs, rounded as written.
  func color(at lightness: Double) -> ColorValue {
    let full = make(lightness, lch[1])
    if full.isInGamut { return full.roundedAsWritten }
    var (fits, tooMuch) = (0.0, lch[1])
    for _ in 0..<24 {
      let chroma = (fits + tooMuch) / 2
      if make(lightness, chroma).isInGamut { fits = chroma } else { tooMuch = chroma }
    }
    return make(lightness, fits).roundedAsWritten
  }

  /// The first passing color from the original lightness towards `end` (0 or 1), refined by bisection.
  func search(toward end: Double, _ passes: (ColorValue) -> Bool) -> ColorValue? {
    let start = min(max(lch[0], 0), 1)
    let steps = 128
    var failing = start
    for step in 1...steps {
      let lightness = start + (end - start) * Double(step) / Double(steps)
      guard passes(color(at: lightness)) else {
        failing = lightness
        continue
      }
      var passing = lightness
      for _ in 0..<40 {
        let middle = (failing + passing) / 2
        if passes(color(at: middle)) { passing = middle } else { failing = middle }
      }
      return color(at: passing)
    }
    return nil
  }

  /// The OKLab distance from the original color to `color` (opacity aside).
  func distance(to color: ColorValue) -> Double {
    let original = ColorMath.oklab(fromOKLCH: lch)
    let other = ColorMath.oklab(fromXYZ: color.xyz)
    return zip(original, other).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
  }

  private func make(_ lightness: Double, _ chroma: Double) -> ColorValue {
    let lab = ColorMath.oklab(fromOKLCH: [lightness, chroma, lch[2]])
    return ColorValue(xyz: ColorMath.xyz(fromOKLab: lab), space: space, alpha: alpha)
  }
}

extension ColorValue {
  /// The color as a token file writes it: `#rrggbb` or `#rrggbbaa` for sRGB,
  /// `color(display-p3 r g b)` or `color(display-p3 r g b / a)` with three decimals for Display P3.
  public var tokenText: String {
    guard space == .displayP3 else { return hex }
    let components = [red, green, blue].map(number).joined(separator: " ")
    return "color(display-p3 \(components)\(alpha < 1 ? " / \(number(alpha))" : ""))"
  }

  /// A component in 0…1 as ``tokenText`` writes it: at most three decimals.
  private func number(_ value: Double) -> String {
    NumberText.fixed(min(max(value, 0), 1), decimals: 3, trimmingZeros: true)
  }

  /// The color after writing it as ``tokenText`` and reading it back.
  var roundedAsWritten: ColorValue {
    if space == .srgb { return ColorValue(hex: clamped.hex)! }
    func round(_ value: Double) -> Double { Double(number(value))! }
    return ColorValue(space: space, red: round(red), green: round(green), blue: round(blue), alpha: round(alpha))
  }
}
