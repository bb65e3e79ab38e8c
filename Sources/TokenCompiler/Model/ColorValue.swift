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
  ///
  /// Reads the UTF-8 bytes once without allocating: any byte that is not an ASCII hex digit
  /// (a non-ASCII character included) makes the text not a hex color.
  public init?(hex: String) {
    var utf8 = hex.utf8.makeIterator()
    guard utf8.next() == UInt8(ascii: "#") else { return nil }
    var value: UInt64 = 0
    var count = 0
    while let byte = utf8.next() {
      guard count < 8, let nibble = Self.hexDigit(byte) else { return nil }
      value = value << 4 | UInt64(nibble)
      count += 1
    }
    guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
    // One digit per channel (`#rgb`, times 17) or two; channel 0 is the most significant.
    let (channels, bits, scale): (Int, UInt64, UInt64) = count <= 4 ? (count, 4, 17) : (count / 2, 8, 1)
    let mask: UInt64 = (1 << bits) - 1
    func channel(_ index: Int) -> Double {
      Double((value >> (bits * UInt64(channels - 1 - index)) & mask) * scale) / 255
    }
    self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: channels == 4 ? channel(3) : 1)
  }

  /// The value of an ASCII hex digit, or `nil`.
  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The components as 8-bit channels, rounded.
  public var bytes: (red: Int, green: Int, blue: Int, alpha: Int) {
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque, in lowercase; P3 components are written as they are.
  public var hex: String {
    let (r, g, b, a) = bytes
    let opaque = a == 255
    // At most nine bytes: a small string, written in place without an array.
    let digits = Self.lowerHexDigits
    return String(unsafeUninitializedCapacity: 9) { text in
      text[0] = UInt8(ascii: "#")
      Self.writeHex(r, into: text, at: 1, digits: digits)
      Self.writeHex(g, into: text, at: 3, digits: digits)
      Self.writeHex(b, into: text, at: 5, digits: digits)
      if opaque { return 7 }
      Self.writeHex(a, into: text, at: 7, digits: digits)
      return 9
    }
  }

  /// The lowercase hex digits.
  static let lowerHexDigits: StaticString = "0123456789abcdef"
  /// The uppercase hex digits.
  static let upperHexDigits: StaticString = "0123456789ABCDEF"

  /// Writes `channel` (0 to 255) as two hex digits of `digits` at `offset` of `text`.
  @inline(__always)
  static func writeHex(
    _ channel: Int, into text: UnsafeMutableBufferPointer<UInt8>, at offset: Int, digits: StaticString
  ) {
    let table = digits.utf8Start
    text[offset] = table[channel >> 4]
    text[offset + 1] = table[channel & 0xF]
  }
}
