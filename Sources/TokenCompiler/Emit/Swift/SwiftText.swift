/// How text from token files becomes safe Swift: comments, string literals and number literals.
///
/// Used only by ``SwiftWriter``. Whatever a description or message contains (quotes,
/// backslashes, `*/`, newlines, control and bidirectional-override characters), comments stay
/// comments and string literals stay one literal with exactly that text.
enum SwiftText {
  /// A string literal: quotes, backslashes and invisible or line-breaking characters escaped.
  static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case "\0": literal += "\\0"
      default:
        if isInvisible(scalar) || isLineBreak(scalar) {
          literal += escaped(scalar)
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }

  /// Comment text split into lines: line breaks of any kind end a line, tabs become spaces and
  /// invisible characters are shown as `\u{…}`, so nothing can end the comment or hide text.
  static func commentLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\n" && previous == "\r" { continue }
      if isLineBreak(scalar) {
        lines.append(current)
        current = ""
      } else if scalar == "\t" {
        current += " "
      } else if isInvisible(scalar) {
        current += escaped(scalar)
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    lines.append(current)
    return lines
  }

  /// Comment text on one line: every line break becomes a space.
  static func commentLine(_ text: String) -> String {
    commentLines(text).map(trimmed).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Wraps comment text into lines of at most `width` characters (longer words stay whole);
  /// the text's own line breaks are kept, and runs of spaces collapse.
  static func wrapped(_ text: String, width: Int) -> [String] {
    var result: [String] = []
    for line in commentLines(text) {
      var current = ""
      for word in line.split(separator: " ", omittingEmptySubsequences: true) {
        if current.isEmpty {
          current = String(word)
        } else if current.count + 1 + word.count <= width {
          current += " " + word
        } else {
          result.append(current)
          current = String(word)
        }
      }
      result.append(current)
    }
    while result.last?.isEmpty == true { result.removeLast() }
    while result.first?.isEmpty == true { result.removeFirst() }
    return result
  }

  /// A number literal in its shortest exact form: `16`, `0.15`, `-0.4`.
  static func number(_ value: Double) -> String { NumberText.shortest(value) }

  /// A color channel: `0`, `1`, `n / 255` for an exact 8-bit value, else a number.
  static func channel(_ value: Double) -> String {
    let scaled = value * 255
    let byte = scaled.rounded()
    if abs(scaled - byte) < 1e-6, byte > 0, byte < 255 { return "\(Int(byte)) / 255" }
    return number(value)
  }

  private static func trimmed(_ line: String) -> String {
    String(line.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16))}"
  }

  /// Line breaks Swift or an editor may honour: LF, CR, NEL, LS, PS, VT and FF.
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// Control characters, bidirectional overrides and the byte-order mark.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 { return value != 0x09 && !isLineBreak(scalar) }
    if (0x7F...0x9F).contains(value) { return value != 0x85 }
    return [0x061C, 0x200E, 0x200F, 0xFEFF].contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }
}
