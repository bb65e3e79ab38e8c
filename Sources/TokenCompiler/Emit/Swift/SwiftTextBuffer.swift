/// The bytes of a Swift file as ``SwiftWriter`` writes it: lines with two-space indentation,
/// each ended by a newline, appended to one growing buffer.
///
/// The writer starts a line (its indentation), appends text, and ends it; widths are measured in
/// characters, as the layout rules count them, on the bytes already written, so no `String` is
/// built per line. Each piece is written into a ``ByteBuffer``, through one pointer with one
/// check of the room left.
///
/// Given a stream, the buffer goes to it a piece at a time at ``safePoint()``, which the writer
/// calls between declarations, where every line is ended and no position is held.
struct SwiftTextBuffer {
  /// The bytes written.
  private var buffer: ByteBuffer
  /// Where the line being written (or the last one written) starts, before its indentation.
  private var lineStart = 0
  /// Where the line being written (or the last one written) starts, after its indentation.
  private(set) var textStart = 0
  /// Whether any line was written, and whether the last one was empty.
  private var lastLine: (written: Bool, empty: Bool) = (false, false)
  /// When the buffer goes to the stream.
  private var spill: BufferSpill

  /// An empty buffer with room for `capacity` bytes (zeroed only as it fills), spilling into
  /// `stream` when it takes pieces (``finish()`` then returns only the bytes left at the end).
  init(capacity: Int = 0, stream: EmittedFileStream? = nil) {
    buffer = ByteBuffer(capacity: BufferSpill.capacity(capacity, for: stream))
    spill = BufferSpill(stream)
  }

  /// The number of bytes in the buffer (written since it was last spilled).
  var count: Int { buffer.count }

  /// Whether nothing was written at all, spilled or not.
  var isEmpty: Bool { buffer.count == 0 && spill.handedOver == 0 }

  /// Spills the buffer if it holds a piece: call it only where every line is ended and no
  /// position into the buffer (a count, ``textStart``) will be used again.
  @inline(__always)
  mutating func safePoint() {
    if spill.atSafePoint(&buffer) { (lineStart, textStart) = (0, 0) }
  }

  /// The bytes handed to the stream so far: unchanged across a span of writes means nothing of
  /// it was spilled, so its bytes are all still in the buffer.
  var handedOver: Int { spill.handedOver }

  /// Appends whole lines another buffer wrote (a piece of a previous build, ending in a newline),
  /// as if written here: ``blank()`` after them sees their last line.
  mutating func append(lines: [UInt8]) {
    guard !lines.isEmpty else { return }
    append(bytes: lines)
    var start = lines.count - 1
    while start > 0, lines[start - 1] != 0x0A { start -= 1 }
    var text = start
    while text < lines.count - 1, lines[text] == 0x20 { text += 1 }
    let base = count - lines.count
    (lineStart, textStart) = (base + start, base + text)
    lastLine = (true, start == lines.count - 1)
  }

  /// The text written so far, copied.
  var bytes: [UInt8] { buffer.bytes(from: 0) }

  /// The bytes written from `start` on, copied.
  func bytes(from start: Int) -> [UInt8] { buffer.bytes(from: start) }

  /// Calls `body` with the bytes written in `range`, read in place.
  func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    buffer.withBytes(range, body)
  }

  /// Calls `body` with the bytes written from `start` on, read in place.
  func withBytes<Result>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withBytes(start..<count, body)
  }

  /// The text written, the buffer left empty.
  mutating func finish() -> [UInt8] {
    (lineStart, textStart, lastLine) = (0, 0, (false, false))
    return buffer.finish()
  }

  /// Starts a line: its indentation, `indent` steps of two spaces.
  mutating func start(_ indent: Int) {
    lineStart = count
    buffer.append(repeating: 0x20, count: indent * 2)
    textStart = count
  }

  /// Ends the line being written.
  mutating func end() {
    lastLine = (true, count == lineStart)
    append(byte: 0x0A)
  }

  /// A whole line: the indentation, `text` and a newline.
  mutating func line(_ indent: Int, _ text: String) {
    start(indent)
    append(text)
    end()
  }

  /// One empty line, unless nothing was written yet or the last line is already empty.
  mutating func blank() {
    guard lastLine.written, !lastLine.empty else { return }
    append(byte: 0x0A)
    lastLine.empty = true
  }

  /// Appends `text`'s UTF-8 bytes.
  @inline(__always)
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { buffer.appendPiece($0) }
  }

  /// Appends static text's UTF-8 bytes.
  @inline(__always)
  mutating func raw(_ text: StaticString) { buffer.appendPiece(text) }

  /// Appends `text`'s UTF-8 bytes.
  mutating func append(_ text: Substring) {
    var text = text
    text.withUTF8 { append(bytes: $0) }
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(byte: UInt8) { buffer.append(byte) }

  /// Appends `value` in decimal, without making a `String`.
  mutating func append(decimal value: Int) { buffer.append(decimal: value) }

  /// Appends a number literal in its shortest exact form (``NumberText/shortest(_:)``).
  mutating func append(number value: Double) { buffer.append(shortest: value) }

  /// Appends one ASCII character.
  @inline(__always)
  mutating func append(ascii: Unicode.Scalar) { append(byte: UInt8(ascii: ascii)) }

  /// Appends bytes.
  @inline(__always)
  mutating func append(bytes more: UnsafeBufferPointer<UInt8>) { buffer.appendPiece(more) }

  /// Appends bytes.
  mutating func append(bytes more: [UInt8]) { more.withUnsafeBufferPointer { append(bytes: $0) } }

  /// Appends bytes.
  mutating func append(bytes more: ArraySlice<UInt8>) { more.withUnsafeBufferPointer { append(bytes: $0) } }

  /// Ends the line being written at `position`, where it holds a space, and goes on with the rest
  /// as a new line at `indent`; returns how many bytes later the rest now starts.
  @discardableResult
  mutating func breakLine(at position: Int, indent: Int) -> Int {
    let spaces = indent * 2
    let moved = count - position - 1
    buffer.append(repeating: 0x20, count: spaces)
    buffer.withWrittenBytes { base in
      base[position] = 0x0A
      (base + position + 1 + spaces).update(from: base + position + 1, count: moved)
      (base + position + 1).update(repeating: 0x20, count: spaces)
    }
    lastLine = (true, position == lineStart)
    lineStart = position + 1
    textStart = lineStart + spaces
    return spaces
  }

  /// Drops everything written after the first `count` bytes.
  mutating func truncate(to count: Int) { buffer.truncate(to: count) }

  /// The width in characters of the line being written, indentation included.
  var lineWidth: Int { (textStart - lineStart) + characterCount(textStart..<count) }

  /// ``lineWidth`` when the line's text is ASCII (its byte count, found in one pass), else `nil`.
  var asciiLineWidth: Int? {
    withBytes(from: textStart) { bytes in bytes.contains { $0 >= 0x80 } } ? nil : count - lineStart
  }

  /// The number of characters the bytes written in `range` hold.
  func characterCount(_ range: Range<Int>) -> Int { withBytes(range) { Self.characterCount($0) } }

  /// The number of characters (grapheme clusters) `bytes` hold: their count when they are ASCII.
  static func characterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    for byte in bytes where byte >= 0x80 { return String(decoding: bytes, as: UTF8.self).count }
    return bytes.count
  }

  /// The number of characters of `text`, counting bytes when it is ASCII.
  static func characterCount(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { characterCount($0) }
  }
}
