/// Inline Markdown content.
indirect enum MarkdownInline: Sendable, Hashable {
  /// Plain text, escaped when written.
  case text(String)
  /// A code span.
  case code(String)
  /// Strong emphasis.
  case strong([MarkdownInline])
  /// A link; the target is written as given and must be a fragment or URL tokenc builds.
  case link([MarkdownInline], target: String)
}

/// A Markdown block.
enum MarkdownBlock: Sendable, Hashable {
  /// A heading, level 1 to 6.
  case heading(Int, [MarkdownInline])
  /// A paragraph.
  case paragraph([MarkdownInline])
  /// A bulleted list, one entry per item.
  case list([[MarkdownInline]])
  /// A GitHub table: header cells, then rows of cells.
  case table([[MarkdownInline]], [[[MarkdownInline]]])
}

/// The one place that writes Markdown (GitHub flavored).
///
/// Text escapes every ASCII punctuation character Markdown could read as syntax,
/// writes `<`, `>` and `&` as entities (so no HTML gets through), turns line
/// breaks into spaces and writes control and bidirectional characters visibly, as
/// `\u{202E}`; table cells also escape `|`, including inside code spans.
struct MarkdownWriter: Sendable {
  /// Creates a writer.
  init() {}

  /// A document: blocks separated by blank lines, ending with a newline.
  func document(_ blocks: [MarkdownBlock]) -> String {
    blocks.map(block).joined(separator: "\n\n") + "\n"
  }

  private func block(_ block: MarkdownBlock) -> String {
    switch block {
    case .heading(let level, let content):
      return String(repeating: "#", count: min(max(level, 1), 6)) + " " + inline(content, inTable: false)
    case .paragraph(let content): return Self.escapeLineStart(inline(content, inTable: false))
    case .list(let items):
      return items.map { "- " + Self.escapeLineStart(inline($0, inTable: false)) }.joined(separator: "\n")
    case .table(let header, let rows):
      let width = header.count
      func row(_ cells: [[MarkdownInline]]) -> String {
        let padded = cells + Array(repeating: [], count: max(0, width - cells.count))
        return "| " + padded.prefix(width).map { inline($0, inTable: true) }.joined(separator: " | ") + " |"
      }
      let rule = "|" + Array(repeating: " --- |", count: width).joined()
      return ([row(header), rule] + rows.map(row)).joined(separator: "\n")
    }
  }

  /// The Markdown of inline content.
  func inline(_ content: [MarkdownInline], inTable: Bool) -> String {
    content.map { inline($0, inTable: inTable) }.joined()
  }

  private func inline(_ item: MarkdownInline, inTable: Bool) -> String {
    switch item {
    case .text(let text): return Self.escape(text)
    case .code(let code): return Self.codeSpan(code, inTable: inTable)
    case .strong(let content): return "**" + inline(content, inTable: inTable) + "**"
    case .link(let content, let target):
      return "[" + inline(content, inTable: inTable) + "](" + Self.escapeTarget(target) + ")"
    }
  }

  /// Characters that may start Markdown syntax; each is written with a backslash.
  static let punctuation: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "|", "~"]

  /// Text with Markdown syntax, HTML and line breaks neutralized; control characters and
  /// bidirectional controls are written visibly (`\\u{202E}`, shown as `\u{202E}`).
  static func escape(_ text: String) -> String {
    // Most names and descriptions hold nothing to escape: one pass over the bytes tells.
    guard needsEscape(text) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "&": output += "&amp;"
      case "\n", "\r", "\t", "\u{2028}", "\u{2029}", "\u{85}": output += " "
      case "\0": output += "\u{FFFD}"
      case _ where punctuation.contains(scalar): output += "\\" + String(scalar)
      case _ where UnsafeScalars.isControl(scalar) || UnsafeScalars.isBidiControl(scalar):
        output += "\\" + UnsafeScalars.visible(scalar)
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Whether ``escape(_:)`` may change `text`: one pass over its bytes.
  static func needsEscape(_ text: String) -> Bool {
    let table = escapedBytes
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      table.withUnsafeBufferPointer { table in bytes.contains { table[Int($0)] } }
    }
    return found ?? text.utf8.contains { escapedBytes[Int($0)] }
  }

  /// The bytes ``escape(_:)`` may change: ASCII ones it escapes, and 0xE2, 0xC2 and 0xD8, which
  /// start U+2028, U+2029, C1 controls and the bidirectional controls.
  private static let escapedBytes: [Bool] = (0..<256).map { byte in
    guard byte < 0x80 else { return byte == 0xE2 || byte == 0xC2 || byte == 0xD8 }
    let scalar = Unicode.Scalar(UInt8(byte))
    return "<>&\n\r\t\0".unicodeScalars.contains(scalar) || punctuation.contains(scalar)
      || UnsafeScalars.isControl(scalar)
  }

  /// A line whose start cannot be read as a heading, list item, quote or rule:
  /// a leading `#`, `+`, `-` or `=` gets a backslash, and so does the `.` or `)` after leading digits.
  static func escapeLineStart(_ line: String) -> String {
    guard let first = line.unicodeScalars.first else { return line }
    if ["#", "+", "-", "="].contains(first) { return "\\" + line }
    let digits = line.unicodeScalars.prefix { ("0"..."9").contains($0) }
    let rest = line.unicodeScalars.dropFirst(digits.count)
    guard !digits.isEmpty, let marker = rest.first, marker == "." || marker == ")" else { return line }
    return String(String.UnicodeScalarView(digits)) + "\\" + String(String.UnicodeScalarView(rest))
  }

  /// Whether `code` is written as it is between single backticks: not empty, and without
  /// backticks, `|`, spaces, line breaks, or control or bidirectional characters.
  static func isPlainCode(_ code: String) -> Bool {
    guard !code.isEmpty else { return false }
    let table = notPlainInCode
    let found = code.utf8.withContiguousStorageIfAvailable { bytes in
      table.withUnsafeBufferPointer { table in bytes.contains { table[Int($0)] } }
    }
    return !(found ?? code.utf8.contains { notPlainInCode[Int($0)] })
  }

  /// The bytes a plain code span cannot hold (``isPlainCode(_:)``): a backtick, `|`, a space, a
  /// control character, or a byte that may start a control or bidirectional character.
  private static let notPlainInCode: [Bool] = (0..<256).map { value in
    let byte = UInt8(value)
    return byte == UInt8(ascii: "`") || byte == UInt8(ascii: "|") || byte == UInt8(ascii: " ") || byte < 0x20
      || UnsafeScalars.mayStartUnsafe(byte)
  }

  /// For code that ``codeSpan(_:inTable:)`` writes between single backticks as it is (not empty,
  /// no backtick, `|`, line break, tab, control or bidirectional character; spaces and
  /// typographic characters such as `→` allowed), whether it pads the code with a space on each
  /// side (it starts and ends with one); nil for any other code.
  static func simpleCodeSpanPadding(_ code: String) -> Bool? {
    let utf8 = code.utf8
    guard let first = utf8.first, let last = utf8.last else { return nil }
    let special = utf8.contains { byte in
      byte == UInt8(ascii: "`") || byte == UInt8(ascii: "|") || byte < 0x20 || byte == 0x7F
    }
    guard !special, !UnsafeScalars.mayContainUnsafe(code) else { return nil }
    return first == 0x20 && last == 0x20
  }

  /// A code span fenced with more backticks than the code contains; `|` escaped in tables.
  static func codeSpan(_ code: String, inTable: Bool) -> String {
    if isPlainCode(code) { return "`" + code + "`" }
    var body = code.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\n", "\r", "\t": " "
      case "|" where inTable: "\\|"
      case "\0": "\u{FFFD}"
      case "\u{85}", "\u{2028}", "\u{2029}": " "
      case _ where UnsafeScalars.isControl(scalar) || UnsafeScalars.isBidiControl(scalar):
        UnsafeScalars.visible(scalar)
      default: String(scalar)
      }
    }.joined()
    var longest = 0
    var run = 0
    for scalar in body.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    if body.hasPrefix("`") || body.hasSuffix("`") || body.hasPrefix(" ") && body.hasSuffix(" ") {
      body = " " + body + " "
    }
    return fence + body + fence
  }

  /// A link target with `(`, `)`, spaces, `<` and `>` percent-encoded.
  static func escapeTarget(_ target: String) -> String {
    target.unicodeScalars.map { scalar in
      scalar == "(" || scalar == ")" || scalar == " " || scalar == "<" || scalar == ">"
        ? "%" + hex(scalar) : String(scalar)
    }.joined()
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    String(scalar.value, radix: 16, uppercase: true)
  }
}
