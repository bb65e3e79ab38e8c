/// The text ``NumberText/shortest(_:)`` gives the numbers a document repeats (a palette's
/// components, a type scale's sizes), kept by their bits: a number seen before is copied from
/// here instead of being formatted again (which makes a `String` each time).
///
/// Direct-mapped: each number has one slot, chosen from its bits, that holds the last number
/// that went there; a number whose slot holds another is formatted and takes the slot.
struct JSONNumberTexts {
  /// How many slots there are (a power of two).
  static let slotCount = 1024
  /// The most bytes a slot holds; a longer text is formatted each time.
  static let slotBytes = 24

  /// The bits of the number in each slot.
  private var bits = [UInt64](repeating: 0, count: slotCount)
  /// How many bytes each slot's text has; 0 for an empty slot.
  private var lengths = [UInt8](repeating: 0, count: slotCount)
  /// The slots' texts, ``slotBytes`` bytes per slot.
  private var texts = [UInt8](repeating: 0, count: slotCount * slotBytes)

  /// Empty slots.
  init() {}

  /// The slot of the number with `bits`: its top bits after multiplying by a large odd constant,
  /// so that numbers differing only in their last bits of mantissa spread over the slots.
  @inline(__always)
  private static func slot(of bits: UInt64) -> Int {
    Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54)
  }

  /// Writes `number` as ``NumberText/shortest(_:)`` does into `buffer`, from its slot when the
  /// slot holds it.
  mutating func write(_ number: Double, into buffer: inout ByteBuffer) {
    let key = number.bitPattern
    let slot = Self.slot(of: key)
    let length = Int(lengths[slot])
    if length > 0 && bits[slot] == key {
      return texts.withUnsafeBufferPointer { texts in
        buffer.append(UnsafeBufferPointer(rebasing: texts[(slot * Self.slotBytes)..<(slot * Self.slotBytes + length)]))
      }
    }
    var text = NumberText.shortest(number)
    text.withUTF8 { utf8 in
      buffer.append(utf8)
      guard utf8.count <= Self.slotBytes, let source = utf8.baseAddress else { return }
      bits[slot] = key
      lengths[slot] = UInt8(utf8.count)
      texts.withUnsafeMutableBufferPointer { texts in
        (texts.baseAddress! + slot * Self.slotBytes).update(from: source, count: utf8.count)
      }
    }
  }
}
