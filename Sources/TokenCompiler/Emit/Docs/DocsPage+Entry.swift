extension DocsPage {
  /// A token's row: its path (a link to itself), description, deprecation and alias chain; its
  /// CSS and Swift names as copy buttons; then `value` and `visual` (the preview drawn to size).
  /// `searchExtra` adds words the search matches.
  func entry(
    _ token: DocsModel.Token, kind: String, value: [HTMLNode], visual: [HTMLNode] = [], searchExtra: [String] = []
  ) -> HTMLNode {
    var head: [HTMLNode] = [.el("h3", ["class": "token-name"], [link(to: token)])]
    if let notes = notes(token) { head.append(notes) }
    return .el(
      "article",
      [
        "class": "token token-\(kind) row", "id": anchors[token.path], "data-token": token.path.description,
        "data-search": searchWords(token, searchExtra),
      ],
      [
        .el("div", ["class": "row-name"], head), names(token),
        .el("div", ["class": "row-value"], value), .el("div", ["class": "row-visual"], visual),
      ])
  }

  /// The words the search matches for `token`, lowercased.
  func searchWords(_ token: DocsModel.Token, _ extra: [String]) -> String {
    let words =
      [
        token.path.description, token.type.rawValue, token.description ?? "", token.alias?.aliasText ?? "",
        token.deprecation?.reason ?? "",
      ] + token.aliasChain.map(\.description) + extra + codeNames(token).map(\.name)
    return words.joined(separator: " ").lowercased()
  }

  /// The token's description, deprecation and alias chain, folded into `<details>` so every row
  /// keeps one line until the reader opens it; the summary says "Deprecated" for a deprecated
  /// token, else "Note". `nil` when the token has none of them.
  func notes(_ token: DocsModel.Token) -> HTMLNode? {
    var body: [HTMLNode] = []
    if let description = token.description { body.append(.el("p", ["class": "token-description"], text: description)) }
    if let deprecation = token.deprecation {
      body.append(
        .el(
          "p", ["class": "token-deprecated"],
          [.el("strong", text: "Deprecated"), .text(deprecation.reason.map { ": " + $0 } ?? ".")]))
    }
    if let chain = DocsFormat.aliasChain(token) {
      body.append(.el("p", ["class": "token-alias"], [.text("Alias of "), .el("code", text: chain)]))
    }
    guard !body.isEmpty else { return nil }
    let deprecated = token.deprecation != nil
    let label = deprecated ? "Deprecated" : token.description == nil ? "Alias" : "Note"
    return fold(label, kind: deprecated ? "token-notes is-deprecated" : "token-notes", body)
  }

  /// A `<details>` whose body opens over the rows below instead of pushing them down, so a
  /// row keeps its height; `kind` adds classes.
  func fold(_ summary: String, kind: String, _ body: [HTMLNode]) -> HTMLNode {
    .el(
      "details", ["class": "fold " + kind],
      [.el("summary", text: summary), .text(" "), .el("div", ["class": "fold-body"], body)])
  }

  /// The token's path as a link to its own entry, so its address can be shared.
  func link(to token: DocsModel.Token) -> HTMLNode {
    .el(
      "a", ["class": "token-link", "href": anchors[token.path].map { "#" + $0 }],
      [.el("code", text: token.path.description)])
  }

  /// The token's CSS custom property and Swift name, each a button that copies it.
  func names(_ token: DocsModel.Token) -> HTMLNode {
    .el("div", ["class": "row-code"], codeNames(token).map { copyButton($0.kind, $0.name, shown: $0.name) })
  }

  /// A button that copies `name`, showing `shown`; `data-kind` labels it where no column does.
  func copyButton(_ kind: String, _ name: String, shown: String) -> HTMLNode {
    .el(
      "button",
      [
        "type": "button", "class": "copy", "data-copy": name, "data-kind": kind,
        "aria-label": "Copy the \(kind) name \(name)", "title": "Copy the \(kind) name",
      ],
      text: shown)
  }

  /// The names code uses for the token: its CSS custom property, and its Swift name when known.
  func codeNames(_ token: DocsModel.Token) -> [(kind: String, name: String)] {
    var names = [(kind: "CSS", name: DocsFormat.cssVariable(token, prefix: cssPrefix))]
    if let swift = swiftNames[token.path] { names.append((kind: "Swift", name: swift)) }
    return names
  }

  /// Compact copy buttons labelled `CSS` and `Swift`, for entries too small to show the names.
  func copyButtons(_ token: DocsModel.Token) -> HTMLNode {
    .el("p", ["class": "copy-buttons"], codeNames(token).map { copyButton($0.kind, $0.name, shown: $0.kind) })
  }

  /// Rows under a header naming their columns (hidden from assistive technology, which reads
  /// each row's own labels).
  /// Columns after the fifth are headers inside the fifth (the four appearances of the swatches).
  func rows(_ entries: [HTMLNode], kind: String, columns: [String]) -> HTMLNode {
    var head: [HTMLNode] = columns.prefix(5).map { .el("span", text: $0) }
    if columns.count > 5 {
      head[4] = .el("span", ["class": "swatches"], columns.dropFirst(4).map { .el("span", text: $0) })
    }
    return .el(
      "div", ["class": "rows rows-\(kind)"],
      [.el("div", ["class": "rows-head", "aria-hidden": "true"], head)] + entries)
  }

  /// A section listing `tokens` as rows (each with its value), or nil when there are none.
  func section<Entry>(
    id: String, title: String, intro: String, tokens: [Entry], columns: [String] = Self.columns,
    entry: (Entry) -> HTMLNode
  ) -> Section? {
    guard !tokens.isEmpty else { return nil }
    return Section(id: id, title: title, intro: intro, content: [rows(tokens.map(entry), kind: id, columns: columns)])
  }

  /// The usual columns of a row.
  static let columns = ["Token", "CSS", "Swift", "Value", "Preview"]

  /// Inline style text for an element, written by the CSS writer.
  func style(_ declarations: [CSSDeclaration]) -> String {
    CSSWriter().inlineDeclarations(declarations)
  }

  /// A small key–value list (`<dl>`).
  func facts(_ pairs: [(String, String)]) -> HTMLNode {
    .el("dl", ["class": "facts"], pairs.flatMap { [HTMLNode.el("dt", text: $0.0), .el("dd", text: $0.1)] })
  }
}
