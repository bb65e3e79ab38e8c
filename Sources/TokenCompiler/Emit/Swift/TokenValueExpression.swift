/// A token's value as a Swift expression of the core file's types.
enum TokenValueExpression {
  /// The declared type of the constant, or empty when the value's type is obvious from it.
  static func type(of value: TokenValue) -> String {
    switch value {
    case .dimension, .number, .duration: "Double"
    case .fontFamily: "[String]"
    case .fontWeight: "FontWeight"
    case .color, .cubicBezier, .typography, .motion: ""
    case .strokeStyle: "TokenStrokeStyle"
    case .shadow, .border, .gradient: ""
    }
  }

  /// The value.
  static func value(_ token: ResolvedToken, context: SwiftContext) -> SwiftExpression {
    switch token.value {
    case .color(let color):
      return adaptive(color.values, asset: context.assets.assetName(for: token.path) ?? token.path.description)
    case .dimension(let dimension): return .number(dimension.points)
    case .number(let number): return .number(number)
    case .duration(let duration): return .number(duration.seconds)
    case .cubicBezier(let curve): return bezier(curve)
    case .fontFamily(let families): return .array(families.map(SwiftExpression.string))
    case .fontWeight(let weight): return .code("." + weight.appleName)
    case .typography(let typography): return textStyle(typography)
    case .motion(let motion): return preset(motion)
    case .shadow, .border, .strokeStyle, .gradient: return CompositeExpression.value(token.value)
    }
  }

  /// `AdaptiveColor(asset:…)` with one color, or the four appearances when they differ.
  static func adaptive(_ values: AppearanceValues<ColorValue>, asset: String) -> SwiftExpression {
    let asset = SwiftArgument("asset", .string(asset))
    if values.isUniform { return .call("AdaptiveColor", [asset, SwiftArgument(nil, components(values.light))]) }
    return .call(
      "AdaptiveColor", [asset] + Appearance.allCases.map { SwiftArgument($0.rawValue, components(values[$0])) })
  }

  /// `.init(.sRGB, red: …, green: …, blue: …)`, with `opacity:` when not opaque.
  static func components(_ color: ColorValue) -> SwiftExpression {
    var arguments = [
      SwiftArgument(nil, .code(color.space == .displayP3 ? ".displayP3" : ".sRGB")),
      SwiftArgument("red", .channel(color.red)), SwiftArgument("green", .channel(color.green)),
      SwiftArgument("blue", .channel(color.blue)),
    ]
    if color.alpha != 1 { arguments.append(SwiftArgument("opacity", .channel(color.alpha))) }
    return .call(".init", arguments)
  }

  private static func bezier(_ curve: CubicBezier) -> SwiftExpression {
    .call("CubicBezier", curve.values.map { SwiftArgument(nil, .number($0)) })
  }

  private static func textStyle(_ typography: Typography) -> SwiftExpression {
    var font = [
      SwiftArgument("fontFamily", .array(typography.fontFamily.map(SwiftExpression.string))),
      SwiftArgument("fontName", typography.fontName.map(SwiftExpression.string) ?? .code("nil")),
      SwiftArgument("weight", .code("." + typography.fontWeight.appleName)),
      SwiftArgument("tracking", .number(typography.letterSpacing)),
    ]
    if let bold = typography.boldTextFontName { font.insert(SwiftArgument("boldTextFontName", .string(bold)), at: 2) }
    guard typography.ladder != nil || typography.textStyle != nil else {
      return .call(
        "TextStyle",
        font + [
          SwiftArgument("size", .number(typography.fontSize)),
          SwiftArgument("lineHeight", .number(typography.lineHeight)),
        ])
    }
    let relativeTo = SwiftArgument("relativeTo", .code(typography.textStyle.map { "." + $0.rawValue } ?? "nil"))
    if let style = typography.textStyle, typography.ladder == AppleTypeTable.ladder(for: style) {
      return .call(
        "TextStyle", font + [relativeTo, SwiftArgument("ladder", .code("AppleTextStyle.\(style.rawValue).ladder"))])
    }
    return .call(
      "TextStyle", font + [relativeTo, SwiftArgument("ladder", CoreFile.ladder(typography.effectiveLadder))])
  }

  private static func preset(_ motion: Motion) -> SwiftExpression {
    var arguments = [SwiftArgument(nil, timing(motion.animation))]
    if motion.animation.travels { arguments.append(SwiftArgument("travels", .code("true"))) }
    if motion.animation.repeats { arguments.append(SwiftArgument("repeats", .code("true"))) }
    switch motion.reduceMotion {
    case nil: break
    case .none?: arguments.append(SwiftArgument("reduceMotion", .code(".instant")))
    case .crossfade(let duration)?:
      arguments.append(
        SwiftArgument("reduceMotion", .call(".crossfade", [SwiftArgument("duration", .number(duration.seconds))])))
    case .motion(_, let fallback)?:
      arguments.append(SwiftArgument("reduceMotion", .call(".replaced", [SwiftArgument("by", timing(fallback))])))
    }
    return .call("MotionPreset", arguments)
  }

  private static func timing(_ animation: MotionAnimation) -> SwiftExpression {
    let curve: SwiftExpression
    switch animation.curve {
    case .spring(let bounce): curve = .call(".spring", [SwiftArgument("bounce", .number(bounce))])
    case .easeIn: curve = .code(".easeIn")
    case .easeOut: curve = .code(".easeOut")
    case .easeInOut: curve = .code(".easeInOut")
    case .linear: curve = .code(".linear")
    case .cubicBezier(let bezier): curve = .call(".cubicBezier", [SwiftArgument(nil, self.bezier(bezier))])
    }
    var arguments = [SwiftArgument(nil, curve), SwiftArgument("duration", .number(animation.duration.seconds))]
    if animation.delay.milliseconds != 0 { arguments.append(SwiftArgument("delay", .number(animation.delay.seconds))) }
    return .call(".init", arguments)
  }
}
