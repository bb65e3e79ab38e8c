/// Finds the first byte sequence in a file that is not valid UTF-8.
///
/// libyaml reports encoding problems as a byte offset with no line; checking
/// first lets tokenc point at the line and column a person can open.
enum UTF8Check {
  /// The byte offset and a description of the first invalid sequence, or `nil` if valid.
  static func firstInvalidSequence(in bytes: [UInt8]) -> (offset: Int, problem: String)? {
    if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
      return (0, "the file is UTF-16")
    }
    return bytes.withUnsafeBufferPointer { firstInvalidSequence(in: $0) }
  }

  /// The first invalid sequence in the file's buffer; runs of ASCII are skipped
  /// eight bytes at a time.
  private static func firstInvalidSequence(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, problem: String)? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var minimum: UInt32 = 0
      var scalar: UInt32
      switch lead {
      case 0x00...0x7F:
        index = endOfASCII(in: bytes, from: index + 1)
        continue
      case 0xC2...0xDF: (length, scalar, minimum) = (2, UInt32(lead & 0x1F), 0x80)
      case 0xE0...0xEF: (length, scalar, minimum) = (3, UInt32(lead & 0x0F), 0x800)
      case 0xF0...0xF4: (length, scalar, minimum) = (4, UInt32(lead & 0x07), 0x10000)
      default:
        return (index, "byte 0x\(hex(lead)) cannot start a character")
      }
      guard index + length <= bytes.count else {
        return (index, "the character starting with byte 0x\(hex(lead)) is cut off at the end of the file")
      }
      for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else {
          return (index, "byte 0x\(hex(lead)) is not followed by a continuation byte")
        }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
      }
      guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
        return (index, "bytes starting with 0x\(hex(lead)) encode an invalid character")
      }
      index += length
    }
    return nil
  }

  /// The index of the first byte from `start` that is not ASCII (or the end), read a word at a time.
  private static func endOfASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while index + 8 <= bytes.count,
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
      }
    }
    while index < bytes.count, bytes[index] < 0x80 { index += 1 }
    return index
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
