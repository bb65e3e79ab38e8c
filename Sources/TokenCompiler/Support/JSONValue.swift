/// A JSON document as a value: what emitters build and ``JSONWriter`` turns into text.
public indirect enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; integral values are written without a fraction.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; keys are always written sorted.
  case object([String: JSONValue])

  /// The string, if this is one.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The members, if this is an object.
  public var object: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  public var array: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The member `key`, if this is an object that has it.
  public subscript(key: String) -> JSONValue? { object?[key] }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// A string literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A floating-point literal.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// An integer literal.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// A Boolean literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array literal.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// A dictionary literal; later duplicates win.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}

extension JSONValue {
  /// Converts a source tree into JSON, as used for `$extensions` that tokenc keeps but does not read.
  ///
  /// Quoted scalars stay strings; plain scalars become `null`, booleans or numbers
  /// when they spell one (JSON/YAML 1.2 core schema), otherwise strings.
  public init(_ node: SourceNode) {
    switch node {
    case .scalar(let scalar):
      if scalar.isNull {
        self = .null
      } else if let bool = scalar.bool {
        self = .bool(bool)
      } else if let number = scalar.number {
        self = .number(number)
      } else {
        self = .string(scalar.text)
      }
    case .mapping(let entries, _, _):
      self = .object(Dictionary(entries.map { ($0.key.text, JSONValue($0.value)) }, uniquingKeysWith: { a, _ in a }))
    case .sequence(let items, _, _):
      self = .array(items.map(JSONValue.init))
    }
  }
}
