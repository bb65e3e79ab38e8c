/// How ``SwiftWriter`` lays out expressions: on one line when they fit, else wrapped.
extension SwiftWriter {
  /// What follows an expression on its line: a run of `)` closing the calls around it, then
  /// possibly a `,` before the next argument.
  struct Suffix {
    /// How many `)` follow.
    var parens = 0
    /// Whether a `,` follows them.
    var comma = false

    /// The suffix of a call's last argument: one more `)`.
    var closing: Suffix { Suffix(parens: parens + 1, comma: comma) }

    /// Appends the suffix.
    func write(into output: inout SwiftTextBuffer) {
      for _ in 0..<parens { output.append(ascii: ")") }
      if comma { output.append(ascii: ",") }
    }
  }

  /// Writes the expression after the prefix already on the line being written, then ends the
  /// line: on one line if it fits, else the outermost call is wrapped (short arguments packed,
  /// long ones on their own lines) or the array's elements packed into lines.
  func expression(_ value: SwiftExpression, indent: Int, into output: inout SwiftTextBuffer) {
    let prefixEnd = output.count
    guard case .call(let callee, let arguments) = value, !arguments.isEmpty else {
      Self.flat(value, into: &output)
      return layout(value, suffix: Suffix(), prefixEnd: prefixEnd, indent: indent, into: &output)
    }
    var ranges: [Range<Int>]? = []
    ranges?.reserveCapacity(arguments.count)
    Self.flatCall(callee, arguments, into: &output, ranges: &ranges)
    guard output.lineWidth > lineLimit else { return output.end() }
    let flat = FlatArguments(bytes: output.bytes(from: prefixEnd), ranges: ranges ?? [], offset: prefixEnd)
    layout(value, suffix: Suffix(), prefixEnd: prefixEnd, indent: indent, flat: flat, into: &output)
  }

  /// Lays out `value`, whose one-line form and suffix are written after `prefixEnd`.
  private func layout(
    _ value: SwiftExpression, suffix: Suffix, prefixEnd: Int, indent: Int, flat: FlatArguments? = nil,
    into output: inout SwiftTextBuffer
  ) {
    guard output.lineWidth > lineLimit else { return output.end() }
    switch value {
    case .call(let callee, let arguments) where !arguments.isEmpty:
      output.truncate(to: prefixEnd)
      output.append(callee)
      output.append(ascii: "(")
      output.end()
      var pending = false
      for (index, argument) in arguments.enumerated() {
        let end = index == arguments.count - 1 ? suffix.closing : Suffix(comma: true)
        let mark = output.count
        if pending { output.append(ascii: " ") } else { output.start(indent + 1) }
        let textStart = output.count
        if let label = argument.label {
          output.append(label)
          output.raw(": ")
        }
        var labelEnd = output.count
        if let flat { flat.write(index, into: &output) } else { Self.flat(argument.value, into: &output) }
        end.write(into: &output)
        let textCount = output.characterCount(textStart..<output.count)
        let lineCount = pending ? output.characterCount(output.textStart..<mark) : 0
        if textCount <= Self.packedArgumentLimit {
          if pending && (indent + 1) * 2 + lineCount + 1 + textCount > lineLimit {
            output.breakLine(at: mark, indent: indent + 1)
          }
          pending = true
          continue
        }
        if pending { labelEnd += output.breakLine(at: mark, indent: indent + 1) }
        pending = false
        layout(argument.value, suffix: end, prefixEnd: labelEnd, indent: indent + 1, into: &output)
      }
      if pending { output.end() }
    case .array(let elements) where !elements.isEmpty:
      output.truncate(to: prefixEnd)
      output.append(ascii: "[")
      output.end()
      output.start(indent + 1)
      for (index, element) in elements.enumerated() {
        let mark = output.count
        if index > 0 { output.append(ascii: " ") }
        Self.flat(element, into: &output)
        output.append(ascii: ",")
        if index > 0 && output.lineWidth > lineLimit { output.breakLine(at: mark, indent: indent + 1) }
      }
      output.end()
      output.start(indent)
      output.append(ascii: "]")
      suffix.write(into: &output)
      output.end()
    default:
      output.end()
    }
  }

  /// Arguments up to this long share a line when a call wraps; longer ones get their own.
  static let packedArgumentLimit = 48

  /// An expression on one line.
  static func flat(_ value: SwiftExpression) -> String {
    var output = SwiftTextBuffer()
    flat(value, into: &output)
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// Appends an expression on one line.
  static func flat(_ value: SwiftExpression, into output: inout SwiftTextBuffer) {
    switch value {
    case .code(let code): output.append(code)
    case .number(let number): output.append(number: number)
    case .channel(let channel): SwiftText.appendChannel(channel, into: &output)
    case .string(let text): SwiftText.appendStringLiteral(text, into: &output)
    case .call(let callee, let arguments):
      var ranges: [Range<Int>]? = nil
      flatCall(callee, arguments, into: &output, ranges: &ranges)
    case .array(let elements):
      output.append(ascii: "[")
      for index in elements.indices {
        if index > 0 { output.raw(", ") }
        flat(elements[index], into: &output)
      }
      output.append(ascii: "]")
    }
  }

  /// Appends a call on one line; when `ranges` is given, adds where each argument's value is.
  private static func flatCall(
    _ callee: String, _ arguments: [SwiftArgument], into output: inout SwiftTextBuffer,
    ranges: inout [Range<Int>]?
  ) {
    output.append(callee)
    output.append(ascii: "(")
    for index in arguments.indices {
      if index > 0 { output.raw(", ") }
      if let label = arguments[index].label {
        output.append(label)
        output.raw(": ")
      }
      let start = output.count
      flat(arguments[index].value, into: &output)
      ranges?.append(start..<output.count)
    }
    output.append(ascii: ")")
  }

  /// Ends the line being written, which holds a declaration's head, with ` {`; when that is too long,
  /// the parameter list is wrapped after its `(`, packed, with `) … {` on a line of its own.
  /// `mark` is where the head's line starts.
  func opening(from mark: Int, indent: Int, into output: inout SwiftTextBuffer) {
    guard output.lineWidth + 2 > lineLimit, output.withBytes(from: output.textStart, { $0.contains(UInt8(ascii: "(")) })
    else {
      output.raw(" {")
      return output.end()
    }
    let head = String(decoding: output.bytes(from: output.textStart), as: UTF8.self)
    output.truncate(to: mark)
    guard let open = head.firstIndex(of: "(") else { return output.line(indent, head + " {") }
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
    guard close < head.endIndex else { return output.line(indent, head + " {") }
    output.line(indent, String(head[...open]))
    var line = ""
    for (index, parameter) in parameters.enumerated() {
      let text = parameter + (index == parameters.count - 1 ? "" : ",")
      if !line.isEmpty && (indent + 1) * 2 + line.count + 1 + text.count > lineLimit {
        output.line(indent + 1, line)
        line = text
      } else {
        line = line.isEmpty ? text : line + " " + text
      }
    }
    output.line(indent + 1, line)
    output.line(indent, String(head[close...]) + " {")
  }
}
