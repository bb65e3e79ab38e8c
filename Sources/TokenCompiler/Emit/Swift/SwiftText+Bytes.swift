/// ``SwiftText``'s escaping and wrapping written straight into a ``SwiftTextBuffer``.
///
/// Plain ASCII text, the common case, is escaped or wrapped in one pass over its bytes; any
/// other text goes through the `String` functions, so both paths give the same bytes.
extension SwiftText {
  /// Appends `text` as a string literal (see ``stringLiteral(_:)``).
  static func appendStringLiteral(_ text: String, into out: inout SwiftTextBuffer) {
    var text = text
    let done = text.withUTF8 { utf8 -> Bool in
      for byte in utf8 where byte >= 0x80 { return false }
      out.append(ascii: "\"")
      // Text with nothing to escape, the common case, is copied whole.
      if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
        out.append(bytes: utf8)
        out.append(ascii: "\"")
        return true
      }
      for byte in utf8 {
        switch byte {
        case UInt8(ascii: "\\"): out.raw("\\\\")
        case UInt8(ascii: "\""): out.raw("\\\"")
        case 0x0A: out.raw("\\n")
        case 0x0D: out.raw("\\r")
        case 0x09: out.raw("\\t")
        case 0x00: out.raw("\\0")
        case 0x20..<0x7F: out.append(byte: byte)
        default: out.append("\\u{" + String(byte, radix: 16) + "}")
        }
      }
      out.append(ascii: "\"")
      return true
    }
    if !done { out.append(stringLiteral(text)) }
  }

  /// Writes `text` wrapped at `width` (see ``wrapped(_:width:)``), each line at `indent` as
  /// `lead` and the text, or `empty` for an empty line; returns how many lines.
  @discardableResult
  static func appendWrapped(
    _ text: String, width: Int, indent: Int, lead: String, empty: String, into out: inout SwiftTextBuffer
  ) -> Int {
    var text = text
    let written = text.withUTF8 { appendWrappedASCII($0, width: width, indent: indent, lead: lead, into: &out) }
    if let written { return written }
    let lines = wrapped(text, width: width)
    for line in lines { out.line(indent, line.isEmpty ? empty : lead + line) }
    return lines.count
  }

  /// ``appendWrapped(_:width:indent:lead:empty:into:)`` for text given as UTF-8 bytes.
  @discardableResult
  static func appendWrapped(
    utf8 text: [UInt8], width: Int, indent: Int, lead: String, empty: String, into out: inout SwiftTextBuffer
  ) -> Int {
    let written = text.withUnsafeBufferPointer {
      appendWrappedASCII($0, width: width, indent: indent, lead: lead, into: &out)
    }
    if let written { return written }
    return appendWrapped(
      String(decoding: text, as: UTF8.self), width: width, indent: indent, lead: lead, empty: empty, into: &out)
  }

  /// Whether `utf8` is what wrapping it at `width` gives as one line: printable ASCII that fits,
  /// not empty, with single spaces between words and none around them.
  static func isOneLine(_ utf8: UnsafeBufferPointer<UInt8>, width: Int) -> Bool {
    guard !utf8.isEmpty, utf8.count <= width, utf8.first != UInt8(ascii: " ") else { return false }
    var previous: UInt8 = 0
    for byte in utf8 {
      guard byte >= 0x20 && byte < 0x7F, byte != UInt8(ascii: " ") || previous != byte else { return false }
      previous = byte
    }
    return previous != UInt8(ascii: " ")
  }

  /// Writes printable ASCII `utf8` wrapped, and returns how many lines; `nil`, with nothing
  /// written, when it holds any other byte.
  private static func appendWrappedASCII(
    _ utf8: UnsafeBufferPointer<UInt8>, width: Int, indent: Int, lead: String, into out: inout SwiftTextBuffer
  ) -> Int? {
    if isOneLine(utf8, width: width) {
      out.start(indent)
      out.append(lead)
      out.append(bytes: utf8)
      out.end()
      return 1
    }
    for byte in utf8 where byte < 0x20 || byte >= 0x7F { return nil }
    var lines = 0
    var lineCount = 0
    var index = 0
    while index < utf8.count {
      guard utf8[index] != UInt8(ascii: " ") else {
        index += 1
        continue
      }
      var end = index + 1
      while end < utf8.count, utf8[end] != UInt8(ascii: " ") { end += 1 }
      let length = end - index
      if lineCount > 0, lineCount + 1 + length <= width {
        out.append(ascii: " ")
        lineCount += 1 + length
      } else {
        if lineCount > 0 { out.end() }
        out.start(indent)
        out.append(lead)
        lines += 1
        lineCount = length
      }
      out.append(bytes: UnsafeBufferPointer(rebasing: utf8[index..<end]))
      index = end
    }
    if lineCount > 0 { out.end() }
    return lines
  }

  /// Appends a color channel (see ``channel(_:)``).
  static func appendChannel(_ value: Double, into out: inout SwiftTextBuffer) {
    let scaled = value * 255
    let byte = scaled.rounded()
    guard abs(scaled - byte) < 1e-6, byte > 0, byte < 255 else { return out.append(number: value) }
    out.append(decimal: Int(byte))
    out.raw(" / 255")
  }
}
