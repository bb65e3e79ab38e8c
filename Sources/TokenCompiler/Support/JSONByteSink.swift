/// Writes a JSON document straight into one growing byte buffer, in exactly the layout
/// ``JSONWriter`` writes the document's ``JSONValue`` in: the same indentation, separators,
/// number and string formatting, arrays of numbers on one line in the pretty layouts, and one
/// record per line in ``JSONWriter/Style/records``.
///
/// Keys are written as they come, so they must come sorted (``JSONSink``); debug builds check it.
///
/// Given a stream, the buffer goes to it a piece at a time (``BufferSpill``) once an object or
/// array is closed: the one around it is then not a line of numbers (a container breaks that up),
/// so nothing before is rewritten (``breakLines()``), and no cached value is being recorded.
struct JSONByteSink: JSONSink {
  /// The bytes written so far.
  var bytes: ByteBuffer
  /// The layout.
  let style: JSONWriter.Style
  /// What goes between a key on a line of its own and its value.
  let lineSeparator: ByteBuffer.Separator
  /// The innermost open object or array, or the document itself when none is open: kept out
  /// of ``outer``, so that a key or an element changes it without going through an array.
  var top: Frame
  /// The frames around ``top``, outermost (the document) first: as many as there are open
  /// objects and arrays.
  private(set) var outer: [Frame] = []
  /// The text of the numbers written so far that are not integers.
  private var numberTexts = JSONNumberTexts()
  /// Whether what goes before the next value is already written (by ``cached(_:in:_:)``).
  var prefixed = false
  /// When the buffer goes to the stream; paused while a cached value or a fragment is recorded.
  var spill: BufferSpill

  /// A writer in `style`, its buffer reserved for about `capacity` bytes, spilling into `stream`
  /// when it takes pieces (``finish()`` then returns only the bytes left at the end).
  init(style: JSONWriter.Style = .pretty, capacity: Int = 4096, stream: EmittedFileStream? = nil) {
    self.style = style
    lineSeparator = ByteBuffer.Separator(style)
    bytes = ByteBuffer(capacity: BufferSpill.capacity(capacity, for: stream))
    spill = BufferSpill(stream)
    top = Frame(kind: .document, contentStart: 0, lines: style != .compact, inline: false)
  }

  /// The finished document: with ``JSONWriter/bytes(_:)``'s final newline unless compact.
  mutating func finish() -> [UInt8] {
    precondition(outer.isEmpty, "a JSON object or array was left open")
    if style != .compact { bytes.append(0x0A) }
    return bytes.finish()
  }

  /// Opens an object.
  mutating func beginObject() {
    beforeValue(isNumber: false)
    bytes.append(0x7B)
    open(Frame(kind: .object, contentStart: bytes.count, lines: nextOnLines, inline: false))
  }

  /// Closes the innermost object.
  mutating func endObject() {
    assert(top.kind == .object, "endObject() closes no object")
    if top.count > 0 && top.lines { bytes.newline(outer.count - 1) }
    top = outer.removeLast()
    bytes.append(0x7D)
    safePoint()
  }

  /// Opens an array; in the pretty layouts it stays on one line while its elements are numbers.
  mutating func beginArray() {
    beforeValue(isNumber: false)
    bytes.append(0x5B)
    let lines = nextOnLines
    open(Frame(kind: .array, contentStart: bytes.count, lines: lines, inline: lines && style.inlinesNumbers))
  }

  /// Closes the innermost array.
  mutating func endArray() {
    assert(top.kind == .array, "endArray() closes no array")
    if top.count > 0 && top.lines && !top.inline { bytes.newline(outer.count - 1) }
    top = outer.removeLast()
    bytes.append(0x5D)
    safePoint()
  }

  /// Spills the buffer if it holds a piece, just after a container closed: the innermost one
  /// left is no line of numbers (opening the closed one broke that up), so no position into the
  /// buffer is read again, unless a cached value is being recorded, which pauses spilling.
  @inline(__always)
  mutating func safePoint() {
    assert(!top.inline, "a safe point inside a line of numbers")
    _ = spill.atSafePoint(&bytes)
  }

  /// Makes `frame` the innermost, the one before it one of ``outer``.
  @inline(__always)
  private mutating func open(_ frame: Frame) {
    outer.append(top)
    top = frame
  }

  /// Whether a container opened now writes its members or elements on lines of their own: always
  /// in the pretty layouts, never when compact, and for records only outside every array.
  var nextOnLines: Bool {
    top.lines && (top.kind != .array || style != .records)
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
    bytes.number(value, texts: &numberTexts)
  }

  /// `true` or `false`.
  mutating func bool(_ value: Bool) {
    beforeValue(isNumber: false)
    if value { bytes.append(literal: "true") } else { bytes.append(literal: "false") }
  }

  /// `null`.
  mutating func null() {
    beforeValue(isNumber: false)
    bytes.append(literal: "null")
  }

  /// A finished value, keys sorted.
  mutating func value(_ value: JSONValue) { writeSorted(value) }

  /// The bytes `write` writes, written once per equal `key` and depth and copied after that.
  mutating func cached<Key: Hashable>(_ key: Key, in cache: inout JSONValueCache<Key>, _ write: (inout Self) -> Void) {
    beforeValue(isNumber: false)
    // On one line, a value's bytes do not depend on its depth.
    let depth = nextOnLines ? outer.count : -1
    // A small number on one line (a numbered color in a record) is looked up by index, not hashed.
    if depth < 0, let number = key as? Int, number >= 0, number < JSONValueCache<Key>.mostNumbered {
      if number < cache.oneLineByNumber.count, !cache.oneLineByNumber[number].isEmpty {
        let range = cache.oneLineByNumber[number]
        return cache.storage.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(rebasing: $0[range])) }
      }
      let range = writeAndKeep(write, in: &cache.storage)
      if number >= cache.oneLineByNumber.count {
        cache.oneLineByNumber.append(contentsOf: repeatElement(0..<0, count: number + 1 - cache.oneLineByNumber.count))
      }
      cache.oneLineByNumber[number] = range
      return
    }
    let fragment = JSONValueCache.Fragment(key: key, depth: depth)
    if let range = cache.fragments[fragment] {
      return cache.storage.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(rebasing: $0[range])) }
    }
    cache.fragments[fragment] = writeAndKeep(write, in: &cache.storage)
  }

  /// Writes what `write` writes (its prefix already written) and copies it to the end of
  /// `storage`; where it is there. Nothing is spilled meanwhile: its bytes are read back from `start`.
  private mutating func writeAndKeep(_ write: (inout Self) -> Void, in storage: inout [UInt8]) -> Range<Int> {
    let start = writeUnspilled(write)
    let stored = storage.count
    bytes.copy(from: start, to: &storage)
    return stored..<storage.count
  }

  /// Writes what `write` writes (its prefix already written) with nothing spilled meanwhile,
  /// and returns where its bytes start in the buffer, for a cache or a fragment to read back.
  mutating func writeUnspilled(_ write: (inout Self) -> Void) -> Int {
    let start = bytes.count
    prefixed = true
    let resumed = spill.pause()
    write(&self)
    spill.resume(resumed)
    assert(!prefixed, "a kept value wrote nothing")
    return start
  }
}
