extension ByteBuffer {
  /// `string` as a JSON string literal, as ``JSONWriter/quote(_:into:)`` writes it, `{…}` around
  /// it inside the quotes when `inBraces` (an alias): in one piece when it is ASCII with nothing
  /// to escape, as almost every key and value is.
  mutating func quote(_ string: String, inBraces: Bool = false) {
    var text = string
    let plain = text.withUTF8 { utf8 -> Bool in
      guard JSONWriter.isPlainASCII(utf8) else { return false }
      let lead = inBraces ? 2 : 1
      write(utf8.count + lead * 2) {
        $0.initialize(to: 0x22)
        if inBraces { ($0 + 1).initialize(to: 0x7B) }
        if let source = utf8.baseAddress { ($0 + lead).initialize(from: source, count: utf8.count) }
        if inBraces { ($0 + lead + utf8.count).initialize(to: 0x7D) }
        ($0 + utf8.count + lead * 2 - 1).initialize(to: 0x22)
      }
      return true
    }
    guard !plain else { return }
    var quoted: [UInt8] = [0x22]
    if inBraces { quoted.append(0x7B) }
    JSONWriter.escape(string, into: &quoted)
    if inBraces { quoted.append(0x7D) }
    quoted.append(0x22)
    quoted.withUnsafeBufferPointer { append($0) }
  }

  /// Writes the bytes of `text`, a literal in the source: ASCII, written without looking at them.
  @inline(__always)
  mutating func append(literal text: StaticString) {
    let count = text.utf8CodeUnitCount
    write(count) { $0.initialize(from: text.utf8Start, count: count) }
  }

  /// `number` as ``JSONWriter/format(_:)`` formats it; an integer's digits in place, without a
  /// `String`, any other number's text from `texts` when it was written before.
  mutating func number(_ number: Double, texts: inout JSONNumberTexts) {
    guard number.isFinite else { return append(literal: "null") }
    guard number == number.rounded(), abs(number) < 1e15 else { return texts.write(number, into: &self) }
    append(decimal: Int(number))
  }

  /// Starts an object's member `key`: a comma unless `comma` is false, a new line `indent` levels
  /// deep unless `indent` is negative, the quoted key and the separator.
  mutating func key(_ key: String, comma: Bool, indent: Int, separator: Separator) {
    var text = key
    let written = text.withUTF8 { utf8 -> Bool in
      guard JSONWriter.isPlainASCII(utf8) else { return false }
      plainKey(utf8, comma: comma, indent: indent, separator: separator)
      return true
    }
    guard !written else { return }
    if comma { append(0x2C) }
    if indent >= 0 { newline(indent) }
    quote(key)
    write(separator.count) { separator.write(to: $0) }
  }

  /// ``key(_:comma:indent:separator:)`` for a key written in the source, which is plain ASCII
  /// (debug builds check): its bytes copied as they are, without looking at them first.
  mutating func key(_ key: StaticString, comma: Bool, indent: Int, separator: Separator) {
    let utf8 = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
    assert(JSONWriter.isPlainASCII(utf8), "a literal key that needs escaping")
    plainKey(utf8, comma: comma, indent: indent, separator: separator)
  }

  /// The comma, the new line and indentation, the quoted key and the separator, in one piece,
  /// for a key that needs no escape.
  @inline(__always)
  private mutating func plainKey(_ utf8: UnsafeBufferPointer<UInt8>, comma: Bool, indent: Int, separator: Separator) {
    let lead = (comma ? 1 : 0) + (indent < 0 ? 0 : 1 + indent * 2)
    write(lead + utf8.count + 2 + separator.count) { start in
      if comma { start.initialize(to: 0x2C) }
      if indent >= 0 {
        (start + lead - indent * 2 - 1).initialize(to: 0x0A)
        (start + lead - indent * 2).initialize(repeating: 0x20, count: indent * 2)
      }
      (start + lead).initialize(to: 0x22)
      if let source = utf8.baseAddress { (start + lead + 1).initialize(from: source, count: utf8.count) }
      (start + lead + utf8.count + 1).initialize(to: 0x22)
      separator.write(to: start + lead + utf8.count + 2)
    }
  }

  /// What goes between a key and its value: `:` when compact or on one line, `: ` when pretty,
  /// ` : ` in Xcode's layout.
  enum Separator {
    /// `:`.
    case colon
    /// `: `.
    case colonSpace
    /// ` : `.
    case spacedColon

    /// The separator of a key on a line of its own in `style`.
    init(_ style: JSONWriter.Style) {
      switch style {
      case .pretty, .records: self = .colonSpace
      case .xcode: self = .spacedColon
      case .compact: self = .colon
      }
    }

    /// How many bytes it has.
    var count: Int {
      switch self {
      case .colon: 1
      case .colonSpace: 2
      case .spacedColon: 3
      }
    }

    /// Writes its bytes at `start`.
    func write(to start: UnsafeMutablePointer<UInt8>) {
      switch self {
      case .colon: start.initialize(to: 0x3A)
      case .colonSpace:
        start.initialize(to: 0x3A)
        (start + 1).initialize(to: 0x20)
      case .spacedColon:
        start.initialize(to: 0x20)
        (start + 1).initialize(to: 0x3A)
        (start + 2).initialize(to: 0x20)
      }
    }
  }
}
