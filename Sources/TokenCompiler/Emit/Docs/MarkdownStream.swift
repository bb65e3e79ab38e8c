/// Markdown written straight into one growing byte buffer, block by block, laid out and
/// escaped exactly as ``MarkdownWriter`` writes the same ``MarkdownBlock``s: blocks separated
/// by a blank line, text escaped by ``MarkdownWriter/escape(_:)``, code spans by
/// ``MarkdownWriter/codeSpan(_:inTable:)`` (both skip text with nothing to escape). Each piece
/// goes into the buffer through one pointer (``ByteBuffer``), not a byte or two at a time.
///
/// Given a stream, the buffer goes to it a piece at a time before a block or a table row starts,
/// where the paragraph or list item that may still escape its first byte is ended, and no cell
/// is being copied; rows recorded to be repeated (``recording(_:)``) pause it.
struct MarkdownStream {
  /// The Markdown written so far.
  var buffer: ByteBuffer
  /// When the buffer goes to the stream.
  var spill: BufferSpill
  /// Whether a block was written (the next one starts after a blank line).
  var hasBlock = false
  /// Whether the cells being written are inside a table.
  var inTable = false
  /// Whether the current table row has a cell yet.
  var rowHasCell = false

  /// An empty stream with room for `capacity` bytes, spilling into `stream` when it takes pieces
  /// (``finished()`` then returns only the bytes left at the end).
  init(capacity: Int = 1 << 12, stream: EmittedFileStream? = nil) {
    buffer = ByteBuffer(capacity: BufferSpill.capacity(capacity, for: stream))
    spill = BufferSpill(stream)
  }

  /// The Markdown written so far (a copy).
  var bytes: [UInt8] { buffer.bytes(from: 0) }

  /// How many bytes are in the buffer (written since it was last spilled).
  var count: Int { buffer.count }

  /// What `write` writes, written and copied, with nothing spilled meanwhile (its rows are read back).
  mutating func recording(_ write: (inout MarkdownStream) -> Void) -> [UInt8] {
    let start = count
    let resumed = spill.pause()
    write(&self)
    spill.resume(resumed)
    var written: [UInt8] = []
    copy(from: start, to: &written)
    return written
  }

  /// The bytes written from `start` on, appended to `output`.
  func copy(from start: Int, to output: inout [UInt8]) {
    buffer.copy(from: start, to: &output)
  }

  /// The document: its blocks, ending with a newline.
  consuming func finished() -> [UInt8] {
    buffer.append(0x0A)
    return buffer.finish()
  }

  /// Text, escaped.
  mutating func text(_ text: String) {
    if MarkdownWriter.needsEscape(text) {
      buffer.append(MarkdownWriter.escape(text))
    } else {
      buffer.append(text)
    }
  }

  /// A code span (with `|` escaped inside a table).
  mutating func code(_ code: String) {
    if MarkdownWriter.isPlainCode(code) {
      fenced(code, padded: false)
    } else if let padded = MarkdownWriter.simpleCodeSpanPadding(code) {
      // What codeSpan(_:inTable:) writes for such code, without building it scalar by scalar.
      fenced(code, padded: padded)
    } else {
      buffer.append(MarkdownWriter.codeSpan(code, inTable: inTable))
    }
  }

  /// `code` between single backticks, with a space inside each when `padded`; one piece.
  private mutating func fenced(_ code: String, padded: Bool) {
    var code = code
    let pad = padded ? 1 : 0
    code.withUTF8 { utf8 in
      buffer.write(utf8.count + 2 + pad * 2) { start in
        start.initialize(to: UInt8(ascii: "`"))
        if padded { (start + 1).initialize(to: 0x20) }
        if let source = utf8.baseAddress { (start + 1 + pad).initialize(from: source, count: utf8.count) }
        if padded { (start + 1 + pad + utf8.count).initialize(to: 0x20) }
        (start + 1 + pad * 2 + utf8.count).initialize(to: UInt8(ascii: "`"))
      }
    }
  }

  /// A link target tokenc built (a fragment or URL), with `(`, `)`, spaces, `<` and `>` percent-encoded.
  mutating func target(_ target: String) {
    buffer.append(MarkdownWriter.escapeTarget(target))
  }

  /// Markdown this stream wrote before (a cell written once and repeated), as it is.
  mutating func fragment(_ markdown: [UInt8]) {
    markdown.withUnsafeBufferPointer { buffer.append($0) }
  }

  /// Markdown this stream wrote before, kept in part of a larger buffer (``DocsFragmentSlots``).
  mutating func fragment(_ markdown: ArraySlice<UInt8>) {
    markdown.withUnsafeBufferPointer { buffer.append($0) }
  }

  /// Markdown syntax or static text that needs no escape, as it is.
  mutating func literal(_ text: StaticString) {
    buffer.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Strong emphasis around what `content` writes.
  mutating func strong(_ content: (inout MarkdownStream) -> Void) {
    literal("**")
    content(&self)
    literal("**")
  }
}
