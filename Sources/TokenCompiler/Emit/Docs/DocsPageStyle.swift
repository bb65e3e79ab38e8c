/// The docs page's own styles: a palette in the four appearances, switched exactly like
/// `tokens.css` (media queries, overridden by `data-appearance` and `data-contrast`), and a layout.
///
/// Every text color meets at least 4.5:1 on every surface it is used on in all four appearances.
enum DocsPageStyle {
  /// The page colors: light, dark, light high-contrast, dark high-contrast.
  static let colors: [(name: String, values: [String])] = [
    ("bg", ["#FFFFFF", "#121214", "#FFFFFF", "#000000"]),
    ("surface", ["#F5F5F7", "#1C1C1F", "#FFFFFF", "#0A0A0A"]),
    ("fg", ["#1D1D1F", "#F5F5F7", "#000000", "#FFFFFF"]),
    ("muted", ["#515154", "#A9A9AE", "#2C2C2E", "#DCDCE0"]),
    ("border", ["#D2D2D7", "#3A3A3D", "#6E6E73", "#8E8E93"]),
    ("border-strong", ["#86868B", "#7C7C80", "#1D1D1F", "#E5E5EA"]),
    ("accent", ["#0055B3", "#6CB2FF", "#003A80", "#9CCAFF"]),
    ("accent-soft", ["#E5EFFF", "#0D2A4D", "#D6E6FF", "#10335C"]),
    ("highlight", ["#FFF4C2", "#3D3200", "#FFE680", "#524100"]),
    ("pass", ["#116329", "#6FDC8C", "#0A4D1F", "#A6F0B9"]),
    ("fail", ["#B3261E", "#FF8A80", "#8C1D18", "#FFB4AB"]),
    ("warning", ["#8A4B00", "#FFB35C", "#5C3200", "#FFD08A"]),
  ]

  /// The palette as custom properties (`--page-bg`, …), written by the CSS writer.
  static let palette: String = {
    let properties = colors.map { color in
      let values = color.values.map { CSSValue.hexColor(ColorValue(hex: $0)!) }
      return CSSAppearanceProperty(
        name: Naming.cssCustomProperty(TokenPath(["page", color.name])),
        value: AppearanceValues(
          light: values[0], dark: values[1], lightHighContrast: values[2], darkHighContrast: values[3]))
    }
    let cascade = CSSAppearanceCascade(properties: properties)
    let scheme = CSSDeclaration("color-scheme", .spaced([.keyword("light"), .keyword("dark")]))
    let root = CSSNode.rule([.root()], [scheme] + cascade.baseDeclarations)
    return CSSWriter().stylesheet([root] + CSSDocumentBuilder.switchRules + cascade.rules)
  }()

  /// The layout, using only the palette's custom properties for color: a sidebar (on top on narrow
  /// screens), then each section's tokens as compact rows on a shared grid of columns (token, CSS
  /// name, Swift name, value, preview) that stack on narrow screens.
  ///
  /// It is made of pieces by topic, in this order: ``pageFrame``, ``rows``, ``sections``,
  /// ``branding`` and ``screenSizes``, one line apart.
  static let layout = [pageFrame, rows, sections, branding, screenSizes].joined(separator: "\n")

  /// The previews of shadows, borders and gradients, only on pages that have them: each sits on a
  /// fixed light or dark surface, so a dark value is shown on dark whatever the page's appearance.
  static let composites = """
    .composite-previews { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.4rem; }
    .composite { margin: 0; font-size: 0.75rem; min-width: 0; }
    .composite figcaption { font-weight: 600; font-size: 0.625rem; line-height: 1.3; }
    .composite-css .facts dd { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 0.6875rem; }
    .composite-surface { padding: 0.45rem; border-radius: 0.4rem; background: #ffffff; color: #000000;
      border: 1px solid var(--page-border-strong); }
    .composite-surface.dark-surface { background: #1c1c1e; color: #ffffff; }
    .composite-demo { height: 1.25rem; border-radius: 0.3rem; }
    .composite-shadow { background: inherit; }
    .composite-stroke { height: 0; border-radius: 0; }
    """
}
