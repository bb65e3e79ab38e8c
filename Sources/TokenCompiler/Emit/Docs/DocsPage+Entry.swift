extension DocsPage {
  /// A token's entry: its path as a heading, CSS property, description, deprecation and alias chain,
  /// followed by `content`; `searchExtra` adds words the search matches.
  func entry(_ token: DocsModel.Token, kind: String, _ content: [HTMLNode], searchExtra: [String] = []) -> HTMLNode {
    var details: [HTMLNode] = [
      .el("h3", ["class": "token-name"], [link(to: token)]), names(token),
    ]
    if let description = token.description {
      details.append(.el("p", ["class": "token-description"], text: description))
    }
    if let deprecation = token.deprecation {
      details.append(
        .el(
          "p", ["class": "token-deprecated"],
          [.el("strong", text: "Deprecated"), .text(deprecation.reason.map { ": " + $0 } ?? ".")]))
    }
    if let chain = DocsFormat.aliasChain(token) {
      details.append(.el("p", ["class": "token-alias"], [.text("Alias of "), .el("code", text: chain)]))
    }
    let words =
      [
        token.path.description, token.type.rawValue, token.description ?? "", token.alias?.aliasText ?? "",
        token.deprecation?.reason ?? "",
      ] + token.aliasChain.map(\.description) + searchExtra + [DocsFormat.cssVariable(token, prefix: cssPrefix)]
    return .el(
      "article",
      [
        "class": "token token-\(kind)", "id": anchors[token.path], "data-token": token.path.description,
        "data-search": words.joined(separator: " ").lowercased(),
      ], [.el("div", ["class": "token-head"], details), .el("div", ["class": "token-body"], content)])
  }

  /// The token's path as a link to its own entry, so its address can be shared.
  func link(to token: DocsModel.Token) -> HTMLNode {
    .el(
      "a", ["class": "token-link", "href": anchors[token.path].map { "#" + $0 }],
      [.el("code", text: token.path.description)])
  }

  /// The token's CSS custom property and Swift name, each with a button that copies it.
  func names(_ token: DocsModel.Token) -> HTMLNode {
    .el(
      "p", ["class": "token-css"],
      codeNames(token).flatMap { kind, name -> [HTMLNode] in
        [
          .el("span", ["class": "name-kind"], text: kind), .text(" "), .el("code", text: name), .text(" "),
          .el(
            "button",
            ["type": "button", "class": "copy", "data-copy": name, "aria-label": "Copy the \(kind) name \(name)"],
            text: "Copy"),
          .text(" "),
        ]
      })
  }

  /// The names code uses for the token: its CSS custom property, and its Swift name when known.
  private func codeNames(_ token: DocsModel.Token) -> [(kind: String, name: String)] {
    var names = [(kind: "CSS", name: DocsFormat.cssVariable(token, prefix: cssPrefix))]
    if let swift = swiftNames[token.path] { names.append((kind: "Swift", name: swift)) }
    return names
  }

  /// Compact copy buttons labelled `CSS` and `Swift`, for entries too small to show the names.
  func copyButtons(_ token: DocsModel.Token) -> HTMLNode {
    .el(
      "p", ["class": "copy-buttons"],
      codeNames(token).map { kind, name in
        .el(
          "button",
          ["type": "button", "class": "copy", "data-copy": name, "aria-label": "Copy the \(kind) name \(name)"],
          text: kind)
      })
  }

  /// A list of entries: cards, or full-width rows for a `scale`.
  func entryList(_ entries: [HTMLNode], scale: Bool = false) -> HTMLNode {
    .el("div", ["class": scale ? "token-list scale-list" : "token-list"], entries)
  }

  /// A section listing `tokens` (each with its value), or nil when there are none.
  func section<Entry>(
    id: String, title: String, intro: String, tokens: [Entry], scale: Bool = false,
    entry: (Entry) -> HTMLNode
  ) -> Section? {
    guard !tokens.isEmpty else { return nil }
    return Section(id: id, title: title, intro: intro, content: [entryList(tokens.map(entry), scale: scale)])
  }

  /// Inline style text for an element, written by the CSS writer.
  func style(_ declarations: [CSSDeclaration]) -> String {
    CSSWriter().inlineDeclarations(declarations)
  }

  /// A small key–value list (`<dl>`).
  func facts(_ pairs: [(String, String)]) -> HTMLNode {
    .el("dl", ["class": "facts"], pairs.flatMap { [HTMLNode.el("dt", text: $0.0), .el("dd", text: $0.1)] })
  }
}
