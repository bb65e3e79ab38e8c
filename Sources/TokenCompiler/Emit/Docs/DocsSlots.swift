/// Values the docs page and the Markdown keep per color of their model: in an array slot by the
/// color's number (``DocsModel/Color/id``), or, for a color made outside the model's build
/// (which has none), in a table keyed by the color.
struct DocsColorTable<Value> {
  /// The values by color number; nil where none is kept yet.
  private var slots: [Value?] = []
  /// The values of colors without a number.
  private var others: [DocsModel.Color: Value] = [:]

  /// An empty table.
  init() {}

  /// The value kept for `color`, if any.
  subscript(color: DocsModel.Color) -> Value? {
    get {
      guard color.id >= 0 else { return others[color] }
      return color.id < slots.count ? slots[color.id] : nil
    }
    set {
      guard color.id >= 0 else { return others[color] = newValue }
      if color.id >= slots.count { slots += repeatElement(nil, count: color.id + 1 - slots.count) }
      slots[color.id] = newValue
    }
  }
}

/// Byte fragments written once and repeated (a swatch's HTML, a color's Markdown cell), by slot
/// number, all in one buffer: a slot costs two integers rather than an array of its own.
struct DocsFragmentSlots {
  /// The bytes of every fragment, one after the other.
  private var storage: [UInt8] = []
  /// Where each slot's fragment starts and ends in ``storage``; a start of -1 for none yet.
  private var ranges: [(start: Int, end: Int)] = []

  /// No fragments yet.
  init() {}

  /// The fragment of `slot`, if one was kept.
  subscript(slot: Int) -> ArraySlice<UInt8>? {
    guard slot < ranges.count, ranges[slot].start >= 0 else { return nil }
    return storage[ranges[slot].start..<ranges[slot].end]
  }

  /// Keeps `fragment` (bytes of `source` from `start` on) as the fragment of `slot`.
  mutating func keep(_ source: [UInt8], from start: Int, as slot: Int) {
    keep(as: slot) { $0 += source[start...] }
  }

  /// Keeps the bytes `write` appends to the buffer it is given as the fragment of `slot`.
  mutating func keep(as slot: Int, _ write: (inout [UInt8]) -> Void) {
    if slot >= ranges.count { ranges += repeatElement((start: -1, end: -1), count: slot + 1 - ranges.count) }
    let begin = storage.count
    write(&storage)
    ranges[slot] = (begin, storage.count)
  }
}
