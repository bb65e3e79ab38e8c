/// DTCG 2025.10 JSON shapes for tokenc's values.
enum DTCGValues {
  /// A DTCG color object; `hex` is the sRGB fallback.
  static func color(_ color: ColorValue) -> JSONValue {
    [
      "colorSpace": .string(color.space.rawValue),
      "components": [.number(color.red), .number(color.green), .number(color.blue)],
      "alpha": .number(color.alpha),
      "hex": .string(
        ColorValue(red: color.srgbFallback.red, green: color.srgbFallback.green, blue: color.srgbFallback.blue).hex),
    ]
  }

  /// One appearance of a color as written: `"{gray.900}"` when it was an alias, else the color.
  static func color(_ color: ColorAppearances, in appearance: Appearance) -> JSONValue {
    if let alias = color.aliases[appearance] { return .string(alias.aliasText) }
    return Self.color(color.values[appearance])
  }

  /// `{value, unit: px}`; one point is one CSS pixel.
  static func dimension(points: Double) -> JSONValue {
    ["value": .number(points), "unit": "px"]
  }

  /// A dimension in the unit it was written in: rem stays rem, points and px are px.
  static func dimension(_ dimension: Dimension) -> JSONValue {
    guard dimension.unit == .rem else { return Self.dimension(points: dimension.points) }
    return ["value": .number(dimension.points / Dimension.pointsPerRem), "unit": "rem"]
  }

  /// `{value, unit: ms}`.
  static func duration(_ duration: Duration) -> JSONValue {
    ["value": .number(duration.milliseconds), "unit": "ms"]
  }

  /// `[x1, y1, x2, y2]`.
  static func cubicBezier(_ curve: CubicBezier) -> JSONValue {
    .array(curve.values.map(JSONValue.number))
  }

  /// A family name, or a list when there are fallbacks; tokenc's `system` keyword is written as
  /// the real stack ``Typography/systemFontStack``, which other tools can put into CSS.
  static func fontFamily(_ family: [String]) -> JSONValue {
    let names = family.flatMap { $0 == "system" ? Typography.systemFontStack : [$0] }
    return names.count == 1 ? .string(names[0]) : .array(names.map(JSONValue.string))
  }

  /// The `$type`, `$value` and the `dev.tokenc` extension content for a resolved value, with the
  /// aliases written inside it (`aliases`) in their places.
  static func encode(
    _ value: TokenValue, aliases: ValueAliases = ValueAliases()
  ) -> (type: String, value: JSONValue, tokenc: [String: JSONValue]) {
    switch value {
    case .color(let color):
      var appearances: [String: JSONValue] = [:]
      for appearance in color.explicit where appearance != .light {
        appearances[appearance.rawValue] = Self.color(color, in: appearance)
      }
      // A light alias makes `$value` an alias; `appearances` (even empty) then says the token
      // has its own appearances rather than being a whole-value alias.
      let keepsAppearances = !appearances.isEmpty || color.aliases[.light] != nil
      return ("color", Self.color(color, in: .light), keepsAppearances ? ["appearances": .object(appearances)] : [:])
    case .dimension(let dimension): return ("dimension", Self.dimension(dimension), [:])
    case .number(let number): return ("number", .number(number), [:])
    case .duration(let duration): return ("duration", Self.duration(duration), [:])
    case .cubicBezier(let curve): return ("cubicBezier", cubicBezier(curve), [:])
    case .fontFamily(let family): return ("fontFamily", fontFamily(family), [:])
    case .fontWeight(let weight): return ("fontWeight", .number(Double(weight.value)), [:])
    case .typography(let typography):
      var tokenc = typographyExtension(typography)
      // An aliased line height is read back from the alias, not from the points written here.
      if aliases.fields["lineHeight"] != nil { tokenc["lineHeight"] = nil }
      return ("typography", DTCGAliases.apply(aliases, to: Self.typography(typography)), tokenc)
    case .motion(let motion):
      let transition = DTCGAliases.apply(
        aliases, to: transition(motion.animation),
        keys: ["duration": "duration", "delay": "delay", "curve": "timingFunction"])
      var ours = Self.motion(motion)
      // A zero delay is left out, unless it was written as an alias, which is kept.
      if aliases.fields["delay"] != nil, case .object(var members) = ours {
        members["delay"] = duration(motion.animation.delay)
        ours = .object(members)
      }
      return ("transition", transition, ["motion": DTCGAliases.apply(aliases, to: ours)])
    case .shadow, .border, .strokeStyle, .gradient: return DTCGComposites.encode(value, aliases: aliases)!
    }
  }

  static func typography(_ typography: Typography) -> JSONValue {
    [
      "fontFamily": fontFamily(typography.fontFamily),
      "fontSize": dimension(points: typography.fontSize),
      "fontWeight": .number(Double(typography.fontWeight.value)),
      "letterSpacing": dimension(points: typography.letterSpacing),
      "lineHeight": .number(typography.lineHeight / typography.fontSize),
    ]
  }

  /// What DTCG typography cannot hold: the exact line height, text style, ladder, and the faces of
  /// its family (the family is written as names, so the faces of its fontFamily token go with it).
  static func typographyExtension(_ typography: Typography) -> [String: JSONValue] {
    var result: [String: JSONValue] = ["lineHeight": dimension(points: typography.lineHeight)]
    if let faces = typography.faces {
      result["faces"] = .object(Dictionary(uniqueKeysWithValues: faces.names.map { (String($0), .string($1)) }))
    }
    if let style = typography.textStyle { result["textStyle"] = .string(style.rawValue) }
    if let ladder = typography.ladder {
      result["ladder"] =
        ladder.isApple
        ? "apple"
        : .object(
          Dictionary(
            uniqueKeysWithValues: ladder.orderedSteps.map { category, step in
              (
                category.rawValue,
                ["fontSize": .number(step.fontSize), "lineHeight": .number(step.lineHeight)] as JSONValue
              )
            }))
    }
    return result
  }

  /// A DTCG transition for an animation (springs use their closest standard curve).
  static func transition(_ animation: MotionAnimation?) -> JSONValue {
    [
      "duration": duration(animation?.duration ?? Duration(milliseconds: 0)),
      "delay": duration(animation?.delay ?? Duration(milliseconds: 0)),
      "timingFunction": cubicBezier(animation?.curve.bezier ?? MotionCurve.linear.bezier),
    ]
  }

  /// tokenc's motion shape (as in the YAML source), kept in `$extensions` so it round-trips.
  static func motion(_ motion: Motion) -> JSONValue {
    var result = animation(motion.animation)
    switch motion.reduceMotion {
    case nil: break
    case .none?: result["reduceMotion"] = "none"
    case .crossfade(let fade)?: result["reduceMotion"] = ["crossfade": duration(fade)]
    case .motion(let path, _)?: result["reduceMotion"] = .string(path.aliasText)
    }
    return .object(result)
  }

  static func animation(_ animation: MotionAnimation) -> [String: JSONValue] {
    var result: [String: JSONValue] = [
      "duration": duration(animation.duration), "travels": .bool(animation.travels),
      "repeats": .bool(animation.repeats),
    ]
    if animation.delay.milliseconds != 0 { result["delay"] = duration(animation.delay) }
    switch animation.curve {
    case .cubicBezier(let curve): result["curve"] = cubicBezier(curve)
    case .spring(let bounce):
      result["curve"] = "spring"
      result["bounce"] = .number(bounce)
    default: result["curve"] = .string(animation.curve.keyword)
    }
    return result
  }
}
