/// Writes a JSON document straight into one growing byte buffer, in exactly the layout
/// ``JSONWriter`` writes the document's ``JSONValue`` in: the same indentation, separators,
/// number and string formatting, arrays of numbers on one line in the pretty layouts, and one
/// record per line in ``JSONWriter/Style/records``.
///
/// Keys are written as they come, so they must come sorted (``JSONSink``); debug builds check it.
struct JSONByteSink: JSONSink {
  /// The bytes written so far.
  private var bytes: ByteBuffer
  /// The layout.
  let style: JSONWriter.Style
  /// The objects and arrays still open, outermost first.
  private var frames: [Frame] = []
  /// Whether what goes before the next value is already written (by ``cached(_:in:_:)``).
  private var prefixed = false

  /// An object or array still open.
  private struct Frame {
    /// An object (else an array).
    let isObject: Bool
    /// Where the content starts: just after the opening bracket.
    let contentStart: Int
    /// How many members or elements it has so far.
    var count = 0
    /// Whether each member or element starts a new line (else all are on the container's line).
    let lines: Bool
    /// An array whose elements so far are all numbers, written on one line (`[1, 0.5]`).
    var inline: Bool
    #if DEBUG
      /// The last key written, which the next one must follow.
      var lastKey: String?
    #endif
  }

  /// A writer in `style`, its buffer reserved for about `capacity` bytes.
  init(style: JSONWriter.Style = .pretty, capacity: Int = 4096) {
    self.style = style
    bytes = ByteBuffer(capacity: capacity)
  }

  /// The finished document: with ``JSONWriter/bytes(_:)``'s final newline unless compact.
  mutating func finish() -> [UInt8] {
    precondition(frames.isEmpty, "a JSON object or array was left open")
    if style != .compact { bytes.append(0x0A) }
    return bytes.finish()
  }

  /// Opens an object.
  mutating func beginObject() {
    beforeValue(isNumber: false)
    bytes.append(0x7B)
    frames.append(Frame(isObject: true, contentStart: bytes.count, lines: nextOnLines, inline: false))
  }

  /// Closes the innermost object.
  mutating func endObject() {
    let frame = frames.removeLast()
    assert(frame.isObject, "endObject() closes an array")
    if frame.count > 0 && frame.lines { bytes.newline(frames.count) }
    bytes.append(0x7D)
  }

  /// Opens an array; in the pretty layouts it stays on one line while its elements are numbers.
  mutating func beginArray() {
    beforeValue(isNumber: false)
    bytes.append(0x5B)
    let lines = nextOnLines
    frames.append(
      Frame(isObject: false, contentStart: bytes.count, lines: lines, inline: lines && style.inlinesNumbers))
  }

  /// Closes the innermost array.
  mutating func endArray() {
    let frame = frames.removeLast()
    assert(!frame.isObject, "endArray() closes an object")
    if frame.count > 0 && frame.lines && !frame.inline { bytes.newline(frames.count) }
    bytes.append(0x5D)
  }

  /// Whether a container opened now writes its members or elements on lines of their own: always
  /// in the pretty layouts, never when compact, and for records only outside every array.
  private var nextOnLines: Bool {
    guard let parent = frames.last else { return style != .compact }
    return parent.lines && (parent.isObject || style != .records)
  }

  /// Starts the member `key`, which must sort after the object's previous key (checked in debug builds).
  mutating func key(_ key: String) {
    #if DEBUG
      let last = frames.count - 1
      assert(last >= 0 && frames[last].isObject, "a key outside an object")
      assert(frames[last].lastKey.map { $0 < key } ?? true, "key \(key) written after \(frames[last].lastKey!)")
      frames[last].lastKey = key
    #endif
    keyInGivenOrder(key)
  }

  /// Starts the member `key`, in whatever order the object's keys come.
  mutating func keyInGivenOrder(_ key: String) {
    let last = frames.count - 1
    assert(last >= 0 && frames[last].isObject, "a key outside an object")
    let comma = frames[last].count > 0
    frames[last].count += 1
    let indent = frames[last].lines ? frames.count : -1
    bytes.key(key, comma: comma, indent: indent, separator: indent < 0 ? .colon : .init(style))
  }

  /// A string.
  mutating func string(_ value: String) {
    beforeValue(isNumber: false)
    bytes.quote(value)
  }

  /// `"{path}"`, escaped as the string it is.
  mutating func alias(_ path: TokenPath) {
    beforeValue(isNumber: false)
    bytes.quote(path.description, inBraces: true)
  }

  /// A number, formatted as ``JSONWriter/format(_:)`` does.
  mutating func number(_ value: Double) {
    beforeValue(isNumber: true)
    bytes.number(value)
  }

  /// `true` or `false`.
  mutating func bool(_ value: Bool) {
    beforeValue(isNumber: false)
    bytes.append(value ? "true" : "false")
  }

  /// `null`.
  mutating func null() {
    beforeValue(isNumber: false)
    bytes.append("null")
  }

  /// A finished value, keys sorted.
  mutating func value(_ value: JSONValue) { writeSorted(value) }

  /// The bytes `write` writes, written once per equal `key` and depth and copied after that.
  mutating func cached<Key: Hashable>(_ key: Key, in cache: inout JSONValueCache<Key>, _ write: (inout Self) -> Void) {
    beforeValue(isNumber: false)
    // On one line, a value's bytes do not depend on its depth.
    let fragment = JSONValueCache.Fragment(key: key, depth: nextOnLines ? frames.count : -1)
    if let range = cache.fragments[fragment] {
      return cache.storage.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(rebasing: $0[range])) }
    }
    let start = bytes.count
    prefixed = true
    write(&self)
    assert(!prefixed, "a cached value wrote nothing")
    let stored = cache.storage.count
    bytes.copy(from: start, to: &cache.storage)
    cache.fragments[fragment] = stored..<cache.storage.count
  }

  /// What goes before an array element: a comma after the first, and a new line unless the
  /// array is still one line of numbers (which a first element of another kind breaks up).
  @inline(__always)
  private mutating func beforeValue(isNumber: Bool) {
    if prefixed {
      assert(!isNumber, "a cached value is a number")
      prefixed = false
      return
    }
    let last = frames.count - 1
    guard last >= 0, !frames[last].isObject else { return }
    if frames[last].inline {
      if isNumber {
        if frames[last].count > 0 {
          bytes.append(0x2C)
          bytes.append(0x20)
        }
        frames[last].count += 1
        return
      }
      breakLines(of: last)
    }
    if frames[last].count > 0 { bytes.append(0x2C) }
    frames[last].count += 1
    if frames[last].lines { bytes.newline(frames.count) }
  }

  /// Rewrites the one-line numbers of array `index` (the innermost frame) one per line, as
  /// ``JSONWriter`` writes an array that is not all numbers.
  private mutating func breakLines(of index: Int) {
    frames[index].inline = false
    let start = frames[index].contentStart
    let content = bytes.bytes(from: start)
    bytes.truncate(to: start)
    let numbers = content.split(separator: 0x20).map { $0.last == 0x2C ? $0.dropLast() : $0 }
    for (position, number) in numbers.enumerated() {
      if position > 0 { bytes.append(0x2C) }
      bytes.newline(index + 1)
      Array(number).withUnsafeBufferPointer { bytes.append($0) }
    }
  }
}
