/// How ``SwiftWriter`` lays out expressions: on one line when they fit, else wrapped.
extension SwiftWriter {
  /// Writes `prefix`, the expression and `suffix` on one line if they fit, else wraps the
  /// outermost call (short arguments packed, long ones on their own lines) or array (elements
  /// packed into lines).
  func expression(
    _ value: SwiftExpression, prefix: String, suffix: String, indent: Int, into output: inout Output
  ) {
    let flat = prefix + Self.flat(value) + suffix
    guard indent * 2 + flat.count > lineLimit else { return output.add(indent, flat) }
    switch value {
    case .call(let callee, let arguments) where !arguments.isEmpty:
      output.add(indent, prefix + callee + "(")
      var line = ""
      for (index, argument) in arguments.enumerated() {
        let label = argument.label.map { "\($0): " } ?? ""
        let end = index == arguments.count - 1 ? ")" + suffix : ","
        let text = label + Self.flat(argument.value) + end
        if text.count <= Self.packedArgumentLimit {
          if !line.isEmpty && (indent + 1) * 2 + line.count + 1 + text.count > lineLimit {
            output.add(indent + 1, line)
            line = ""
          }
          line = line.isEmpty ? text : line + " " + text
          continue
        }
        if !line.isEmpty { output.add(indent + 1, line) }
        line = ""
        expression(argument.value, prefix: label, suffix: end, indent: indent + 1, into: &output)
      }
      if !line.isEmpty { output.add(indent + 1, line) }
    case .array(let elements) where !elements.isEmpty:
      output.add(indent, prefix + "[")
      var line = ""
      for element in elements.map(Self.flat) {
        let candidate = line.isEmpty ? element + "," : line + " " + element + ","
        if !line.isEmpty && (indent + 1) * 2 + candidate.count > lineLimit {
          output.add(indent + 1, line)
          line = element + ","
        } else {
          line = candidate
        }
      }
      output.add(indent + 1, line)
      output.add(indent, "]" + suffix)
    default:
      output.add(indent, flat)
    }
  }

  /// Arguments up to this long share a line when a call wraps; longer ones get their own.
  static let packedArgumentLimit = 48

  /// An expression on one line.
  static func flat(_ value: SwiftExpression) -> String {
    switch value {
    case .code(let code): code
    case .number(let number): SwiftText.number(number)
    case .channel(let channel): SwiftText.channel(channel)
    case .string(let text): SwiftText.stringLiteral(text)
    case .call(let callee, let arguments):
      callee + "(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + flat($0.value) }.joined(separator: ", ") + ")"
    case .array(let elements): "[" + elements.map(flat).joined(separator: ", ") + "]"
    }
  }

  /// Writes `head {`; when that is too long, the parameter list is wrapped after its `(`, packed,
  /// with `) … {` on a line of its own.
  func opening(_ head: String, indent: Int, into output: inout Output) {
    guard indent * 2 + head.count + 2 > lineLimit, let open = head.firstIndex(of: "(") else {
      return output.add(indent, head + " {")
    }
    var depth = 0
    var parameters: [String] = []
    var current = ""
    var close = head.endIndex
    for index in head.indices[head.index(after: open)...] {
      let character = head[index]
      if depth == 0 && character == ")" {
        close = index
        break
      }
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) && !(character == ">" && head[head.index(before: index)] == "-") { depth -= 1 }
      if depth == 0 && character == "," {
        parameters.append(String(current.drop { $0 == " " }))
        current = ""
      } else {
        current.append(character)
      }
    }
    parameters.append(String(current.drop { $0 == " " }))
    guard close < head.endIndex else { return output.add(indent, head + " {") }
    output.add(indent, String(head[...open]))
    var line = ""
    for (index, parameter) in parameters.enumerated() {
      let text = parameter + (index == parameters.count - 1 ? "" : ",")
      if !line.isEmpty && (indent + 1) * 2 + line.count + 1 + text.count > lineLimit {
        output.add(indent + 1, line)
        line = text
      } else {
        line = line.isEmpty ? text : line + " " + text
      }
    }
    output.add(indent + 1, line)
    output.add(indent, String(head[close...]) + " {")
  }
}
