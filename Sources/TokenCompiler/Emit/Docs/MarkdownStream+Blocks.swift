/// The blocks of a ``MarkdownStream``: headings, paragraphs, lists and tables, each after a
/// blank line, and the line start escaped where it could be read as other syntax.
extension MarkdownStream {
  /// A heading of `level` (1 to 6).
  mutating func heading(_ level: Int, _ content: (inout MarkdownStream) -> Void) {
    beginBlock()
    let level = min(max(level, 1), 6)
    buffer.write(level + 1) { start in
      start.initialize(repeating: UInt8(ascii: "#"), count: level)
      (start + level).initialize(to: 0x20)
    }
    content(&self)
  }

  /// A paragraph whose start cannot be read as other syntax (``MarkdownWriter/escapeLineStart(_:)``).
  mutating func paragraph(_ content: (inout MarkdownStream) -> Void) {
    beginBlock()
    let start = buffer.count
    content(&self)
    escapeLineStart(from: start)
  }

  /// A bulleted list, one item per call of `item`.
  mutating func list<Item>(_ items: [Item], _ item: (Item, inout MarkdownStream) -> Void) {
    beginBlock()
    for (index, entry) in items.enumerated() {
      if index > 0 { buffer.append(0x0A) }
      literal("- ")
      let start = buffer.count
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
    _ = spill.atSafePoint(&buffer)
    buffer.append(0x0A)
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
    _ = spill.atSafePoint(&buffer)
    if hasBlock { literal("\n\n") }
    hasBlock = true
  }

  /// A backslash before a leading `#`, `+`, `-` or `=`, or before the `.` or `)` after
  /// leading digits, of the line starting at `start`.
  private mutating func escapeLineStart(from start: Int) {
    guard start < buffer.count else { return }
    switch buffer[start] {
    case UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="):
      buffer.insert(UInt8(ascii: "\\"), at: start)
    default:
      var index = start
      while index < buffer.count, (0x30...0x39).contains(buffer[index]) { index += 1 }
      if index > start, index < buffer.count, buffer[index] == UInt8(ascii: ".") || buffer[index] == UInt8(ascii: ")") {
        buffer.insert(UInt8(ascii: "\\"), at: index)
      }
    }
  }
}
