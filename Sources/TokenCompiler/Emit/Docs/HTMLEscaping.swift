/// How ``HTMLWriter`` and ``HTMLStream`` escape text and attribute values.
///
/// Text escapes `&`, `<` and `>` and shows bidirectional controls as `\u{202E}`; attribute
/// values escape `&`, `"`, `'`, `<` and `>` and keep bidirectional controls; in both, NUL and
/// other control characters but tab and line breaks become U+FFFD.
enum HTMLEscaping {
  /// What a byte needs: 0 nothing, 1 an entity, 2 a closer look (it may start a control or
  /// bidirectional character: ``UnsafeScalars/mayStartUnsafe(_:)``).
  private static let kinds: [UInt8] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): 1
    case let byte where UnsafeScalars.mayStartUnsafe(byte): 2
    default: 0
    }
  }

  /// Appends `text` escaped for text content or (with `attribute`) a double-quoted attribute
  /// value. Text without control or bidirectional characters (nearly all) is escaped in one
  /// pass over its UTF-8 bytes, copying runs that need nothing at once.
  static func append(_ text: String, attribute: Bool, into output: inout [UInt8]) {
    let done = text.utf8.withContiguousStorageIfAvailable { source in
      appendBytes(source, attribute: attribute, into: &output)
    }
    if done == true { return }
    if done == nil, Array(text.utf8).withUnsafeBufferPointer({ appendBytes($0, attribute: attribute, into: &output) }) {
      return
    }
    appendScalars(text, attribute: attribute, into: &output)
  }

  /// Whether `source` needs no escape at all (no byte that is an entity or may start a control
  /// or bidirectional character), so it is written as it is.
  @inline(__always)
  static func isPlain(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
    kinds.withUnsafeBufferPointer { kinds in
      for byte in source where kinds[Int(byte)] != 0 { return false }
      return true
    }
  }

  /// Appends `text` escaped as ``append(_:attribute:into:)`` escapes it, into a byte buffer.
  static func append(_ text: String, attribute: Bool, into output: inout ByteBuffer) {
    var text = text
    text.withUTF8 { append($0, attribute: attribute, into: &output) }
  }

  /// Appends the UTF-8 text `source` escaped as ``append(_:attribute:into:)`` escapes it, into
  /// a byte buffer: as it is, in one piece, when it needs no escape (nearly always).
  static func append(_ source: UnsafeBufferPointer<UInt8>, attribute: Bool, into output: inout ByteBuffer) {
    if isPlain(source) { return output.append(source) }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(source.count + 16)
    if !appendBytes(source, attribute: attribute, into: &escaped) {
      appendScalars(String(decoding: source, as: UTF8.self), attribute: attribute, into: &escaped)
    }
    escaped.withUnsafeBufferPointer { output.append($0) }
  }

  /// The one-pass escape of `source`; false (with nothing appended) when it holds a control
  /// or bidirectional character, which ``appendScalars(_:attribute:into:)`` handles.
  private static func appendBytes(
    _ source: UnsafeBufferPointer<UInt8>, attribute: Bool, into output: inout [UInt8]
  ) -> Bool {
    let start = output.count
    var run = 0
    var index = 0
    let count = source.count
    while index < count {
      let byte = source[index]
      let kind = kinds[Int(byte)]
      if kind == 0 {
        index += 1
        continue
      }
      if kind == 2 {
        let next = index + 1 < count ? source[index + 1] : nil
        switch byte {
        case 0xC2: if let next, (0x80...0x9F).contains(next) { break } else { index += 1; continue }
        case 0xD8: if next == 0x9C { break } else { index += 1; continue }
        case 0xE2: if next == 0x80 || next == 0x81 { break } else { index += 1; continue }
        default: break
        }
        output.removeSubrange(start...)
        return false
      }
      let entity: StaticString
      switch byte {
      case UInt8(ascii: "&"): entity = "&amp;"
      case UInt8(ascii: "<"): entity = "&lt;"
      case UInt8(ascii: ">"): entity = "&gt;"
      case UInt8(ascii: "\"") where attribute: entity = "&quot;"
      case UInt8(ascii: "'") where attribute: entity = "&#39;"
      default:
        index += 1
        continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: source[run..<index]))
      output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
      index += 1
      run = index
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: source[run..<count]))
    return true
  }

  /// The escape of text that may hold control or bidirectional characters, scalar by scalar.
  private static func appendScalars(_ text: String, attribute: Bool, into output: inout [UInt8]) {
    var safe = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar != "\0", UnsafeScalars.isControl(scalar) {
        safe.append("\u{FFFD}")
      } else if !attribute, UnsafeScalars.isBidiControl(scalar) {
        safe.append(contentsOf: UnsafeScalars.visible(scalar).unicodeScalars)
      } else {
        safe.append(scalar)
      }
    }
    for byte in String(safe).utf8 {
      switch byte {
      case UInt8(ascii: "&"): output += "&amp;".utf8
      case UInt8(ascii: "<"): output += "&lt;".utf8
      case UInt8(ascii: ">"): output += "&gt;".utf8
      case UInt8(ascii: "\"") where attribute: output += "&quot;".utf8
      case UInt8(ascii: "'") where attribute: output += "&#39;".utf8
      case 0: output += [0xEF, 0xBF, 0xBD]  // U+FFFD
      default: output.append(byte)
      }
    }
  }
}
