extension StarterDesignSystem {
  /// `tokens/color-base.yaml`: the palette, Apple's published system colors plus deeper
  /// shades where Apple's own are too light for text.
  static let palette = """
    # Palette: the primitive colors.
    #
    # Each palette color is one fixed color with no light or dark variant. UI
    # code never uses these directly: the semantic colors in color-semantic.yaml
    # pick a palette color for each of the four appearances.
    #
    # Hues are grouped as Apple groups its system colors: `system` (light),
    # `systemDark`, `accessible` (Increase Contrast, light) and `accessibleDark`
    # (Increase Contrast, dark), with Apple's published values. Where Apple's
    # color is too light for text on white, the family adds a `deep` or
    # `deeper` shade. Grays are named by tone: the number is the CIE L*
    # lightness (0 black … 100 white), so tones far apart contrast strongly.
    #
    # To make the system yours, change these colors (your brand blue instead of
    # systemBlue, say) and run `tokenc build`: every contrast pair declared in
    # color-semantic.yaml is measured again, in all four appearances.
    # Hex colors must be quoted: an unquoted # starts a YAML comment.

    palette:
      $type: color
      $description: >-
        Primitive colors. Don't use them in UI code: alias them from semantic
        colors, which adapt to dark mode and Increase Contrast.

      neutral:
        $description: Pure white and black.
        white: "#FFFFFF"
        black: "#000000"

      gray:
        $description: Apple's cool grays, named by L* tone (tone96 is almost white, tone10 almost black).
        tone96: "#F2F2F7"   # Apple secondarySystemBackground (light), systemGray6
        tone80: "#C6C6C8"   # Apple opaqueSeparator (light)
        tone71: "#AEAEB2"   # Apple systemGray, Increase Contrast (dark)
        tone59: "#8E8E93"   # Apple systemGray
        tone46: "#6C6C70"   # Apple systemGray, Increase Contrast (light)
        tone31: "#48484A"   # Apple systemGray3 (dark)
        tone24: "#38383A"   # Apple opaqueSeparator (dark)
        tone10: "#1C1C1E"   # Apple secondarySystemBackground (dark), systemGray6

      graphite:
        $description: >-
          Apple's label gray rgb(60, 60, 67) at several opacities, for text on
          light backgrounds. Translucent, so it picks up the background's tint.
        opacity60: "#3C3C4399"   # Apple secondaryLabel (light): rgba(60, 60, 67, 0.6)
        opacity70: "#3C3C43B3"
        opacity75: "#3C3C43BF"
        opacity85: "#3C3C43D9"

      silver:
        $description: Apple's dark-mode label gray rgb(235, 235, 245) at several opacities, for text on dark backgrounds.
        opacity45: "#EBEBF573"
        opacity60: "#EBEBF599"   # Apple secondaryLabel (dark): rgba(235, 235, 245, 0.6)
        opacity70: "#EBEBF5B3"

      blue:
        $description: Apple systemBlue and a deeper blue for text and filled buttons on light backgrounds.
        system: "#007AFF"           # systemBlue (light)
        systemDark: "#0A84FF"       # systemBlue (dark)
        accessible: "#0040DD"       # systemBlue, Increase Contrast (light)
        accessibleDark: "#409CFF"   # systemBlue, Increase Contrast (dark)
        deep: "#0062CC"             # 5.80:1 on white, where systemBlue is only 4.02:1

      red:
        $description: Apple systemRed and a deeper red for Increase Contrast.
        system: "#FF3B30"           # systemRed (light): 3.55:1 on white, too light for text
        systemDark: "#FF453A"       # systemRed (dark)
        accessible: "#D70015"       # systemRed, Increase Contrast (light)
        accessibleDark: "#FF6961"   # systemRed, Increase Contrast (dark)
        deeper: "#B0000F"           # 7.36:1 on white

      green:
        $description: Apple systemGreen and deeper greens; even Apple's Increase Contrast green is 4.40:1 on white.
        system: "#34C759"           # systemGreen (light): 2.22:1 on white, fills and large glyphs only
        systemDark: "#30D158"       # systemGreen (dark)
        accessible: "#248A3D"       # systemGreen, Increase Contrast (light)
        accessibleDark: "#30DB5B"   # systemGreen, Increase Contrast (dark)
        deep: "#1A7431"             # 5.86:1 on white
        deeper: "#0F5E25"           # 7.93:1 on white

      orange:
        $description: Apple systemOrange and a deeper orange for Increase Contrast.
        system: "#FF9500"           # systemOrange (light): 2.20:1 on white, fills only
        systemDark: "#FF9F0A"       # systemOrange (dark)
        accessible: "#C93400"       # systemOrange, Increase Contrast (light)
        accessibleDark: "#FFB340"   # systemOrange, Increase Contrast (dark)
        deeper: "#A62B00"           # 7.08:1 on white

    """
}
