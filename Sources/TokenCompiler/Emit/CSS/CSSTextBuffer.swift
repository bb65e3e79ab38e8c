/// The bytes ``CSSWriter`` writes: one growing buffer, with identifiers, strings and comments
/// escaped in one pass over their UTF-8 bytes as they are appended.
///
/// Identifiers are serialized as CSSOM does, strings are quoted with every quote, backslash and
/// control character escaped, and comments can never be closed early (see ``CSSWriter``).
struct CSSTextBuffer {
  /// The text so far.
  private(set) var bytes: [UInt8] = []

  /// Creates an empty buffer with room for `capacity` bytes.
  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// Appends static ASCII text as it is.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends one byte.
  mutating func byte(_ byte: UInt8) { bytes.append(byte) }

  /// Appends `count` spaces.
  mutating func spaces(_ count: Int) {
    for _ in 0..<count { bytes.append(0x20) }
  }

  /// Appends text that needs no escaping (numbers, hex colors).
  mutating func text(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Appends an identifier serialized as CSSOM's "serialize an identifier" does (`CSS.escape`).
  ///
  /// The rules look at the first two characters only when they are ASCII, so the bytes stand
  /// for the scalars: bytes of non-ASCII characters are kept as they are.
  mutating func identifier(_ name: String) {
    var name = name
    name.withUTF8 { utf8 in
      guard !utf8.isEmpty else { return bytes.append(UInt8(ascii: "_")) }
      if Self.isPlainIdentifier(utf8) { return bytes.append(contentsOf: utf8) }
      for (index, byte) in utf8.enumerated() {
        let isDigit = byte >= 0x30 && byte <= 0x39
        let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        if byte >= 0x80 || isLetter || byte == UInt8(ascii: "_") || (isDigit && index > 1) {
          bytes.append(byte)
        } else if byte == 0 {
          bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
        } else if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") || (index == 0 && isDigit)
          || (index == 1 && isDigit && utf8[0] == UInt8(ascii: "-"))
        {
          hexEscape(byte)
        } else if isDigit || (byte == UInt8(ascii: "-") && !(index == 0 && utf8.count == 1)) {
          bytes.append(byte)
        } else {
          bytes.append(UInt8(ascii: "\\"))
          bytes.append(byte)
        }
      }
    }
  }

  /// Whether `utf8` (not empty) is written as it is: letters, digits, `-`, `_` and non-ASCII
  /// bytes only, not starting with a digit, `-` and a digit, or being `-` alone.
  private static func isPlainIdentifier(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    if isDigit(utf8[0]) { return false }
    if utf8[0] == UInt8(ascii: "-") && (utf8.count == 1 || isDigit(utf8[1])) { return false }
    for byte in utf8 {
      let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
      guard isLetter || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
      else { return false }
    }
    return true
  }

  /// Appends a color as sRGB hex (`ColorValue.hex` of its sRGB fallback): `#rrggbb`, or `#rrggbbaa`
  /// when not opaque.
  mutating func hexColor(_ color: ColorValue) {
    let (red, green, blue, alpha) = color.srgbFallback.bytes
    let digits: StaticString = "0123456789abcdef"
    func append(_ channel: Int) {
      bytes.append(digits.utf8Start[channel >> 4])
      bytes.append(digits.utf8Start[channel & 0xF])
    }
    bytes.append(UInt8(ascii: "#"))
    append(red)
    append(green)
    append(blue)
    if alpha != 255 { append(alpha) }
  }

  /// Appends a string in double quotes as CSSOM's "serialize a string" does; `<` is escaped
  /// too, so `</style>` cannot close an inline `<style>` element.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case 0: bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
      case 0x01..<0x20, 0x7F, UInt8(ascii: "<"): hexEscape(byte)
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends a comment whose text can never end it early: `*/` is broken up, and so is `</`
  /// (which would close an inline <style> element); line breaks and control characters become
  /// spaces, and bidirectional controls are written visibly (`\u{202E}`), so they cannot
  /// reorder the line.
  mutating func comment(_ text: String) {
    raw("/* ")
    let start = bytes.count
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0: bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
      case 0x01..<0x20, 0x7F...0x9F, 0x2028, 0x2029: bytes.append(0x20)
      case 0x2F where bytes.count > start && (bytes.last == UInt8(ascii: "*") || bytes.last == UInt8(ascii: "<")):
        raw(" /")
      case 0x20..<0x7F: bytes.append(UInt8(scalar.value))
      case _ where UnsafeScalars.isBidiControl(scalar): bytes.append(contentsOf: UnsafeScalars.visible(scalar).utf8)
      default: bytes.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    raw(" */")
  }

  /// Appends a number with at most four decimals and no exponent (`0.0625`, `-0.4`, `17`).
  mutating func number(_ number: Double) {
    guard number.isFinite else { return bytes.append(UInt8(ascii: "0")) }
    if number == number.rounded(), abs(number) < 1e15 {
      integer(Int64(number))
    } else {
      bytes.append(contentsOf: NumberText.fixed(number, decimals: 4, trimmingZeros: true).utf8)
    }
  }

  /// Appends an integer's decimal digits.
  private mutating func integer(_ value: Int64) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    guard magnitude < 100_000_000 else { return bytes.append(contentsOf: String(magnitude).utf8) }
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  /// `\` + lowercase hex digits + a space: an escape that ends where the space is.
  private mutating func hexEscape(_ byte: UInt8) {
    let digits: StaticString = "0123456789abcdef"
    bytes.append(UInt8(ascii: "\\"))
    if byte >= 0x10 { bytes.append(digits.utf8Start[Int(byte >> 4)]) }
    bytes.append(digits.utf8Start[Int(byte & 0xF)])
    bytes.append(0x20)
  }
}

extension CSSWriter {
  /// Serializes an identifier as CSSOM's "serialize an identifier" does (`CSS.escape`).
  static func identifier(_ name: String) -> String {
    var output = CSSTextBuffer()
    output.identifier(name)
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// Serializes a string in double quotes as CSSOM's "serialize a string" does.
  static func string(_ text: String) -> String {
    var output = CSSTextBuffer()
    output.string(text)
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// A comment whose text can never end it early (see ``CSSTextBuffer/comment(_:)``).
  static func comment(_ text: String) -> String {
    var output = CSSTextBuffer()
    output.comment(text)
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// A number with at most four decimals and no exponent (`0.0625`, `-0.4`, `17`).
  static func number(_ number: Double) -> String {
    var output = CSSTextBuffer()
    output.number(number)
    return String(decoding: output.bytes, as: UTF8.self)
  }
}
