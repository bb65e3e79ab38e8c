/// Writes a ``TokenDiff`` as a self-contained HTML page: the docs page's palette and layout
/// (``DocsPageStyle``, so it follows the reader's appearance and contrast settings), then the
/// tables of ``DiffTables`` with before and after swatches side by side. ``HTMLWriter`` escapes
/// every text and attribute, and control characters are shown as `\u{…}` escapes.
public struct DiffHTMLWriter: Sendable {
  /// Creates a writer.
  public init() {}

  /// Styles of the page's own: tables and swatches.
  static let style = """
    table { border-collapse: collapse; margin-top: 0.75rem; width: 100%; }
    th, td { text-align: left; vertical-align: top; padding: 0.35rem 0.75rem 0.35rem 0;
      border-bottom: 1px solid var(--page-border); }
    .chip { display: inline-block; width: 1.5rem; height: 1.5rem; vertical-align: middle; margin-right: 0.4rem;
      border-radius: 0.3rem; border: 1px solid var(--page-border-strong); }
    .specimen { display: block; line-height: 1.1; margin-bottom: 0.25rem; }
    """

  /// The whole page.
  public func html(_ diff: TokenDiff) -> String {
    let title = "Token changes: " + DiffWording.title(diff)
    let head = HTMLNode.el(
      "head", [:],
      [
        .el("meta", ["charset": "utf-8"]),
        .el("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
        .el("title", text: title),
        .style(DocsPageStyle.palette + DocsPageStyle.layout + Self.style),
      ])
    let header = HTMLNode.el(
      "header", ["class": "page-header"],
      [.el("h1", text: title), .el("p", ["class": "muted"], text: DiffWording.counts(diff))])
    let sections = DiffTables(diff).tables.enumerated().map { index, table in
      HTMLNode.el(
        "section", ["aria-labelledby": "section-\(index)"],
        [
          .el("h2", ["id": "section-\(index)"], text: table.section.rawValue),
          .el(
            "table", [:],
            [
              .el("thead", [:], [.el("tr", [:], table.header.map { .el("th", ["scope": "col"], text: $0) })]),
              .el(
                "tbody", [:], table.rows.map { row in .el("tr", [:], row.map { .el("td", [:], $0.map(Self.node)) }) }),
            ]),
        ])
    }
    let body = HTMLNode.el("body", [:], [header, .el("main", [:], sections)])
    return HTMLWriter().document(.el("html", ["lang": "en"], [head, body]))
  }

  /// One piece of a cell: text, `<code>`, a swatch labelled with its value, or sample text at a
  /// font size (points as CSS pixels, as the css emitter writes them).
  private static func node(_ part: DiffTables.Part) -> HTMLNode {
    switch part {
    case .text(let text): .text(text)
    case .code(let code): .el("code", text: code)
    case .swatch(let color):
      .el(
        "span",
        [
          "class": "chip", "role": "img", "aria-label": color.tokenText,
          "style": "background: \(color.srgbFallback.hex)",
        ])
    case .specimen(let points):
      .el(
        "span", ["class": "specimen", "aria-hidden": "true", "style": "font-size: \(CSSWriter.number(points))px"],
        text: "Ag")
    }
  }
}
