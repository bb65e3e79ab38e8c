/// Values written once and copied into later documents (``EmitMemo``'s pieces: one token's entry
/// of a long file), so that a rebuild writes only the values whose input changed.
///
/// A fragment is a value's own bytes: what goes before it (a key, an array element's comma and
/// new line) is written by the sink around it, so a fragment fits wherever a value of the same
/// depth goes (its nested lines are indented from that depth: ``valueDepth`` belongs in what a
/// fragment is keyed by).
extension JSONByteSink {
  /// How many objects and arrays are open around the next value: the depth its nested lines
  /// are indented from, or -1 when it is written on one line (compact, or inside a record),
  /// whose bytes are the same at any depth.
  var valueDepth: Int {
    nextOnLines ? outer.count : -1
  }

  /// Writes the object or array `write` writes and returns its bytes (without what goes before
  /// it), exactly as written in place; nothing is spilled to the stream meanwhile, so they are
  /// all still in the buffer at the end.
  mutating func recordingValue(_ write: (inout Self) -> Void) -> [UInt8] {
    beforeValue(isNumber: false)
    let start = writeUnspilled(write)
    let fragment = bytes.bytes(from: start)
    safePoint()
    return fragment
  }

  /// Writes `fragment`, an object or array ``recordingValue(_:)`` returned at the same
  /// ``valueDepth``, as the next value: what goes before it, then its bytes as they are.
  mutating func value(fragment: [UInt8]) {
    assert(fragment.first == 0x7B || fragment.first == 0x5B, "a fragment is an object or an array")
    beforeValue(isNumber: false)
    fragment.withUnsafeBufferPointer { bytes.append($0) }
    safePoint()
  }
}
