/// Finds a key among the entries of an open mapping with more than a few keys, without
/// Swift's per-key `Hasher` (SipHash, seeded per key: a fifth of the tree builder's time).
///
/// ASCII keys (all of a real token file's, nearly) go in an open-addressing table of
/// entry-stack indices hashed with FNV-1a over their bytes. Once a non-ASCII key is added or
/// looked for, the table becomes a `[String: Int]`, whose hashing treats canonically
/// equivalent text (`é` as one scalar or two, `K` and the Kelvin sign) as equal, as `==` does.
struct SourceMappingKeyTable {
  /// Entry-stack index + 1 per slot, 0 when empty; a power of two in count, at most half full.
  private var slots: [Int32] = []
  /// The table once a key is not ASCII.
  private var unicode: [String: Int]?

  /// Whether the table has not been built yet.
  var isEmpty: Bool { slots.isEmpty && unicode == nil }

  /// Fills the table with the keys of `entries` from `start` to the top.
  mutating func build(_ entries: SourceTreeStack<SourceMappingEntry>, from start: Int) {
    var capacity = 16
    while capacity < (entries.count - start) * 2 { capacity *= 2 }
    slots = [Int32](repeating: 0, count: capacity)
    for index in start..<entries.count {
      guard insert(index, of: entries) else { return buildUnicode(entries, from: start) }
    }
  }

  /// The entry-stack index of `key`, if an entry from `start` up has it.
  mutating func index(
    of key: String, in entries: SourceTreeStack<SourceMappingEntry>, from start: Int
  ) -> Int? {
    guard !isEmpty else { return nil }
    if unicode == nil, let hash = Self.asciiHash(key) {
      let mask = slots.count - 1
      var slot = hash & mask
      while slots[slot] != 0 {
        let index = Int(slots[slot]) - 1
        if entries[index].key.text == key { return index }
        slot = (slot + 1) & mask
      }
      return nil
    }
    if unicode == nil { buildUnicode(entries, from: start) }
    return unicode?[key]
  }

  /// Adds the entry at `index` of `entries` (its top), which starts at `start`.
  mutating func add(_ index: Int, of entries: SourceTreeStack<SourceMappingEntry>, from start: Int) {
    if unicode != nil {
      unicode?[entries[index].key.text] = index
    } else if (index - start + 1) * 2 > slots.count {
      build(entries, from: start)
    } else if !insert(index, of: entries) {
      buildUnicode(entries, from: start)
    }
  }

  /// Puts the entry at `index` in its slot; `false` when its key is not ASCII.
  private mutating func insert(_ index: Int, of entries: SourceTreeStack<SourceMappingEntry>) -> Bool {
    guard let hash = Self.asciiHash(entries[index].key.text) else { return false }
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: index + 1)
    return true
  }

  /// Switches to a `[String: Int]` of the keys from `start` to the top.
  private mutating func buildUnicode(_ entries: SourceTreeStack<SourceMappingEntry>, from start: Int) {
    slots = []
    var table: [String: Int] = [:]
    table.reserveCapacity((entries.count - start) * 2)
    for index in start..<entries.count { table[entries[index].key.text] = index }
    unicode = table
  }

  /// FNV-1a of the text's UTF-8 bytes, or `nil` when it is not all ASCII.
  static func asciiHash(_ text: String) -> Int? {
    let hash = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      var all: UInt8 = 0
      for byte in bytes {
        all |= byte
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      return all < 0x80 ? Int(truncatingIfNeeded: hash ^ (hash >> 29)) : nil
    }
    return hash ?? nil
  }
}
