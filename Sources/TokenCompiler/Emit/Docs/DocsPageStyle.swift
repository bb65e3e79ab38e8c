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
  static let layout = """
    *, *::before, *::after { box-sizing: border-box; }
    html { background: var(--page-bg); color: var(--page-fg); line-height: 1.45; font-size: 100%;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    body { margin: 0; }
    a { color: var(--page-accent); }
    :focus-visible { outline: 3px solid var(--page-accent); outline-offset: 2px; }
    [hidden] { display: none !important; }
    .visually-hidden, .ramp-name span { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
      clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    .skip-link { position: absolute; left: 1rem; top: -4rem; padding: 0.5rem 1rem; z-index: 10;
      background: var(--page-bg); border: 2px solid var(--page-accent); border-radius: 0.5rem; }
    .skip-link:focus { top: 1rem; }
    .page-header { padding: 1rem clamp(1rem, 4vw, 2rem); background: var(--page-surface);
      border-bottom: 1px solid var(--page-border); }
    .brand { display: flex; align-items: center; gap: 0.6rem; }
    .brand-logo { display: block; width: auto; height: 2.25rem; max-width: 8rem; object-fit: contain; }
    h1 { margin: 0; font-size: 1.5rem; line-height: 1.2; letter-spacing: -0.01em; overflow-wrap: anywhere; }
    .muted, .facts dt, .rows-head, .swatch-note, .value-type { color: var(--page-muted); }
    .summary { margin: 0.25rem 0 0; font-size: 0.8125rem; }
    .controls { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: flex-start; margin-top: 0.75rem; }
    .search { flex: 1 1 14rem; }
    .search label { display: block; font-weight: 600; font-size: 0.875rem; }
    .search p { margin: 0.2rem 0 0; min-height: 1.2em; font-size: 0.8125rem; }
    input[type="search"] { font: inherit; padding: 0.35rem 0.6rem; width: 100%; color: var(--page-fg);
      background: var(--page-bg); border: 1px solid var(--page-border-strong); border-radius: 0.4rem; }
    fieldset { border: 1px solid var(--page-border-strong); border-radius: 0.5rem; padding: 0.15rem 0.6rem 0.35rem;
      margin: 0; font-size: 0.875rem; }
    legend { font-weight: 600; padding: 0 0.25rem; }
    fieldset label { margin-right: 0.6rem; white-space: nowrap; }
    nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.15rem 1rem; padding: 0; margin: 0.75rem 0 0; }
    nav a { text-decoration: none; font-weight: 500; }
    nav a:hover { text-decoration: underline; }
    main { padding: 0 clamp(0.75rem, 2.5vw, 1.5rem) 2rem; min-width: 0; }
    main:focus { outline: none; }
    section { margin-top: 1.25rem; scroll-margin-top: 1rem; }
    section > .muted { margin: 0 0 0.4rem; font-size: 0.8125rem; }
    h2 { font-size: 1.25rem; margin: 0 0 0.15rem; padding-bottom: 0.1rem; border-bottom: 1px solid var(--page-border);
      letter-spacing: -0.01em; }
    h3 { font-size: 0.875rem; margin: 0; overflow-wrap: anywhere; }
    code, button.copy { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.8125rem;
      overflow-wrap: anywhere; }
    p { margin: 0; }
    th[scope="row"] { font-weight: normal; }
    button { font: inherit; font-size: 0.8125rem; padding: 0.15rem 0.6rem; cursor: pointer; color: var(--page-accent);
      background: var(--page-bg); border: 1px solid var(--page-accent); border-radius: 0.4rem; }
    button:hover { background: var(--page-accent-soft); }
    button.copy { font-size: 0.6875rem; padding: 0.05rem 0.35rem; color: var(--page-fg); text-align: left;
      background: var(--page-bg); border: 1px solid var(--page-border); border-radius: 0.3rem; max-width: 100%;
      justify-self: start; align-self: center; }
    button.copy:hover { border-color: var(--page-accent); background: var(--page-accent-soft); }
    .rows { border-top: 1px solid var(--page-border); }
    .rows-head, .row { display: grid; column-gap: 0.75rem; align-items: center;
      grid-template-columns: var(--columns, minmax(0, 15.5rem) minmax(0, 14.5rem) minmax(0, 13.5rem) minmax(0, 7.5rem)
        minmax(0, 1fr)); }
    .rows-head { font-size: 0.6875rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.05em;
      padding: 0.3rem 0.5rem; }
    .row { padding: 0.15rem 0.5rem; border-top: 1px solid var(--page-border); min-height: 1.75rem; }
    .row:nth-of-type(odd) { background: var(--page-surface); }
    .row > * { min-width: 0; grid-row: 1; }
    .row, .token.ramp-step { content-visibility: auto; contain-intrinsic-block-size: auto 1.375rem; }
    .rows-motion .row { contain-intrinsic-block-size: auto 1.75rem; }
    .rows-radii .row { contain-intrinsic-block-size: auto 1.875rem; }
    .rows-colors .row { contain-intrinsic-block-size: auto 2.125rem; }
    .rows-typography .row { contain-intrinsic-block-size: auto 2.625rem; }
    .rows-composites .row { contain-intrinsic-block-size: auto 3rem; }
    .token.ramp-step { contain-intrinsic-block-size: auto 5.25rem; }
    .token:has(.fold[open]) { content-visibility: visible; }
    .row-name { grid-column: 1; display: flex; flex-wrap: wrap; align-items: center; gap: 0.1rem 0.4rem; }
    .row-code { display: contents; }
    .row-code > .copy { grid-column: 2; grid-row: 1; }
    .row-code > .copy + .copy { grid-column: 3; }
    .row-value { grid-column: 4; font-size: 0.8125rem; }
    .row-value code { font-size: 0.75rem; }
    .row-visual { grid-column: 5; }
    .fold { position: relative; display: inline-block; font-size: 0.8125rem; }
    .fold > summary { list-style: none; display: inline-block; font-size: 0.6875rem; font-weight: 600;
      padding: 0 0.4rem; border-radius: 1rem; border: 1px solid var(--page-border-strong); color: var(--page-accent);
      background: var(--page-bg); line-height: 1.5; white-space: nowrap; }
    .fold > summary::-webkit-details-marker { display: none; }
    .fold[open] > summary { background: var(--page-accent-soft); }
    .fold.is-deprecated > summary { color: var(--page-warning); border-color: var(--page-warning); }
    .fold-body { position: absolute; z-index: 5; left: 0; top: calc(100% + 0.25rem); width: max-content;
      max-width: min(26rem, 85vw); padding: 0.5rem 0.65rem; background: var(--page-bg); color: var(--page-fg);
      border: 1px solid var(--page-border-strong); border-radius: 0.5rem;
      box-shadow: 0 6px 20px rgb(0 0 0 / 0.18); }
    .fold:not([open]) > .fold-body { display: none; }
    .row-value .fold-body, .row-visual .fold-body { left: auto; right: 0; }
    .fold-body p + p { margin-top: 0.3rem; }
    .token-deprecated { color: var(--page-warning); }
    .token-alias { color: var(--page-muted); }
    .row-name a, .ramp-name a { color: inherit; text-decoration: none; }
    .row-name a:hover, .row-name a:focus-visible, .ramp-name a:hover, .ramp-name a:focus-visible {
      text-decoration: underline; color: var(--page-accent); }
    .token:target { outline: 3px solid var(--page-accent); outline-offset: -3px; }
    .facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.6rem; margin: 0; }
    .facts dd { margin: 0; overflow-wrap: anywhere; }
    .bar { height: 0.75rem; min-width: 1px; max-width: 100%; background: var(--page-accent); border-radius: 0.15rem; }
    .radius-demo { background: var(--page-accent-soft); border-top: 2px solid var(--page-accent);
      border-left: 2px solid var(--page-accent); margin: 0.2rem 0; }
    .weight-sample, .family-sample { font-size: 1.125rem; line-height: 1.3; }
    .value-type { font-size: 0.6875rem; margin-right: 0.25rem; }
    .ramps { display: flex; flex-wrap: wrap; gap: 0.9rem 1.25rem; margin-bottom: 1rem; }
    .ramp-group { flex: var(--steps) 1 calc(var(--steps) * 4.75rem); min-width: 0; }
    .ramp-title { font-size: 0.75rem; margin-bottom: 0.25rem; }
    .ramp { display: grid; grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr)); gap: 0.4rem 2px; }
    .token.ramp-step { font-size: 0.75rem; min-width: 0; }
    .ramp-step code { font-size: 0.6875rem; }
    .ramp-name code { font-weight: 600; }
    .ramp-name, .ramp-value { margin-top: 0.15rem; overflow-wrap: anywhere; line-height: 1.2; }
    .ramp-value { display: flex; flex-direction: column; color: var(--page-muted); }
    .ramp-chip { height: 2rem; overflow: hidden; border: 1px solid var(--page-border);
      background: repeating-conic-gradient(#c8c8c8 0% 25%, #ffffff 0% 50%) 50% / 12px 12px; }
    .ramp-step:first-child .ramp-chip { border-radius: 0.5rem 0 0 0.5rem; }
    .ramp-step:last-child .ramp-chip { border-radius: 0 0.5rem 0.5rem 0; }
    .copy-buttons { display: flex; flex-wrap: wrap; gap: 0.2rem; margin-top: 0.2rem; }
    .copy-buttons button.copy { font-family: inherit; font-size: 0.625rem; padding: 0 0.3rem; }
    .ramp-step .fold { margin-top: 0.2rem; }
    .rows-colors { --columns: minmax(0, 14.5rem) minmax(0, 13.5rem) minmax(0, 12.5rem) 0 minmax(0, 1fr); }
    .rows-colors .row { padding-block: 0.3rem; }
    .swatches { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.35rem; }
    .swatch { margin: 0; font-size: 0.625rem; min-width: 0; }
    .swatch figcaption { display: flex; flex-wrap: wrap; gap: 0 0.3rem; line-height: 1.2; margin-top: 0.1rem; }
    .swatch figcaption code { font-size: 0.625rem; }
    .swatch-label, .swatch-p3 { font-weight: 600; }
    .swatch-p3 { text-decoration: none; }
    .swatch-canvas { padding: 0.15rem; border-radius: 0.35rem; border: 1px solid var(--page-border); }
    .swatch-chip { height: 0.9rem; border-radius: 0.2rem; border: 1px solid var(--page-border-strong); overflow: hidden;
      background: repeating-conic-gradient(#c8c8c8 0% 25%, #ffffff 0% 50%) 50% / 12px 12px; }
    .rows-typography .row-value { grid-column: 4 / -1; }
    .rows-typography .row-visual { grid-column: 1 / -1; grid-row: 2; }
    .type-size { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: center; margin: 0 0 0.5rem;
      font-size: 0.875rem; }
    .type-size label { font-weight: 600; }
    .type-size input { width: min(20rem, 100%); }
    .specimen-sample { margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .ladder table { font-size: 0.75rem; margin-top: 0.35rem; width: auto; }
    .ladder .fold-body { max-height: 60vh; overflow-y: auto; }
    .rows-motion { --columns: minmax(0, 13rem) minmax(0, 12.5rem) minmax(0, 12rem) minmax(0, 6rem) minmax(0, 1fr); }
    .motion-summary { display: flex; gap: 0.5rem; align-items: center; }
    .easing-plot { flex: none; overflow: visible; height: 1.75rem; width: auto; }
    .easing-frame { fill: none; stroke: var(--page-border); stroke-width: 1; }
    .easing-handles { fill: none; stroke: var(--page-muted); stroke-width: 1; stroke-dasharray: 2 2; }
    .easing-curve { fill: none; stroke: var(--page-accent); stroke-width: 4; stroke-linecap: round; }
    .motion-demo { display: grid; grid-template-columns: minmax(3rem, 1fr) auto; gap: 0.1rem 0.4rem; align-items: center; }
    .motion-stage { position: relative; height: 1.5rem; overflow: hidden; background: var(--page-bg);
      border: 1px solid var(--page-border); border-radius: 0.75rem; }
    .motion-ball { position: absolute; left: 0.2rem; top: 0.15rem; width: 1.05rem; height: 1.05rem; border-radius: 50%;
      background: var(--page-accent); }
    .motion-controls { display: flex; gap: 0.25rem; }
    .motion-controls button { font-size: 0.75rem; padding: 0 0.45rem; white-space: nowrap; }
    .motion-status { grid-column: 1 / -1; font-size: 0.6875rem; }
    .motion-status:empty { display: none; }
    .rows-composites { --columns: minmax(0, 13rem) minmax(0, 12.5rem) minmax(0, 12rem) minmax(0, 3rem) minmax(0, 1fr); }
    .rows-other { --columns: minmax(0, 15.5rem) minmax(0, 14.5rem) minmax(0, 13.5rem) minmax(0, 11rem) minmax(0, 1fr); }
    .table-scroll { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; font-size: 0.8125rem; }
    caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
    th, td { text-align: left; vertical-align: middle; padding: 0.15rem 0.4rem; border-bottom: 1px solid var(--page-border); }
    thead th { font-size: 0.6875rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--page-muted); }
    tr.is-current { background: var(--page-highlight); }
    .contrast-table td { white-space: nowrap; }
    .contrast-table tbody tr:nth-child(odd) { background: var(--page-surface); }
    .contrast-table th[scope="row"] { line-height: 1.25; }
    .contrast-table th[scope="row"] code { font-size: 0.6875rem; }
    .contrast-table .pair-usage { font-size: 0.6875rem; color: var(--page-muted); margin-left: 0.3rem;
      white-space: nowrap; }
    .contrast-sample { display: inline-block; padding: 0 0.3rem; border-radius: 0.25rem; font-weight: 700;
      border: 1px solid var(--page-border-strong); font-size: 0.75rem; }
    .ratio { font-variant-numeric: tabular-nums; font-size: 0.75rem; }
    .badge { display: inline-block; padding: 0 0.3rem; border-radius: 0.25rem; font-size: 0.625rem; font-weight: 700;
      border: 1px solid currentColor; }
    .badge-pass { color: var(--page-pass); }
    .badge-fail { color: var(--page-fail); }
    .contrast-table .suggestion, .contrast-table .needs { display: block; font-size: 0.6875rem; white-space: normal; }
    .page-header.branded { border-top: 0.3rem solid var(--page-brand); }
    .page-header.branded:not(.has-logo) h1::before { content: ""; display: inline-block; width: 0.8em; height: 0.8em;
      margin-right: 0.4em; border-radius: 0.2em; background: var(--page-brand); vertical-align: -0.05em; }
    @media (max-width: 48rem) {
      .rows-head { display: none; }
      .row, .rows-colors .row { grid-template-columns: minmax(0, 1fr) auto auto; gap: 0.2rem 0.5rem;
        padding: 0.35rem 0.4rem; }
      .row > * { grid-row: auto; }
      .row { contain-intrinsic-block-size: auto 2.5rem; }
      .rows-radii .row { contain-intrinsic-block-size: auto 3.125rem; }
      .rows-colors .row, .rows-motion .row { contain-intrinsic-block-size: auto 4.75rem; }
      .rows-typography .row, .rows-composites .row { contain-intrinsic-block-size: auto 5.75rem; }
      .row-name { grid-column: 1; grid-row: 1; }
      .row-visual { grid-column: 2; grid-row: 1; }
      .row-value { grid-column: 3; grid-row: 1; text-align: right; max-width: 10rem; }
      .row-code { display: flex; flex-wrap: wrap; gap: 0.2rem 0.4rem; grid-column: 1 / -1; grid-row: 2; }
      .row-code button.copy { font-size: 0.625rem; }
      .rows-colors .row-visual, .rows-typography .row-visual, .rows-motion .row-visual,
      .rows-composites .row-visual { grid-column: 1 / -1; grid-row: 3; }
      .rows-typography .row-value { grid-column: 1 / -1; grid-row: 2; text-align: left; max-width: none; }
      .rows-typography .row-code { grid-row: 3; }
      .rows-typography .row-visual { grid-row: 4; }
      .rows-colors .row-value { display: none; }
      .ramp { grid-template-columns: repeat(auto-fill, minmax(4rem, 1fr)); }
      .contrast-table, .contrast-table tbody { display: block; }
      .contrast-table thead { display: block; }
      .contrast-table tr { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); column-gap: 0.3rem;
        padding: 0.25rem 0; border-bottom: 1px solid var(--page-border); }
      .contrast-table thead th:first-child, .contrast-table th[scope="row"] { grid-column: 1 / -1; }
      .contrast-table th, .contrast-table td { border: 0; padding: 0.05rem 0.2rem; white-space: normal; }
      .contrast-table td .ratio { display: inline-block; }
      .contrast-table .badge { display: table; }
    }
    @media (min-width: 64rem) {
      body { display: grid; grid-template-columns: 15rem minmax(0, 1fr); align-items: start; }
      .page-header { position: sticky; top: 0; max-height: 100vh; overflow-y: auto; border-bottom: 0;
        border-right: 1px solid var(--page-border); min-height: 100vh; }
      .controls { flex-direction: column; gap: 0.6rem; }
      .search { flex: none; width: 100%; }
      nav ul { flex-direction: column; gap: 0.1rem; }
      main { grid-column: 2; }
    }
    """

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
