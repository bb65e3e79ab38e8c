/// The growing bytes every writer of generated text writes into (``JSONByteSink``, the docs
/// page's ``HTMLStream``, ``MarkdownStream``, ``SwiftTextBuffer``, ``CSSTextBuffer``): each piece
/// (a key with its new line and separator, a tag, a quoted string, a number) is written through
/// one pointer, with one check of the room left, rather than appended to an array a byte or two
/// at a time (each append checks that the array is unique and has room).
struct ByteBuffer {
  /// The bytes: the first ``count`` are written, the rest are zeros that the next pieces overwrite.
  private var storage: [UInt8] = []
  /// How many bytes are written.
  private(set) var count = 0

  /// An empty buffer with room reserved for about `capacity` bytes (zeroed only as it fills).
  init(capacity: Int) {
    storage.reserveCapacity(capacity)
  }

  /// Writes `length` bytes: `body` gets where they go and must initialize all of them.
  @inline(__always)
  mutating func write(_ length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    let start = count
    if start + length > storage.count { grow(by: length) }
    storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    count = start + length
  }

  /// Makes room for at least `length` more bytes, a chunk of zeros at a time: the zeros are
  /// written just before the bytes that replace them, while they are in the cache. A chunk is
  /// no larger than the room reserved (unless more is missing), so a small buffer stays small.
  private mutating func grow(by length: Int) {
    var missing = count + length - storage.count
    repeat {
      let chunk = Swift.min(Self.zeros.count, Swift.max(missing, storage.capacity - storage.count))
      storage.append(contentsOf: Self.zeros[..<chunk])
      missing -= chunk
    } while missing > 0
  }

  /// The chunk ``grow(by:)`` adds.
  private static let zeros = [UInt8](repeating: 0, count: 16384)

  /// Writes one byte.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    write(1) { $0.initialize(to: byte) }
  }

  /// Writes `bytes`; many of them (more than a chunk of zeros) are appended without zeroing
  /// their room first.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    guard bytes.count > Self.zeros.count else {
      return write(bytes.count) { $0.initialize(from: source, count: bytes.count) }
    }
    storage.removeSubrange(count...)
    storage.append(contentsOf: bytes)
    count = storage.count
  }

  /// Writes the UTF-8 of `text`.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Writes `count` copies of `byte` (nothing when `count` is not positive).
  @inline(__always)
  mutating func append(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    write(count) { $0.initialize(repeating: byte, count: count) }
  }

  /// Writes `value` in decimal, without making a `String`.
  mutating func append(decimal value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    var rest = value.magnitude
    var length = 1
    var scale: UInt = 10
    while length < 19, rest >= scale {
      length += 1
      scale &*= 10
    }
    if rest >= scale { length += 1 }
    write(length) { digits in
      for index in stride(from: length - 1, through: 0, by: -1) {
        (digits + index).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      }
    }
  }

  /// A new line and `indent` levels of two spaces.
  @inline(__always)
  mutating func newline(_ indent: Int) {
    write(1 + indent * 2) {
      $0.initialize(to: 0x0A)
      ($0 + 1).initialize(repeating: 0x20, count: indent * 2)
    }
  }

  /// The bytes written from `start` on.
  func bytes(from start: Int) -> [UInt8] {
    Array(storage[start..<count])
  }

  /// Appends the bytes written from `start` on to `output`.
  func copy(from start: Int, to output: inout [UInt8]) {
    storage.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<count])) }
  }

  /// Calls `body` with the bytes written in `range`, read in place.
  func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Calls `body` with the start of the bytes written, to change them in place (the first
  /// ``count`` only).
  mutating func withWrittenBytes<Result>(_ body: (UnsafeMutablePointer<UInt8>) -> Result) -> Result {
    storage.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
  }

  /// The last byte written, if any.
  var last: UInt8? { count > 0 ? storage[count - 1] : nil }

  /// The written byte at `index`.
  subscript(index: Int) -> UInt8 {
    precondition(index < count, "a byte beyond those written")
    return storage[index]
  }

  /// Writes `byte` at `index` (at most ``count``), moving the bytes from there on one place up.
  mutating func insert(_ byte: UInt8, at index: Int) {
    precondition(index <= count, "an insertion beyond the bytes written")
    write(1) { $0.initialize(to: byte) }
    let last = count - 1
    storage.withUnsafeMutableBufferPointer { bytes in
      var position = last
      while position > index {
        bytes[position] = bytes[position - 1]
        position -= 1
      }
      bytes[index] = byte
    }
  }

  /// Forgets the bytes written from `start` on.
  mutating func truncate(to start: Int) {
    count = start
  }

  /// The bytes written, the buffer left empty.
  mutating func finish() -> [UInt8] {
    storage.removeSubrange(count...)
    count = 0
    var result: [UInt8] = []
    swap(&result, &storage)
    return result
  }
}
