/// Parses decimal numbers in JSON syntax (plus an optional leading `+`).
///
/// Used instead of YAML's implicit typing so that `010` is 10, and `0x10`,
/// `1_000`, `.5` or `inf` are rejected rather than silently reinterpreted.
public enum DecimalNumber {
  /// The value of `text`, or `nil` if it is not a plain decimal number.
  public static func parse(_ text: String) -> Double? {
    if let parsed = text.utf8.withContiguousStorageIfAvailable(integer(in:)), let value = parsed { return value }
    return parseCheckingSyntax(text)
  }

  /// The value of `text` read the long way, checking its whole syntax: what ``parse(_:)`` gives
  /// for any text ``integer(in:)`` does not read.
  static func parseCheckingSyntax(_ text: String) -> Double? {
    var bytes = Substring(text).utf8[...]
    guard !bytes.isEmpty else { return nil }
    if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    var digitsBeforePoint = 0
    var index = bytes.startIndex
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    while index < bytes.endIndex, isDigit(bytes[index]) {
      digitsBeforePoint += 1
      index = bytes.index(after: index)
    }
    guard digitsBeforePoint > 0 else { return nil }
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index = bytes.index(after: index)
      var fractionDigits = 0
      while index < bytes.endIndex, isDigit(bytes[index]) {
        fractionDigits += 1
        index = bytes.index(after: index)
      }
      guard fractionDigits > 0 else { return nil }
    }
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index = bytes.index(after: index)
      if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index = bytes.index(after: index)
      }
      var exponentDigits = 0
      while index < bytes.endIndex, isDigit(bytes[index]) {
        exponentDigits += 1
        index = bytes.index(after: index)
      }
      guard exponentDigits > 0 else { return nil }
    }
    guard index == bytes.endIndex else { return nil }
    let normalized = text.hasPrefix("+") ? String(text.dropFirst()) : text
    guard let value = Double(normalized), value.isFinite else { return nil }
    return value
  }

  /// The value of `bytes` when they are a sign (or none) and 1 to 15 digits, worked out from
  /// the digits: below 2^53, so exactly what parsing the text gives (`-0` included); `nil` for
  /// any other text, which ``parse(_:)`` reads the long way.
  static func integer(in bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative || bytes.first == UInt8(ascii: "+") { index = 1 }
    let digits = bytes.count - index
    guard digits > 0, digits <= 15 else { return nil }
    var value = 0
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
      index += 1
    }
    return negative ? -Double(value) : Double(value)
  }
}
