/// Characters that text outputs must not pass through raw: control characters, which
/// terminals and renderers act on, and bidirectional controls, which reorder what a reader
/// sees ("Trojan Source"). The docs writers and the CSS comments use the same sets.
enum UnsafeScalars {
  /// A C0 control other than tab, line feed and carriage return, DEL, or a C1 control.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }

  /// An embedding, override or isolate control, or a directional mark (U+061C, U+200E,
  /// U+200F, U+202A…U+202E, U+2066…U+2069).
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether a UTF-8 byte may start one of ``isControl(_:)`` or ``isBidiControl(_:)``.
  static func mayStartUnsafe(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2
      || byte == 0xD8 || byte == 0xE2
  }

  /// Whether `text` may hold one of ``isControl(_:)`` or ``isBidiControl(_:)`` (or U+2028,
  /// U+2029): one pass over the bytes, looking one byte ahead, so text without any (nearly all,
  /// typographic characters such as `→` and `–` included) skips the scalar-by-scalar pass.
  static func mayContainUnsafe(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    while let byte = utf8.next() {
      guard mayStartUnsafe(byte) else { continue }
      switch byte {
      case 0xC2: if let next = utf8.next(), (0x80...0x9F).contains(next) { return true }
      case 0xD8: if utf8.next() == 0x9C { return true }
      case 0xE2: if let next = utf8.next(), next == 0x80 || next == 0x81 { return true }
      default: return true
      }
    }
    return false
  }

  /// `scalar` written visibly, as `\u{202E}`.
  static func visible(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}
