/// Markdown written straight into one growing byte buffer, block by block, laid out and
/// escaped exactly as ``MarkdownWriter`` writes the same ``MarkdownBlock``s: blocks separated
/// by a blank line, text escaped by ``MarkdownWriter/escape(_:)``, code spans by
/// ``MarkdownWriter/codeSpan(_:inTable:)`` (both skip text with nothing to escape).
struct MarkdownStream {
  /// The Markdown written so far.
  private(set) var bytes: [UInt8] = []
  /// Whether a block was written (the next one starts after a blank line).
  private var hasBlock = false
  /// Whether the cells being written are inside a table.
  private var inTable = false
  /// Whether the current table row has a cell yet.
  private var rowHasCell = false

  /// An empty stream with room for `capacity` bytes.
  init(capacity: Int = 1 << 12) {
    bytes.reserveCapacity(capacity)
  }

  /// The document: its blocks, ending with a newline.
  consuming func finished() -> [UInt8] {
    bytes.append(0x0A)
    return bytes
  }

  /// Text, escaped.
  mutating func text(_ text: String) {
    if MarkdownWriter.needsEscape(text) {
      bytes += MarkdownWriter.escape(text).utf8
    } else {
      bytes += text.utf8
    }
  }

  /// A code span (with `|` escaped inside a table).
  mutating func code(_ code: String) {
    if MarkdownWriter.isPlainCode(code) {
      bytes.append(UInt8(ascii: "`"))
      bytes += code.utf8
      bytes.append(UInt8(ascii: "`"))
    } else if let padded = MarkdownWriter.simpleCodeSpanPadding(code) {
      // What codeSpan(_:inTable:) writes for such code, without building it scalar by scalar.
      bytes.append(UInt8(ascii: "`"))
      if padded { bytes.append(0x20) }
      bytes += code.utf8
      if padded { bytes.append(0x20) }
      bytes.append(UInt8(ascii: "`"))
    } else {
      bytes += MarkdownWriter.codeSpan(code, inTable: inTable).utf8
    }
  }

  /// A link target tokenc built (a fragment or URL), with `(`, `)`, spaces, `<` and `>` percent-encoded.
  mutating func target(_ target: String) {
    bytes += MarkdownWriter.escapeTarget(target).utf8
  }

  /// Markdown this stream wrote before (a cell written once and repeated), as it is.
  mutating func fragment(_ markdown: [UInt8]) {
    bytes += markdown
  }

  /// Markdown this stream wrote before, kept in part of a larger buffer (``DocsFragmentSlots``).
  mutating func fragment(_ markdown: ArraySlice<UInt8>) {
    bytes += markdown
  }

  /// Markdown syntax or static text that needs no escape, as it is.
  mutating func literal(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Strong emphasis around what `content` writes.
  mutating func strong(_ content: (inout MarkdownStream) -> Void) {
    literal("**")
    content(&self)
    literal("**")
  }

  /// A heading of `level` (1 to 6).
  mutating func heading(_ level: Int, _ content: (inout MarkdownStream) -> Void) {
    beginBlock()
    bytes += repeatElement(UInt8(ascii: "#"), count: min(max(level, 1), 6))
    bytes.append(0x20)
    content(&self)
  }

  /// A paragraph whose start cannot be read as other syntax (``MarkdownWriter/escapeLineStart(_:)``).
  mutating func paragraph(_ content: (inout MarkdownStream) -> Void) {
    beginBlock()
    let start = bytes.count
    content(&self)
    escapeLineStart(from: start)
  }

  /// A bulleted list, one item per call of `item`.
  mutating func list<Item>(_ items: [Item], _ item: (Item, inout MarkdownStream) -> Void) {
    beginBlock()
    for (index, entry) in items.enumerated() {
      if index > 0 { bytes.append(0x0A) }
      literal("- ")
      let start = bytes.count
      item(entry, &self)
      escapeLineStart(from: start)
    }
  }

  /// A table: its header row and rule; rows follow (``row(_:)``), then ``endTable()``.
  mutating func table(_ header: [String]) {
    beginBlock()
    inTable = true
    rowBody { stream in
      for name in header { stream.cell { $0.text(name) } }
    }
    literal("\n|")
    for _ in header { literal(" --- |") }
  }

  /// One row of the table, on a line of its own: `| a | b |`, each cell written by ``cell(_:)``.
  mutating func row(_ cells: (inout MarkdownStream) -> Void) {
    bytes.append(0x0A)
    rowBody(cells)
  }

  /// One cell of a row.
  mutating func cell(_ content: (inout MarkdownStream) -> Void) {
    if rowHasCell { literal(" | ") } else { literal(" ") }
    rowHasCell = true
    content(&self)
  }

  /// Ends a table.
  mutating func endTable() {
    inTable = false
  }

  /// The cells of a row between its `|` and ` |`.
  private mutating func rowBody(_ cells: (inout MarkdownStream) -> Void) {
    rowHasCell = false
    literal("|")
    cells(&self)
    literal(" |")
  }

  /// Starts a block, after a blank line when one came before.
  private mutating func beginBlock() {
    if hasBlock {
      bytes.append(0x0A)
      bytes.append(0x0A)
    }
    hasBlock = true
  }

  /// A backslash before a leading `#`, `+`, `-` or `=`, or before the `.` or `)` after
  /// leading digits, of the line starting at `start`.
  private mutating func escapeLineStart(from start: Int) {
    guard start < bytes.count else { return }
    switch bytes[start] {
    case UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="):
      bytes.insert(UInt8(ascii: "\\"), at: start)
    default:
      var index = start
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
      if index > start, index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")") {
        bytes.insert(UInt8(ascii: "\\"), at: index)
      }
    }
  }
}
