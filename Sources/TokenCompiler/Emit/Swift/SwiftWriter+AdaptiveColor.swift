/// How ``SwiftWriter`` writes a color token's value, `AdaptiveColor(asset: …, …)`, straight into
/// bytes: the same text as ``expression(_:indent:into:)`` gives for
/// ``TokenValueExpression/adaptive(_:asset:)``, without building that expression per token.
extension SwiftWriter {
  /// Writes `AdaptiveColor(asset: "…", …)` after the prefix on the line being written, and ends
  /// the line: on one line if it fits, else wrapped as ``expression(_:indent:into:)`` wraps a call
  /// (``endFlatCall(_:_:prefixEnd:indent:into:)``). When an argument would need a wrap of its own,
  /// or the text is not ASCII, it writes the expression through ``expression(_:indent:into:)`` instead.
  func adaptiveColor(
    _ values: AppearanceValues<ColorValue>, asset: String, indent: Int, into output: inout SwiftTextBuffer
  ) {
    let prefixEnd = output.count
    let written = withUnsafeTemporaryAllocation(of: SwiftFlatArgument.self, capacity: 5) { storage in
      var arguments = SwiftFlatArguments(storage: storage)
      output.raw("AdaptiveColor(")
      arguments.begin("asset", into: &output)
      SwiftText.appendStringLiteral(asset, into: &output)
      arguments.end(wraps: false, into: &output)
      if values.isUniform {
        arguments.begin(nil, into: &output)
        Self.appendComponents(values.light, into: &output)
        arguments.end(wraps: true, into: &output)
      } else {
        for appearance in Appearance.allCases {
          arguments.begin(nil, into: &output)
          output.append(appearance.rawValue)
          output.raw(": ")
          Self.appendComponents(values[appearance], into: &output)
          arguments.end(wraps: true, into: &output)
        }
      }
      output.append(ascii: ")")
      return endFlatCall("AdaptiveColor", arguments.written, prefixEnd: prefixEnd, indent: indent, into: &output)
    }
    guard !written else { return }
    output.truncate(to: prefixEnd)
    expression(TokenValueExpression.adaptive(values, asset: asset), indent: indent, into: &output)
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
