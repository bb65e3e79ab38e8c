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

  /// The text of `file`.
  func render(_ file: SwiftFile) -> String {
    var output = Output()
    for paragraph in file.header {
      let lines = SwiftText.wrapped(paragraph, width: width(at: 0))
      for line in lines.isEmpty ? [""] : lines { output.add(0, line.isEmpty ? "//" : "// " + line) }
    }
    if !file.header.isEmpty { output.blank() }
    items(file.items, indent: 0, into: &output)
    return output.lines.joined(separator: "\n") + "\n"
  }

  private func items(_ items: [SwiftItem], indent: Int, into output: inout Output) {
    var previous: SwiftItem?
    for item in items {
      if let previous, !Self.isCompact(previous, item) { output.blank() }
      self.item(item, indent: indent, into: &output)
      previous = item
    }
  }

  /// Imports sit together, and so do enum cases and stored instance properties.
  private static func isCompact(_ first: SwiftItem, _ second: SwiftItem) -> Bool {
    switch (first, second) {
    case (.importModule, .importModule): return true
    case (.declaration(let a), .declaration(let b)):
      let field = { (d: SwiftDeclaration) in
        d.body == nil && ["let", "var"].contains(d.keyword) && !d.modifiers.contains("static")
      }
      return a.keyword == "case" && b.keyword == "case" || field(a) && field(b)
    default: return false
    }
  }

  private func item(_ item: SwiftItem, indent: Int, into output: inout Output) {
    switch item {
    case .importModule(let module): output.add(indent, "import \(module)")
    case .declaration(let declaration): self.declaration(declaration, indent: indent, into: &output)
    case .conditional(let conditional):
      self.conditional(conditional, indent: indent, into: &output) { items, output in
        self.items(items, indent: indent + 1, into: &output)
      }
    case .mark(let title, let notes, let major):
      output.add(indent, "// MARK: \(major ? "- " : "")\(SwiftText.commentLine(title))")
      for note in notes {
        for line in SwiftText.wrapped(note, width: width(at: indent)) { output.add(indent, "//   \(line)") }
      }
    }
  }

  private func conditional<Item>(
    _ conditional: SwiftConditional<Item>, indent: Int, into output: inout Output,
    body: ([Item], inout Output) -> Void
  ) {
    for (index, branch) in conditional.branches.enumerated() {
      output.add(indent, "\(index == 0 ? "#if" : "#elseif") \(branch.condition)")
      body(branch.items, &output)
    }
    if let otherwise = conditional.otherwise {
      output.add(indent, "#else")
      body(otherwise, &output)
    }
    output.add(indent, "#endif")
  }

  private func declaration(_ declaration: SwiftDeclaration, indent: Int, into output: inout Output) {
    for (index, paragraph) in declaration.doc.enumerated() {
      if index > 0 { output.add(indent, "///") }
      for line in SwiftText.wrapped(paragraph, width: width(at: indent)) {
        output.add(indent, line.isEmpty ? "///" : "/// " + line)
      }
    }
    for attribute in declaration.attributes {
      switch attribute {
      case .deprecated(let message?):
        output.add(indent, "@available(*, deprecated, message: \(SwiftText.stringLiteral(message)))")
      case .deprecated(nil): output.add(indent, "@available(*, deprecated)")
      case .code(let code): output.add(indent, code)
      }
    }
    let words = declaration.modifiers + [declaration.keyword] + (declaration.name.isEmpty ? [] : [declaration.name])
    let head = words.joined(separator: " ") + declaration.signature
    switch declaration.body {
    case nil:
      if let value = declaration.value {
        expression(value, prefix: head + " = ", suffix: "", indent: indent, into: &output)
      } else {
        output.add(indent, head)
      }
    case .members(let members) where members.isEmpty: output.add(indent, head + " {}")
    case .members(let members):
      opening(head, indent: indent, into: &output)
      items(members, indent: indent + 1, into: &output)
      output.add(indent, "}")
    case .statements(let statements):
      opening(head, indent: indent, into: &output)
      self.statements(statements, indent: indent + 1, into: &output)
      output.add(indent, "}")
    }
  }

  private func statements(_ statements: [SwiftStatement], indent: Int, into output: inout Output) {
    for statement in statements {
      switch statement {
      case .code(let code): output.add(indent, code)
      case .expression(let prefix, let value):
        expression(value, prefix: prefix, suffix: "", indent: indent, into: &output)
      case .block(let opening, let body, let closing):
        output.add(indent, opening)
        self.statements(body, indent: indent + 1, into: &output)
        output.add(indent, closing)
      case .chain(let base, let calls):
        output.add(indent, base)
        for call in calls { output.add(indent + 1, "." + call) }
      case .switchOver(let subject, let cases):
        output.add(indent, "switch \(subject) {")
        for switchCase in cases {
          output.add(indent, switchCase.label + ":")
          self.statements(switchCase.statements, indent: indent + 1, into: &output)
        }
        output.add(indent, "}")
      case .conditional(let conditional):
        self.conditional(conditional, indent: indent, into: &output) { body, output in
          self.statements(body, indent: indent + 1, into: &output)
        }
      }
    }
  }

  private func width(at indent: Int) -> Int { max(40, min(commentWidth, lineLimit - indent * 2 - 4)) }

  /// Lines being written; the only place indentation is produced.
  struct Output {
    var lines: [String] = []

    mutating func add(_ indent: Int, _ text: String) {
      lines.append(String(repeating: " ", count: indent * 2) + text)
    }

    mutating func blank() {
      if lines.last?.isEmpty == false { lines.append("") }
    }
  }
}
