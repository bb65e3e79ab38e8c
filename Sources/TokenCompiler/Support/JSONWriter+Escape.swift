extension JSONWriter {
  /// Appends the content of ``quote(_:into:)``'s literal, without the quotes: `string`'s bytes
  /// in one pass, eight at a time while none of them can start an escape, the runs that need no
  /// escape copied whole.
  static func escape(_ string: String, into output: inout [UInt8]) {
    var string = string
    string.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var start = 0
      var index = 0
      while index < bytes.count {
        if index + 8 <= bytes.count, !mayStartEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
          index += 8
          continue
        }
        // A visible ASCII character other than `"` and `\` (most of a short key, or of the
        // rest of a string) is never escaped: no call to find out.
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C {
          index += 1
          continue
        }
        let (escape, length) = Self.escape(at: index, in: bytes)
        guard let escape else {
          index += 1
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        output.append(contentsOf: escape)
        index += length
        start = index
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }
  }

  /// Whether `bytes` are all visible ASCII or spaces other than `"` and `\`: written as they are
  /// between quotes. (Non-ASCII text may need no escape either; it takes the longer way.)
  static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var index = 0
    while index + 8 <= bytes.count {
      if mayStartEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { return false }
      index += 8
    }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C else { return false }
      index += 1
    }
    return true
  }

  /// Whether any of the eight bytes of `word` is one an escape can start with: a control
  /// character, `"`, `\`, DEL, or any byte of a non-ASCII character (C1 controls, U+2028/9).
  @inline(__always)
  private static func mayStartEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    /// The high bit of each byte of `value` that is zero (and maybe of bytes above one; never of none).
    func zeros(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
    let below20 = (word &- ones &* 0x20) & ~word & highBits
    let special = zeros(word ^ (ones &* 0x22)) | zeros(word ^ (ones &* 0x5C)) | zeros(word ^ (ones &* 0x7F))
    return (below20 | special | (word & highBits)) != 0
  }

  /// The escape of what starts at `index` and how many bytes it replaces; `nil` when the byte
  /// there is written as it is.
  private static func escape(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> ([UInt8]?, Int) {
    let byte = bytes[index]
    switch byte {
    case 0x22: return ([0x5C, 0x22], 1)
    case 0x5C: return ([0x5C, 0x5C], 1)
    case 0x0A: return ([0x5C, 0x6E], 1)
    case 0x0D: return ([0x5C, 0x72], 1)
    case 0x09: return ([0x5C, 0x74], 1)
    case 0x00..<0x20, 0x7F: return (Array(String(format4: byte).utf8), 1)
    case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
      // A C1 control (U+0080…U+009F): valid raw in JSON, but some terminals act on it.
      return (Array(String(format4: bytes[index + 1]).utf8), 2)
    case 0xE2
    where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
      return (Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8), 3)
    default: return (nil, 1)
    }
  }
}

extension String {
  /// `\u00XX` for a control byte.
  fileprivate init(format4 byte: UInt8) {
    let digits = Array("0123456789abcdef")
    self = "\\u00" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
  }
}
