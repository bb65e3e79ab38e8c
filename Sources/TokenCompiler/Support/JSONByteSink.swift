/// Writes a JSON document straight into one growing byte buffer, in exactly the layout
/// ``JSONWriter`` writes the document's ``JSONValue`` in: the same indentation, separators,
/// number and string formatting, arrays of numbers on one line in the pretty layouts, and one
/// record per line in ``JSONWriter/Style/records``.
///
/// Keys are written as they come, so they must come sorted (``JSONSink``); debug builds check it.
struct JSONByteSink: JSONSink {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []
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
    bytes.reserveCapacity(capacity)
  }

  /// The finished document: with ``JSONWriter/bytes(_:)``'s final newline unless compact.
  mutating func finish() -> [UInt8] {
    precondition(frames.isEmpty, "a JSON object or array was left open")
    // Moved out, so the final newline goes into the one buffer rather than a copy of it.
    var result: [UInt8] = []
    swap(&result, &bytes)
    if style != .compact { result.append(0x0A) }
    return result
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
    if frame.count > 0 && frame.lines { newline(frames.count) }
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
    if frame.count > 0 && frame.lines && !frame.inline { newline(frames.count) }
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
    if frames[last].count > 0 { bytes.append(0x2C) }
    frames[last].count += 1
    guard frames[last].lines else {
      JSONWriter.quote(key, into: &bytes)
      return bytes.append(0x3A)
    }
    newline(frames.count)
    JSONWriter.quote(key, into: &bytes)
    switch style {
    case .pretty, .records:
      bytes.append(0x3A)
      bytes.append(0x20)
    case .xcode:
      bytes.append(0x20)
      bytes.append(0x3A)
      bytes.append(0x20)
    case .compact: bytes.append(0x3A)
    }
  }

  /// A string.
  mutating func string(_ value: String) {
    beforeValue(isNumber: false)
    JSONWriter.quote(value, into: &bytes)
  }

  /// `"{path}"`, escaped as the string it is.
  mutating func alias(_ path: TokenPath) {
    beforeValue(isNumber: false)
    bytes.append(0x22)
    bytes.append(0x7B)
    JSONWriter.escape(path.description, into: &bytes)
    bytes.append(0x7D)
    bytes.append(0x22)
  }

  /// A number, formatted as ``JSONWriter/format(_:)`` does.
  mutating func number(_ value: Double) {
    beforeValue(isNumber: true)
    JSONWriter.appendNumber(value, into: &bytes)
  }

  /// `true` or `false`.
  mutating func bool(_ value: Bool) {
    beforeValue(isNumber: false)
    bytes.append(contentsOf: value ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
  }

  /// `null`.
  mutating func null() {
    beforeValue(isNumber: false)
    bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
  }

  /// A finished value, keys sorted.
  mutating func value(_ value: JSONValue) { writeSorted(value) }

  /// The bytes `write` writes, written once per equal `key` and depth and copied after that.
  mutating func cached<Key: Hashable>(_ key: Key, in cache: inout JSONValueCache<Key>, _ write: (inout Self) -> Void) {
    beforeValue(isNumber: false)
    // On one line, a value's bytes do not depend on its depth.
    let fragment = JSONValueCache.Fragment(key: key, depth: nextOnLines ? frames.count : -1)
    if let range = cache.fragments[fragment] {
      return cache.storage.withUnsafeBufferPointer {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range]))
      }
    }
    let start = bytes.count
    prefixed = true
    write(&self)
    assert(!prefixed, "a cached value wrote nothing")
    let stored = cache.storage.count
    cache.storage.append(contentsOf: bytes[start...])
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
    if frames[last].lines { newline(frames.count) }
  }

  /// Rewrites the one-line numbers of array `index` (the innermost frame) one per line, as
  /// ``JSONWriter`` writes an array that is not all numbers.
  private mutating func breakLines(of index: Int) {
    frames[index].inline = false
    let start = frames[index].contentStart
    let content = Array(bytes[start...])
    bytes.removeSubrange(start...)
    let numbers = content.split(separator: 0x20).map { $0.last == 0x2C ? $0.dropLast() : $0 }
    for (position, number) in numbers.enumerated() {
      if position > 0 { bytes.append(0x2C) }
      newline(index + 1)
      bytes.append(contentsOf: number)
    }
  }

  /// Starts a new line `indent` levels deep.
  private mutating func newline(_ indent: Int) {
    Self.newlineAndSpaces.withUnsafeBufferPointer { line in
      // The new line with as many spaces as fit, then more spaces for deeper levels.
      var (start, remaining) = (0, indent * 2 + 1)
      while remaining > 0 {
        let end = min(start + remaining, line.count)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[start..<end]))
        (start, remaining) = (1, remaining - (end - start))
      }
    }
  }

  /// A new line and the spaces of 63 levels of indentation, copied from in one piece.
  private static let newlineAndSpaces: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 126)
}
