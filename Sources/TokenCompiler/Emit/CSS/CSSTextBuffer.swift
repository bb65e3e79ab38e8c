/// The bytes ``CSSWriter`` writes: one growing buffer, with identifiers, strings and comments
/// escaped in one pass over their UTF-8 bytes as they are appended (``CSSTextBuffer+Escapes.swift``).
///
/// Each piece is written through one pointer with one check of the room left (as
/// ``JSONByteBuffer`` does), rather than appended to an array a byte or two at a time, which
/// checks that the array is unique and has room on every append.
struct CSSTextBuffer {
  /// The bytes: the first ``count`` are the text, the rest room that the next pieces overwrite.
  private var storage: [UInt8] = []
  /// The number of bytes written.
  private(set) var count = 0

  /// Creates an empty buffer with room for `capacity` bytes (zeroed only as it fills).
  init(capacity: Int = 0) { storage.reserveCapacity(capacity) }

  /// The text so far, copied.
  var bytes: [UInt8] { Array(storage[..<count]) }

  /// The last byte written, if any.
  var last: UInt8? { count > 0 ? storage[count - 1] : nil }

  /// The text written, the buffer left empty.
  mutating func finish() -> [UInt8] {
    storage.removeSubrange(count...)
    count = 0
    var result: [UInt8] = []
    swap(&result, &storage)
    return result
  }

  /// Writes `length` bytes: `body` gets where they go and must write all of them.
  @inline(__always)
  private mutating func write(_ length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    let start = count
    if start + length > storage.count { grow(by: length) }
    storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    count = start + length
  }

  /// Makes room for at least `length` more bytes, a chunk of zeros at a time, written just before
  /// the bytes that replace them, while they are in the cache.
  private mutating func grow(by length: Int) {
    var missing = count + length - storage.count
    repeat {
      storage.append(contentsOf: Self.zeros)
      missing -= Self.zeros.count
    } while missing > 0
  }

  /// The chunk ``grow(by:)`` adds.
  private static let zeros = [UInt8](repeating: 0, count: 16384)

  /// Appends static ASCII text as it is.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends one byte.
  @inline(__always)
  mutating func byte(_ byte: UInt8) { write(1) { $0.initialize(to: byte) } }

  /// Appends bytes as they are.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    write(bytes.count) { $0.initialize(from: source, count: bytes.count) }
  }

  /// Appends `count` spaces.
  mutating func spaces(_ count: Int) {
    guard count > 0 else { return }
    write(count) { $0.initialize(repeating: 0x20, count: count) }
  }

  /// Appends text that needs no escaping (numbers, hex colors).
  mutating func text(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends a color as sRGB hex (`ColorValue.hex` of its sRGB fallback): `#rrggbb`, or `#rrggbbaa`
  /// when not opaque.
  mutating func hexColor(_ color: ColorValue) {
    let (red, green, blue, alpha) = color.srgbFallback.bytes
    let digits: StaticString = "0123456789abcdef"
    let hex = digits.utf8Start
    write(alpha != 255 ? 9 : 7) { out in
      out[0] = UInt8(ascii: "#")
      (out[1], out[2], out[3], out[4]) = (hex[red >> 4], hex[red & 0xF], hex[green >> 4], hex[green & 0xF])
      (out[5], out[6]) = (hex[blue >> 4], hex[blue & 0xF])
      if alpha != 255 { (out[7], out[8]) = (hex[alpha >> 4], hex[alpha & 0xF]) }
    }
  }

  /// Appends a number with at most four decimals and no exponent (`0.0625`, `-0.4`, `17`).
  mutating func number(_ number: Double) {
    guard number.isFinite else { return byte(UInt8(ascii: "0")) }
    if number == number.rounded(), abs(number) < 1e15 {
      integer(Int64(number))
    } else {
      text(NumberText.fixed(number, decimals: 4, trimmingZeros: true))
    }
  }

  /// Appends an integer's decimal digits.
  private mutating func integer(_ value: Int64) {
    if value < 0 { byte(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    guard magnitude < 100_000_000 else { return text(String(magnitude)) }
    var length = 1
    var scale: UInt64 = 10
    while magnitude >= scale {
      length += 1
      scale *= 10
    }
    write(length) { digits in
      for index in stride(from: length - 1, through: 0, by: -1) {
        digits[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      }
    }
  }
}
