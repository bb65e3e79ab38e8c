/// What a render worked out for a value and a step (a helper's result, a member of a made
/// value), by their two integers: an open-addressing table, each slot one pair of words,
/// which costs a few instructions where a `Dictionary` hashes both integers with SipHash.
struct TemplateResultCache {
  /// A value's reference and a step's key in one word (``pack(_:_:)``), `Int.min` in empty
  /// slots, and the result.
  private var slots: [(packed: Int, result: Int)]
  /// How many slots are filled.
  private var count = 0
  /// `slots.count - 1`; the number of slots is a power of two.
  private var mask: Int

  /// Keys from here up are not kept (a template would need that many distinct names).
  static let keyLimit = 1 << 24
  /// References must lie in `-referenceLimit..<referenceLimit` (40 bits) to be kept: packed
  /// with a key, a larger one would wrap around onto another reference's word.
  static let referenceLimit = 1 << 39

  /// An empty table with room for about `capacity` results before it grows.
  init(capacity: Int = 512) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: (.min, 0), count: size)
    mask = size - 1
  }

  /// The reference and the key in one word: distinct for every reference of 40 bits and key
  /// below ``keyLimit``.
  @inline(__always)
  private static func pack(_ reference: Int, _ key: Int) -> Int { reference &<< 24 | key }

  /// The first slot to look in for `packed`: the reference's eight slots, by the key. Renders
  /// visit values in the order they are numbered, so neighbouring lookups touch neighbouring
  /// slots, which the cache has loaded, where a mixing hash would miss it every time.
  @inline(__always)
  private func start(_ packed: Int) -> Int { ((packed >> 24) &* 8 &+ (packed & 0xFF_FFFF)) & mask }

  /// Whether `reference` and `key` can be packed without colliding with another pair.
  @inline(__always)
  private static func fits(_ reference: Int, _ key: Int) -> Bool {
    key >= 0 && key < keyLimit && reference >= -referenceLimit && reference < referenceLimit
  }

  /// The result for `reference` and `key`, if there is one.
  func result(_ reference: Int, _ key: Int) -> Int? {
    guard Self.fits(reference, key) else { return nil }
    let packed = Self.pack(reference, key)
    var slot = start(packed)
    while true {
      let entry = slots[slot]
      if entry.packed == packed { return entry.result }
      if entry.packed == .min { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Keeps `result` for `reference` and `key` (which have none yet); a pair out of range is not kept.
  mutating func keep(_ result: Int, _ reference: Int, _ key: Int) {
    guard Self.fits(reference, key) else { return }
    if (count + 1) * 2 > slots.count { grow() }
    put(result, Self.pack(reference, key))
  }

  /// Puts `result` in the first free slot for `packed`.
  private mutating func put(_ result: Int, _ packed: Int) {
    var slot = start(packed)
    while slots[slot].packed != .min { slot = (slot + 1) & mask }
    slots[slot] = (packed, result)
    count += 1
  }

  /// Doubles the slots and puts every result back.
  private mutating func grow() {
    var larger = TemplateResultCache(capacity: slots.count)
    for entry in slots where entry.packed != .min { larger.put(entry.result, entry.packed) }
    self = larger
  }
}
