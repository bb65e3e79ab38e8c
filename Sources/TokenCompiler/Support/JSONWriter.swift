/// The one place that turns ``JSONValue`` into text: sorted keys, stable number formatting.
///
/// Pretty styles put arrays of numbers (color components, Bézier points) on one
/// line, so generated files stay short and diffs stay readable; ``Style/records`` puts each
/// element of a list on one line.
public struct JSONWriter: Sendable {
  /// Layout choices.
  public enum Style: Sendable {
    /// Two-space indent and `": "`, as most tools write JSON.
    case pretty
    /// Xcode's asset-catalog layout: two-space indent and `" : "`.
    case xcode
    /// No whitespace at all.
    case compact
    /// One record per line (`tokens.docs.json`): objects outside any array are written as in
    /// ``pretty``, one member per line; each element of an array outside any array (a token, a
    /// group, a finding) is written compactly on one line of its own, two spaces deeper than its
    /// array. A change to one record is a one-line diff, and the file is far smaller.
    case records
  }

  /// The layout used.
  public var style: Style

  /// Creates a writer.
  public init(style: Style = .pretty) { self.style = style }

  /// The UTF-8 bytes of `value`, ending with a newline unless compact.
  public func bytes(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    write(value, indent: 0, into: &output)
    if style != .compact { output.append(0x0A) }
    return output
  }

  /// The JSON text of `value`.
  public func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// What goes between an object's key and its value.
  var separator: StaticString {
    switch style {
    case .pretty, .records: ": "
    case .xcode: " : "
    case .compact: ":"
    }
  }

  /// Appends `value` as it appears `indent` levels deep (``JSONStreamEncoder`` writes its scalars with it).
  func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
    case .number(let number): output.append(contentsOf: Self.format(number).utf8)
    case .string(let string): Self.quote(string, into: &output)
    case .array(let items) where style.inlinesNumbers && !items.isEmpty && items.allSatisfy({ $0.number != nil }):
      output.append(0x5B)
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(contentsOf: [0x2C, 0x20]) }
        write(item, indent: indent, into: &output)
      }
      output.append(0x5D)
    case .array(let items):
      writeContainer(open: 0x5B, close: 0x5D, items, indent: indent, into: &output) { item, output in
        // A record: written on its line with no whitespace (the compact writer adds no new line).
        if style == .records { return JSONWriter(style: .compact).write(item, indent: 0, into: &output) }
        write(item, indent: indent + 1, into: &output)
      }
    case .object(let members):
      let sorted = members.sorted { $0.key < $1.key }
      writeContainer(open: 0x7B, close: 0x7D, sorted, indent: indent, into: &output) { member, output in
        Self.quote(member.key, into: &output)
        separator.withUTF8Buffer { output.append(contentsOf: $0) }
        write(member.value, indent: indent + 1, into: &output)
      }
    }
  }

  private func writeContainer<Element>(
    open: UInt8, close: UInt8, _ elements: [Element], indent: Int, into output: inout [UInt8],
    writeElement: (Element, inout [UInt8]) -> Void
  ) {
    output.append(open)
    guard !elements.isEmpty else {
      output.append(close)
      return
    }
    for (index, element) in elements.enumerated() {
      if index > 0 { output.append(0x2C) }
      newline(indent + 1, into: &output)
      writeElement(element, &output)
    }
    newline(indent, into: &output)
    output.append(close)
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 256)

  /// Starts a new line `indent` levels deep; nothing when compact.
  func newline(_ indent: Int, into output: inout [UInt8]) {
    guard style != .compact else { return }
    output.append(0x0A)
    var remaining = indent * 2
    while remaining > 0 {
      let count = min(remaining, Self.spaces.count)
      Self.spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
      remaining -= count
    }
  }

  /// Formats a number: integers without a fraction, others in their shortest round-trip form.
  public static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    return NumberText.shortest(number)
  }

  /// Appends `string` as a JSON string literal, escaping quotes, backslashes, control
  /// characters (C0, DEL and C1, so none reaches a terminal showing the file) and
  /// U+2028/U+2029 (so the JSON is also safe inside JavaScript).
  public static func quote(_ string: String, into output: inout [UInt8]) {
    output.append(0x22)
    escape(string, into: &output)
    output.append(0x22)
  }
}

extension JSONWriter.Style {
  /// Whether an array of numbers outside any record is written on one line (`[1, 0.5]`): in the
  /// pretty layouts; ``JSONWriter/Style/records`` writes each element of such an array on a line.
  var inlinesNumbers: Bool { self == .pretty || self == .xcode }
}
