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

  /// The layout, using only the palette's custom properties for color.
  static let layout = """
    *, *::before, *::after { box-sizing: border-box; }
    html { background: var(--page-bg); color: var(--page-fg); line-height: 1.5;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    body { margin: 0; }
    a { color: var(--page-accent); }
    :focus-visible { outline: 3px solid var(--page-accent); outline-offset: 2px; }
    [hidden] { display: none !important; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
      clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    .skip-link { position: absolute; left: 1rem; top: -4rem; padding: 0.5rem 1rem; z-index: 10;
      background: var(--page-bg); border: 2px solid var(--page-accent); border-radius: 0.5rem; }
    .skip-link:focus { top: 1rem; }
    .page-header { padding: 1.5rem clamp(1rem, 4vw, 3rem) 1rem; background: var(--page-surface);
      border-bottom: 1px solid var(--page-border); }
    h1 { margin: 0; font-size: 2rem; }
    .muted, .token-css, .facts dt { color: var(--page-muted); }
    .controls { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: flex-start; margin-top: 1rem; }
    .search label { display: block; font-weight: 600; }
    .search p { margin: 0.25rem 0 0; min-height: 1.5em; }
    input[type="search"] { font: inherit; padding: 0.4rem 0.6rem; min-width: min(20rem, 80vw); color: var(--page-fg);
      background: var(--page-bg); border: 1px solid var(--page-border-strong); border-radius: 0.4rem; }
    fieldset { border: 1px solid var(--page-border-strong); border-radius: 0.5rem; padding: 0.25rem 0.75rem 0.5rem;
      margin: 0; }
    legend { font-weight: 600; padding: 0 0.25rem; }
    fieldset label { margin-right: 0.75rem; white-space: nowrap; }
    nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; padding: 0; margin: 1rem 0 0; }
    main { padding: 0 clamp(1rem, 4vw, 3rem) 4rem; }
    main:focus { outline: none; }
    section { margin-top: 2.5rem; scroll-margin-top: 1rem; }
    h2 { font-size: 1.6rem; margin: 0 0 0.25rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--page-border); }
    h3 { font-size: 1rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
    code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em;
      overflow-wrap: anywhere; }
    .token-list { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(24rem, 100%), 1fr)); }
    .token { background: var(--page-surface); border: 1px solid var(--page-border); border-radius: 0.75rem;
      padding: 1rem; min-width: 0; }
    .token p { margin: 0.25rem 0; overflow-wrap: anywhere; }
    .token-head, .token-body { min-width: 0; overflow-wrap: anywhere; }
    .scale-list { grid-template-columns: minmax(0, 1fr); gap: 0.5rem; }
    .scale-list .token { display: grid; grid-template-columns: minmax(0, 26rem) minmax(0, 1fr); gap: 0 1.5rem;
      align-items: center; padding: 0.75rem 1rem; }
    th[scope="row"] { font-weight: normal; }
    .token-deprecated { color: var(--page-warning); }
    .facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 0.75rem; margin: 0.5rem 0; }
    .facts dd { margin: 0; overflow-wrap: anywhere; }
    .swatches { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.5rem; }
    .swatch { margin: 0; font-size: 0.75rem; min-width: 0; }
    .swatch-canvas { padding: 0.4rem; border-radius: 0.6rem; border: 1px solid var(--page-border); }
    .swatch-canvas .swatch-chip { background: none; height: 2.25rem; }
    .token-description { font-size: 0.875rem; }
    .scale-list .token { padding: 0.5rem 0.75rem; }
    .scale-list .token p { margin: 0.1rem 0; }
    .ladder summary { cursor: pointer; font-size: 0.875rem; font-weight: 600; color: var(--page-accent); }
    .specimen-sample { margin: 0.5rem 0; }
    .ramp-group { margin-top: 1rem; }
    .ramp-title { font-size: 0.9rem; margin-bottom: 0.4rem; }
    .ramp { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr)); }
    .token.ramp-step { padding: 0.5rem; border-radius: 0.6rem; font-size: 0.75rem; }
    .ramp-step p { margin: 0.2rem 0 0; overflow-wrap: anywhere; }
    .ramp-name code { font-size: 0.95em; }
    .ramp-value { display: flex; flex-direction: column; }
    .ramp-chip { height: 2.5rem; border-radius: 0.4rem; border: 1px solid var(--page-border-strong); overflow: hidden;
      background: repeating-conic-gradient(#c8c8c8 0% 25%, #ffffff 0% 50%) 50% / 12px 12px; }
    .ramp-chip > span { display: block; height: 100%; }
    .name-kind { font-weight: 600; }
    .token-css { font-size: 0.75rem; line-height: 1.6; }
    .token .token-css { margin: 0; }
    .token-css code { font-size: 1em; }
    .token-list { gap: 0.6rem; }
    .token { padding: 0.6rem 0.75rem; }
    section { margin-top: 1.75rem; }
    .scale-list { gap: 0.4rem; }
    .scale-list .token { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
    .token-head h3 { margin: 0; }
    button.copy { font-size: 0.75rem; padding: 0 0.4rem; }
    .copy-buttons { display: flex; gap: 0.3rem; }
    .page-header.branded { border-top: 0.4rem solid var(--page-brand); }
    .page-header.branded h1::before { content: ""; display: inline-block; width: 0.8em; height: 0.8em;
      margin-right: 0.4em; border-radius: 0.2em; background: var(--page-brand); vertical-align: -0.05em; }
    a.token-link { color: inherit; text-decoration: none; }
    a.token-link:hover, a.token-link:focus-visible { text-decoration: underline; color: var(--page-accent); }
    .token:target { outline: 3px solid var(--page-accent); outline-offset: 2px; }
    .motion-summary { display: flex; gap: 1rem; align-items: flex-start; justify-content: space-between; }
    .easing-plot { flex: none; overflow: visible; }
    .easing-frame { fill: none; stroke: var(--page-border); stroke-width: 1; }
    .easing-handles { fill: none; stroke: var(--page-muted); stroke-width: 1; stroke-dasharray: 2 2; }
    .easing-curve { fill: none; stroke: var(--page-accent); stroke-width: 2.5; stroke-linecap: round; }
    @media (max-width: 40rem) {
      .swatches { grid-template-columns: repeat(2, minmax(0, 1fr)); }
      .scale-list .token { grid-template-columns: minmax(0, 1fr); }
    }
    @media (min-width: 40.01rem) {
      .scale-list .token.token-color { grid-template-columns: minmax(0, 1fr) minmax(0, 24rem); }
    }
    @media (min-width: 64rem) {
      body { display: grid; grid-template-columns: 19rem minmax(0, 1fr); align-items: start; }
      .page-header { position: sticky; top: 0; max-height: 100vh; overflow-y: auto; border-bottom: 0;
        border-right: 1px solid var(--page-border); min-height: 100vh; }
      .controls { flex-direction: column; gap: 0.75rem; }
      input[type="search"] { min-width: 0; width: 100%; }
      nav ul { flex-direction: column; gap: 0.2rem; }
      main { grid-column: 2; }
    }
    .swatch figcaption { display: flex; flex-direction: column; }
    .swatch-label { font-weight: 600; }
    .swatch-chip { height: 3rem; border-radius: 0.5rem; border: 1px solid var(--page-border-strong); overflow: hidden;
      background: repeating-conic-gradient(#c8c8c8 0% 25%, #ffffff 0% 50%) 50% / 12px 12px; }
    .swatch-chip > span { display: block; height: 100%; }
    .scale { margin-top: 0.25rem; overflow: hidden; }
    .bar { height: 1rem; min-width: 1px; background: var(--page-accent); border-radius: 0.2rem; }
    .radius-demo { width: 64px; height: 64px; margin-top: 0.5rem; background: var(--page-accent-soft);
      border: 2px solid var(--page-accent); }
    .type-size { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin: 1rem 0; }
    .type-size label { font-weight: 600; }
    .type-size input { width: min(24rem, 100%); }
    .specimen-sample { margin: 0.75rem 0; overflow-wrap: anywhere; }
    .table-scroll { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
    caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
    th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--page-border); }
    tr.is-current { background: var(--page-highlight); }
    .contrast-table th code { white-space: nowrap; overflow-wrap: normal; }
    .contrast-table td .ratio, .contrast-table td .badge { white-space: nowrap; }
    .contrast-sample { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 0.3rem; font-weight: 700;
      border: 1px solid var(--page-border-strong); }
    .ratio { font-variant-numeric: tabular-nums; }
    .badge { display: inline-block; padding: 0 0.4rem; border-radius: 0.3rem; font-size: 0.75rem; font-weight: 700;
      border: 1px solid currentColor; }
    .badge-pass { color: var(--page-pass); }
    .badge-fail { color: var(--page-fail); }
    .motion-stage { position: relative; height: 3.5rem; margin: 0.75rem 0 0.5rem; overflow: hidden;
      background: var(--page-bg); border: 1px solid var(--page-border); border-radius: 0.5rem; }
    .motion-ball { position: absolute; left: 0.75rem; top: 0.75rem; width: 2rem; height: 2rem; border-radius: 50%;
      background: var(--page-accent); }
    .motion-controls { display: flex; flex-wrap: wrap; gap: 0.5rem; }
    button { font: inherit; padding: 0.3rem 0.8rem; cursor: pointer; color: var(--page-accent);
      background: var(--page-bg); border: 1px solid var(--page-accent); border-radius: 0.4rem; }
    button:hover { background: var(--page-accent-soft); }
    """

  /// The previews of shadows, borders and gradients, only on pages that have them: each sits on a
  /// fixed light or dark surface, so a dark value is shown on dark whatever the page's appearance.
  static let composites = """
    .composite-previews { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.75rem;
      margin-top: 0.75rem; }
    .composite { margin: 0; font-size: 0.8rem; }
    .composite figcaption { display: flex; flex-direction: column; overflow-wrap: anywhere; }
    .composite-surface { padding: 1.25rem; border-radius: 0.5rem; background: #ffffff; color: #000000;
      border: 1px solid var(--page-border-strong); }
    .composite-surface.dark-surface { background: #1c1c1e; color: #ffffff; }
    .composite-demo { height: 3rem; border-radius: 0.5rem; }
    .composite-shadow { background: inherit; }
    .composite-stroke { height: 0; border-radius: 0; }
    """
}
