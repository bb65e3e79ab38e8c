extension DocsPageStyle {
  /// The page around the tokens: the box model, text and link colors, the header with its brand,
  /// search, appearance controls and navigation, the sections' headings, code and buttons.
  static let pageFrame = """
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
    """

  /// The docs emitter's `brandColor`: a band along the header, and a mark before the title when
  /// there is no logo.
  static let branding = """
    .page-header.branded { border-top: 0.3rem solid var(--page-brand); }
    .page-header.branded:not(.has-logo) h1::before { content: ""; display: inline-block; width: 0.8em; height: 0.8em;
      margin-right: 0.4em; border-radius: 0.2em; background: var(--page-brand); vertical-align: -0.05em; }
    """

  /// The layout on narrow screens (each row's cells wrap, the column heads are hidden, the
  /// contrast table's rows become grids) and on wide ones (the header becomes a sticky sidebar).
  static let screenSizes = """
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
}
