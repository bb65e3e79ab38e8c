/// A JSON value whose object members keep the order they were added in: what a file
/// converted for a designer is written as, so tokens stay where the designer put them.
public indirect enum OrderedJSON: Sendable {
  /// `null`.
  case null
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// An array.
  case array([OrderedJSON])
  /// An object, members in order.
  case object([(key: String, value: OrderedJSON)])

  /// Two-space indented JSON text with a final newline.
  public var text: String {
    var output: [UInt8] = []
    write(into: &output, indent: 0)
    output.append(0x0A)
    return String(decoding: output, as: UTF8.self)
  }

  private func write(into output: inout [UInt8], indent: Int) {
    switch self {
    case .null: output += Array("null".utf8)
    case .number(let number): output += Array(JSONWriter.format(number).utf8)
    case .string(let string): JSONWriter.quote(string, into: &output)
    case .bool(let bool): output += Array((bool ? "true" : "false").utf8)
    case .array(let items):
      guard !items.isEmpty else { return output += Array("[]".utf8) }
      if items.allSatisfy(\.isNumber) {
        // A list of numbers stays on one line, as JSONWriter writes it: [1, 0.5, 0].
        output.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
          if index > 0 { output += Array(", ".utf8) }
          item.write(into: &output, indent: indent)
        }
        return output.append(UInt8(ascii: "]"))
      }
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.newline(&output, indent + 2)
        item.write(into: &output, indent: indent + 2)
      }
      Self.newline(&output, indent)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return output += Array("{}".utf8) }
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.newline(&output, indent + 2)
        JSONWriter.quote(member.key, into: &output)
        output += Array(": ".utf8)
        member.value.write(into: &output, indent: indent + 2)
      }
      Self.newline(&output, indent)
      output.append(UInt8(ascii: "}"))
    }
  }

  private var isNumber: Bool {
    if case .number = self { true } else { false }
  }

  private static func newline(_ output: inout [UInt8], _ indent: Int) {
    output.append(0x0A)
    output += [UInt8](repeating: 0x20, count: indent)
  }
}

extension OrderedJSON {
  /// A JSON value with its object members in sorted key order, as ``JSONWriter`` writes it.
  public init(sorted value: JSONValue) {
    switch value {
    case .null: self = .null
    case .bool(let bool): self = .bool(bool)
    case .number(let number): self = .number(number)
    case .string(let string): self = .string(string)
    case .array(let items): self = .array(items.map(OrderedJSON.init(sorted:)))
    case .object(let members):
      self = .object(members.keys.sorted().map { ($0, OrderedJSON(sorted: members[$0]!)) })
    }
  }
}
