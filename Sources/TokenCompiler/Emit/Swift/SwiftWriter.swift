/// The one place that turns a ``SwiftFile`` into text: indentation, blank lines, wrapping of
/// long calls and arrays, doc comments and escaping (through ``SwiftText``).
///
/// Two-space indentation, `#if` blocks indented, lines kept within ``lineLimit`` where an
/// expression can be wrapped, one blank line between declarations, a newline at the end.
struct SwiftWriter: Sendable {
  /// The longest line the writer aims for.
  var lineLimit = 120
  /// The widest doc comment text, not counting indentation and `/// `.
  var commentWidth = 100
  /// Where each token's declarations are kept for, and reused from, the next build of a session
  /// (``piece(_:input:into:render:)``); `nil` outside one, where every token is written as before.
  var memo: EmitMemo?
  /// The file being written, the first part of every piece's key in ``memo``.
  var memoFile = ""

  /// The text of `file`.
  func render(_ file: SwiftFile) -> String { String(decoding: bytes(file), as: UTF8.self) }

  /// The UTF-8 bytes of `file`, with room reserved for about `capacity` bytes: the last of them
  /// when `stream` takes the others in pieces (spilled between declarations).
  func bytes(_ file: SwiftFile, capacity: Int = 0, stream: EmittedFileStream? = nil) -> [UInt8] {
    var output = SwiftTextBuffer(capacity: capacity, stream: stream)
    for paragraph in file.header {
      if SwiftText.appendWrapped(
        paragraph, width: width(at: 0), indent: 0, lead: "// ", empty: "//", into: &output) == 0
      {
        output.line(0, "//")
      }
    }
    if !file.header.isEmpty { output.blank() }
    items(file.items, indent: 0, into: &output)
    if output.isEmpty { output.append(ascii: "\n") }
    return output.finish()
  }

  /// Writes `items`, a blank line between two unless they sit together; between two is a safe
  /// point (``SwiftTextBuffer/safePoint()``): no caller holds a position across its items.
  private func items(_ items: [SwiftItem], indent: Int, into output: inout SwiftTextBuffer) {
    for index in items.indices {
      if index > 0 {
        output.safePoint()
        if !Self.isCompact(items[index - 1], items[index]) { output.blank() }
      }
      item(items[index], indent: indent, into: &output)
    }
  }

  /// Imports sit together, and so do enum cases and stored instance properties.
  private static func isCompact(_ first: SwiftItem, _ second: SwiftItem) -> Bool {
    switch (first, second) {
    case (.importModule, .importModule): return true
    case (.declaration(let a), .declaration(let b)):
      return a.keyword == "case" && b.keyword == "case" || isField(a) && isField(b)
    default: return false
    }
  }

  /// A stored instance property: `let` or `var` without a body and without `static`.
  private static func isField(_ declaration: SwiftDeclaration) -> Bool {
    declaration.body == nil && (declaration.keyword == "let" || declaration.keyword == "var")
      && !declaration.modifiers.contains("static")
  }

  private func item(_ item: SwiftItem, indent: Int, into output: inout SwiftTextBuffer) {
    switch item {
    case .importModule(let module): output.line(indent, "import " + module)
    case .declaration(let declaration): self.declaration(declaration, indent: indent, into: &output)
    case .conditional(let conditional):
      self.conditional(conditional, indent: indent, into: &output) { items, output in
        self.items(items, indent: indent + 1, into: &output)
      }
    case .mark(let title, let notes, let major):
      output.line(indent, "// MARK: \(major ? "- " : "")\(SwiftText.commentLine(title))")
      for note in notes {
        SwiftText.appendWrapped(
          note, width: width(at: indent), indent: indent, lead: "//   ", empty: "//   ", into: &output)
      }
    case .memberList(let list): memberList(list, indent: indent, into: &output)
    case .tokenConstants(let constants): tokenConstants(constants, indent: indent, into: &output)
    }
  }

  private func conditional<Item>(
    _ conditional: SwiftConditional<Item>, indent: Int, into output: inout SwiftTextBuffer,
    body: ([Item], inout SwiftTextBuffer) -> Void
  ) {
    for (index, branch) in conditional.branches.enumerated() {
      output.line(indent, (index == 0 ? "#if " : "#elseif ") + branch.condition)
      body(branch.items, &output)
    }
    if let otherwise = conditional.otherwise {
      output.line(indent, "#else")
      body(otherwise, &output)
    }
    output.line(indent, "#endif")
  }

  /// Starts a declaration's line: the indentation, its modifiers and its keyword; returns where
  /// the line starts, to measure it.
  func head(_ modifiers: [String], _ keyword: String, indent: Int, into output: inout SwiftTextBuffer) -> Int {
    let mark = output.count
    output.start(indent)
    for modifier in modifiers {
      output.append(modifier)
      output.append(ascii: " ")
    }
    output.append(keyword)
    return mark
  }

  /// Writes a declaration: its doc comment, attributes, head and body or value.
  func declaration(_ declaration: SwiftDeclaration, indent: Int, into output: inout SwiftTextBuffer) {
    for (index, paragraph) in declaration.doc.enumerated() {
      if index > 0 { output.line(indent, "///") }
      SwiftText.appendWrapped(
        paragraph, width: width(at: indent), indent: indent, lead: "/// ", empty: "///", into: &output)
    }
    for attribute in declaration.attributes { self.attribute(attribute, indent: indent, into: &output) }
    let mark = head(declaration.modifiers, declaration.keyword, indent: indent, into: &output)
    if !declaration.name.isEmpty {
      output.append(ascii: " ")
      output.append(declaration.name)
    }
    output.append(declaration.signature)
    switch declaration.body {
    case nil:
      if let value = declaration.value {
        output.raw(" = ")
        expression(value, indent: indent, into: &output)
      } else {
        output.end()
      }
    case .members(let members) where members.isEmpty:
      output.raw(" {}")
      output.end()
    case .members(let members):
      opening(from: mark, indent: indent, into: &output)
      items(members, indent: indent + 1, into: &output)
      output.line(indent, "}")
    case .statements(let statements):
      opening(from: mark, indent: indent, into: &output)
      self.statements(statements, indent: indent + 1, into: &output)
      output.line(indent, "}")
    }
  }

  /// Writes an attribute line.
  func attribute(_ attribute: SwiftAttribute, indent: Int, into output: inout SwiftTextBuffer) {
    switch attribute {
    case .deprecated(let message?):
      output.start(indent)
      output.raw("@available(*, deprecated, message: ")
      SwiftText.appendStringLiteral(message, into: &output)
      output.append(ascii: ")")
      output.end()
    case .deprecated(nil): output.line(indent, "@available(*, deprecated)")
    case .code(let code): output.line(indent, code)
    }
  }

  private func statements(_ statements: [SwiftStatement], indent: Int, into output: inout SwiftTextBuffer) {
    for statement in statements {
      switch statement {
      case .code(let code): output.line(indent, code)
      case .expression(let prefix, let value):
        output.start(indent)
        output.append(prefix)
        expression(value, indent: indent, into: &output)
      case .block(let opening, let body, let closing):
        output.line(indent, opening)
        self.statements(body, indent: indent + 1, into: &output)
        output.line(indent, closing)
      case .chain(let base, let calls):
        output.line(indent, base)
        for call in calls { output.line(indent + 1, "." + call) }
      case .switchOver(let subject, let cases):
        output.line(indent, "switch \(subject) {")
        for switchCase in cases {
          output.line(indent, switchCase.label + ":")
          self.statements(switchCase.statements, indent: indent + 1, into: &output)
        }
        output.line(indent, "}")
      case .conditional(let conditional):
        self.conditional(conditional, indent: indent, into: &output) { body, output in
          self.statements(body, indent: indent + 1, into: &output)
        }
      }
    }
  }

  /// The width of doc comment text at `indent`.
  func width(at indent: Int) -> Int { max(40, min(commentWidth, lineLimit - indent * 2 - 4)) }
}
