extension DocsPage {
  /// A row's button that copies `name`, which it shows: `<button class="copy">name</button>`.
  /// What it copies, its accessible name ("Copy the CSS name var(--…)") and its tooltip come from
  /// its text and its place (the first button of a row is the CSS name, the second the Swift
  /// name): the page's style adds the words before the name for assistive technology, its script
  /// copies the text and sets the tooltip.
  func copyButton(_ name: String, into stream: inout HTMLStream) {
    stream.start(.button)
    stream.attribute("class", literal: "copy")
    stream.text(name)
    stream.end()
  }

  /// A compact button showing `kind` (`CSS`, `Swift`) that copies `name`, its `data-copy`; the
  /// page's style names it "Copy the CSS name var(--…)" from both.
  func compactCopyButton(_ kind: String, _ name: String, into stream: inout HTMLStream) {
    stream.start(.button)
    stream.attribute("class", literal: "copy")
    stream.attribute("data-copy", name)
    stream.text(kind)
    stream.end()
  }

  /// The names code uses for the token: its CSS custom property, and its Swift name when known
  /// (`known`, the token's entry in ``names``).
  func codeNames(_ token: DocsModel.Token, _ known: DocsTokenNames?) -> [(kind: String, name: String)] {
    guard let known else {
      return [(kind: "CSS", name: DocsFormat.cssVariable(token, prefix: cssPrefix))]
    }
    var names = [(kind: "CSS", name: known.css)]
    if let swift = known.swift { names.append((kind: "Swift", name: swift)) }
    return names
  }

  /// Compact copy buttons labelled `CSS` and `Swift`, for entries too small to show the names.
  func copyButtons(_ names: [(kind: String, name: String)], into stream: inout HTMLStream) {
    stream.start(.p)
    stream.attribute("class", literal: "copy-buttons")
    for name in names { compactCopyButton(name.kind, name.name, into: &stream) }
    stream.end()
  }

  /// Rows under a header naming their columns (hidden from assistive technology, which reads
  /// each row's own labels), each written by `entries`.
  /// Columns after the fifth are headers inside the fifth (the four appearances of the swatches).
  func rows(kind: String, columns: [String], into stream: inout HTMLStream, _ entries: (inout HTMLStream) -> Void) {
    var head: [HTMLNode] = columns.prefix(5).map { .el("span", text: $0) }
    if columns.count > 5 {
      head[4] = .el("span", ["class": "swatches"], columns.dropFirst(4).map { .el("span", text: $0) })
    }
    stream.start(.div)
    stream.attribute("class", "rows rows-" + kind)
    stream.node(.el("div", ["class": "rows-head", "aria-hidden": "true"], head))
    entries(&stream)
    stream.end()
  }

  /// Section `kind` listing the `tokens` this page shows (``shown(_:_:)``) as rows (each written by
  /// `entry`), or nil when there are none.
  func section<Entry>(
    _ kind: DocsSectionKind, intro: String, tokens all: [Entry], columns: [String] = Self.columns,
    entry: @escaping (Entry, inout HTMLStream) -> Void
  ) -> Section? {
    let tokens = shown(kind, all)
    guard !tokens.isEmpty else { return nil }
    return Section(kind, intro: intro) { stream in
      rows(kind: kind.id, columns: columns, into: &stream) { stream in
        for token in tokens { entry(token, &stream) }
      }
    }
  }

  /// The usual columns of a row.
  static let columns = ["Token", "CSS", "Swift", "Value", "Preview"]

  /// Inline style text for an element, written by the CSS writer.
  func style(_ declarations: [CSSDeclaration]) -> String {
    CSSWriter().inlineDeclarations(declarations)
  }

  /// A small key–value list (`<dl>`).
  func facts(_ pairs: [(String, String)], into stream: inout HTMLStream) {
    stream.start(.dl)
    stream.attribute("class", literal: "facts")
    for (term, value) in pairs {
      stream.element(.dt, text: term)
      stream.element(.dd, text: value)
    }
    stream.end()
  }

  /// `<code>` holding `text`.
  func code(_ text: String, into stream: inout HTMLStream) {
    stream.element(.code, text: text)
  }
}
