@testable import TokenCompiler

/// The readers as they were before they read in place, for ``FrontHalfInPlaceTests`` to compare with.
extension FrontHalfInPlaceTests {
  /// `ColorValue(hex:)` before it stopped building an array of channels.
  static func oldHex(_ hex: String) -> ColorValue? {
    var utf8 = hex.utf8.makeIterator()
    guard utf8.next() == UInt8(ascii: "#") else { return nil }
    var value: UInt64 = 0
    var count = 0
    while let byte = utf8.next() {
      guard count < 8, let nibble = UInt64(String(UnicodeScalar(byte)), radix: 16) else { return nil }
      value = value << 4 | nibble
      count += 1
    }
    guard [3, 4, 6, 8].contains(count) else { return nil }
    var bytes = [UInt64](repeating: 0, count: count <= 4 ? count : count / 2)
    for index in bytes.indices.reversed() {
      if count <= 4 {
        bytes[index] = (value & 0xF) * 17
        value >>= 4
      } else {
        bytes[index] = value & 0xFF
        value >>= 8
      }
    }
    return ColorValue(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
  }

  /// `GroupWalker.nameProblem` before its one pass.
  static func oldNameProblem(_ name: String) -> String? {
    if name.isEmpty { return "names cannot be empty" }
    if name.hasPrefix("$") { return "names starting with '$' are reserved for properties" }
    if name.utf8.contains(UInt8(ascii: ".")) {
      return "names cannot contain '.', which separates path segments; nest a group instead"
    }
    if name.utf8.contains(UInt8(ascii: "{")) || name.utf8.contains(UInt8(ascii: "}")) {
      return "names cannot contain '{' or '}', which mark aliases"
    }
    return nil
  }
}

extension ValueReader {
  /// `alias(_:)` before its shortcut for well-formed ASCII aliases, splitting paths by characters.
  mutating func longAlias(_ node: SourceNode) -> AliasReference? {
    guard let scalar = node.scalar,
      scalar.text.utf8.contains(UInt8(ascii: "{")) || scalar.text.utf8.contains(UInt8(ascii: "}"))
    else { return nil }
    guard let inner = Self.braced(scalar.text.trimmingWhitespace()) else {
      diagnostics.error(
        .tokenValue, "an alias must be the whole value, like \"{group.token}\", not '\(scalar.text)'",
        at: scalar.location)
      return nil
    }
    let components = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let path = TokenPath(components: components, description: String(inner))
    guard !inner.utf8.contains(UInt8(ascii: "{")), !inner.utf8.contains(UInt8(ascii: "}")),
      path.components.allSatisfy({ !$0.isEmpty })
    else {
      diagnostics.error(
        .tokenValue, "'\(scalar.text)' is not a valid alias; write it as \"{group.token}\"", at: scalar.location)
      return nil
    }
    return AliasReference(path: path, location: scalar.location)
  }
}
