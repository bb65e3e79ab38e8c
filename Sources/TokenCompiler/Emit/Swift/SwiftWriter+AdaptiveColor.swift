/// How ``SwiftWriter`` writes a color token's value, `AdaptiveColor(asset: …, …)`, straight into
/// bytes: the same text as ``expression(_:indent:into:)`` gives for
/// ``TokenValueExpression/adaptive(_:asset:)``, without building that expression per token.
extension SwiftWriter {
  /// Where one argument of the call was written on its one line: its text with the label from
  /// `start` up to `end`.
  private struct ColorArgument {
    /// Where its label (or, without one, its value) starts.
    var start: Int
    /// Where it ends, before the `,` or `)` that follows.
    var end: Int
  }

  /// Writes `AdaptiveColor(asset: "…", …)` after the prefix on the line being written, and ends
  /// the line: on one line if it fits, else wrapped as ``expression(_:indent:into:)`` wraps a call.
  /// When an argument would need a wrap of its own, or the text is not ASCII (whose width is counted
  /// in characters), it writes the expression through ``expression(_:indent:into:)`` instead.
  func adaptiveColor(
    _ values: AppearanceValues<ColorValue>, asset: String, indent: Int, into output: inout SwiftTextBuffer
  ) {
    let prefixEnd = output.count
    var arguments: (ColorArgument, ColorArgument, ColorArgument, ColorArgument, ColorArgument)
    arguments.0 = ColorArgument(start: 0, end: 0)
    (arguments.1, arguments.2, arguments.3, arguments.4) = (arguments.0, arguments.0, arguments.0, arguments.0)
    let uniform = values.isUniform
    let count = uniform ? 2 : 5
    withUnsafeMutableBytes(of: &arguments) { raw in
      let argument = raw.baseAddress!.assumingMemoryBound(to: ColorArgument.self)
      output.raw("AdaptiveColor(")
      argument[0].start = output.count
      output.raw("asset: ")
      SwiftText.appendStringLiteral(asset, into: &output)
      argument[0].end = output.count
      for index in 1..<count {
        output.raw(", ")
        argument[index].start = output.count
        if !uniform {
          output.append(Appearance.allCases[index - 1].rawValue)
          output.raw(": ")
        }
        Self.appendComponents(uniform ? values.light : values[Appearance.allCases[index - 1]], into: &output)
        argument[index].end = output.count
      }
      output.append(ascii: ")")
    }
    guard output.lineWidth > lineLimit else { return output.end() }
    // An argument longer than a packed one sits on a line of its own; the components would wrap there.
    let own = (indent + 1) * 2
    let needsNestedWrap = withUnsafeBytes(of: &arguments) { raw in
      let argument = raw.baseAddress!.assumingMemoryBound(to: ColorArgument.self)
      return (1..<count).contains { index in
        let text = argument[index].end - argument[index].start + 1
        return text > Self.packedArgumentLimit && own + text > lineLimit
      }
    }
    guard !needsNestedWrap, !output.withBytes(from: output.textStart, { $0.contains { $0 >= 0x80 } }) else {
      output.truncate(to: prefixEnd)
      return expression(TokenValueExpression.adaptive(values, asset: asset), indent: indent, into: &output)
    }
    let flat = output.bytes(from: prefixEnd)
    output.truncate(to: prefixEnd)
    output.raw("AdaptiveColor(")
    output.end()
    var pending = false
    withUnsafeBytes(of: &arguments) { raw in
      let argument = raw.baseAddress!.assumingMemoryBound(to: ColorArgument.self)
      for index in 0..<count {
        let mark = output.count
        if pending { output.append(ascii: " ") } else { output.start(indent + 1) }
        let textStart = output.count
        output.append(bytes: flat[(argument[index].start - prefixEnd)..<(argument[index].end - prefixEnd)])
        output.append(ascii: index == count - 1 ? ")" : ",")
        let textCount = output.count - textStart
        if textCount <= Self.packedArgumentLimit {
          if pending && own + (mark - output.textStart) + 1 + textCount > lineLimit {
            output.breakLine(at: mark, indent: indent + 1)
          }
          pending = true
          continue
        }
        if pending { output.breakLine(at: mark, indent: indent + 1) }
        pending = false
        output.end()
      }
    }
    if pending { output.end() }
  }

  /// Appends `.init(.sRGB, red: …, green: …, blue: …)`, with `opacity:` when not opaque, as
  /// ``TokenValueExpression/components(_:)`` gives it on one line.
  static func appendComponents(_ color: ColorValue, into output: inout SwiftTextBuffer) {
    if color.space == .displayP3 { output.raw(".init(.displayP3, red: ") } else { output.raw(".init(.sRGB, red: ") }
    SwiftText.appendChannel(color.red, into: &output)
    output.raw(", green: ")
    SwiftText.appendChannel(color.green, into: &output)
    output.raw(", blue: ")
    SwiftText.appendChannel(color.blue, into: &output)
    if color.alpha != 1 {
      output.raw(", opacity: ")
      SwiftText.appendChannel(color.alpha, into: &output)
    }
    output.append(ascii: ")")
  }
}
