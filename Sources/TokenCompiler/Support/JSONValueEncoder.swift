/// Turns any `Encodable` into a ``JSONValue``, so typed documents are written by ``JSONWriter``
/// with its sorted keys and number formatting.
///
/// Integers and floating-point numbers become `.number`, `nil` becomes `.null` (only where a
/// type encodes it explicitly: synthesized conformances leave `nil` keys out), keyed containers
/// become objects and unkeyed ones arrays.
struct JSONValueEncoder {
  /// Creates an encoder.
  init() {}

  /// The JSON value of `value`.
  func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    try Box.json(of: value, at: [])
  }
}

extension JSONValueEncoder {
  /// The JSON of a string, Boolean or number, which are written directly rather than through `encode(to:)`.
  static func scalar<Value>(_ value: Value) -> JSONValue? {
    switch value {
    case let string as String: .string(string)
    case let bool as Bool: .bool(bool)
    case let number as Double: .number(number)
    case let number as Float: .number(Double(number))
    case let number as any BinaryInteger: .number(Double(number))
    default: nil
    }
  }

  /// A JSON value under construction. Values are stored finished as soon as they are encoded;
  /// only containers handed out to be filled later (`nestedContainer`, `superEncoder`) stay open
  /// until the box is finished.
  final class Box {
    /// What the box has become.
    private enum Kind { case empty, scalar, object, array }

    /// What the box has become so far.
    private var kind = Kind.empty
    /// The value, once the box holds one value.
    private var scalar = JSONValue.null
    /// The finished members, once the box is an object.
    private var members: [String: JSONValue] = [:]
    /// The members still being filled.
    private var openMembers: [String: Box] = [:]
    /// The finished elements (`null` where one is still being filled), once the box is an array.
    private var items: [JSONValue] = []
    /// The elements still being filled, by index.
    private var openItems: [(index: Int, box: Box)] = []

    /// The JSON of `value`: strings, Booleans and numbers directly, anything else through its `encode(to:)`.
    static func json<Value: Encodable>(of value: Value, at path: @autoclosure () -> [any CodingKey]) throws -> JSONValue
    {
      if let scalar = JSONValueEncoder.scalar(value) { return scalar }
      let box = Box()
      try value.encode(to: BoxEncoder(box: box, codingPath: path()))
      return box.value
    }

    /// The finished value; a box nothing was written to is an empty object, as `JSONEncoder` writes it.
    var value: JSONValue {
      switch kind {
      case .empty: return .object([:])
      case .scalar: return scalar
      case .object:
        var members = members
        for (key, box) in openMembers { members[key] = box.value }
        return .object(members)
      case .array:
        var items = items
        for (index, box) in openItems { items[index] = box.value }
        return .array(items)
      }
    }

    /// Makes the box hold one value.
    func set(_ value: JSONValue) {
      (kind, scalar) = (.scalar, value)
    }

    /// Makes the box an object, keeping members already written.
    func makeObject() {
      guard kind != .object else { return }
      kind = .object
      members.reserveCapacity(8)
    }

    /// Makes the box an array, keeping elements already written.
    func makeArray() {
      kind = .array
    }

    /// Sets the member `key` of the object.
    func set(_ value: JSONValue, for key: String) {
      members[key] = value
      if !openMembers.isEmpty { openMembers[key] = nil }
    }

    /// A box for the member `key`, to be filled later.
    func openMember(_ key: String) -> Box {
      let box = Box()
      openMembers[key] = box
      return box
    }

    /// Appends an element to the array.
    func append(_ value: JSONValue) {
      items.append(value)
    }

    /// A box for a new last element, to be filled later.
    func openItem() -> Box {
      let box = Box()
      openItems.append((items.count, box))
      items.append(.null)
      return box
    }

    /// The number of elements of the array.
    var count: Int { items.count }
  }

  /// The `Encoder` handed to `encode(to:)`: every container it makes writes into one box.
  struct BoxEncoder: Encoder {
    /// The box written to.
    let box: Box
    /// The keys leading here.
    let codingPath: [any CodingKey]
    /// No user info is used.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// An object container.
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      box.makeObject()
      return KeyedEncodingContainer(ObjectContainer<Key>(box: box, codingPath: codingPath))
    }

    /// An array container.
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      box.makeArray()
      return ArrayContainer(box: box, codingPath: codingPath)
    }

    /// A container for one value.
    func singleValueContainer() -> any SingleValueEncodingContainer {
      ValueContainer(box: box, codingPath: codingPath)
    }
  }

  /// A coding key made from a string or an index, for nested paths and `superEncoder`.
  struct AnyKey: CodingKey {
    /// The name, for object members.
    private let name: String?
    /// The index, for array elements.
    let intValue: Int?

    /// A key named `stringValue`.
    init(stringValue: String) { (name, intValue) = (stringValue, nil) }

    /// The key of array element `intValue`.
    init(intValue: Int) { (name, self.intValue) = (nil, intValue) }

    /// The key's text: its name, or `Index n` for an element.
    var stringValue: String { name ?? "Index \(intValue ?? 0)" }
  }
}

extension KeyedEncodingContainer {
  /// Writes `value`, or `null` when it is `nil` (synthesized conformances leave the key out instead).
  mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
}
