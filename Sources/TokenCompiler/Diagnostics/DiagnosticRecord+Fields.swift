extension DiagnosticRecord {
  /// Appends fields to a record.
  struct Writer {
    var bytes: [UInt8]

    mutating func number(_ value: Int) {
      bytes += Array(String(value).utf8)
      bytes.append(UInt8(ascii: ";"))
    }

    mutating func string(_ text: String) {
      let utf8 = text.utf8
      bytes += Array(String(utf8.count).utf8)
      bytes.append(UInt8(ascii: ":"))
      bytes += utf8
    }

    mutating func optional<Value>(_ value: Value?, _ write: (inout Writer, Value) -> Void) {
      guard let value else { return bytes.append(UInt8(ascii: "-")) }
      bytes.append(UInt8(ascii: "+"))
      write(&self, value)
    }

    mutating func location(_ location: SourceLocation?) {
      optional(location) { writer, location in
        writer.string(location.file)
        writer.number(location.line)
        writer.number(location.column)
      }
    }
  }

  /// Reads fields back; every read returns `nil` on bytes a ``Writer`` did not write.
  struct Reader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    mutating func expect(_ prefix: [UInt8]) -> Bool {
      guard bytes.count >= prefix.count, bytes[0..<prefix.count].elementsEqual(prefix) else { return false }
      index = prefix.count
      return true
    }

    /// Decimal digits up to `terminator`.
    private mutating func digits(until terminator: UInt8) -> Int? {
      var value = 0
      let start = index
      while index < bytes.count, bytes[index] != terminator {
        let digit = Int(bytes[index]) - 48
        guard (0...9).contains(digit), index - start < 18 else { return nil }
        value = value * 10 + digit
        index += 1
      }
      guard index < bytes.count, index > start else { return nil }
      index += 1
      return value
    }

    mutating func number() -> Int? { digits(until: UInt8(ascii: ";")) }

    mutating func string() -> String? {
      guard let count = digits(until: UInt8(ascii: ":")), count <= bytes.count - index else { return nil }
      defer { index += count }
      return String(validating: bytes[index..<index + count], as: UTF8.self)
    }

    /// `.some(nil)` for a missing value, `nil` for bytes that are not an optional field.
    mutating func optional<Value>(_ read: (inout Reader) -> Value?) -> Value?? {
      guard index < bytes.count else { return nil }
      index += 1
      switch bytes[index - 1] {
      case UInt8(ascii: "-"): return .some(nil)
      case UInt8(ascii: "+"): return read(&self).map { .some($0) }
      default: return nil
      }
    }

    mutating func location() -> SourceLocation?? {
      optional { reader -> SourceLocation? in
        guard let file = reader.string(), let line = reader.number(), let column = reader.number() else { return nil }
        return SourceLocation(file: file, line: line, column: column)
      }
    }
  }
}
