extension StarterDesignSystem {
  /// `tokens/typography.yaml`: the system font, four weights and Apple's eleven text styles,
  /// each on Apple's Dynamic Type ladder (the table in its comment is Apple's, from the HIG).
  static let typography = """
    # Typography: font families, weights and text styles.
    #
    # The eleven text styles are Apple's, in the system font. `ladder: apple`
    # gives each one Apple's Dynamic Type ladder, so it scales exactly like the
    # system's own style from xSmall to accessibility5 (AX5). The ladders, as
    # size/line height in points (L is the default size):
    #
    #   style        xS     S      M      L      xL     xxL    xxxL   AX1    AX2    AX3    AX4    AX5
    #   largeTitle   31/38  32/39  33/40  34/41  36/43  38/46  40/48  44/52  48/57  52/61  56/66  60/70
    #   title1       25/31  26/32  27/33  28/34  30/37  32/39  34/41  38/46  43/51  48/57  53/62  58/68
    #   title2       19/24  20/25  21/26  22/28  24/30  26/32  28/34  34/41  39/47  44/52  50/59  56/66
    #   title3       17/22  18/23  19/24  20/25  22/28  24/30  26/32  31/38  37/44  43/51  49/58  55/65
    #   headline     14/19  15/20  16/21  17/22  19/24  21/26  23/29  28/34  33/40  40/48  47/56  53/62
    #   body         14/19  15/20  16/21  17/22  19/24  21/26  23/29  28/34  33/40  40/48  47/56  53/62
    #   callout      13/18  14/19  15/20  16/21  18/23  20/25  22/28  26/32  32/39  38/46  44/52  51/60
    #   subheadline  12/16  13/18  14/19  15/20  17/22  19/24  21/28  25/31  30/37  36/43  42/50  49/58
    #   footnote     12/16  12/16  12/16  13/18  15/20  17/22  19/24  23/29  27/33  33/40  38/46  44/52
    #   caption1     11/13  11/13  11/13  12/16  14/19  16/21  18/23  22/28  26/32  32/39  37/44  43/51
    #   caption2     11/13  11/13  11/13  11/13  13/18  15/20  17/22  20/25  24/30  29/35  34/41  40/48
    #
    # A style in your own font keeps `textStyle` (the style it scales with) and
    # writes its ladder out instead, one step per category, e.g.
    #   ladder: {xSmall: 31/38, small: 32/39, …, accessibility5: 60/70}
    # tokenc checks that no text is below 11 pt, that sizes never shrink as the
    # category grows, and that they keep growing through AX1–AX5.

    font:
      family:
        $type: fontFamily
        $description: Font families. Text styles alias these instead of naming fonts themselves.
        system:
          $value: system
          $description: Apple's system font (SF Pro on iOS), which applies its own size-specific tracking.

      weight:
        $type: fontWeight
        $description: Font weights, named as in Apple's Font.Weight.
        regular: regular     # 400, every style except headline
        medium: medium       # 500
        semibold: semibold   # 600, Apple's weight for headline
        bold: bold           # 700

    typography:
      $type: typography
      $description: Text styles. Use these instead of fixed font sizes so text follows the reader's Dynamic Type setting.

      largeTitle:
        $description: The largest title, at the top of a screen scrolled to the top (34 pt).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: largeTitle
          ladder: apple
      title1:
        $description: First-level headings (28 pt).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: title1
          ladder: apple
      title2:
        $description: Second-level headings (22 pt).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: title2
          ladder: apple
      title3:
        $description: Third-level headings (20 pt).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: title3
          ladder: apple
      headline:
        $description: Emphasized body-size text such as row titles (17 pt semibold).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.semibold}"
          textStyle: headline
          ladder: apple
      body:
        $description: The default for reading text (17 pt).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: body
          ladder: apple
      callout:
        $description: Text set apart from body text, such as a hint or a quote (16 pt).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: callout
          ladder: apple
      subheadline:
        $description: Secondary lines under a row title (15 pt).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: subheadline
          ladder: apple
      footnote:
        $description: Footnotes, section footers and timestamps (13 pt).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: footnote
          ladder: apple
      caption1:
        $description: Captions under images and small labels (12 pt).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: caption1
          ladder: apple
      caption2:
        $description: The smallest text, for dense metadata only (11 pt, the smallest size Apple ships).
        $value:
          fontFamily: "{font.family.system}"
          fontWeight: "{font.weight.regular}"
          textStyle: caption2
          ladder: apple

    """
}
