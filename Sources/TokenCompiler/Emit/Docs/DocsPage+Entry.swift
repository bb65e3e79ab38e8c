extension DocsPage {
  /// A token's row: its path (a link to itself), description, deprecation and alias chain; its
  /// CSS and Swift names as copy buttons; then what `value` and `visual` write (the value and
  /// the preview drawn to size; no value cell when `hasValue` is false). `searchExtra` adds words
  /// the search matches that no `code` or `dd` element of the entry shows (``searchWords(_:_:into:)``).
  func entry(
    _ token: DocsModel.Token, kind: StaticString, searchExtra: [String] = [], hasValue: Bool = true,
    into stream: inout HTMLStream, value: (inout HTMLStream) -> Void, visual: (inout HTMLStream) -> Void = { _ in }
  ) {
    let known = names(of: token)
    stream.start(.article)
    stream.beginAttribute("class")
    stream.attributeLiteral("token token-")
    stream.attributeLiteral(kind)
    stream.attributeLiteral(" row")
    stream.endAttribute()
    stream.attribute("id", known?.anchor)
    stream.attribute("data-token", token.path.description)
    searchWords(token, searchExtra, into: &stream)
    stream.start(.div)
    stream.attribute("class", literal: "row-name")
    stream.start(.h3)
    link(to: token, anchor: known?.anchor, into: &stream)
    stream.end()
    notes(token, into: &stream)
    stream.end()
    stream.start(.div)
    stream.attribute("class", literal: "row-code")
    if let known {
      copyButton(known.css, into: &stream)
      if let swift = known.swift { copyButton(swift, into: &stream) }
    } else {
      for name in codeNames(token, known) { copyButton(name.name, into: &stream) }
    }
    stream.end()
    if hasValue {
      stream.start(.div)
      stream.attribute("class", literal: "row-value")
      value(&stream)
      stream.end()
    }
    stream.start(.div)
    stream.attribute("class", literal: "row-visual")
    visual(&stream)
    stream.end()
    stream.end()
  }

  /// The `data-search` attribute: the words the search matches for `token` that the entry does
  /// not show in a `code` or `dd` element: its type and `extra` (such as a Display P3 value).
  /// The page's script adds the path (`data-token`), the text of the entry's `code` and `dd`
  /// elements (values, alias chain, a motion's or composite's facts), the names on its copy
  /// buttons, its description and deprecation.
  func searchWords(_ token: DocsModel.Token, _ extra: [String], into stream: inout HTMLStream) {
    stream.beginAttribute("data-search")
    stream.attributeText(token.type.rawValue)
    for word in extra {
      stream.attributeLiteral(" ")
      stream.attributeText(word)
    }
    stream.endAttribute()
  }

  /// The token's description, deprecation and alias chain, folded into `<details>` so every row
  /// keeps one line until the reader opens it; the summary says "Deprecated" for a deprecated
  /// token, else "Note". Nothing when the token has none of them.
  func notes(_ token: DocsModel.Token, into stream: inout HTMLStream) {
    guard token.description != nil || token.deprecation != nil || token.alias != nil else { return }
    let deprecated = token.deprecation != nil
    let label = deprecated ? "Deprecated" : token.description == nil ? "Alias" : "Note"
    fold(label, kind: deprecated ? "token-notes is-deprecated" : "token-notes", into: &stream) { stream in
      if let description = token.description {
        stream.element(.p, class: "token-description", text: description)
      }
      if let deprecation = token.deprecation {
        stream.start(.p)
        stream.attribute("class", literal: "token-deprecated")
        stream.element(.strong, text: "Deprecated")
        if let reason = deprecation.reason {
          stream.literal(": ")
          stream.text(reason)
        } else {
          stream.literal(".")
        }
        stream.end()
      }
      if let alias = token.alias {
        stream.start(.p)
        stream.attribute("class", literal: "token-alias")
        stream.literal("Alias of ")
        stream.start(.code)
        stream.text(alias.aliasText)
        for hop in token.aliasChain.dropFirst() {
          stream.text(" → ")
          stream.text(hop.description)
        }
        stream.end()
        stream.end()
      }
    }
  }

  /// A `<details>` whose body opens over the rows below instead of pushing them down, so a
  /// row keeps its height; `kind` adds classes.
  func fold(_ summary: String, kind: String, into stream: inout HTMLStream, _ body: (inout HTMLStream) -> Void) {
    stream.start(.details)
    stream.beginAttribute("class")
    stream.attributeLiteral("fold ")
    stream.attributeText(kind)
    stream.endAttribute()
    stream.element(.summary, text: summary)
    stream.literal(" ")
    stream.start(.div)
    stream.attribute("class", literal: "fold-body")
    body(&stream)
    stream.end()
    stream.end()
  }

  /// `href="#anchor"`, when there is an anchor.
  func entryHref(anchor: String?, into stream: inout HTMLStream) {
    guard let anchor else { return }
    stream.beginAttribute("href")
    stream.attributeLiteral("#")
    stream.attributeText(anchor)
    stream.endAttribute()
  }

  /// The token's path as a link to its own entry, so its address can be shared.
  /// `anchor` is its element id.
  func link(to token: DocsModel.Token, anchor: String?, into stream: inout HTMLStream) {
    stream.start(.a)
    entryHref(anchor: anchor, into: &stream)
    stream.element(.code, text: token.path.description)
    stream.end()
  }
}
