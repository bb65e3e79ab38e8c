extension JSONStreamEncoder {
  /// Appends the elements of an array.
  struct ArrayContainer: UnkeyedEncodingContainer, JSONValueEncoder.KeylessSink {
    /// The document's output.
    let sink: Sink
    /// The array's frame.
    let handle: Handle
    /// The keys leading to the array.
    let codingPath: [any CodingKey]

    /// How many elements are written.
    var count: Int {
      let frames = sink.frames
      guard handle.depth < frames.count, frames[handle.depth].id == handle.id else { return 0 }
      let end = handle.depth + 1 < frames.count ? frames[handle.depth + 1].firstEntry : sink.entries.count
      return end - frames[handle.depth].firstEntry
    }

    /// Appends `null`.
    mutating func encodeNil() throws {
      try sink.enter(handle)
      sink.begin()
      sink.notNumber()
      sink.append(.null)
    }

    /// Appends `value`.
    func put<Value: Encodable>(_ value: Value) throws {
      try sink.enter(handle)
      let index = count
      sink.begin()
      let isNumber = try sink.write(
        value, indent: handle.indent + 1, codingPath: codingPath + [JSONValueEncoder.AnyKey(intValue: index)])
      if !isNumber { sink.notNumber() }
    }

    /// A container opened as the next element, or one that cannot be written to.
    private func open(object: Bool) -> (handle: Handle, path: [any CodingKey]) {
      let path = codingPath + [JSONValueEncoder.AnyKey(intValue: count)]
      guard (try? sink.enter(handle)) != nil else {
        sink.unstreamable = true
        return (Handle(depth: handle.depth + 1, id: -1, indent: handle.indent + 1), path)
      }
      sink.begin()
      sink.notNumber()
      return (sink.open(object: object, indent: handle.indent + 1), path)
    }

    /// Appends an object.
    mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type) -> KeyedEncodingContainer<Nested> {
      let (handle, path) = open(object: true)
      return KeyedEncodingContainer(ObjectContainer<Nested>(sink: sink, handle: handle, codingPath: path))
    }

    /// Appends an array.
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let (handle, path) = open(object: false)
      return ArrayContainer(sink: sink, handle: handle, codingPath: path)
    }

    /// Not streamed: the document is encoded through ``JSONValueEncoder`` instead.
    mutating func superEncoder() -> any Encoder { sink.unstreamableEncoder(codingPath) }
  }

  /// Writes the one value of a value's encoder.
  struct ValueContainer: SingleValueEncodingContainer, JSONValueEncoder.KeylessSink {
    /// The document's output.
    let sink: Sink
    /// What the value has written.
    let slot: Slot
    /// The keys leading to it.
    let codingPath: [any CodingKey]

    /// Writes `null`.
    mutating func encodeNil() throws {
      try claim()
      sink.append(.null)
    }

    /// Writes `value`.
    func put<Value: Encodable>(_ value: Value) throws {
      try claim()
      slot.isNumber = try sink.write(value, indent: slot.indent, codingPath: codingPath)
    }

    /// Takes the value's place; a second value, or one after a container, cannot be streamed.
    private func claim() throws {
      guard !sink.unstreamable, !slot.hasScalar, slot.frameID == nil, sink.frames.count == slot.depth else {
        throw Unstreamable()
      }
      slot.hasScalar = true
    }
  }
}

extension JSONStreamEncoder.Sink {
  /// An encoder that fails every write, for `superEncoder`: the document falls back to ``JSONValueEncoder``.
  func unstreamableEncoder(_ codingPath: [any CodingKey]) -> any Encoder {
    unstreamable = true
    return JSONStreamEncoder.StreamEncoder(
      sink: self, slot: JSONStreamEncoder.Slot(depth: -1, indent: 0), codingPath: codingPath)
  }
}
