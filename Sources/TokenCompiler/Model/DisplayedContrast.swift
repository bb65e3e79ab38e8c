/// How a contrast ratio was measured: WCAG 2.x on sRGB, or from the color as a Display P3 screen shows it.
public enum ContrastBasis: String, Sendable, Hashable {
  /// WCAG 2.x as written: both colors converted and clamped to sRGB, 8-bit channels, sRGB luminance.
  case sRGB = "sRGB-clamped"
  /// The colors as a Display P3 screen shows them: composited in Display P3, luminance as the Y of
  /// CIE XYZ (D65), no clamping to sRGB. Used when it is lower than the sRGB-clamped ratio.
  case displayP3 = "displayed Display P3"
}

/// Contrast of Display P3 colors as displayed.
///
/// WCAG 2.x measures sRGB colors, so a Display P3 color outside sRGB is clamped first, and a
/// clamped color can be brighter or darker than the one a P3 iPhone shows: P3 (0.875, 0, 0) on
/// black is 4.85:1 after clamping but about 4.38:1 on the screen. When either color of a pair is
/// a Display P3 color outside sRGB, the ratio is measured both ways and the lower one counts, so a
/// pair that passes passes on sRGB and on P3 screens alike.
extension WCAGContrast {
  /// The relative luminance (0…1) of `color` as a Display P3 screen shows it: its Display P3
  /// components (sRGB colors lie inside that gamut), linearized, and the Y of CIE XYZ (D65).
  static func displayedLuminance(_ color: ColorValue) -> Double {
    let p3 = color.converted(to: .displayP3).clamped
    let linear = [p3.red, p3.green, p3.blue].map(ColorMath.linearize)
    return ColorMath.multiply(ColorMath.linearP3ToXYZ, linear)[1]
  }

  /// `top` drawn over `bottom` (source-over) in gamma-encoded Display P3, as a P3 screen blends.
  static func displayedComposite(_ top: ColorValue, over bottom: ColorValue) -> ColorValue {
    let (source, backdrop) = (top.converted(to: .displayP3).clamped, bottom.converted(to: .displayP3).clamped)
    if source.alpha >= 1 { return source }
    let alpha = source.alpha + backdrop.alpha * (1 - source.alpha)
    guard alpha > 0 else { return ColorValue(space: .displayP3, red: 0, green: 0, blue: 0, alpha: 0) }
    func blend(_ s: Double, _ b: Double) -> Double {
      (s * source.alpha + b * backdrop.alpha * (1 - source.alpha)) / alpha
    }
    return ColorValue(
      space: .displayP3, red: blend(source.red, backdrop.red), green: blend(source.green, backdrop.green),
      blue: blend(source.blue, backdrop.blue), alpha: alpha)
  }

  /// The contrast of `foreground` on `background` in `appearance` as a Display P3 screen shows them.
  public static func displayedRatio(foreground: ColorValue, background: ColorValue, in appearance: Appearance) -> Double
  {
    let shown = displayedComposite(background, over: canvas(for: appearance))
    let text = displayedComposite(foreground, over: shown)
    return ratio(luminance: displayedLuminance(text), displayedLuminance(shown))
  }

  /// Whether WCAG's sRGB measurement changes `color`: a Display P3 color outside the sRGB gamut,
  /// which is clamped. (A P3 color inside sRGB is the same color in sRGB, up to 8-bit rounding.)
  static func isClamped(_ color: ColorValue) -> Bool {
    color.space == .displayP3 && !color.converted(to: .srgb).isInGamut
  }

  /// The ratio a pair is held to, and how it was measured: WCAG on sRGB, or, when either color is
  /// a Display P3 color outside sRGB, the lower of that and the displayed Display P3 ratio.
  public static func measure(
    foreground: ColorValue, background: ColorValue, in appearance: Appearance
  ) -> (ratio: Double, basis: ContrastBasis) {
    let clamped = srgbRatio(foreground: foreground, background: background, in: appearance)
    guard isClamped(foreground) || isClamped(background) else { return (clamped, .sRGB) }
    let displayed = displayedRatio(foreground: foreground, background: background, in: appearance)
    return displayed < clamped ? (displayed, .displayP3) : (clamped, .sRGB)
  }
}
