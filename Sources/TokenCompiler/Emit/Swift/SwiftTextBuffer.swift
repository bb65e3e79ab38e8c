/// The bytes of a Swift file as ``SwiftWriter`` writes it: lines with two-space indentation,
/// each ended by a newline, appended to one growing buffer.
///
/// The writer starts a line (its indentation), appends text, and ends it; widths are measured in
/// characters, as the layout rules count them, on the bytes already written, so no `String` is
/// built per line.
struct SwiftTextBuffer {
  /// The text written so far.
  private(set) var bytes: [UInt8] = []
  /// Where the line being written (or the last one written) starts, before its indentation.
  private var lineStart = 0
  /// Where the line being written (or the last one written) starts, after its indentation.
  private(set) var textStart = 0
  /// Whether any line was written, and whether the last one was empty.
  private var lastLine: (written: Bool, empty: Bool) = (false, false)

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// The number of bytes written.
  var count: Int { bytes.count }

  /// Starts a line: its indentation, `indent` steps of two spaces.
  mutating func start(_ indent: Int) {
    lineStart = bytes.count
    let spaces = indent * 2
    if spaces > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces)) }
    textStart = bytes.count
  }

  /// Ends the line being written.
  mutating func end() {
    lastLine = (true, bytes.count == lineStart)
    bytes.append(0x0A)
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
    bytes.append(0x0A)
    lastLine.empty = true
  }

  /// Appends `text`'s UTF-8 bytes.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends `text`'s UTF-8 bytes.
  mutating func append(_ text: Substring) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends one byte.
  mutating func append(byte: UInt8) { bytes.append(byte) }

  /// Appends `value` in decimal, without making a `String`.
  mutating func append(decimal value: Int) { bytes.appendDecimal(value) }

  /// Appends one ASCII character.
  mutating func append(ascii: Unicode.Scalar) { bytes.append(UInt8(ascii: ascii)) }

  /// Appends bytes.
  mutating func append(bytes more: some Collection<UInt8>) { bytes.append(contentsOf: more) }

  /// Ends the line being written at `position`, where it holds a space, and goes on with the rest
  /// as a new line at `indent`; returns how many bytes later the rest now starts.
  @discardableResult
  mutating func breakLine(at position: Int, indent: Int) -> Int {
    let spaces = indent * 2
    bytes[position] = 0x0A
    bytes.insert(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces), at: position + 1)
    lastLine = (true, position == lineStart)
    lineStart = position + 1
    textStart = lineStart + spaces
    return spaces
  }

  /// Drops everything written after the first `count` bytes.
  mutating func truncate(to count: Int) { bytes.removeSubrange(count...) }

  /// The width in characters of the line being written, indentation included.
  var lineWidth: Int { (textStart - lineStart) + Self.characterCount(bytes[textStart...]) }

  /// The number of characters (grapheme clusters) `bytes` hold: their count when they are ASCII.
  static func characterCount(_ bytes: some Collection<UInt8>) -> Int {
    var ascii = true
    for byte in bytes where byte >= 0x80 {
      ascii = false
      break
    }
    return ascii ? bytes.count : String(decoding: bytes, as: UTF8.self).count
  }

  /// The number of characters of `text`, counting bytes when it is ASCII.
  static func characterCount(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { characterCount($0) }
  }
}
