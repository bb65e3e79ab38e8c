/// The one place that turns CSS structures into text.
///
/// It owns escaping: identifiers (property names, classes, keywords) are
/// serialized as CSSOM does, strings are quoted with every quote, backslash and
/// control character escaped, and comments can never be closed early. Whatever a
/// token file contains, the result stays inside the declaration, string or
/// comment it was meant for. Everything is written into one ``CSSTextBuffer``.
struct CSSWriter: Sendable {
  /// Creates a writer.
  init() {}

  /// A whole style sheet: top-level nodes separated by blank lines, ending with a newline.
  func stylesheet(_ nodes: [CSSNode]) -> String {
    String(decoding: stylesheetBytes(nodes), as: UTF8.self)
  }

  /// ``stylesheet(_:)`` as UTF-8 bytes; `capacity` is a guess of their count. The last of them
  /// when `stream` takes the others in pieces (spilled after each declaration and node).
  func stylesheetBytes(_ nodes: [CSSNode], capacity: Int = 0, stream: EmittedFileStream? = nil) -> [UInt8] {
    var output = CSSTextBuffer(capacity: capacity, stream: stream)
    if nodes.isEmpty { output.byte(0x0A) }
    for (index, node) in nodes.enumerated() {
      if index > 0 { output.byte(0x0A) }
      write(node, indent: 0, into: &output)
      output.safePoint()
    }
    return output.finish()
  }

  /// Declarations on one line, as for an HTML `style` attribute: `width: 16px; color: #000000`.
  func inlineDeclarations(_ declarations: [CSSDeclaration]) -> String {
    var output = CSSTextBuffer()
    for (index, declaration) in declarations.enumerated() {
      if index > 0 { output.raw("; ") }
      output.identifier(declaration.property)
      output.raw(": ")
      write(declaration.value, into: &output)
    }
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// The text of one value.
  func value(_ value: CSSValue) -> String {
    var output = CSSTextBuffer()
    write(value, into: &output)
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// Appends one value.
  func write(_ value: CSSValue, into output: inout CSSTextBuffer) {
    switch value {
    case .keyword(let name): output.identifier(name)
    case .string(let text): output.string(text)
    case .number(let number): output.number(number)
    case .dimension(let number, let unit):
      output.number(number)
      output.identifier(unit)
    case .percentage(let number):
      output.number(number)
      output.byte(UInt8(ascii: "%"))
    case .hexColor(let color): output.hexColor(color)
    case .function(let name, let arguments):
      output.identifier(name)
      output.byte(UInt8(ascii: "("))
      write(arguments, separator: ", ", into: &output)
      output.byte(UInt8(ascii: ")"))
    case .spaced(let values): write(values, separator: " ", into: &output)
    case .commaSeparated(let values): write(values, separator: ", ", into: &output)
    case .slash: output.byte(UInt8(ascii: "/"))
    case .variable(let name):
      output.raw("var(")
      output.identifier(name)
      output.byte(UInt8(ascii: ")"))
    }
  }

  private func write(_ values: [CSSValue], separator: StaticString, into output: inout CSSTextBuffer) {
    for (index, value) in values.enumerated() {
      if index > 0 { output.raw(separator) }
      write(value, into: &output)
    }
  }

  /// The text of a selector.
  func selector(_ selector: CSSSelector) -> String {
    var output = CSSTextBuffer()
    write(selector, into: &output)
    return String(decoding: output.bytes, as: UTF8.self)
  }

  private func write(_ selector: CSSSelector, into output: inout CSSTextBuffer) {
    for part in selector.parts { write(part, into: &output) }
  }

  private func write(_ part: CSSSimpleSelector, into output: inout CSSTextBuffer) {
    switch part {
    case .root: output.raw(":root")
    case .element(let name): output.identifier(name)
    case .className(let name):
      output.byte(UInt8(ascii: "."))
      output.identifier(name)
    case .attribute(let name, let value):
      output.byte(UInt8(ascii: "["))
      output.identifier(name)
      output.byte(UInt8(ascii: "="))
      output.string(value)
      output.byte(UInt8(ascii: "]"))
    case .not(let inner):
      output.raw(":not(")
      write(inner, into: &output)
      output.byte(UInt8(ascii: ")"))
    }
  }

  /// Appends one node at `indent` spaces.
  func write(_ node: CSSNode, indent: Int, into output: inout CSSTextBuffer) {
    switch node {
    case .comment(let text):
      output.spaces(indent)
      output.comment(text)
      output.byte(0x0A)
    case .rule(let selectors, let declarations):
      open(selectors, indent: indent, into: &output)
      // Each declaration is read in place: a loop over the array would copy (and retain) each one.
      declarations.withUnsafeBufferPointer { declarations in
        for index in declarations.indices {
          write(declarations[index], indent: indent + 2, into: &output)
          output.safePoint()
        }
      }
      close(indent: indent, into: &output)
    case .media(let features, let children):
      open(features, indent: indent, into: &output)
      writeChildren(children, indent: indent + 2, into: &output)
      close(indent: indent, into: &output)
    case .supports(let property, let test, let negated, let children):
      output.spaces(indent)
      output.raw(negated ? "@supports not (" : "@supports (")
      output.identifier(property)
      output.raw(": ")
      write(test, into: &output)
      output.raw(") {\n")
      writeChildren(children, indent: indent + 2, into: &output)
      output.spaces(indent)
      output.raw("}\n")
    }
  }

  /// One declaration of a rule, on its own line after its comment.
  func write(_ declaration: borrowing CSSDeclaration, indent: Int, into output: inout CSSTextBuffer) {
    if let comment = declaration.comment {
      output.spaces(indent)
      output.comment(comment)
      output.byte(0x0A)
    }
    output.spaces(indent)
    output.identifier(declaration.property)
    output.raw(": ")
    write(declaration.value, into: &output)
    output.raw(";\n")
  }

  /// The first line of a rule, `selector, selector {`, at `indent` spaces.
  func open(_ selectors: [CSSSelector], indent: Int, into output: inout CSSTextBuffer) {
    output.spaces(indent)
    for (index, selector) in selectors.enumerated() {
      if index > 0 {
        output.raw(",\n")
        output.spaces(indent)
      }
      write(selector, into: &output)
    }
    output.raw(" {\n")
  }

  /// The first line of `@media (feature: value) and … {`, at `indent` spaces.
  func open(_ features: [CSSMediaFeature], indent: Int, into output: inout CSSTextBuffer) {
    output.spaces(indent)
    output.raw("@media ")
    for (index, feature) in features.enumerated() {
      if index > 0 { output.raw(" and ") }
      output.byte(UInt8(ascii: "("))
      output.identifier(feature.name)
      output.raw(": ")
      write(feature.value, into: &output)
      output.byte(UInt8(ascii: ")"))
    }
    output.raw(" {\n")
  }

  /// The last line of a rule or at-rule, `}`, at `indent` spaces.
  func close(indent: Int, into output: inout CSSTextBuffer) {
    output.spaces(indent)
    output.raw("}\n")
  }

  /// Nested nodes, a blank line between two when either is a block (a comment sticks to what follows).
  private func writeChildren(_ children: [CSSNode], indent: Int, into output: inout CSSTextBuffer) {
    for (index, child) in children.enumerated() {
      if index > 0, !Self.isComment(children[index - 1]) { output.byte(0x0A) }
      write(child, indent: indent, into: &output)
      output.safePoint()
    }
  }

  private static func isComment(_ node: CSSNode) -> Bool {
    if case .comment = node { return true }
    return false
  }
}
