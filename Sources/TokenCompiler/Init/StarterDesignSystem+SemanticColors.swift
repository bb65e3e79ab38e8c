extension StarterDesignSystem {
  /// `tokens/color-semantic.yaml`: the colors UI code uses, in four appearances, and the
  /// contrast pairs that say which foreground is used on which background.
  static let semanticColors = semanticSurfaces + semanticAccents + contrastPairs

  /// The header, the labels, the backgrounds and the separators.
  private static let semanticSurfaces = """
    # Semantic colors: what UI code uses.
    #
    # Every color here names its job (a label, a background, the accent) and
    # gives all four appearances Apple asks for: light, dark, lightHighContrast
    # and darkHighContrast (light or dark mode with Settings › Accessibility ›
    # Display & Text Size › Increase Contrast on). Each appearance aliases a
    # palette color from color-base.yaml.
    #
    # The $contrast list at the end of this file declares which foreground is
    # used on which background. tokenc checks every pair in all four
    # appearances against WCAG 2.x AA (4.5:1 for text, 3:1 for large text and
    # non-text UI), and that Increase Contrast never lowers the contrast. A
    # failing pair names a palette color that would pass. Ratios in the
    # comments are the foreground on background.primary.

    color:
      $type: color
      $description: Semantic colors for UI code, each with light, dark and Increase Contrast appearances.

      label:
        $description: Text and glyphs, from most to least prominent.
        primary:
          $description: Body text, titles and anything the reader must read (Apple's label).
          $value:
            light: "{palette.neutral.black}"             # 21:1
            dark: "{palette.neutral.white}"
            lightHighContrast: "{palette.neutral.black}"
            darkHighContrast: "{palette.neutral.white}"
        secondary:
          $description: >-
            Subtitles, descriptions and other supporting text. Apple's
            secondaryLabel at 60% is only 3.44:1 on white, below 4.5:1 for
            text, so the light appearance uses 75% (5.15:1).
          $value:
            light: "{palette.graphite.opacity75}"
            dark: "{palette.silver.opacity60}"           # Apple's secondaryLabel (dark)
            lightHighContrast: "{palette.graphite.opacity85}"
            darkHighContrast: "{palette.silver.opacity70}"
        tertiary:
          $description: >-
            Hints, de-emphasized large text (18 pt and up, or 14 pt bold) and
            disabled controls. Not for body-size text: it is checked at 3:1.
          $value:
            light: "{palette.graphite.opacity60}"        # 3.44:1
            dark: "{palette.silver.opacity45}"           # 3.90:1
            lightHighContrast: "{palette.graphite.opacity70}"
            darkHighContrast: "{palette.silver.opacity60}"

      background:
        $description: Surfaces, from the base of a screen upwards.
        primary:
          $description: The main background of a screen (Apple's systemBackground).
          $value:
            light: "{palette.neutral.white}"
            dark: "{palette.neutral.black}"
            lightHighContrast: "{palette.neutral.white}"
            darkHighContrast: "{palette.neutral.black}"
        secondary:
          $description: Content layered on the main background, such as cards (Apple's secondarySystemBackground).
          $value:
            light: "{palette.gray.tone96}"
            dark: "{palette.gray.tone10}"
            lightHighContrast: "{palette.gray.tone96}"
            darkHighContrast: "{palette.gray.tone10}"

      separator:
        $description: Lines between and around content.
        decorative:
          $description: >-
            Hairlines between list rows (Apple's opaque separator). Purely
            decorative, so it declares no contrast pair; never use it as the
            only outline of a control.
          $value:
            light: "{palette.gray.tone80}"
            dark: "{palette.gray.tone24}"
            lightHighContrast: "{palette.gray.tone59}"
            darkHighContrast: "{palette.gray.tone46}"
        control:
          $description: Outlines that show where a control is, such as a text field. Non-text UI, so it needs 3:1.
          $value:
            light: "{palette.gray.tone46}"               # 5.23:1
            dark: "{palette.gray.tone59}"                # 6.44:1
            lightHighContrast: "{palette.gray.tone31}"
            darkHighContrast: "{palette.gray.tone71}"

    """
}
