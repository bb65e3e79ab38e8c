@testable import TokenCompiler

/// A generated system for ``StreamedEmitterTests``: over a thousand colors (a small palette
/// repeated, so cached values are replayed) with long descriptions and extensions holding arrays
/// of numbers that other values break into lines, spacing, and text styles sharing a ladder.
enum StreamedEmitterInput {
  /// How many colors there are: more than an asset catalog's default batch.
  static let colorCount = 1100

  /// The token file.
  static let yaml: String = {
    var lines = ["font:", "  family:", "    $type: fontFamily", "    system: system", "many:", "  $type: color"]
    let palette = (0..<17).map { index in "#\(hex(index * 13))\(hex(255 - index * 11))\(hex(index * 7 + 40))" }
    let words = "a long description that wraps over several lines of a doc comment and a table cell"
    for index in 0..<colorCount {
      lines += [
        "  c\(index):",
        "    $value: {light: \"\(palette[index % 17])\", dark: \"\(palette[(index * 5) % 17])\"}",
        "    $description: \"Color \(index): \(String(repeating: words + ", ", count: 1 + index % 4))end\"",
      ]
      if index % 3 == 0 {
        lines.append(
          "    $extensions: {com.example: {mixed: [1, 2.5, three, [4, 5], {six: 6}], numbers: [\(index), 0.5]}}")
      }
    }
    lines += ["space:", "  $type: dimension"] + (0..<120).map { "  s\($0): \($0 * 2)" }
    lines += ["text:", "  $type: typography"]
    for index in 0..<30 {
      lines += [
        "  t\(index):", "    $value:", "      fontFamily: \"{font.family.system}\"", "      textStyle: body",
        "      ladder: apple",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  /// Two lowercase hex digits of `value` (taken modulo 256).
  static func hex(_ value: Int) -> String {
    let text = String(value % 256, radix: 16)
    return text.count == 1 ? "0" + text : text
  }

  /// An emitter built without options.
  static func make<Built: Emitter>(_: Built.Type) -> Built {
    var options = Options([], owner: "emitter \(Built.descriptor.id)")
    return Built(options: &options)
  }

  /// Where `first` and `second` first differ (the shorter one's count when one starts the
  /// other), or `nil` when they are equal.
  static func firstDifference(_ first: [UInt8], _ second: [UInt8]) -> Int? {
    for index in 0..<min(first.count, second.count) where first[index] != second[index] { return index }
    return first.count == second.count ? nil : min(first.count, second.count)
  }
}
