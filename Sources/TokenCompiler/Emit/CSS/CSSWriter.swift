/// The one place that turns CSS structures into text.
///
/// It owns escaping: identifiers (property names, classes, keywords) are
/// serialized as CSSOM does, strings are quoted with every quote, backslash and
/// control character escaped, and comments can never be closed early. Whatever a
/// token file contains, the result stays inside the declaration, string or
/// comment it was meant for.
struct CSSWriter: Sendable {
  /// Creates a writer.
  init() {}

  /// A whole style sheet: top-level nodes separated by blank lines, ending with a newline.
  func stylesheet(_ nodes: [CSSNode]) -> String {
    var lines: [String] = []
    for (index, node) in nodes.enumerated() {
      if index > 0 { lines.append("") }
      write(node, indent: "", into: &lines)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Declarations on one line, as for an HTML `style` attribute: `width: 16px; color: #000000`.
  func inlineDeclarations(_ declarations: [CSSDeclaration]) -> String {
    declarations.map { "\(Self.identifier($0.property)): \(value($0.value))" }.joined(separator: "; ")
  }

  /// The text of one value.
  func value(_ value: CSSValue) -> String {
    switch value {
    case .keyword(let name): return Self.identifier(name)
    case .string(let text): return Self.string(text)
    case .number(let number): return Self.number(number)
    case .dimension(let number, let unit): return Self.number(number) + Self.identifier(unit)
    case .percentage(let number): return Self.number(number) + "%"
    case .hexColor(let color): return color.srgbFallback.hex
    case .function(let name, let arguments):
      return Self.identifier(name) + "(" + arguments.map(self.value).joined(separator: ", ") + ")"
    case .spaced(let values): return values.map(self.value).joined(separator: " ")
    case .commaSeparated(let values): return values.map(self.value).joined(separator: ", ")
    case .slash: return "/"
    case .variable(let name): return "var(" + Self.identifier(name) + ")"
    }
  }

  /// The text of a selector.
  func selector(_ selector: CSSSelector) -> String {
    selector.parts.map(simpleSelector).joined()
  }

  private func simpleSelector(_ part: CSSSimpleSelector) -> String {
    switch part {
    case .root: return ":root"
    case .element(let name): return Self.identifier(name)
    case .className(let name): return "." + Self.identifier(name)
    case .attribute(let name, let value): return "[" + Self.identifier(name) + "=" + Self.string(value) + "]"
    case .not(let inner): return ":not(" + simpleSelector(inner) + ")"
    }
  }

  private func write(_ node: CSSNode, indent: String, into lines: inout [String]) {
    switch node {
    case .comment(let text):
      lines.append(indent + Self.comment(text))
    case .rule(let selectors, let declarations):
      lines.append(indent + selectors.map(selector).joined(separator: ",\n" + indent) + " {")
      for declaration in declarations {
        if let comment = declaration.comment { lines.append(indent + "  " + Self.comment(comment)) }
        lines.append(indent + "  " + Self.identifier(declaration.property) + ": " + value(declaration.value) + ";")
      }
      lines.append(indent + "}")
    case .media(let features, let children):
      let query = features.map { "(" + Self.identifier($0.name) + ": " + value($0.value) + ")" }
      lines.append(indent + "@media " + query.joined(separator: " and ") + " {")
      writeChildren(children, indent: indent + "  ", into: &lines)
      lines.append(indent + "}")
    case .supports(let property, let test, let negated, let children):
      let condition = "(" + Self.identifier(property) + ": " + value(test) + ")"
      lines.append(indent + "@supports " + (negated ? "not " : "") + condition + " {")
      writeChildren(children, indent: indent + "  ", into: &lines)
      lines.append(indent + "}")
    }
  }

  /// Nested nodes, a blank line between two when either is a block (a comment sticks to what follows).
  private func writeChildren(_ children: [CSSNode], indent: String, into lines: inout [String]) {
    for (index, child) in children.enumerated() {
      if index > 0, !Self.isComment(children[index - 1]) { lines.append("") }
      write(child, indent: indent, into: &lines)
    }
  }

  private static func isComment(_ node: CSSNode) -> Bool {
    if case .comment = node { return true }
    return false
  }
}

extension CSSWriter {
  /// Serializes an identifier as CSSOM's "serialize an identifier" does (`CSS.escape`).
  static func identifier(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    guard !scalars.isEmpty else { return "_" }
    var text = ""
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      let isDigit = value >= 0x30 && value <= 0x39
      let isLetter = (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
      if value == 0 {
        text.unicodeScalars.append("\u{FFFD}")
      } else if value < 0x20 || value == 0x7F || value == 0x3C || (index == 0 && isDigit)
        || (index == 1 && isDigit && scalars[0] == "-")
      {
        text += hexEscape(value)
      } else if index == 0 && scalar == "-" && scalars.count == 1 {
        text += "\\-"
      } else if value >= 0x80 || isDigit || isLetter || scalar == "-" || scalar == "_" {
        text.unicodeScalars.append(scalar)
      } else {
        text += "\\" + String(scalar)
      }
    }
    return text
  }

  /// Serializes a string in double quotes as CSSOM's "serialize a string" does.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0: result.unicodeScalars.append("\u{FFFD}")
      // `<` as an escape, so `</style>` cannot close an inline <style> element.
      case 0x01..<0x20, 0x7F, 0x3C: result += hexEscape(scalar.value)
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A comment whose text can never end it early: `*/` is broken up, and so is `</` (which
  /// would close an inline <style> element); line breaks and control characters become spaces,
  /// and bidirectional controls are written visibly (`\u{202E}`), so they cannot reorder the line.
  static func comment(_ text: String) -> String {
    var body = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0: body.unicodeScalars.append("\u{FFFD}")
      case 0x01..<0x20, 0x7F...0x9F, 0x2028, 0x2029: body += " "
      case _ where UnsafeScalars.isBidiControl(scalar): body += UnsafeScalars.visible(scalar)
      case 0x2F where body.hasSuffix("*") || body.hasSuffix("<"): body += " /"
      default: body.unicodeScalars.append(scalar)
      }
    }
    return "/* " + body + " */"
  }

  /// A number with at most four decimals and no exponent (`0.0625`, `-0.4`, `17`).
  static func number(_ number: Double) -> String {
    guard number.isFinite else { return "0" }
    return NumberText.fixed(number, decimals: 4, trimmingZeros: true)
  }

  private static func hexEscape(_ value: UInt32) -> String {
    "\\" + String(value, radix: 16) + " "
  }
}
