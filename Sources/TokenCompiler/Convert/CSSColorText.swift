import Foundation

/// Reads the CSS color strings Style Dictionary files hold (`#0af`, `rgb(0 0 0 / 50%)`,
/// `rgba(0, 0, 0, 0.5)`, `hsl(210deg 50% 40%)`, `hsla(…)`, `white`, `transparent`) as sRGB
/// colors, so `tokenc convert` writes them as DTCG color objects.
enum CSSColorText {
  /// The color `text` names, or `nil` when it is no color this reads (`var(--x)`, `color-mix(…)`).
  static func parse(_ text: String) -> ColorValue? {
    let text = text.trimmingCharacters(in: .whitespaces).lowercased()
    if text.hasPrefix("#") { return ColorValue(hex: text) }
    if text == "transparent" { return ColorValue(red: 0, green: 0, blue: 0, alpha: 0) }
    if let hex = CSSNamedColors.hex[text] { return ColorValue(hex: hex) }
    guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
    let name = text[..<open].trimmingCharacters(in: .whitespaces)
    let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
      .split(whereSeparator: { $0 == "," || $0 == "/" || $0 == " " })
    guard arguments.count == 3 || arguments.count == 4 else { return nil }
    let alpha = arguments.count == 4 ? fraction(arguments[3], scale: 1) : 1
    guard let alpha else { return nil }
    switch name {
    case "rgb", "rgba":
      let channels = arguments.prefix(3).compactMap { fraction($0, scale: 255) }
      guard channels.count == 3 else { return nil }
      return ColorValue(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    case "hsl", "hsla":
      guard let hue = hue(arguments[0]), let saturation = fraction(arguments[1], scale: 100),
        let lightness = fraction(arguments[2], scale: 100)
      else { return nil }
      let (red, green, blue) = rgb(hue: hue, saturation: saturation, lightness: lightness)
      return ColorValue(red: red, green: green, blue: blue, alpha: alpha)
    default: return nil
    }
  }

  /// `50%` → 0.5; a bare number divided by `scale`; clamped to 0…1.
  private static func fraction(_ text: Substring, scale: Double) -> Double? {
    let value: Double?
    if text.hasSuffix("%") {
      value = Double(text.dropLast()).map { $0 / 100 }
    } else {
      value = Double(text).map { $0 / scale }
    }
    return value.map { min(max($0, 0), 1) }
  }

  /// A hue in degrees: a bare number, or with `deg`, `turn`, `rad` or `grad`.
  private static func hue(_ text: Substring) -> Double? {
    let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
    for (unit, factor) in units where text.hasSuffix(unit) {
      return Double(text.dropLast(unit.count)).map { $0 * factor }
    }
    return Double(text)
  }

  /// CSS Color 4's `hslToRgb`.
  private static func rgb(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
    var degrees = hue.truncatingRemainder(dividingBy: 360)
    if degrees < 0 { degrees += 360 }
    func channel(_ n: Double) -> Double {
      let k = (n + degrees / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }
}
