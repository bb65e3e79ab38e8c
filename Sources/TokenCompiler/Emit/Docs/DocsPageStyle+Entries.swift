extension DocsPageStyle {
  /// What the docs page's entries take from the style instead of from attributes repeated on
  /// every entry (only the docs page has these entries):
  ///
  /// - the words assistive technology reads before a copy button's text, so that a row's
  ///   buttons are named "Copy the CSS name var(--…)" and "Copy the Swift name Tokens.…" (the
  ///   first button of a row is the CSS name, the second the Swift name), and a ramp's compact
  ///   `CSS` and `Swift` buttons "Copy the CSS name " and their `data-copy`;
  /// - each swatch's appearance (the first of the four is light, then dark, light and dark with
  ///   increased contrast), read before its value, and its canvas unless the swatch sets one
  ///   (the background of the token's contrast pair);
  /// - the color over the checkerboard of a chip, its `color` (`currentColor`); a swatch's chip
  ///   is its canvas's `::before` (the canvas carries the color), the two layers of one background;
  /// - the typography section's folded tables of its distinct Dynamic Type ladders.
  ///
  /// The words are visually hidden, as `.visually-hidden` hides text (`white-space: pre` keeps
  /// their spaces).
  static let entries: String = {
    var rules = """
      .copy::before, .copy-buttons > .copy::after, .swatch figcaption::before { position: absolute; width: 1px;
        height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: pre; border: 0; }
      .row-code > .copy::before { content: "Copy the CSS name "; }
      .row-code > .copy + .copy::before { content: "Copy the Swift name "; }
      .copy-buttons > .copy::before { content: "Copy the "; }
      .copy-buttons > .copy::after { content: " name " attr(data-copy); }
      .ramp-chip::after { content: ""; display: block; height: 100%; background-color: currentColor; }
      .swatch-canvas::before { content: ""; display: block; height: 0.9rem; border-radius: 0.2rem;
        border: 1px solid var(--page-border-strong); background: linear-gradient(currentColor, currentColor) padding-box,
          repeating-conic-gradient(#c8c8c8 0% 25%, #ffffff 0% 50%) 50% / 12px 12px padding-box border-box; }
      .ladders { margin-top: 0.75rem; font-size: 0.875rem; }
      .ladders > summary { cursor: pointer; font-weight: 600; }
      .ladder-tables { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: flex-start; margin-top: 0.5rem; }
      .ladders table { font-size: 0.75rem; width: auto; }

      """
    let writer = CSSWriter()
    for (index, appearance) in Appearance.allCases.enumerated() {
      let canvas = CSSDeclaration("background-color", CSSValue.hexColor(WCAGContrast.canvas(for: appearance)))
      let label = CSSDeclaration("content", .string(DocsFormat.appearance(appearance) + ": "))
      rules += ".swatch:nth-child(\(index + 1)) > .swatch-canvas { \(writer.inlineDeclarations([canvas])); }\n"
      rules += ".swatch:nth-child(\(index + 1)) figcaption::before { \(writer.inlineDeclarations([label])); }\n"
    }
    return rules
  }()
}
