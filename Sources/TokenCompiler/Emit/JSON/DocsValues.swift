/// Resolved values in the docs JSON: explicit, unit-labelled, ready to display.
enum DocsValues {
  static func value(_ value: TokenValue) -> JSONValue {
    switch value {
    case .color(let color):
      return [
        "appearances": .object(
          Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0.rawValue, Self.color(color.values[$0])) })),
        "explicitAppearances": .array(Appearance.allCases.filter(color.explicit.contains).map { .string($0.rawValue) }),
      ]
    case .dimension(let dimension):
      return ["points": .number(dimension.points), "rem": .number(dimension.points / Dimension.pointsPerRem)]
    case .number(let number): return .number(number)
    case .duration(let duration): return ["milliseconds": .number(duration.milliseconds)]
    case .cubicBezier(let curve): return DTCGValues.cubicBezier(curve)
    case .fontFamily(let family): return .array(family.map(JSONValue.string))
    case .fontWeight(let weight): return ["weight": .number(Double(weight.value)), "name": .string(weight.appleName)]
    case .typography(let typography): return Self.typography(typography)
    case .motion(let motion): return Self.motion(motion)
    }
  }

  /// One color: its space, components, alpha, hex (sRGB fallback), and a CSS string.
  static func color(_ color: ColorValue) -> JSONValue {
    let fallback = color.srgbFallback
    return [
      "colorSpace": .string(color.space.rawValue),
      "components": [.number(color.red), .number(color.green), .number(color.blue)],
      "alpha": .number(color.alpha),
      "hex": .string(fallback.hex),
      "inSRGBGamut": .bool(color.converted(to: .srgb).isInGamut),
    ]
  }

  static func typography(_ typography: Typography) -> JSONValue {
    [
      "fontFamily": .array(typography.fontFamily.map(JSONValue.string)),
      "fontWeight": .number(Double(typography.fontWeight.value)),
      "fontWeightName": .string(typography.fontWeight.appleName),
      "fontSize": .number(typography.fontSize),
      "lineHeight": .number(typography.lineHeight),
      "letterSpacing": .number(typography.letterSpacing),
      "textStyle": typography.textStyle.map { .string($0.rawValue) } ?? .null,
      "ladderSource": typography.ladder.map { $0.isApple ? "apple" : "custom" } ?? .null,
      "ladder": .array(
        (typography.ladder?.orderedSteps ?? []).map { category, step in
          [
            "category": .string(category.rawValue), "shortName": .string(category.shortName),
            "isAccessibilitySize": .bool(category.isAccessibilitySize),
            "fontSize": .number(step.fontSize), "lineHeight": .number(step.lineHeight),
          ]
        }),
    ]
  }

  static func motion(_ motion: Motion) -> JSONValue {
    var fallback: JSONValue = .null
    switch motion.reduceMotion {
    case nil: break
    case .none?: fallback = ["kind": "none"]
    case .crossfade(let duration)?: fallback = ["kind": "crossfade", "milliseconds": .number(duration.milliseconds)]
    case .motion(let path, let animation)?:
      fallback = ["kind": "motion", "token": .string(path.description), "animation": Self.animation(animation)]
    }
    return ["animation": animation(motion.animation), "reduceMotion": fallback]
  }

  static func animation(_ animation: MotionAnimation) -> JSONValue {
    var curve: [String: JSONValue] = [
      "kind": .string(animation.curve.keyword), "bezier": DTCGValues.cubicBezier(animation.curve.bezier),
    ]
    if case .spring(let bounce) = animation.curve { curve["bounce"] = .number(bounce) }
    return [
      "curve": .object(curve), "milliseconds": .number(animation.duration.milliseconds),
      "travels": .bool(animation.travels), "repeats": .bool(animation.repeats),
    ]
  }
}
