import Mustache

/// The escaping `{{% CONTENT_TYPE: HTML }}` turns on: `&`, `<`, `>`, `"` and `'` become
/// `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`, in one pass over the UTF-8 bytes.
///
/// The scanner writes the pragma as `CONTENT_TYPE: TOKENC_HTML` in the copy it gives
/// swift-mustache, whose own HTML escaping looks each character up in a dictionary. Bytes
/// are also stricter than characters: swift-mustache leaves a `<` or `"` alone when a
/// combining mark follows it (the two are one character), which would let a value end an
/// XML attribute; here every such byte is escaped.
struct TemplateHTMLEscaping: MustacheContentType {
  /// The name the marked copy of a template uses for this content type.
  static let name = "TOKENC_HTML"

  /// Registers the content type with swift-mustache, once, before any template is parsed.
  static let registration: Void = MustacheContentTypes.register(TemplateHTMLEscaping(), named: name)

  /// `text` with the five characters escaped; `text` itself when it has none of them.
  func escapeText(_ text: String) -> String { Self.escaped(text) }

  /// `text` with the five characters escaped; `text` itself when it has none of them.
  static func escaped(_ text: String) -> String {
    var text = text
    let escaped = text.withUTF8 { bytes -> String? in
      guard bytes.contains(where: { replacement(for: $0) != nil }) else { return nil }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + 32)
      for byte in bytes {
        if let replacement = replacement(for: byte) {
          output.append(contentsOf: replacement)
        } else {
          output.append(byte)
        }
      }
      return String(decoding: output, as: UTF8.self)
    }
    return escaped ?? text
  }

  /// The entity for one byte, or `nil` when it stays as it is.
  @inline(__always)
  static func replacement(for byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }
}

extension Array where Element == UInt8 {
  /// Appends the bytes of a static string.
  fileprivate mutating func append(contentsOf text: StaticString) {
    text.withUTF8Buffer { append(contentsOf: $0) }
  }
}
