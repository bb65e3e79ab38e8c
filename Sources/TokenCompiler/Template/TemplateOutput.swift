/// The text a joined section writes (see ``TemplateRun/Section``), as UTF-8 bytes in one buffer
/// it owns: each piece is copied in one go after one check of the room left, and a value is
/// HTML-escaped as it is copied, where appending to a `String` checked and grew it per piece
/// and escaping made a second `String`.
///
/// Every piece is a whole `String`, so the bytes are always valid UTF-8, and ``text`` is the
/// same text as the pieces appended to a `String` one after the other.
struct TemplateOutput: ~Copyable {
  /// The buffer: ``count`` bytes written, room for ``capacity``.
  private var base: UnsafeMutablePointer<UInt8>
  /// How many bytes are written.
  private var count = 0
  /// How many bytes the buffer holds.
  private var capacity: Int

  /// An empty output.
  init() {
    capacity = 256
    base = .allocate(capacity: capacity)
  }

  /// Frees the buffer.
  deinit { base.deallocate() }

  /// The text written.
  var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

  /// Appends `text` as it is.
  mutating func append(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(bytes: $0) }
    if copied == nil { append(bytes: Array(text.utf8)) }
  }

  /// Appends `text`, HTML-escaped when `escaped` as ``TemplateHTMLEscaping/escaped(_:)`` escapes it.
  mutating func append(_ text: String, escaped: Bool) {
    guard escaped else { return append(text) }
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaping($0) }
    if copied == nil { append(TemplateHTMLEscaping.escaped(text)) }
  }

  /// Drops the last byte when it is a line end (`\n`, the last scalar of `\n` and of `\r\n`).
  mutating func dropLastLineEnd() {
    if count > 0, base[count - 1] == UInt8(ascii: "\n") { count -= 1 }
  }

  /// Appends the bytes of `source`.
  private mutating func append(bytes source: [UInt8]) { source.withUnsafeBufferPointer { append(bytes: $0) } }

  /// Appends `source`, making room first.
  private mutating func append(bytes source: UnsafeBufferPointer<UInt8>) {
    guard let address = source.baseAddress else { return }
    if count + source.count > capacity { grow(to: count + source.count) }
    (base + count).initialize(from: address, count: source.count)
    count += source.count
  }

  /// Makes room for `needed` bytes (at least twice the room there was).
  private mutating func grow(to needed: Int) {
    let larger = Swift.max(needed, 2 * capacity)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    buffer.initialize(from: base, count: count)
    base.deallocate()
    (base, capacity) = (buffer, larger)
  }

  /// Appends `source` with `&`, `<`, `>`, `"` and `'` escaped.
  private mutating func appendEscaping(_ source: UnsafeBufferPointer<UInt8>) {
    guard source.contains(where: { TemplateHTMLEscaping.replacement(for: $0) != nil }) else {
      return append(bytes: source)
    }
    for byte in source {
      if let replacement = TemplateHTMLEscaping.replacement(for: byte) {
        replacement.withUTF8Buffer { append(bytes: $0) }
      } else {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
      }
    }
  }
}
