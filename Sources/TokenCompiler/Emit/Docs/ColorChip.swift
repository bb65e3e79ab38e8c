/// A color as an emoji square, so `tokens.md` shows colors where Markdown allows no styles
/// (GitHub strips inline SVG, data images and `style` attributes, but shows emoji).
///
/// Nine squares exist, so the chip names the color's family from its OKLCH lightness,
/// chroma and hue: white or black for grays (by lightness), brown for dark, muted warm
/// colors, else the hue's square. It tells a blue from a red and a light gray from a dark
/// one; the hex next to it gives the exact value. A translucent color is first composited
/// over the appearance's canvas (white in light appearances, black in dark ones), as it is
/// seen there.
enum ColorChip {
  /// The square for `color` as seen in `appearance`.
  static func emoji(_ color: ColorValue, in appearance: Appearance) -> String {
    let seen = WCAGContrast.composite(color.srgbFallback, over: WCAGContrast.canvas(for: appearance))
    let lch = ColorMath.oklch(fromOKLab: ColorMath.oklab(fromXYZ: seen.xyz))
    return square(lightness: lch[0], chroma: lch[1], hue: lch[2])
  }

  /// The square for an OKLCH color (hue in degrees).
  static func square(lightness: Double, chroma: Double, hue: Double) -> String {
    if chroma < 0.04 { return lightness >= 0.6 ? "⬜" : "⬛" }
    if (20..<90).contains(hue) && lightness < 0.55 && chroma < 0.13 { return "🟫" }
    switch hue {
    case 42..<80: return "🟧"
    case 80..<120: return "🟨"
    case 120..<180: return "🟩"
    case 180..<285: return "🟦"
    case 285..<345: return "🟪"
    default: return "🟥"
    }
  }
}
