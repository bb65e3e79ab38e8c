/// What ``JSONByteSink`` writes before a value: an object member's key, with the comma,
/// indentation and separator around it, and an array element's comma and new line (the
/// one-line numbers of an array broken up, one per line, when another kind of element comes).
extension JSONByteSink {
  /// Starts the member `key`, which must sort after the object's previous key (checked in debug builds).
  @_disfavoredOverload
  mutating func key(_ key: String) {
    #if DEBUG
      checkOrder(of: key)
    #endif
    keyInGivenOrder(key)
  }

  /// Starts the member `key`, a literal: its bytes are copied as they are, without being looked at.
  mutating func key(_ key: StaticString) {
    #if DEBUG
      checkOrder(of: key.description)
    #endif
    let (comma, indent, separator) = startMember()
    bytes.key(key, comma: comma, indent: indent, separator: separator)
  }

  /// Starts the member `key`, in whatever order the object's keys come.
  mutating func keyInGivenOrder(_ key: String) {
    let (comma, indent, separator) = startMember()
    bytes.key(key, comma: comma, indent: indent, separator: separator)
  }

  /// Counts a member of the innermost object: whether a comma goes before it, and its
  /// indentation (negative on one line) and separator.
  @inline(__always)
  private mutating func startMember() -> (comma: Bool, indent: Int, separator: ByteBuffer.Separator) {
    assert(top.kind == .object, "a key outside an object")
    let comma = top.count > 0
    top.count += 1
    return top.lines ? (comma, outer.count, lineSeparator) : (comma, -1, .colon)
  }

  #if DEBUG
    /// Checks that `key` sorts after the innermost object's previous key, and remembers it.
    private mutating func checkOrder(of key: String) {
      assert(top.kind == .object, "a key outside an object")
      assert(top.lastKey.map { $0 < key } ?? true, "key \(key) written after \(top.lastKey!)")
      top.lastKey = key
    }
  #endif

  /// What goes before an array element: a comma after the first, and a new line unless the
  /// array is still one line of numbers (which a first element of another kind breaks up).
  @inline(__always)
  mutating func beforeValue(isNumber: Bool) {
    if prefixed {
      assert(!isNumber, "a cached value is a number")
      prefixed = false
      return
    }
    guard top.kind == .array else { return }
    if top.inline {
      if isNumber {
        if top.count > 0 {
          bytes.append(0x2C)
          bytes.append(0x20)
        }
        top.count += 1
        return
      }
      breakLines()
    }
    if top.count > 0 { bytes.append(0x2C) }
    top.count += 1
    if top.lines { bytes.newline(outer.count) }
  }

  /// Rewrites the one-line numbers of the innermost array one per line, as ``JSONWriter``
  /// writes an array that is not all numbers.
  private mutating func breakLines() {
    top.inline = false
    let start = top.contentStart
    let content = bytes.bytes(from: start)
    bytes.truncate(to: start)
    let numbers = content.split(separator: 0x20).map { $0.last == 0x2C ? $0.dropLast() : $0 }
    for (position, number) in numbers.enumerated() {
      if position > 0 { bytes.append(0x2C) }
      bytes.newline(outer.count)
      Array(number).withUnsafeBufferPointer { bytes.append($0) }
    }
  }
}
