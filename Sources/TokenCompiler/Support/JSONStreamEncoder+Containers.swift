extension JSONStreamEncoder {
  /// The `Encoder` handed to one value's `encode(to:)`: its container opens in the output on first use.
  struct StreamEncoder: Encoder {
    /// The document's output.
    let sink: Sink
    /// What this value has written.
    let slot: Slot
    /// The keys leading here.
    let codingPath: [any CodingKey]
    /// No user info is used.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// An object container.
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(ObjectContainer<Key>(sink: sink, handle: claim(object: true), codingPath: codingPath))
    }

    /// An array container.
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      ArrayContainer(sink: sink, handle: claim(object: false), codingPath: codingPath)
    }

    /// A container for one value.
    func singleValueContainer() -> any SingleValueEncodingContainer {
      ValueContainer(sink: sink, slot: slot, codingPath: codingPath)
    }

    /// This value's object or array: opened on first use, the same one after that.
    private func claim(object: Bool) -> Handle {
      let frames = sink.frames
      if let id = slot.frameID {
        if slot.depth < frames.count, frames[slot.depth].id == id, frames[slot.depth].isObject == object {
          return Handle(depth: slot.depth, id: id, indent: slot.indent)
        }
      } else if !slot.hasScalar && frames.count == slot.depth {
        let handle = sink.open(object: object, indent: slot.indent)
        slot.frameID = handle.id
        return handle
      }
      sink.unstreamable = true
      return Handle(depth: slot.depth, id: -1, indent: slot.indent)
    }
  }

  /// Writes the members of an object.
  struct ObjectContainer<Key: CodingKey>: JSONValueEncoder.KeyedSink {
    /// The document's output.
    let sink: Sink
    /// The object's frame.
    let handle: Handle
    /// The keys leading to the object.
    let codingPath: [any CodingKey]

    /// Writes `null` for `key`.
    mutating func encodeNil(forKey key: Key) throws {
      try sink.enter(handle)
      sink.begin(key: key.stringValue)
      sink.append(.null)
    }

    /// Writes `value` for `key`; every `encode` overload ends here.
    func put<Value: Encodable>(_ value: Value, _ key: Key) throws {
      try sink.enter(handle)
      sink.begin(key: key.stringValue)
      _ = try sink.write(value, indent: handle.indent + 1, codingPath: codingPath + [key])
    }

    /// A container opened as the member `key`, or one that cannot be written to.
    private func open(object: Bool, _ key: Key) -> Handle {
      guard (try? sink.enter(handle)) != nil else {
        sink.unstreamable = true
        return Handle(depth: handle.depth + 1, id: -1, indent: handle.indent + 1)
      }
      sink.begin(key: key.stringValue)
      return sink.open(object: object, indent: handle.indent + 1)
    }

    /// An object nested under `key`.
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(
        ObjectContainer<NestedKey>(sink: sink, handle: open(object: true, key), codingPath: codingPath + [key]))
    }

    /// An array nested under `key`.
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      ArrayContainer(sink: sink, handle: open(object: false, key), codingPath: codingPath + [key])
    }

    /// Not streamed: the document is encoded through ``JSONValueEncoder`` instead.
    mutating func superEncoder() -> any Encoder { sink.unstreamableEncoder(codingPath) }

    /// Not streamed: the document is encoded through ``JSONValueEncoder`` instead.
    mutating func superEncoder(forKey key: Key) -> any Encoder { sink.unstreamableEncoder(codingPath) }
  }
}
