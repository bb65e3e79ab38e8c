extension StarterDesignSystem {
  /// The accent and status colors of `tokens/color-semantic.yaml`.
  static let semanticAccents = """

      accent:
        $description: The app's tint (Apple's systemBlue) and the colors that go with it.
        tint:
          $description: >-
            Icons, toggles, selection and other non-text controls. systemBlue
            is 4.02:1 on white: enough for non-text UI (3:1), not for text.
          $value:
            light: "{palette.blue.system}"               # 4.02:1
            dark: "{palette.blue.systemDark}"            # 5.76:1
            lightHighContrast: "{palette.blue.accessible}"
            darkHighContrast: "{palette.blue.accessibleDark}"
        text:
          $description: Links and text buttons. Deeper than the tint in light mode so it reaches 4.5:1.
          $value:
            light: "{palette.blue.deep}"                 # 5.80:1
            dark: "{palette.blue.systemDark}"            # 5.76:1
            lightHighContrast: "{palette.blue.accessible}"
            darkHighContrast: "{palette.blue.accessibleDark}"
        fill:
          $description: The background of filled (prominent) buttons, deep enough for a white label.
          $value:
            light: "{palette.blue.deep}"
            dark: "{palette.blue.deep}"
            lightHighContrast: "{palette.blue.accessible}"
            darkHighContrast: "{palette.blue.accessible}"
        onFill:
          $description: Text and glyphs on color.accent.fill.
          $value:
            light: "{palette.neutral.white}"             # 5.80:1 on the fill
            dark: "{palette.neutral.white}"
            lightHighContrast: "{palette.neutral.white}"
            darkHighContrast: "{palette.neutral.white}"

      destructive:
        $description: Delete and other destructive actions, and error messages.
        $value:
          light: "{palette.red.accessible}"              # 5.38:1
          dark: "{palette.red.systemDark}"               # 6.16:1
          lightHighContrast: "{palette.red.deeper}"
          darkHighContrast: "{palette.red.accessibleDark}"
      success:
        $description: Confirmations and completed states.
        $value:
          light: "{palette.green.deep}"                  # 5.86:1
          dark: "{palette.green.systemDark}"             # 10.39:1
          lightHighContrast: "{palette.green.deeper}"
          darkHighContrast: "{palette.green.accessibleDark}"
      warning:
        $description: Cautions that need attention but are not errors.
        $value:
          light: "{palette.orange.accessible}"           # 5.28:1
          dark: "{palette.orange.systemDark}"            # 10.22:1
          lightHighContrast: "{palette.orange.deeper}"
          darkHighContrast: "{palette.orange.accessibleDark}"

    """

  /// The `$contrast` list that ends `tokens/color-semantic.yaml`.
  static let contrastPairs = """

    # Which foreground is used on which background. usage is text (4.5:1),
    # largeText (3:1: 18 pt and up, or 14 pt bold) or nonText (3:1: icons,
    # outlines, control states); level: AAA asks for 7:1 text. Translucent
    # foregrounds are measured after blending over the background. Add a pair
    # whenever a new color is used on a background.
    $contrast:
      # Labels
      - {foreground: "{color.label.primary}", background: "{color.background.primary}", usage: text, level: AAA}
      - {foreground: "{color.label.primary}", background: "{color.background.secondary}", usage: text}
      - {foreground: "{color.label.secondary}", background: "{color.background.primary}", usage: text}
      - {foreground: "{color.label.secondary}", background: "{color.background.secondary}", usage: text}
      - {foreground: "{color.label.tertiary}", background: "{color.background.primary}", usage: largeText}
      - {foreground: "{color.label.tertiary}", background: "{color.background.secondary}", usage: largeText}
      # Accent
      - {foreground: "{color.accent.text}", background: "{color.background.primary}", usage: text}
      - {foreground: "{color.accent.text}", background: "{color.background.secondary}", usage: text}
      - {foreground: "{color.accent.tint}", background: "{color.background.primary}", usage: nonText}
      - {foreground: "{color.accent.tint}", background: "{color.background.secondary}", usage: nonText}
      - {foreground: "{color.accent.onFill}", background: "{color.accent.fill}", usage: text}
      # Status
      - {foreground: "{color.destructive}", background: "{color.background.primary}", usage: text}
      - {foreground: "{color.destructive}", background: "{color.background.secondary}", usage: text}
      - {foreground: "{color.success}", background: "{color.background.primary}", usage: text}
      - {foreground: "{color.success}", background: "{color.background.secondary}", usage: text}
      - {foreground: "{color.warning}", background: "{color.background.primary}", usage: text}
      - {foreground: "{color.warning}", background: "{color.background.secondary}", usage: text}
      # Outlines of controls
      - {foreground: "{color.separator.control}", background: "{color.background.primary}", usage: nonText}
      - {foreground: "{color.separator.control}", background: "{color.background.secondary}", usage: nonText}

    """
}
