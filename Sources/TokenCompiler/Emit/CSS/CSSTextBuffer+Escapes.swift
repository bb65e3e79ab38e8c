/// How ``CSSTextBuffer`` escapes what token files hold, in one pass over the UTF-8 bytes.
///
/// Identifiers are serialized as CSSOM does, strings are quoted with every quote, backslash and
/// control character escaped, and comments can never be closed early (see ``CSSWriter``). Text
/// with nothing to escape, the common case, is copied whole.
extension CSSTextBuffer {
  /// Appends an identifier serialized as CSSOM's "serialize an identifier" does (`CSS.escape`).
  ///
  /// The rules look at the first two characters only when they are ASCII, so the bytes stand
  /// for the scalars: bytes of non-ASCII characters are kept as they are.
  mutating func identifier(_ name: String) {
    var name = name
    name.withUTF8 { utf8 in
      guard !utf8.isEmpty else { return byte(UInt8(ascii: "_")) }
      if Self.isPlainIdentifier(utf8) { return append(utf8) }
      for (index, byte) in utf8.enumerated() {
        let isDigit = byte >= 0x30 && byte <= 0x39
        let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        if byte >= 0x80 || isLetter || byte == UInt8(ascii: "_") || (isDigit && index > 1) {
          self.byte(byte)
        } else if byte == 0 {
          raw("\u{FFFD}")
        } else if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") || (index == 0 && isDigit)
          || (index == 1 && isDigit && utf8[0] == UInt8(ascii: "-"))
        {
          hexEscape(byte)
        } else if isDigit || (byte == UInt8(ascii: "-") && !(index == 0 && utf8.count == 1)) {
          self.byte(byte)
        } else {
          self.byte(UInt8(ascii: "\\"))
          self.byte(byte)
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
    // Bit `n` of each mask: whether ASCII byte `n` (0-63), or `64 + n` (64-127), is a letter, a
    // digit, `-` or `_`; bytes from 0x80 on (of non-ASCII characters) are kept too.
    let low: UInt64 = 0x03FF_2000_0000_0000
    let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
    for byte in utf8 where byte < 0x80 {
      guard (byte < 64 ? low : high) & (1 << UInt64(byte & 63)) != 0 else { return false }
    }
    return true
  }

  /// Appends a string in double quotes as CSSOM's "serialize a string" does; `<` is escaped
  /// too, so `</style>` cannot close an inline `<style>` element.
  mutating func string(_ text: String) {
    byte(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      let plain = utf8.allSatisfy {
        $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
      }
      guard !plain else { return append(utf8) }
      for byte in utf8 {
        switch byte {
        case 0: raw("\u{FFFD}")
        case 0x01..<0x20, 0x7F, UInt8(ascii: "<"): hexEscape(byte)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
          self.byte(UInt8(ascii: "\\"))
          self.byte(byte)
        default: self.byte(byte)
        }
      }
    }
    byte(UInt8(ascii: "\""))
  }

  /// Appends a comment whose text can never end it early: `*/` is broken up, and so is `</`
  /// (which would close an inline <style> element); line breaks and control characters become
  /// spaces, and bidirectional controls are written visibly (`\u{202E}`), so they cannot
  /// reorder the line.
  mutating func comment(_ text: String) {
    raw("/* ")
    let start = count
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0: raw("\u{FFFD}")
      case 0x01..<0x20, 0x7F...0x9F, 0x2028, 0x2029: byte(0x20)
      case 0x2F where count > start && (last == UInt8(ascii: "*") || last == UInt8(ascii: "<")):
        raw(" /")
      case 0x20..<0x7F: byte(UInt8(scalar.value))
      case _ where UnsafeScalars.isBidiControl(scalar): self.text(UnsafeScalars.visible(scalar))
      default: for unit in UTF8.encode(scalar)! { byte(unit) }
      }
    }
    raw(" */")
  }

  /// `\` + lowercase hex digits + a space: an escape that ends where the space is.
  private mutating func hexEscape(_ byte: UInt8) {
    let digits: StaticString = "0123456789abcdef"
    self.byte(UInt8(ascii: "\\"))
    if byte >= 0x10 { self.byte(digits.utf8Start[Int(byte >> 4)]) }
    self.byte(digits.utf8Start[Int(byte & 0xF)])
    self.byte(0x20)
  }
}

extension CSSWriter {
  /// Serializes an identifier as CSSOM's "serialize an identifier" does (`CSS.escape`).
  static func identifier(_ name: String) -> String { text { $0.identifier(name) } }

  /// Serializes a string in double quotes as CSSOM's "serialize a string" does.
  static func string(_ text: String) -> String { Self.text { $0.string(text) } }

  /// A comment whose text can never end it early (see ``CSSTextBuffer/comment(_:)``).
  static func comment(_ text: String) -> String { Self.text { $0.comment(text) } }

  /// A number with at most four decimals and no exponent (`0.0625`, `-0.4`, `17`).
  static func number(_ number: Double) -> String { text { $0.number(number) } }

  /// What `write` writes into a new buffer, as text.
  private static func text(_ write: (inout CSSTextBuffer) -> Void) -> String {
    var output = CSSTextBuffer()
    write(&output)
    return String(decoding: output.bytes, as: UTF8.self)
  }
}
