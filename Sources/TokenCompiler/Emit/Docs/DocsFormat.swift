/// How the docs page and the Markdown put values into words, so both say the same.
enum DocsFormat {
  /// A number with at most four decimals.
  static func number(_ value: Double) -> String { CSSWriter.number(value) }

  /// `16 pt`.
  static func points(_ value: Double) -> String { number(value) + " pt" }

  /// `350 ms`.
  static func milliseconds(_ value: Double) -> String { number(value) + " ms" }

  /// A contrast ratio cut (not rounded) to two decimals, so 4.499 reads `4.49:1` and never looks like a pass.
  static func ratio(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }

  /// A human name of an appearance.
  static func appearance(_ appearance: Appearance) -> String {
    switch appearance {
    case .light: "Light"
    case .dark: "Dark"
    case .lightHighContrast: "Light, increased contrast"
    case .darkHighContrast: "Dark, increased contrast"
    }
  }

  /// A color's values as text: its hex, and for Display P3 the `color(display-p3 …)` form,
  /// with a note when the hex is only the nearest sRGB color.
  static func color(_ color: DocsColor) -> (values: [String], note: String?) {
    guard color.color.space == .displayP3 else { return ([color.hex], nil) }
    let p3 = CSSWriter().value(CSSTokenValues.displayP3(color.color))
    return ([p3, color.hex], color.inSRGBGamut ? nil : "sRGB fallback")
  }

  /// The CSS custom property of a token, as `var(--…)`.
  static func cssVariable(_ token: DocsToken, prefix: String) -> String {
    CSSWriter().value(.variable(Naming.cssCustomProperty(token.tokenPath, prefix: prefix)))
  }

  /// An easing curve as `cubic-bezier(…)`.
  static func easing(_ bezier: JSONValue?) -> String {
    let values = (bezier?.array ?? []).compactMap(\.number)
    guard values.count == 4 else { return "linear" }
    return CSSWriter().value(CSSTokenValues.easing(CubicBezier(values[0], values[1], values[2], values[3])))
  }

  /// One animation in words: `spring (bounce 0.15), 350 ms, moves across the screen`.
  static func animation(_ animation: JSONValue?) -> String {
    guard let animation else { return "none" }
    var curve = animation["curve"]?["kind"]?.string ?? "linear"
    if let bounce = animation["curve"]?["bounce"]?.number { curve += " (bounce \(number(bounce)))" }
    var parts = [curve, milliseconds(animation["milliseconds"]?.number ?? 0)]
    if animation["travels"] == .bool(true) { parts.append("moves across the screen") }
    if animation["repeats"] == .bool(true) { parts.append("repeats") }
    return parts.joined(separator: ", ")
  }

  /// A motion preset's Reduce Motion fallback in words.
  static func reduceMotion(_ fallback: JSONValue?) -> String {
    switch fallback?["kind"]?.string {
    case "none"?: "no animation: the change happens at once"
    case "crossfade"?: "a crossfade of " + milliseconds(fallback?["milliseconds"]?.number ?? 0)
    case "motion"?: (fallback?["token"]?.string ?? "") + ": " + animation(fallback?["animation"])
    default: "none declared: the animation runs unchanged"
    }
  }

  /// A text style's metrics: `17 pt / 22 pt, regular (400), tracking 0 pt`.
  static func typography(_ value: JSONValue) -> String {
    let size = points(value["fontSize"]?.number ?? 0)
    let lineHeight = points(value["lineHeight"]?.number ?? 0)
    let weight = value["fontWeightName"]?.string ?? ""
    let numeric = number(value["fontWeight"]?.number ?? 400)
    return "\(size) / \(lineHeight), \(weight) (\(numeric)), tracking \(points(value["letterSpacing"]?.number ?? 0))"
  }

  /// The font family list as written in the tokens.
  static func families(_ value: JSONValue?) -> String {
    (value?.array ?? []).compactMap(\.string).joined(separator: ", ")
  }

  /// The value of a token that has no section of its own (number, duration, curve, family, weight).
  static func simpleValue(_ token: DocsToken) -> String {
    switch token.type {
    case "number": return number(token.value.number ?? 0)
    case "duration": return milliseconds(token.value["milliseconds"]?.number ?? 0)
    case "cubicBezier": return easing(token.value)
    case "fontFamily": return families(token.value)
    case "fontWeight":
      return number(token.value["weight"]?.number ?? 0) + " (" + (token.value["name"]?.string ?? "") + ")"
    case "dimension":
      return points(token.value["points"]?.number ?? 0) + " = " + number(token.value["rem"]?.number ?? 0) + " rem"
    default: return ""
    }
  }

  /// The alias chain: `{a} → b → c`, or nil for a literal.
  static func aliasChain(_ token: DocsToken) -> String? {
    guard let alias = token.alias else { return nil }
    return ([alias] + token.aliasChain.dropFirst()).joined(separator: " → ")
  }
}
