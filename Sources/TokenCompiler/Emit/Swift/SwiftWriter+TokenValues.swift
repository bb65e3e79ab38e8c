/// How ``SwiftWriter`` writes the common token values straight into bytes: numbers, text styles
/// with an Apple ladder and motion presets, the same text as ``expression(_:indent:into:)`` gives
/// for ``TokenValueExpression/value(_:context:)``, without building that expression per token.
extension SwiftWriter {
  /// Writes the value of a token that is a number, a text style (without a ladder of its own) or
  /// a motion preset after the prefix on the line being written, and ends the line; returns
  /// `false`, with nothing written, for any other value or when the call would need a wrap inside
  /// an argument (the caller then writes the expression).
  func tokenValue(_ value: TokenValue, indent: Int, into output: inout SwiftTextBuffer) -> Bool {
    let prefixEnd = output.count
    switch value {
    case .dimension(let dimension): output.append(number: dimension.points)
    case .number(let number): output.append(number: number)
    case .duration(let duration): output.append(number: duration.seconds)
    case .typography(let typography):
      return withFlatArguments { arguments in
        guard Self.appendTextStyle(typography, arguments: &arguments, into: &output),
          endFlatCall("TextStyle", arguments.written, prefixEnd: prefixEnd, indent: indent, into: &output)
        else {
          output.truncate(to: prefixEnd)
          return false
        }
        return true
      }
    case .motion(let motion):
      return withFlatArguments { arguments in
        Self.appendPreset(motion, arguments: &arguments, into: &output)
        guard endFlatCall("MotionPreset", arguments.written, prefixEnd: prefixEnd, indent: indent, into: &output)
        else {
          output.truncate(to: prefixEnd)
          return false
        }
        return true
      }
    default: return false
    }
    output.end()
    return true
  }

  /// Calls `body` with room for the arguments of one call, on the stack.
  private func withFlatArguments(_ body: (inout SwiftFlatArguments) -> Bool) -> Bool {
    withUnsafeTemporaryAllocation(of: SwiftFlatArgument.self, capacity: 8) { storage in
      var arguments = SwiftFlatArguments(storage: storage)
      return body(&arguments)
    }
  }

  /// Appends `TextStyle(…)` on one line, as ``TokenValueExpression``'s text style gives it; `false`
  /// (with part of it written) for a ladder of its own, which takes the expression.
  private static func appendTextStyle(
    _ typography: Typography, arguments: inout SwiftFlatArguments, into output: inout SwiftTextBuffer
  ) -> Bool {
    let style = typography.textStyle
    if typography.ladder != nil || style != nil {
      guard let style, typography.ladder == AppleTypeTable.ladder(for: style) else { return false }
    }
    output.raw("TextStyle(")
    arguments.begin("fontFamily", into: &output)
    output.append(ascii: "[")
    for (index, family) in typography.fontFamily.enumerated() {
      if index > 0 { output.raw(", ") }
      SwiftText.appendStringLiteral(family, into: &output)
    }
    output.append(ascii: "]")
    arguments.end(wraps: !typography.fontFamily.isEmpty, into: &output)
    arguments.begin("fontName", into: &output)
    if let name = typography.fontName { SwiftText.appendStringLiteral(name, into: &output) } else { output.raw("nil") }
    arguments.end(wraps: false, into: &output)
    if let bold = typography.boldTextFontName {
      arguments.begin("boldTextFontName", into: &output)
      SwiftText.appendStringLiteral(bold, into: &output)
      arguments.end(wraps: false, into: &output)
    }
    arguments.begin("weight", into: &output)
    output.append(ascii: ".")
    output.append(typography.fontWeight.appleName)
    arguments.end(wraps: false, into: &output)
    arguments.begin("tracking", into: &output)
    output.append(number: typography.letterSpacing)
    arguments.end(wraps: false, into: &output)
    if let style {
      arguments.begin("relativeTo", into: &output)
      output.append(ascii: ".")
      output.append(style.rawValue)
      arguments.end(wraps: false, into: &output)
      arguments.begin("ladder", into: &output)
      output.raw("AppleTextStyle.")
      output.append(style.rawValue)
      output.raw(".ladder")
      arguments.end(wraps: false, into: &output)
    } else {
      arguments.begin("size", into: &output)
      output.append(number: typography.fontSize)
      arguments.end(wraps: false, into: &output)
      arguments.begin("lineHeight", into: &output)
      output.append(number: typography.lineHeight)
      arguments.end(wraps: false, into: &output)
    }
    output.append(ascii: ")")
    return true
  }

  /// Appends `MotionPreset(…)` on one line, as ``TokenValueExpression``'s preset gives it.
  private static func appendPreset(
    _ motion: Motion, arguments: inout SwiftFlatArguments, into output: inout SwiftTextBuffer
  ) {
    output.raw("MotionPreset(")
    arguments.begin(nil, into: &output)
    appendTiming(motion.animation, into: &output)
    arguments.end(wraps: true, into: &output)
    if motion.animation.travels {
      arguments.begin("travels", into: &output)
      output.raw("true")
      arguments.end(wraps: false, into: &output)
    }
    if motion.animation.repeats {
      arguments.begin("repeats", into: &output)
      output.raw("true")
      arguments.end(wraps: false, into: &output)
    }
    switch motion.reduceMotion {
    case nil: break
    case .none?:
      arguments.begin("reduceMotion", into: &output)
      output.raw(".instant")
      arguments.end(wraps: false, into: &output)
    case .crossfade(let duration)?:
      arguments.begin("reduceMotion", into: &output)
      output.raw(".crossfade(duration: ")
      output.append(number: duration.seconds)
      output.append(ascii: ")")
      arguments.end(wraps: true, into: &output)
    case .motion(_, let fallback)?:
      arguments.begin("reduceMotion", into: &output)
      output.raw(".replaced(by: ")
      appendTiming(fallback, into: &output)
      output.append(ascii: ")")
      arguments.end(wraps: true, into: &output)
    }
    output.append(ascii: ")")
  }

  /// Appends `.init(curve, duration: …)`, with `delay:` when there is one, on one line.
  private static func appendTiming(_ animation: MotionAnimation, into output: inout SwiftTextBuffer) {
    output.raw(".init(")
    switch animation.curve {
    case .spring(let bounce):
      output.raw(".spring(bounce: ")
      output.append(number: bounce)
      output.append(ascii: ")")
    case .easeIn: output.raw(".easeIn")
    case .easeOut: output.raw(".easeOut")
    case .easeInOut: output.raw(".easeInOut")
    case .linear: output.raw(".linear")
    case .cubicBezier(let bezier):
      output.raw(".cubicBezier(CubicBezier(")
      for (index, value) in bezier.values.enumerated() {
        if index > 0 { output.raw(", ") }
        output.append(number: value)
      }
      output.raw("))")
    }
    output.raw(", duration: ")
    output.append(number: animation.duration.seconds)
    if animation.delay.milliseconds != 0 {
      output.raw(", delay: ")
      output.append(number: animation.delay.seconds)
    }
    output.append(ascii: ")")
  }
}
