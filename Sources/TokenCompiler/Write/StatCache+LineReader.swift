/// Reading the stat cache's text back.
extension StatCache {
  /// Reads the space-separated fields of the stat cache's lines, one line at a time.
  struct LineReader {
    /// The cache's bytes.
    let buffer: UnsafeBufferPointer<UInt8>
    /// The read position.
    var offset: Int
    /// Whether a field of the current line was malformed.
    private var broken = false

    /// Starts reading at `offset`.
    init(buffer: UnsafeBufferPointer<UInt8>, offset: Int) {
      self.buffer = buffer
      self.offset = offset
    }

    /// Whether every line has been read.
    var atEnd: Bool { offset >= buffer.count }

    /// The next field as 16 hexadecimal digits.
    mutating func hex() -> UInt64? {
      field(radix: 16).flatMap { $0.digits == 16 ? $0.value : nil }
    }

    /// The next field as a decimal number that fits in 64 bits.
    mutating func number() -> UInt64? { field(radix: 10)?.value }

    /// The rest of the line (the path), moving to the next line; `nil` if the line was malformed.
    mutating func rest() -> String? {
      let start = offset
      while offset < buffer.count, buffer[offset] != UInt8(ascii: "\n") { offset += 1 }
      defer {
        offset += 1
        broken = false
      }
      guard !broken, offset > start else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<offset]), as: UTF8.self)
    }

    /// The next field, with the space after it, in `radix`.
    private mutating func field(radix: UInt64) -> (value: UInt64, digits: Int)? {
      guard !broken else { return nil }
      var value: UInt64 = 0
      var digits = 0
      while offset < buffer.count, buffer[offset] != UInt8(ascii: " "), buffer[offset] != UInt8(ascii: "\n") {
        guard let digit = Self.digit(buffer[offset], radix: radix) else { break }
        let (times, overflow) = value.multipliedReportingOverflow(by: radix)
        let (sum, carry) = times.addingReportingOverflow(digit)
        guard !overflow, !carry else { break }
        value = sum
        digits += 1
        offset += 1
      }
      guard digits > 0, offset < buffer.count, buffer[offset] == UInt8(ascii: " ") else {
        broken = true
        return nil
      }
      offset += 1
      return (value, digits)
    }

    /// The value of a digit in `radix` (10 or 16, lowercase).
    private static func digit(_ byte: UInt8, radix: UInt64) -> UInt64? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt64(byte - UInt8(ascii: "a") + 10)
      default: return nil
      }
    }
  }
}
