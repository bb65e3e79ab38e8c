extension StarterDesignSystem {
  /// `tokens/spacing.yaml`: the 8 pt spacing scale and the insets of common containers.
  static let spacing = """
    # Spacing: padding, margins and the gaps between elements, in points.
    #
    # Everything sits on Apple's 8 pt grid (8, 16, 24, 32…). 4 pt steps are
    # allowed as fine adjustments, e.g. between an icon and its label. Points
    # keep the same physical size on every screen density.
    #
    # A number under a group with `$type: dimension` is a token in points.
    # Rename, add or remove steps freely: tokenc warns about values off the grid.

    spacing:
      $type: dimension
      $description: Padding, margins and gaps, in points on the 8 pt grid.
      xxs: 4    # fine adjustment: icon to label, badge padding
      xs: 8     # related items in a row or stack
      sm: 12    # fine adjustment: text lines in a compact cell
      md: 16    # the default: screen margins, list insets, stack spacing
      lg: 24    # between groups of related content
      xl: 32    # between sections
      xxl: 48   # generous breathing room: empty states, onboarding

      inset:
        $description: >-
          The padding inside common containers. Each aliases a step of the
          scale above (aliases are quoted), so changing the scale moves them too.
        screen: "{spacing.md}"   # leading and trailing margin of a screen
        card: "{spacing.xs}"     # inside a card
        panel: "{spacing.md}"    # inside a panel or sheet section

    """

  /// `tokens/size.yaml`: touch targets and icon sizes.
  static let size = """
    # Sizes: fixed dimensions of controls and icons, in points.
    #
    # Everything under size.touch is what a finger hits, so it is never smaller
    # than Apple's 44 × 44 pt minimum touch target, even when the visible glyph
    # is smaller. tokenc reports a touch size below 44 pt as an error.

    size:
      $type: dimension
      $description: Fixed dimensions of controls and icons, in points.

      touch:
        $description: The hit area of anything the user taps, at least 44 × 44 pt.
        minimum: 44       # the smallest hit area allowed (HIG)
        comfortable: 48   # primary actions and controls used on the move

      icon:
        $description: >-
          Icon glyph sizes. An icon button centers the icon in a
          size.touch.minimum frame, never in a 20 pt hit area.
        sm: 16   # inline with footnote and caption text
        md: 20   # inline with body text
        lg: 24   # toolbar and tab bar glyphs

    """

  /// `tokens/radius.yaml`: corner radii, with two nested (concentric) pairs.
  static let radius = """
    # Corner radii, in points.
    #
    # Nested rounded shapes look right when they are concentric:
    #   inner radius = outer radius − padding between them.
    # radius.card and radius.panel spell out two nested pairs. Each inner
    # radius says what it is nested in (`dev.tokenc: nested:`), so tokenc
    # checks the sum again whenever a radius or an inset changes.

    radius:
      $type: dimension
      $description: Corner radii for controls, cards and sheets, in points.
      xs: 4    # badges, small tags
      sm: 8    # buttons, text fields, thumbnails
      md: 12   # grouped list sections, small cards
      lg: 16   # cards
      xl: 24   # sheets, large panels

      card:
        $description: A card and the content nested in it (padding spacing.inset.card, 8 pt).
        outer: "{radius.lg}"        # 16, the card itself
        inner:
          $value: "{radius.sm}"     # 8 = 16 − 8, a thumbnail or button in the card
          $extensions:
            dev.tokenc:
              nested: {outer: "{radius.card.outer}", padding: "{spacing.inset.card}"}

      panel:
        $description: A panel or sheet section and the controls in it (padding spacing.inset.panel, 16 pt).
        outer: "{radius.xl}"        # 24
        inner:
          $value: "{radius.sm}"     # 8 = 24 − 16
          $extensions:
            dev.tokenc:
              nested: {outer: "{radius.panel.outer}", padding: "{spacing.inset.panel}"}

    """
}
