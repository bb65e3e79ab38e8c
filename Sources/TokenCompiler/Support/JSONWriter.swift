/// The one place that turns ``JSONValue`` into text: sorted keys, stable number formatting.
///
/// Pretty styles put arrays of numbers (color components, Bézier points) on one
/// line, so generated files stay short and diffs stay readable.
public struct JSONWriter: Sendable {
  /// Layout choices.
  public enum Style: Sendable {
    /// Two-space indent and `": "`, as most tools write JSON.
    case pretty
    /// Xcode's asset-catalog layout: two-space indent and `" : "`.
    case xcode
    /// No whitespace at all.
    case compact
  }

  /// The layout used.
  public var style: Style

  /// Creates a writer.
  public init(style: Style = .pretty) { self.style = style }

  /// The UTF-8 bytes of `value`, ending with a newline unless compact.
  public func bytes(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    write(value, indent: 0, into: &output)
    if style != .compact { output.append(0x0A) }
    return output
  }

  /// The JSON text of `value`.
  public func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// What goes between an object's key and its value.
  var separator: StaticString {
    switch style {
    case .pretty: ": "
    case .xcode: " : "
    case .compact: ":"
    }
  }

  /// Appends `value` as it appears `indent` levels deep (``JSONStreamEncoder`` writes its scalars with it).
  func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
    case .number(let number): output.append(contentsOf: Self.format(number).utf8)
    case .string(let string): Self.quote(string, into: &output)
    case .array(let items) where style != .compact && !items.isEmpty && items.allSatisfy({ $0.number != nil }):
      output.append(0x5B)
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(contentsOf: [0x2C, 0x20]) }
        write(item, indent: indent, into: &output)
      }
      output.append(0x5D)
    case .array(let items):
      writeContainer(open: 0x5B, close: 0x5D, items, indent: indent, into: &output) { item, output in
        write(item, indent: indent + 1, into: &output)
      }
    case .object(let members):
      let sorted = members.sorted { $0.key < $1.key }
      writeContainer(open: 0x7B, close: 0x7D, sorted, indent: indent, into: &output) { member, output in
        Self.quote(member.key, into: &output)
        separator.withUTF8Buffer { output.append(contentsOf: $0) }
        write(member.value, indent: indent + 1, into: &output)
      }
    }
  }

  private func writeContainer<Element>(
    open: UInt8, close: UInt8, _ elements: [Element], indent: Int, into output: inout [UInt8],
    writeElement: (Element, inout [UInt8]) -> Void
  ) {
    output.append(open)
    guard !elements.isEmpty else {
      output.append(close)
      return
    }
    for (index, element) in elements.enumerated() {
      if index > 0 { output.append(0x2C) }
      newline(indent + 1, into: &output)
      writeElement(element, &output)
    }
    newline(indent, into: &output)
    output.append(close)
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 256)

  /// Starts a new line `indent` levels deep; nothing when compact.
  func newline(_ indent: Int, into output: inout [UInt8]) {
    guard style != .compact else { return }
    output.append(0x0A)
    var remaining = indent * 2
    while remaining > 0 {
      let count = min(remaining, Self.spaces.count)
      Self.spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
      remaining -= count
    }
  }

  /// Formats a number: integers without a fraction, others in their shortest round-trip form.
  public static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    return NumberText.shortest(number)
  }

  /// Appends `number` as ``format(_:)`` writes it, without making a `String` for an integer.
  static func appendNumber(_ number: Double, into output: inout [UInt8]) {
    guard number.isFinite else { return output.append(contentsOf: "null".utf8) }
    guard number == number.rounded(), abs(number) < 1e15 else {
      return output.append(contentsOf: NumberText.shortest(number).utf8)
    }
    // NumberText.shortest's integer form, digits written in place.
    let integer = Int64(number)
    if integer < 0 { output.append(0x2D) }
    var magnitude = integer.magnitude
    let start = output.count
    repeat {
      output.append(0x30 + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    output[start...].reverse()
  }

  /// Appends `string` as a JSON string literal, escaping quotes, backslashes, control
  /// characters (C0, DEL and C1, so none reaches a terminal showing the file) and
  /// U+2028/U+2029 (so the JSON is also safe inside JavaScript).
  public static func quote(_ string: String, into output: inout [UInt8]) {
    output.append(0x22)
    escape(string, into: &output)
    output.append(0x22)
  }

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
