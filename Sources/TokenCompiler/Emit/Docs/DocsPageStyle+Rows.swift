extension DocsPageStyle {
  /// The rows of tokens on their shared grid of columns (token, CSS name, Swift name, value,
  /// preview), with their folds, facts and previews, and the color ramps' steps.
  static let rows = """
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
    """
}
