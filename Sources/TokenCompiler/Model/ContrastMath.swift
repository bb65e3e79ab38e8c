/// WCAG 2.x contrast, exactly as WCAG defines it, for colors as tokenc keeps them.
///
/// - Display P3 colors are converted to sRGB and clamped to the sRGB gamut first; a pair with a
///   Display P3 color is also measured as displayed, and the lower ratio counts (DisplayedContrast.swift).
/// - Relative luminance is computed from 8-bit channels (`c/255`, linear below 0.04045),
///   as WCAG specifies, so every color is rounded to the 8-bit color a screen shows.
/// - A translucent foreground is composited over its background (source-over, in
///   gamma-encoded sRGB, as browsers and UIKit blend); a translucent background is
///   first composited over the appearance's canvas: white in the light appearances,
///   black in the dark ones.
/// - Ratios are never rounded before they are compared: 4.499 fails 4.5.
public enum WCAGContrast {
  /// What a translucent background is drawn on: white in light appearances, black in dark ones.
  public static func canvas(for appearance: Appearance) -> ColorValue {
    appearance.isDark ? ColorValue(red: 0, green: 0, blue: 0) : ColorValue(red: 1, green: 1, blue: 1)
  }

  /// The WCAG relative luminance (0…1) of a color's 8-bit sRGB channels; alpha is ignored.
  static func relativeLuminance(_ color: ColorValue) -> Double {
    let (red, green, blue, _) = color.srgbFallback.bytes
    func channel(_ byte: Int) -> Double { ColorMath.linearize(Double(byte) / 255) }
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
  }

  /// The contrast ratio of two relative luminances, from 1 to 21, in either order.
  public static func ratio(luminance first: Double, _ second: Double) -> Double {
    (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// The contrast ratio of two opaque colors (alpha is ignored).
  public static func ratio(_ first: ColorValue, _ second: ColorValue) -> Double {
    ratio(luminance: relativeLuminance(first), relativeLuminance(second))
  }

  /// `top` drawn over `bottom` (source-over), in gamma-encoded sRGB; P3 colors are converted first.
  static func composite(_ top: ColorValue, over bottom: ColorValue) -> ColorValue {
    let (source, backdrop) = (top.srgbFallback, bottom.srgbFallback)
    if source.alpha >= 1 { return source }
    let alpha = source.alpha + backdrop.alpha * (1 - source.alpha)
    guard alpha > 0 else { return ColorValue(red: 0, green: 0, blue: 0, alpha: 0) }
    func blend(_ s: Double, _ b: Double) -> Double {
      (s * source.alpha + b * backdrop.alpha * (1 - source.alpha)) / alpha
    }
    return ColorValue(
      red: blend(source.red, backdrop.red), green: blend(source.green, backdrop.green),
      blue: blend(source.blue, backdrop.blue), alpha: alpha)
  }

  /// The opaque color a background shows in `appearance`: composited over the canvas.
  static func shownBackground(_ background: ColorValue, in appearance: Appearance) -> ColorValue {
    composite(background, over: canvas(for: appearance))
  }

  /// The contrast of `foreground` on `background` as seen in `appearance`, after compositing: WCAG
  /// on sRGB, or for Display P3 colors the lower of that and the displayed ratio (``measure(foreground:background:in:)``).
  public static func ratio(foreground: ColorValue, background: ColorValue, in appearance: Appearance) -> Double {
    measure(foreground: foreground, background: background, in: appearance).ratio
  }

  /// The WCAG 2.x contrast of `foreground` on `background` in `appearance`, both converted and clamped to sRGB.
  static func srgbRatio(foreground: ColorValue, background: ColorValue, in appearance: Appearance) -> Double {
    let shown = shownBackground(background, in: appearance)
    return ratio(composite(foreground, over: shown), shown)
  }

  /// A number with exactly `decimals` decimals, e.g. `4.48` for a ratio (`21` is written `21.00`).
  static func text(_ number: Double, decimals: Int = 2) -> String {
    NumberText.fixed(number, decimals: decimals)
  }

  /// The fewest decimals (at least 2, at most 6) at which `ratio` still reads as below `other`,
  /// so 4.4999 is shown as 4.4999 next to 4.5 rather than as a misleading 4.50.
  static func decimals(showing ratio: Double, below other: Double) -> Int {
    guard ratio < other else { return 2 }
    for decimals in 2...6 {
      var scale = 1.0
      for _ in 0..<decimals { scale *= 10 }
      if (ratio * scale).rounded() < (other * scale).rounded() { return decimals }
    }
    return 6
  }

  /// A ratio rounded to two decimals, for published results.
  static func rounded(_ ratio: Double) -> Double { (ratio * 100).rounded() / 100 }
}
