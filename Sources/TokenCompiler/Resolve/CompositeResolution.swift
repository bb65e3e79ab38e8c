extension ValueResolver {
  /// Resolves a typography value, filling defaults from its text style and ladder.
  mutating func typography(_ source: TypographySource) -> Typography? {
    let base = source.ladder?.steps[.large]
    var fontFamily = ["system"]
    var fontWeight = source.textStyle.map(AppleTypeTable.defaultWeight(for:)) ?? FontWeight(400)
    var fontSize = base?.fontSize ?? 0
    var lineHeight = base.map { LineHeight.points($0.lineHeight) } ?? .multiple(1.2)
    var letterSpacing = 0.0
    var faces: FontFaces?
    if let value = source.fontFamily {
      guard let family = field(value, "fontFamily", needs: "a fontFamily", extract: Self.fontFamily) else { return nil }
      fontFamily = family
      if case .alias(let reference) = value { faces = declaredFaces(of: reference.path) }
    }
    if let value = source.fontWeight {
      guard let weight = field(value, "fontWeight", needs: "a fontWeight", extract: Self.fontWeight) else { return nil }
      fontWeight = weight
    }
    if let value = source.fontSize {
      guard let size = field(value, "fontSize", needs: "a dimension", extract: Self.dimension) else { return nil }
      fontSize = size.points
    }
    if let value = source.lineHeight {
      guard let height = field(value, "lineHeight", needs: "a number or a dimension", extract: Self.lineHeight)
      else { return nil }
      lineHeight = height
    }
    if let value = source.letterSpacing {
      guard let spacing = field(value, "letterSpacing", needs: "a dimension", extract: Self.dimension) else {
        return nil
      }
      letterSpacing = spacing.points
    }
    return Typography(
      fontFamily: fontFamily, fontWeight: fontWeight, fontSize: fontSize,
      lineHeight: lineHeight.points(forFontSize: fontSize), letterSpacing: letterSpacing,
      textStyle: source.textStyle, ladder: source.ladder, faces: faces)
  }

  /// The faces the fontFamily token at `path` declares, or the token it aliases declares.
  private func declaredFaces(of path: TokenPath) -> FontFaces? {
    guard let index = index(of: path), isResolved(index) else { return nil }
    // The token, then each hop of its chain (the tokens of a resolved chain resolved too).
    var hop: Int? = index
    while let current = hop {
      if let faces = tokens[current].tokenc.faces { return faces.value }
      hop = aliasTable.next[current]
    }
    return nil
  }

  private static func fontFamily(_ value: TokenValue) -> [String]? {
    if case .fontFamily(let family) = value { return family }
    return nil
  }

  private static func fontWeight(_ value: TokenValue) -> FontWeight? {
    switch value {
    case .fontWeight(let weight): weight
    case .number(let number) where (1...1000).contains(number) && number == number.rounded(): FontWeight(Int(number))
    default: nil
    }
  }

  private static func dimension(_ value: TokenValue) -> Dimension? {
    if case .dimension(let dimension) = value { return dimension }
    return nil
  }

  private static func lineHeight(_ value: TokenValue) -> LineHeight? {
    switch value {
    case .number(let factor): .multiple(factor)
    case .dimension(let dimension): .points(dimension.points)
    default: nil
    }
  }

  /// Resolves a motion value and its Reduce Motion fallback.
  mutating func motion(_ source: MotionSource) -> Motion? {
    let curveValue = field(source.curve, "curve", needs: "a cubicBezier") { value in
      if case .cubicBezier(let bezier) = value { return MotionCurve.cubicBezier(bezier) }
      return nil
    }
    let durationValue = field(source.duration, "duration", needs: "a duration") { value in
      if case .duration(let duration) = value { return duration }
      return nil
    }
    var delay = Duration(milliseconds: 0)
    if let delaySource = source.delay {
      let value = field(delaySource, "delay", needs: "a duration") { value in
        if case .duration(let duration) = value { return duration }
        return nil
      }
      guard let value else { return nil }
      delay = value
    }
    guard var curve = curveValue, let duration = durationValue else { return nil }
    if case .spring = curve, let bounceSource = source.bounce {
      guard let bounce = field(bounceSource, "bounce", needs: "a number", extract: Self.number) else { return nil }
      curve = .spring(bounce: bounce)
    }
    let animation = MotionAnimation(
      curve: curve, duration: duration, travels: source.travels, repeats: source.repeats, delay: delay)
    var fallback: ReduceMotionFallback?
    switch source.reduceMotion {
    case nil: fallback = nil
    case .none?: fallback = ReduceMotionFallback.none
    case .crossfade(let durationSource)?:
      let crossfade = field(durationSource, "the crossfade", needs: "a duration") { value in
        if case .duration(let duration) = value { return duration }
        return nil
      }
      guard let crossfade else { return nil }
      fallback = .crossfade(crossfade)
    case .motion(let reference)?:
      let target = field(.alias(reference), "reduceMotion", needs: "a motion token") { value in
        if case .motion(let motion) = value { return motion.animation }
        return nil
      }
      guard let target else { return nil }
      fallback = .motion(reference.path, target)
    }
    return Motion(animation: animation, reduceMotion: fallback)
  }

  private static func number(_ value: TokenValue) -> Double? {
    if case .number(let number) = value { return number }
    return nil
  }
}
