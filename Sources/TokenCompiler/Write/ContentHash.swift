/// XXH64 (seed 0): the stable content hash the manifest and the stat cache record.
///
/// Unlike Swift's `Hasher` it is the same in every process and on every machine, and it
/// reads eight bytes at a time in four independent lanes, so hashing the ~50 MB a large
/// design system emits costs milliseconds. Checked against `xxhsum -H1` in the tests.
enum ContentHash {
  /// The five XXH64 primes.
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  /// See ``prime1``.
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  /// See ``prime1``.
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  /// See ``prime1``.
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  /// See ``prime1``.
  static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

  /// The XXH64 hash of `bytes`.
  static func xxh64(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { xxh64($0) }
  }

  /// The XXH64 hash of the bytes in `buffer`.
  static func xxh64(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
    let count = buffer.count
    var offset = 0
    var hash: UInt64
    if count >= 32 {
      var lanes = initialLanes
      offset = stripes(buffer, into: &lanes)
      hash = converge(lanes)
    } else {
      hash = prime5
    }
    return finish(hash &+ UInt64(count), tail: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
  }

  /// The four lanes before any stripe.
  static let initialLanes: Lanes = (prime1 &+ prime2, prime2, 0, 0 &- prime1)

  /// The four accumulators of the 32-byte stripes.
  typealias Lanes = (UInt64, UInt64, UInt64, UInt64)

  /// Mixes every whole 32-byte stripe of `buffer` into `lanes`; returns where the rest begins.
  @inline(__always)
  static func stripes(_ buffer: UnsafeRawBufferPointer, into lanes: inout Lanes) -> Int {
    func word(_ at: Int) -> UInt64 { UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
    var offset = 0
    while offset + 32 <= buffer.count {
      lanes.0 = round(lanes.0, word(offset))
      lanes.1 = round(lanes.1, word(offset + 8))
      lanes.2 = round(lanes.2, word(offset + 16))
      lanes.3 = round(lanes.3, word(offset + 24))
      offset += 32
    }
    return offset
  }

  /// The hash the lanes come to once 32 bytes or more went through them.
  static func converge(_ lanes: Lanes) -> UInt64 {
    var hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
    hash = merge(hash, lanes.0)
    hash = merge(hash, lanes.1)
    hash = merge(hash, lanes.2)
    return merge(hash, lanes.3)
  }

  /// Mixes the last bytes (fewer than 32) into `hash` (which counts the length already) and
  /// avalanches it.
  static func finish(_ hash: UInt64, tail: UnsafeRawBufferPointer) -> UInt64 {
    var hash = hash
    var offset = 0
    let count = tail.count
    while offset + 8 <= count {
      let word = UInt64(littleEndian: tail.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      hash = rotate(hash ^ round(0, word), 27) &* prime1 &+ prime4
      offset += 8
    }
    if offset + 4 <= count {
      let half = UInt64(UInt32(littleEndian: tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      hash = rotate(hash ^ (half &* prime1), 23) &* prime2 &+ prime3
      offset += 4
    }
    while offset < count {
      hash = rotate(hash ^ (UInt64(tail[offset]) &* prime5), 11) &* prime1
      offset += 1
    }
    hash ^= hash >> 33
    hash &*= prime2
    hash ^= hash >> 29
    hash &*= prime3
    return hash ^ (hash >> 32)
  }

  /// The hash as 16 lowercase hexadecimal digits, as the manifest writes it.
  static func hex(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Reads 16 hexadecimal digits back; `nil` for anything else.
  static func parse(hex text: some StringProtocol) -> UInt64? {
    text.utf8.count == 16 ? UInt64(text, radix: 16) : nil
  }

  /// One XXH64 round: mixes eight bytes into a lane.
  private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
    rotate(accumulator &+ input &* prime2, 31) &* prime1
  }

  /// Mixes a lane into the hash at the end of the stripes.
  private static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
    (hash ^ round(0, lane)) &* prime1 &+ prime4
  }

  /// Rotates left by `count` bits.
  private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}

extension ContentHash {
  /// Writes `value` as 16 lowercase hexadecimal digits at `digits`, as the manifest and the stat
  /// cache record hashes.
  static func writeHex(_ value: UInt64, into digits: UnsafeMutablePointer<UInt8>) {
    for index in 0..<16 {
      let nibble = UInt8((value >> UInt64(60 - 4 * index)) & 0xF)
      (digits + index).initialize(to: nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
    }
  }
}

/// Numbers written straight into byte arrays, for the manifest, which writes thousands of them
/// per build.
extension Array where Element == UInt8 {
  /// Appends `value` in decimal.
  mutating func appendDecimal(_ value: some BinaryInteger) {
    if value < 0 { append(UInt8(ascii: "-")) }
    let start = count
    var rest = UInt64(value.magnitude)
    repeat {
      append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    self[start...].reverse()
  }

  /// Appends `value` as 16 lowercase hexadecimal digits.
  mutating func appendHex(_ value: UInt64) {
    let start = count
    append(contentsOf: repeatElement(0, count: 16))
    withUnsafeMutableBufferPointer { ContentHash.writeHex(value, into: $0.baseAddress! + start) }
  }
}
