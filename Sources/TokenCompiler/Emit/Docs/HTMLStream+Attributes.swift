extension HTMLStream {
  /// An attribute of the element just started: ` name="value"`, the value escaped (in one
  /// piece when it needs no escape).
  mutating func attribute(_ name: StaticString, _ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      guard HTMLEscaping.isPlain(utf8) else {
        beginAttribute(name)
        HTMLEscaping.append(utf8, attribute: true, into: &buffer)
        return buffer.append(UInt8(ascii: "\""))
      }
      attribute(name, plain: utf8)
    }
  }

  /// An attribute whose value is static text needing no escape (no `&`, quotes, `<`, `>`,
  /// control or bidirectional characters), written as it is.
  mutating func attribute(_ name: StaticString, literal value: StaticString) {
    attribute(name, plain: UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
  }

  /// ` name="value"` with `value` written as it is, in one piece.
  mutating func attribute(_ name: StaticString, plain value: UnsafeBufferPointer<UInt8>) {
    let length = name.utf8CodeUnitCount
    buffer.write(length + 4 + value.count) { start in
      start.initialize(to: 0x20)
      (start + 1).initialize(from: name.utf8Start, count: length)
      (start + 1 + length).initialize(to: UInt8(ascii: "="))
      (start + 2 + length).initialize(to: UInt8(ascii: "\""))
      if let source = value.baseAddress { (start + 3 + length).initialize(from: source, count: value.count) }
      (start + 3 + length + value.count).initialize(to: UInt8(ascii: "\""))
    }
  }

  /// An attribute, left out when `value` is nil.
  mutating func attribute(_ name: StaticString, _ value: String?) {
    if let value { attribute(name, value) }
  }

  /// An attribute whose value is written in parts (``attributeText(_:)``), then ``endAttribute()``.
  mutating func beginAttribute(_ name: StaticString) {
    let length = name.utf8CodeUnitCount
    buffer.write(length + 3) { start in
      start.initialize(to: 0x20)
      (start + 1).initialize(from: name.utf8Start, count: length)
      (start + 1 + length).initialize(to: UInt8(ascii: "="))
      (start + 2 + length).initialize(to: UInt8(ascii: "\""))
    }
  }

  /// Part of an attribute value, escaped.
  mutating func attributeText(_ value: String) {
    HTMLEscaping.append(value, attribute: true, into: &buffer)
  }

  /// Part of an attribute value that another stream escaped (``attributeText(_:)``) and
  /// ``bytes`` gave: a value written once and repeated.
  mutating func attributeFragment(_ escaped: [UInt8]) {
    escaped.withUnsafeBufferPointer { buffer.append($0) }
  }

  /// Part of an attribute value that is static text needing no escape (no `&`, quotes, `<`, `>`).
  mutating func attributeLiteral(_ value: StaticString) {
    buffer.append(UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
  }

  /// Ends an attribute begun with ``beginAttribute(_:)``.
  mutating func endAttribute() {
    buffer.append(UInt8(ascii: "\""))
  }
}
