extension JSONValueEncoder {
  /// Writes the members of an object.
  struct ObjectContainer<Key: CodingKey>: KeyedSink {
    /// The object's box.
    let box: Box
    /// The keys leading to the object.
    let codingPath: [any CodingKey]

    /// Writes `null` for `key`.
    mutating func encodeNil(forKey key: Key) throws { box.set(.null, for: key.stringValue) }
    /// Writes `value` for `key`; every `encode` overload ends here.
    func put<Value: Encodable>(_ value: Value, _ key: Key) throws {
      box.set(try Box.json(of: value, at: codingPath + [key]), for: key.stringValue)
    }

    /// An object nested under `key`.
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      BoxEncoder(box: box.openMember(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    /// An array nested under `key`.
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      BoxEncoder(box: box.openMember(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    /// An encoder for the member `super`.
    mutating func superEncoder() -> any Encoder {
      BoxEncoder(box: box.openMember("super"), codingPath: codingPath + [AnyKey(stringValue: "super")])
    }

    /// An encoder for the member `key`.
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      BoxEncoder(box: box.openMember(key.stringValue), codingPath: codingPath + [key])
    }
  }

  /// Appends the elements of an array.
  struct ArrayContainer: UnkeyedEncodingContainer, KeylessSink {
    /// The array's box.
    let box: Box
    /// The keys leading to the array.
    let codingPath: [any CodingKey]
    /// How many elements are written.
    var count: Int { box.count }

    /// Appends `null`.
    mutating func encodeNil() throws { box.append(.null) }

    /// Appends `value`.
    func put<Value: Encodable>(_ value: Value) throws {
      box.append(try Box.json(of: value, at: codingPath + [AnyKey(intValue: box.count)]))
    }

    /// Appends an object.
    mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type) -> KeyedEncodingContainer<Nested> {
      let key = AnyKey(intValue: box.count)
      return BoxEncoder(box: box.openItem(), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    /// Appends an array.
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let key = AnyKey(intValue: box.count)
      return BoxEncoder(box: box.openItem(), codingPath: codingPath + [key]).unkeyedContainer()
    }

    /// An encoder for a new last element.
    mutating func superEncoder() -> any Encoder {
      let key = AnyKey(intValue: box.count)
      return BoxEncoder(box: box.openItem(), codingPath: codingPath + [key])
    }
  }

  /// Writes the one value of a box.
  struct ValueContainer: SingleValueEncodingContainer, KeylessSink {
    /// The box.
    let box: Box
    /// The keys leading to it.
    let codingPath: [any CodingKey]

    /// Writes `null`.
    mutating func encodeNil() throws { box.set(.null) }

    /// Writes `value`.
    func put<Value: Encodable>(_ value: Value) throws { box.set(try Box.json(of: value, at: codingPath)) }
  }
}

extension JSONValueEncoder {
  /// An object container that writes every value through `put`.
  protocol KeyedSink: KeyedEncodingContainerProtocol {
    /// Writes `value` for `key`.
    func put<Value: Encodable>(_ value: Value, _ key: Key) throws
  }

  /// A container that writes values without keys (an array's or a single value's), every one through `put`.
  protocol KeylessSink {
    /// Writes `value`.
    func put<Value: Encodable>(_ value: Value) throws
  }
}

extension JSONValueEncoder.KeylessSink {
  /// Writes any `Encodable`.
  mutating func encode<Value: Encodable>(_ value: Value) throws { try put(value) }
  /// Writes a `Bool`.
  mutating func encode(_ value: Bool) throws { try put(value) }
  /// Writes a `String`.
  mutating func encode(_ value: String) throws { try put(value) }
  /// Writes a `Double`.
  mutating func encode(_ value: Double) throws { try put(value) }
  /// Writes a `Float`.
  mutating func encode(_ value: Float) throws { try put(value) }
  /// Writes a `Int`.
  mutating func encode(_ value: Int) throws { try put(value) }
  /// Writes a `Int8`.
  mutating func encode(_ value: Int8) throws { try put(value) }
  /// Writes a `Int16`.
  mutating func encode(_ value: Int16) throws { try put(value) }
  /// Writes a `Int32`.
  mutating func encode(_ value: Int32) throws { try put(value) }
  /// Writes a `Int64`.
  mutating func encode(_ value: Int64) throws { try put(value) }
  /// Writes a `UInt`.
  mutating func encode(_ value: UInt) throws { try put(value) }
  /// Writes a `UInt8`.
  mutating func encode(_ value: UInt8) throws { try put(value) }
  /// Writes a `UInt16`.
  mutating func encode(_ value: UInt16) throws { try put(value) }
  /// Writes a `UInt32`.
  mutating func encode(_ value: UInt32) throws { try put(value) }
  /// Writes a `UInt64`.
  mutating func encode(_ value: UInt64) throws { try put(value) }
}

extension JSONValueEncoder.KeyedSink {
  /// Writes `value` for `key`.
  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try put(value, key) }
  /// Writes a `Bool` for `key`.
  mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
  /// Writes a `String` for `key`.
  mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
  /// Writes a `Double` for `key`.
  mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
  /// Writes a `Float` for `key`.
  mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
  /// Writes a `Int` for `key`.
  mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
  /// Writes a `Int8` for `key`.
  mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
  /// Writes a `Int16` for `key`.
  mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
  /// Writes a `Int32` for `key`.
  mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
  /// Writes a `Int64` for `key`.
  mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
  /// Writes a `UInt` for `key`.
  mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, key) }
  /// Writes a `UInt8` for `key`.
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
  /// Writes a `UInt16` for `key`.
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
  /// Writes a `UInt32` for `key`.
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
  /// Writes a `UInt64` for `key`.
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, key) }
}
