/// The text a joined section writes (see ``TemplateRun/Section``), as UTF-8 bytes: each piece is
/// copied in one go, and a value is HTML-escaped as it is copied, where appending to a `String`
/// checked and grew it per piece and escaping made a second `String`.
///
/// Every piece is a whole `String`, so the bytes are always valid UTF-8, and ``text`` is the
/// same text as the pieces appended to a `String` one after the other.
struct TemplateOutput {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []

  /// An empty output.
  init() {}

  /// The text written.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `text` as it is.
  mutating func append(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
    if copied == nil { bytes.append(contentsOf: text.utf8) }
  }

  /// Appends `text`, HTML-escaped when `escaped` as ``TemplateHTMLEscaping/escaped(_:)`` escapes it.
  mutating func append(_ text: String, escaped: Bool) {
    guard escaped else { return append(text) }
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaping($0) }
    if copied == nil { append(TemplateHTMLEscaping.escaped(text)) }
  }

  /// Drops the last byte when it is a line end (`\n`, the last scalar of `\n` and of `\r\n`).
  mutating func dropLastLineEnd() {
    if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
  }

  /// Appends `source` with `&`, `<`, `>`, `"` and `'` escaped.
  private mutating func appendEscaping(_ source: UnsafeBufferPointer<UInt8>) {
    guard source.contains(where: { TemplateHTMLEscaping.replacement(for: $0) != nil }) else {
      return bytes.append(contentsOf: source)
    }
    for byte in source {
      if let replacement = TemplateHTMLEscaping.replacement(for: byte) {
        replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
      } else {
        bytes.append(byte)
      }
    }
  }
}
