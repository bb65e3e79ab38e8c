/// The one place that turns ``HTMLNode`` trees into HTML text.
///
/// It owns escaping: text escapes `&`, `<` and `>`; attribute values are always
/// double-quoted and escape `&`, `"`, `'`, `<` and `>`; element and attribute
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
    var output = "<!DOCTYPE html>"
    write(root, into: &output)
    return output + "\n"
  }

  /// The HTML of one node (a fragment).
  func fragment(_ node: HTMLNode) -> String {
    var output = ""
    write(node, into: &output)
    return output
  }

  private func write(_ node: HTMLNode, into output: inout String) {
    switch node {
    case .text(let text): output += Self.escapeText(text)
    case .rawText(let text): output += Self.escapeRawText(text)
    case .element(let rawName, let attributes, let children):
      let name = Self.name(rawName)
      if Self.blockElements.contains(name) { output += "\n" }
      output += "<" + name
      for attribute in attributes {
        output += " " + Self.name(attribute.name) + "=\"" + Self.escapeAttribute(attribute.value) + "\""
      }
      output += ">"
      guard !Self.voidElements.contains(name) else { return }
      for child in children { write(child, into: &output) }
      if children.contains(where: Self.isBlock) { output += "\n" }
      output += "</" + name + ">"
    }
  }

  private static func isBlock(_ node: HTMLNode) -> Bool {
    if case .element(let name, _, _) = node { return blockElements.contains(Self.name(name)) }
    return false
  }

  /// Text content: `&`, `<` and `>` escaped; NUL replaced.
  static func escapeText(_ text: String) -> String {
    escape(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\0": "\u{FFFD}"
      default: nil
      }
    }
  }

  /// A double-quoted attribute value: `&`, `"`, `'`, `<` and `>` escaped; NUL replaced.
  static func escapeAttribute(_ text: String) -> String {
    escape(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "\"": "&quot;"
      case "'": "&#39;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\0": "\u{FFFD}"
      default: nil
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

  /// Replaces the ASCII characters `replacement` names; every character it replaces is ASCII,
  /// so the work is done on UTF-8 bytes, and text with nothing to replace is returned as it is.
  private static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    let special: Set<UInt8> = [0x26, 0x3C, 0x3E, 0x22, 0x27, 0x00]
    guard text.utf8.contains(where: special.contains) else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if byte < 0x80, let replaced = replacement(Unicode.Scalar(byte)) {
        output.append(contentsOf: replaced.utf8)
      } else {
        output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
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
