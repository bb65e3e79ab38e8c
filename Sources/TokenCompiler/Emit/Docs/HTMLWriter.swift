/// The one place that turns ``HTMLNode`` trees into HTML text.
///
/// It owns escaping: text escapes `&`, `<` and `>` and shows bidirectional controls as
/// `\u{202E}`; attribute values are always double-quoted and escape `&`, `"`, `'`, `<`
/// and `>`; control characters other than tab and line breaks become U+FFFD; element and attribute
/// names keep only ASCII letters, digits and `-`; and the raw text of `<script>`
/// and `<style>` can never close its element or open a comment (`</` becomes
/// `<\/`, which means the same inside JavaScript and JSON strings and CSS).
struct HTMLWriter: Sendable {
  /// Creates a writer.
  init() {}

  /// Elements written without an end tag.
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
  ]

  /// Elements that start on a new line, to keep the output readable and diffable.
  static let blockElements: Set<String> = [
    "html", "head", "body", "header", "main", "footer", "nav", "section", "article", "div", "p", "h1", "h2", "h3",
    "h4", "table", "thead", "tbody", "tr", "ul", "ol", "li", "figure", "fieldset", "legend", "form", "style",
    "script", "meta", "title", "link", "dl", "dt", "dd", "caption", "details", "summary", "svg", "label", "input",
    "output",
  ]

  /// A whole document: the doctype, then `root`, ending with a newline.
  func document(_ root: HTMLNode) -> String {
    String(decoding: documentBytes(root), as: UTF8.self)
  }

  /// A whole document as UTF-8 bytes, written into one buffer (a large page is built once,
  /// not through intermediate strings).
  func documentBytes(_ root: HTMLNode) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(1 << 16)
    output += "<!DOCTYPE html>".utf8
    write(root, into: &output)
    output.append(0x0A)
    return output
  }

  /// The HTML of one node (a fragment).
  func fragment(_ node: HTMLNode) -> String {
    var output: [UInt8] = []
    write(node, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private func write(_ node: HTMLNode, into output: inout [UInt8]) {
    switch node {
    case .text(let text): Self.appendEscaped(text, attribute: false, into: &output)
    case .rawText(let text): output += Self.escapeRawText(text).utf8
    case .element(let rawName, let attributes, let children):
      let name = Self.name(rawName)
      if Self.blockElements.contains(name) { output.append(0x0A) }
      output.append(UInt8(ascii: "<"))
      output += name.utf8
      for attribute in attributes {
        output.append(0x20)
        output += Self.name(attribute.name).utf8
        output += "=\"".utf8
        Self.appendEscaped(attribute.value, attribute: true, into: &output)
        output.append(UInt8(ascii: "\""))
      }
      output.append(UInt8(ascii: ">"))
      guard !Self.voidElements.contains(name) else { return }
      for child in children { write(child, into: &output) }
      if children.contains(where: Self.isBlock) { output.append(0x0A) }
      output += "</".utf8
      output += name.utf8
      output.append(UInt8(ascii: ">"))
    }
  }

  private static func isBlock(_ node: HTMLNode) -> Bool {
    if case .element(let name, _, _) = node { return blockElements.contains(Self.name(name)) }
    return false
  }

  /// Text content: `&`, `<` and `>` escaped; NUL and other control characters (but tab and
  /// line breaks) replaced by U+FFFD; bidirectional controls written visibly, as `\u{202E}`.
  static func escapeText(_ text: String) -> String {
    var output: [UInt8] = []
    appendEscaped(text, attribute: false, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// A double-quoted attribute value: `&`, `"`, `'`, `<` and `>` escaped; NUL and other
  /// control characters replaced by U+FFFD (bidirectional controls are kept: a value such as a
  /// name to copy must stay the same, and attributes are not shown as text).
  static func escapeAttribute(_ text: String) -> String {
    var output: [UInt8] = []
    appendEscaped(text, attribute: true, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends `text` escaped for text content or (with `attribute`) a double-quoted attribute
  /// value. Text without control or bidirectional characters (nearly all) is escaped in one
  /// pass over its UTF-8 bytes.
  private static func appendEscaped(_ text: String, attribute: Bool, into output: inout [UInt8]) {
    if UnsafeScalars.mayContainUnsafe(text) {
      var safe = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        if scalar != "\0", UnsafeScalars.isControl(scalar) {
          safe.append("\u{FFFD}")
        } else if !attribute, UnsafeScalars.isBidiControl(scalar) {
          safe.append(contentsOf: UnsafeScalars.visible(scalar).unicodeScalars)
        } else {
          safe.append(scalar)
        }
      }
      return appendEscapedBytes(String(safe), attribute: attribute, into: &output)
    }
    appendEscapedBytes(text, attribute: attribute, into: &output)
  }

  /// ``appendEscaped(_:attribute:into:)`` for the ASCII characters, one pass over the bytes.
  private static func appendEscapedBytes(_ text: String, attribute: Bool, into output: inout [UInt8]) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): output += "&amp;".utf8
      case UInt8(ascii: "<"): output += "&lt;".utf8
      case UInt8(ascii: ">"): output += "&gt;".utf8
      case UInt8(ascii: "\"") where attribute: output += "&quot;".utf8
      case UInt8(ascii: "'") where attribute: output += "&#39;".utf8
      case 0: output += [0xEF, 0xBF, 0xBD]  // U+FFFD
      default: output.append(byte)
      }
    }
  }

  /// Script or style contents that cannot end their element: `</` → `<\/`, `<!--` → `<\!--`.
  static func escapeRawText(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == 0 }) else { return text }
    return text.replacingAll("</", with: "<\\/").replacingAll("<!--", with: "<\\!--").replacingAll(
      "\0", with: "\u{FFFD}")
  }

  /// An element or attribute name with everything but ASCII letters, digits and `-` removed.
  static func name(_ name: String) -> String {
    let isClean =
      !name.isEmpty
      && name.utf8.allSatisfy { byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
          || byte == 0x2D
      }
    if isClean { return name }
    let kept = name.unicodeScalars.filter { scalar in
      scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
    }
    return kept.isEmpty ? "span" : String(String.UnicodeScalarView(kept))
  }
}

extension String {
  /// Every occurrence of `target` replaced by `replacement` (left to right, not overlapping; compared by scalars).
  func replacingAll(_ target: String, with replacement: String) -> String {
    let needle = Array(target.unicodeScalars)
    guard !needle.isEmpty else { return self }
    let scalars = Array(unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if index + needle.count <= scalars.count, Array(scalars[index..<index + needle.count]) == needle {
        result.append(contentsOf: replacement.unicodeScalars)
        index += needle.count
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }
}
