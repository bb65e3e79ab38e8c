/// How the docs page and the Markdown put values into words, so both say the same.
enum DocsFormat {
  /// A number with at most four decimals.
  static func number(_ value: Double) -> String { CSSWriter.number(value) }

  /// `16 pt`.
  static func points(_ value: Double) -> String { number(value) + " pt" }

  /// `350 ms`.
  static func milliseconds(_ value: Double) -> String { number(value) + " ms" }

  /// A human name of an appearance.
  static func appearance(_ appearance: Appearance) -> String {
    switch appearance {
    case .light: "Light"
    case .dark: "Dark"
    case .lightHighContrast: "Light, increased contrast"
    case .darkHighContrast: "Dark, increased contrast"
    }
  }

  /// Where a text style's ladder comes from, in words.
  static func ladderSource(_ source: DocsModel.LadderSource) -> String {
    switch source {
    case .apple: "Apple's ladder"
    case .custom: "its own ladder"
    case .derived: "a derived ladder (no ladder written: the base size grown in proportion to Apple's)"
    }
  }

  /// A short name of an appearance, for column headers: `Light`, `Dark HC`.
  static func shortAppearance(_ appearance: Appearance) -> String {
    switch appearance {
    case .light: "Light"
    case .dark: "Dark"
    case .lightHighContrast: "Light HC"
    case .darkHighContrast: "Dark HC"
    }
  }

  /// A color's values as text: its hex, and for Display P3 the `color(display-p3 …)` form,
  /// with a note when the hex is only the nearest sRGB color.
  static func color(_ color: DocsModel.Color) -> (values: [String], note: String?) {
    guard color.color.space == .displayP3 else { return ([color.hex], nil) }
    let p3 = CSSWriter().value(CSSTokenValues.displayP3(color.color))
    return ([p3, color.hex], color.inSRGBGamut ? nil : "sRGB fallback")
  }

  /// The CSS custom property of a token, as `var(--…)`.
  static func cssVariable(_ token: DocsModel.Token, prefix: String) -> String {
    CSSWriter().value(.variable(Naming.cssCustomProperty(token.path, prefix: prefix)))
  }

  /// `var(--…)` of a custom property `name`, as the CSS writer serializes it; a name of `--`
  /// and lowercase ASCII letters, digits and `-` (every name ``Naming`` builds) needs no escape.
  static func variable(_ name: String) -> String {
    let plain =
      name.utf8.starts(with: "--".utf8)
      && name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    return plain ? "var(" + name + ")" : CSSWriter().value(.variable(name))
  }

  /// An easing curve as `cubic-bezier(…)`.
  static func easing(_ bezier: CubicBezier) -> String {
    CSSWriter().value(CSSTokenValues.easing(bezier))
  }

  /// One animation in words: `spring (bounce 0.15), 350 ms, after a 100 ms delay, moves across the screen`.
  static func animation(_ animation: MotionAnimation) -> String {
    var curve = animation.curve.keyword
    if case .spring(let bounce) = animation.curve { curve += " (bounce \(number(bounce)))" }
    var parts = [curve, milliseconds(animation.duration.milliseconds)]
    if animation.delay.milliseconds != 0 { parts.append("after a \(milliseconds(animation.delay.milliseconds)) delay") }
    if animation.travels { parts.append("moves across the screen") }
    if animation.repeats { parts.append("repeats") }
    return parts.joined(separator: ", ")
  }

  /// A motion preset's Reduce Motion fallback in words.
  static func reduceMotion(_ fallback: ReduceMotionFallback?) -> String {
    switch fallback {
    case .none?: "no animation: the change happens at once"
    case .crossfade(let duration)?: "a crossfade of " + milliseconds(duration.milliseconds)
    case .motion(let path, let animation)?: path.description + ": " + Self.animation(animation)
    case nil: "none declared: the animation runs unchanged"
    }
  }

  /// A text style's metrics: `17 pt / 22 pt, regular (400), tracking 0 pt`.
  static func typography(_ style: DocsModel.TextStyle) -> String {
    let size = points(style.fontSize)
    let lineHeight = points(style.lineHeight)
    let (weight, numeric) = (style.fontWeight.appleName, number(Double(style.fontWeight.value)))
    return "\(size) / \(lineHeight), \(weight) (\(numeric)), tracking \(points(style.letterSpacing))"
  }

  /// The font family list as written in the tokens.
  static func families(_ family: [String]) -> String {
    family.joined(separator: ", ")
  }

  /// A length: `16 pt = 1 rem`.
  static func length(_ dimension: Dimension) -> String {
    points(dimension.points) + " = " + number(dimension.points / Dimension.pointsPerRem) + " rem"
  }

  /// Any value in words, as the token lists show values that have no section of their own.
  static func value(_ value: DocsModel.Value) -> String {
    switch value {
    case .color(let colors): color(colors[.light]).values.joined(separator: " ")
    case .dimension(let dimension): length(dimension)
    case .number(let plain): number(plain)
    case .duration(let duration): milliseconds(duration.milliseconds)
    case .cubicBezier(let curve): easing(curve)
    case .fontFamily(let family): families(family)
    case .fontWeight(let weight): number(Double(weight.value)) + " (" + weight.appleName + ")"
    case .typography(let style): typography(style)
    case .motion(let motion): animation(motion.animation)
    case .composite(let composite): composite.css.light
    }
  }

  /// The alias chain: `{a} → b → c`, or nil for a literal.
  static func aliasChain(_ token: DocsModel.Token) -> String? {
    guard let alias = token.alias else { return nil }
    return ([alias.aliasText] + token.aliasChain.dropFirst().map(\.description)).joined(separator: " → ")
  }
}
