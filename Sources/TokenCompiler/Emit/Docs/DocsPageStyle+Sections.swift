extension DocsPageStyle {
  /// What each kind of section adds to the rows: color swatches, typography specimens and
  /// ladders, motion curves and demos, the composites' and other tokens' columns, and the tables
  /// (the contrast pairs with their samples, ratios and badges).
  static let sections = """
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
    """
}
