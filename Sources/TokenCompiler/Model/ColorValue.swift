/// The color spaces tokenc keeps colors in; other DTCG spaces are converted on input.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
  /// sRGB, the web and iOS default.
  case srgb
  /// Display P3, the wide gamut of modern iPhones.
  case displayP3 = "display-p3"
}

/// One concrete color: gamma-encoded components in 0…1 in its color space, plus alpha.
public struct ColorValue: Sendable, Hashable {
  /// The color space of the components.
  public var space: ColorSpace
  /// Red, 0…1 (gamma-encoded).
  public var red: Double
  /// Green, 0…1 (gamma-encoded).
  public var green: Double
  /// Blue, 0…1 (gamma-encoded).
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// Creates a color from components in 0…1.
  public init(space: ColorSpace = .srgb, red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.space = space
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` as an sRGB color.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    var digits = Array(hex.dropFirst())
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
    if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
    let bytes = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
    self.init(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
  }

  /// The components as 8-bit channels, rounded.
  public var bytes: (red: Int, green: Int, blue: Int, alpha: Int) {
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque, in lowercase; P3 components are written as they are.
  public var hex: String {
    let (r, g, b, a) = bytes
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = [UInt8(ascii: "#")]
    for channel in a == 255 ? [r, g, b] : [r, g, b, a] {
      text.append(digits[channel >> 4])
      text.append(digits[channel & 0xF])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
