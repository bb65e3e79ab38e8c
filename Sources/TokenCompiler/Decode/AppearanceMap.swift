/// At most one value per appearance, kept in appearance order (light, dark, light high-contrast,
/// dark high-contrast) in one small array: what a dictionary keyed by the four appearances holds,
/// with the same reading and writing (subscript, `keys`, `values`, `count`, iteration as
/// `(key, value)` pairs, dictionary literals), in about a third of its memory and without hashing.
///
/// A decoded color is one of these (``DecodedValue/color(_:)``): at 100,000 tokens the
/// dictionaries it replaces (a table of eight slots per color) were ~17 MB of the decode stage.
public struct AppearanceMap<Value: Sendable & Hashable>: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
  /// One appearance's value; the value first, so the appearance fills its padding.
  public struct Entry: Sendable, Hashable {
    /// The value.
    public var value: Value
    /// Its appearance.
    public var appearance: Appearance
  }

  /// The entries, in appearance order, one per appearance at most.
  public private(set) var entries: [Entry]

  /// An empty map.
  public init() { entries = [] }

  /// An empty map with room for `capacity` entries.
  init(capacity: Int) {
    entries = []
    entries.reserveCapacity(capacity)
  }

  /// A map of one appearance's value.
  public init(_ value: Value, for appearance: Appearance) { entries = [Entry(value: value, appearance: appearance)] }

  /// The entries of a dictionary.
  public init(_ dictionary: [Appearance: Value]) {
    self.init(capacity: dictionary.count)
    for appearance in Appearance.allCases {
      if let value = dictionary[appearance] { entries.append(Entry(value: value, appearance: appearance)) }
    }
  }

  /// A map of the pairs given; like a dictionary literal, an appearance may be given once.
  public init(dictionaryLiteral elements: (Appearance, Value)...) {
    self.init(capacity: elements.count)
    for (appearance, value) in elements {
      precondition(self[appearance] == nil, "an appearance given twice in a literal")
      self[appearance] = value
    }
  }

  /// How many appearances have a value.
  public var count: Int { entries.count }

  /// Whether no appearance has a value.
  public var isEmpty: Bool { entries.isEmpty }

  /// The appearances that have a value, in appearance order.
  public var keys: [Appearance] { entries.map(\.appearance) }

  /// The values, in appearance order.
  public var values: [Value] { entries.map(\.value) }

  /// The same entries as a dictionary.
  public var dictionary: [Appearance: Value] {
    var dictionary: [Appearance: Value] = [:]
    dictionary.reserveCapacity(entries.count)
    for entry in entries { dictionary[entry.appearance] = entry.value }
    return dictionary
  }

  /// The value of `appearance`, if it has one; setting `nil` removes it.
  public subscript(appearance: Appearance) -> Value? {
    get {
      for entry in entries where entry.appearance.ordinal == appearance.ordinal { return entry.value }
      return nil
    }
    set {
      let ordinal = appearance.ordinal
      let place = entries.firstIndex { $0.appearance.ordinal >= ordinal } ?? entries.endIndex
      let present = place < entries.endIndex && entries[place].appearance.ordinal == ordinal
      switch (newValue, present) {
      case (let value?, true): entries[place].value = value
      case (let value?, false): entries.insert(Entry(value: value, appearance: appearance), at: place)
      case (nil, true): entries.remove(at: place)
      case (nil, false): break
      }
    }
  }

  /// This map with the entries of `other` added; `combine` picks the value of an appearance both
  /// have (called with this map's value first), as `Dictionary.merging` does.
  public func merging(
    _ other: AppearanceMap<Value>, uniquingKeysWith combine: (Value, Value) throws -> Value
  ) rethrows -> AppearanceMap<Value> {
    var merged = self
    try merged.merge(other.entries.lazy.map { ($0.appearance, $0.value) }, uniquingKeysWith: combine)
    return merged
  }

  /// Adds the entries of a dictionary; `combine` picks the value of an appearance both have.
  public mutating func merge(
    _ other: [Appearance: Value], uniquingKeysWith combine: (Value, Value) throws -> Value
  ) rethrows {
    try merge(other.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: combine)
  }

  /// Adds `pairs`; `combine` picks the value of an appearance both have.
  private mutating func merge(
    _ pairs: some Sequence<(Appearance, Value)>, uniquingKeysWith combine: (Value, Value) throws -> Value
  ) rethrows {
    for (appearance, value) in pairs {
      if let current = self[appearance] {
        self[appearance] = try combine(current, value)
      } else {
        self[appearance] = value
      }
    }
  }

  /// Appends a value for an appearance after every appearance that has one (the decoder reads
  /// them in the order written; one out of order is inserted in its place instead).
  mutating func appendInOrder(_ value: Value, for appearance: Appearance) {
    guard let last = entries.last, last.appearance.ordinal >= appearance.ordinal else {
      entries.append(Entry(value: value, appearance: appearance))
      return
    }
    self[appearance] = value
  }

  /// Visits the entries as `(key, value)` pairs, in appearance order.
  public func makeIterator() -> Iterator { Iterator(entries: entries) }

  /// The entries as `(key, value)` pairs, in appearance order.
  public struct Iterator: IteratorProtocol {
    /// The entries.
    let entries: [Entry]
    /// The next one's position.
    var position = 0

    /// The next pair, if any.
    public mutating func next() -> (key: Appearance, value: Value)? {
      guard position < entries.count else { return nil }
      defer { position += 1 }
      return (entries[position].appearance, entries[position].value)
    }
  }
}
