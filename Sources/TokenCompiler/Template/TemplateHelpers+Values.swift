/// Value-format helpers: colors, lengths, durations, curves and JSON.
///
/// Helpers named after a quantity (`points`, `milliseconds`, `seconds`) give a bare number;
/// helpers named after a CSS unit or notation (`px`, `rem`, `ms`, `hex`, `rgba`) give text
/// with the unit.
extension TemplateHelpers {
  /// Helpers that format values.
  static let values: [String: Helper] = colorFormats.mapValues(color).merging([
    "points": dimension { .number(rounded($0)) },
    "px": dimension { .string(format($0) + "px") },
    "rem": dimension { .string(format($0 / Dimension.pointsPerRem) + "rem") },
    "milliseconds": duration { .number(rounded($0)) },
    "ms": duration { .string(format($0) + "ms") },
    "seconds": duration { .number(rounded($0 / 1000)) },
    "cubicBezier": { value in
      let items = (value["bezier"] ?? value).array ?? []
      let points = items.compactMap(\.number)
      guard items.count == 4, points.count == 4 else {
        return .failure(Need(what: "a cubic Bézier such as value, or a curve such as value.animation.curve"))
      }
      return .success(.string("cubic-bezier(\(points.map { format($0) }.joined(separator: ", ")))"))
    },
    "json": { .success(.string(JSONWriter(style: .compact).string($0))) },
  ]) { a, _ in a }

  /// The member each helper that takes a number or an object with that member reads (see
  /// `dimension` and `duration`), so a render can hand it the number alone.
  static let numberMembers: [String: String] = [
    "points": "points", "px": "points", "rem": "points", "milliseconds": "milliseconds", "ms": "milliseconds",
    "seconds": "milliseconds",
  ]

  /// How a color helper writes a color.
  typealias ColorFormat = @Sendable (ColorValue) -> String

  /// The color helpers, as formats of the sRGB color (``colorValue(_:)``) they are given.
  static let colorFormats: [String: ColorFormat] = [
    "hex": { $0.hex },
    "argb": { color in
      let (red, green, blue, alpha) = color.bytes
      // Nine bytes: a small string, written in place without an array.
      return String(unsafeUninitializedCapacity: 9) { text in
        text[0] = UInt8(ascii: "#")
        let digits = ColorValue.upperHexDigits
        ColorValue.writeHex(alpha, into: text, at: 1, digits: digits)
        ColorValue.writeHex(red, into: text, at: 3, digits: digits)
        ColorValue.writeHex(green, into: text, at: 5, digits: digits)
        ColorValue.writeHex(blue, into: text, at: 7, digits: digits)
        return 9
      }
    },
    "rgba": { color in
      let (red, green, blue, _) = color.bytes
      return "rgba(\(red), \(green), \(blue), \(format(color.alpha, places: 3)))"
    },
  ]

  private static let colorNeed = Need(what: "a color such as value.appearances.light")

  /// The sRGB color a context color object describes (clamped into sRGB when it is wider).
  static func colorValue(_ value: JSONValue) -> ColorValue? {
    guard case .object(let members) = value, case .string(let name)? = members["colorSpace"],
      let space = ColorSpace(rawValue: name), case .array(let items)? = members["components"],
      case .number(let alpha)? = members["alpha"]
    else { return nil }
    let components: [Double]
    if items.count == 3, case .number(let red) = items[0], case .number(let green) = items[1],
      case .number(let blue) = items[2]
    {
      components = [red, green, blue]
    } else {
      components = items.compactMap(\.number)
      guard components.count == 3 else { return nil }
    }
    let color = ColorValue(space: space, red: components[0], green: components[1], blue: components[2], alpha: alpha)
    return color.srgbFallback
  }

  private static func color(_ transform: @escaping ColorFormat) -> Helper {
    { value in colorValue(value).map { .success(.string(transform($0))) } ?? .failure(colorNeed) }
  }

  /// Points from a dimension object or a number (such as a typography fontSize).
  private static func dimension(_ transform: @escaping @Sendable (Double) -> JSONValue) -> Helper {
    { value in
      guard let points = value.number ?? value["points"]?.number else {
        return .failure(Need(what: "a dimension such as value, or a number of points such as value.fontSize"))
      }
      return .success(transform(points))
    }
  }

  /// Milliseconds from a duration, an animation, a crossfade or a number.
  private static func duration(_ transform: @escaping @Sendable (Double) -> JSONValue) -> Helper {
    { value in
      guard let milliseconds = value.number ?? value["milliseconds"]?.number else {
        return .failure(Need(what: "a duration such as value, or a number of milliseconds"))
      }
      return .success(transform(milliseconds))
    }
  }
}
