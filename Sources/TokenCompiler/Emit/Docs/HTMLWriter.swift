/// The one place that turns ``HTMLNode`` trees into HTML text (through ``HTMLStream``, which
/// the docs page also writes into directly).
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
    var stream = HTMLStream()
    stream.doctype()
    stream.node(root)
    return stream.finished()
  }

  /// The HTML of one node (a fragment).
  func fragment(_ node: HTMLNode) -> String {
    var stream = HTMLStream(capacity: 256)
    stream.node(node)
    return String(decoding: stream.bytes, as: UTF8.self)
  }

  /// Text content: `&`, `<` and `>` escaped; NUL and other control characters (but tab and
  /// line breaks) replaced by U+FFFD; bidirectional controls written visibly, as `\u{202E}`.
  static func escapeText(_ text: String) -> String {
    var output: [UInt8] = []
    HTMLEscaping.append(text, attribute: false, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// A double-quoted attribute value: `&`, `"`, `'`, `<` and `>` escaped; NUL and other
  /// control characters replaced by U+FFFD (bidirectional controls are kept: a value such as a
  /// name to copy must stay the same, and attributes are not shown as text).
  static func escapeAttribute(_ text: String) -> String {
    var output: [UInt8] = []
    HTMLEscaping.append(text, attribute: true, into: &output)
    return String(decoding: output, as: UTF8.self)
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
