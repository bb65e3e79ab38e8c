/// Receives a JSON document piece by piece, in document order: what hand-written `write(to:)`
/// methods call, so one description of a document gives both its bytes (``JSONByteSink``, the
/// layout ``JSONWriter`` writes) and its ``JSONValue`` (``JSONTreeSink``), without `Codable`.
///
/// An object's keys are given in the order ``JSONWriter`` writes them: sorted (`String` order),
/// each once. ``JSONByteSink`` checks that in debug builds; a type's keys are static, so they are
/// sorted once, in the source.
protocol JSONSink {
  /// Opens an object: the value of the last key, an array's next element, or the document.
  mutating func beginObject()
  /// Closes the innermost object.
  mutating func endObject()
  /// Opens an array.
  mutating func beginArray()
  /// Closes the innermost array.
  mutating func endArray()
  /// Starts the member `key` of the innermost object; its value comes next. (Disfavored, so
  /// that a literal key is a `StaticString`, for ``key(_:)-(StaticString)``.)
  @_disfavoredOverload
  mutating func key(_ key: String)
  /// Starts the member `key`, a literal in the source (as most keys are), which is plain ASCII.
  mutating func key(_ key: StaticString)
  /// Starts the member `key` of an object whose members come in an order of their own (a token
  /// file's groups, in the designer's order), which only a byte sink keeps.
  mutating func keyInGivenOrder(_ key: String)
  /// A string.
  mutating func string(_ value: String)
  /// The alias text of `path`, `"{color.label.primary}"`, as a string.
  mutating func alias(_ path: TokenPath)
  /// A number (`null` when it is not finite, as ``JSONWriter`` writes it).
  mutating func number(_ value: Double)
  /// `true` or `false`.
  mutating func bool(_ value: Bool)
  /// `null`.
  mutating func null()
  /// A finished value, written as ``JSONWriter`` writes it (its object keys sorted).
  mutating func value(_ value: JSONValue)
  /// The object, array or string `write` writes (not a number: numbers lay arrays out), or what
  /// it wrote before for an equal `key` in `cache`.
  mutating func cached<Key: Hashable>(_ key: Key, in cache: inout JSONValueCache<Key>, _ write: (inout Self) -> Void)
}

extension JSONSink {
  /// Starts the member `key`, a literal, as its text: what a sink does with a literal key
  /// unless it has a faster way.
  mutating func key(_ key: StaticString) { self.key(key.description) }

  /// Writes `value` piece by piece, each object's keys sorted: what a sink does with a finished
  /// value unless it has a faster way.
  mutating func writeSorted(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let value): bool(value)
    case .number(let value): number(value)
    case .string(let value): string(value)
    case .array(let items):
      beginArray()
      for item in items { writeSorted(item) }
      endArray()
    case .object(let members):
      beginObject()
      for member in members.sorted(by: { $0.key < $1.key }) {
        key(member.key)
        writeSorted(member.value)
      }
      endObject()
    }
  }

  /// An integer, as a number.
  mutating func number(_ value: Int) { number(Double(value)) }

  /// The string, or `null` when there is none.
  mutating func string(orNull value: String?) {
    if let value { string(value) } else { null() }
  }

  /// An array of numbers (written on one line by the pretty layouts).
  mutating func numbers(_ values: some Sequence<Double>) {
    beginArray()
    for value in values { number(value) }
    endArray()
  }

  /// An array of strings.
  mutating func strings(_ values: some Sequence<String>) {
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  /// The dotted text of each path, as an array of strings.
  mutating func paths(_ values: some Sequence<TokenPath>) {
    beginArray()
    for value in values { string(value.description) }
    endArray()
  }

  /// An object with one member per appearance (`dark`, `darkHighContrast`, `light`,
  /// `lightHighContrast`: sorted), each written by `write`.
  mutating func byAppearance<Value>(_ values: AppearanceValues<Value>, _ write: (inout Self, Value) -> Void) {
    beginObject()
    for appearance in Appearance.sortedByName {
      key(appearance.rawValue)
      write(&self, values[appearance])
    }
    endObject()
  }
}

extension Appearance {
  /// Every appearance, in the order of their names (`dark`, `darkHighContrast`, `light`,
  /// `lightHighContrast`): the order an object keyed by appearance is written in.
  static let sortedByName = allCases.sorted { $0.rawValue < $1.rawValue }
}

extension JSONSink {
  /// A Bézier curve's four numbers, `[x1, y1, x2, y2]`.
  mutating func bezier(_ curve: CubicBezier) {
    beginArray()
    number(curve.x1)
    number(curve.y1)
    number(curve.x2)
    number(curve.y2)
    endArray()
  }
}

/// Values a document writes many times (a palette color in every token that uses it), each
/// built once per document: ``JSONSink/cached(_:in:_:)`` replays what it built for an equal key.
struct JSONValueCache<Key: Hashable> {
  /// The values built by a ``JSONTreeSink``.
  var values: [Key: JSONValue] = [:]
  /// Where the bytes a ``JSONByteSink`` wrote for a key, at a depth, are in ``storage``.
  var fragments: [Fragment: Range<Int>] = [:]
  /// The bytes of every fragment.
  var storage: [UInt8] = []
  /// For small integer keys (numbered colors), where the bytes a ``JSONByteSink`` wrote on one
  /// line for each are in ``storage``, by key: an empty range for a key not written yet.
  var oneLineByNumber: [Range<Int>] = []
  /// The integer keys below this are looked up in ``oneLineByNumber``; larger ones are hashed.
  static var mostNumbered: Int { 1 << 20 }

  /// A key at a depth (a value's nested lines are indented from the depth it is written at).
  struct Fragment: Hashable {
    /// The key.
    let key: Key
    /// How many objects and arrays are open around the value; -1 for a value written on one line
    /// (compact, or inside a record), whose bytes are the same at any depth.
    let depth: Int
  }

  /// An empty cache.
  init() {}
}
