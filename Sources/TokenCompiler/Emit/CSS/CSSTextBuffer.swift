/// The bytes ``CSSWriter`` writes: one growing buffer, with identifiers, strings and comments
/// escaped in one pass over their UTF-8 bytes as they are appended (``CSSTextBuffer+Escapes.swift``).
///
/// Each piece is written into a ``ByteBuffer``, through one pointer with one check of the room
/// left. Given a stream, the buffer goes to it a piece at a time at ``safePoint()``, which the
/// writer calls after each declaration and node, where every line is ended.
struct CSSTextBuffer {
  /// The bytes written.
  private var buffer: ByteBuffer
  /// When the buffer goes to the stream.
  private var spill: BufferSpill

  /// Creates an empty buffer with room for `capacity` bytes (zeroed only as it fills), spilling
  /// into `stream` when it takes pieces (``finish()`` then returns only the bytes left at the end).
  init(capacity: Int = 0, stream: EmittedFileStream? = nil) {
    buffer = ByteBuffer(capacity: BufferSpill.capacity(capacity, for: stream))
    spill = BufferSpill(stream)
  }

  /// The number of bytes in the buffer (written since it was last spilled).
  var count: Int { buffer.count }

  /// Spills the buffer if it holds a piece: call it only where no position into the buffer (a
  /// count, ``last``) will be used again.
  @inline(__always)
  mutating func safePoint() { _ = spill.atSafePoint(&buffer) }

  /// The text so far, copied.
  var bytes: [UInt8] { buffer.bytes(from: 0) }

  /// The last byte written, if any.
  var last: UInt8? { buffer.last }

  /// The text written, the buffer left empty.
  mutating func finish() -> [UInt8] { buffer.finish() }

  /// Appends static ASCII text as it is.
  @inline(__always)
  mutating func raw(_ text: StaticString) { buffer.appendPiece(text) }

  /// Appends one byte.
  @inline(__always)
  mutating func byte(_ byte: UInt8) { buffer.append(byte) }

  /// Appends bytes as they are.
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { buffer.appendPiece(bytes) }

  /// Appends `count` spaces.
  mutating func spaces(_ count: Int) {
    buffer.append(repeating: 0x20, count: count)
  }

  /// Appends text that needs no escaping (numbers, hex colors).
  mutating func text(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends a color as sRGB hex (`ColorValue.hex` of its sRGB fallback): `#rrggbb`, or `#rrggbbaa`
  /// when not opaque.
  mutating func hexColor(_ color: ColorValue) {
    // At most nine bytes: a small string, made without allocating.
    text(color.srgbFallback.hex)
  }

  /// Appends a number with at most four decimals and no exponent (`0.0625`, `-0.4`, `17`).
  mutating func number(_ number: Double) {
    guard number.isFinite else { return byte(UInt8(ascii: "0")) }
    if number == number.rounded(), abs(number) < 1e15 {
      buffer.append(decimal: Int(number))
    } else if let fixed = NumberText.Fixed(number, decimals: 4, trimmingZeros: true) {
      buffer.append(fixed)
    } else {
      text(NumberText.shortest(number))
    }
  }
}
