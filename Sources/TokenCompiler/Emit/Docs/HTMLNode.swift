/// A node of an HTML document. Emitters build trees of these; only ``HTMLWriter``
/// turns them into text, escaping text and attribute values on the way.
indirect enum HTMLNode: Sendable, Hashable {
  /// An element with attributes (in order) and children.
  case element(String, [HTMLAttribute], [HTMLNode])
  /// Text, escaped when written.
  case text(String)
  /// The contents of a `<script>` or `<style>` element (raw text), made safe when written.
  case rawText(String)

  /// An element; attributes whose value is `nil` are left out.
  static func el(
    _ name: String, _ attributes: KeyValuePairs<String, String?> = [:], _ children: [HTMLNode] = []
  ) -> HTMLNode {
    .element(name, attributes.compactMap { key, value in value.map { HTMLAttribute(key, $0) } }, children)
  }

  /// An element holding only text.
  static func el(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) -> HTMLNode {
    el(name, attributes, [.text(text)])
  }

  /// `<script>` with inline code.
  static func script(_ code: String) -> HTMLNode { .element("script", [], [.rawText(code)]) }

  /// `<style>` with an inline style sheet.
  static func style(_ css: String) -> HTMLNode { .element("style", [], [.rawText(css)]) }

  /// All text below this node, as a reader would see it (without script and style contents).
  var textContent: String {
    switch self {
    case .text(let text): text
    case .rawText: ""
    case .element(_, _, let children): children.map(\.textContent).joined()
    }
  }
}

/// One attribute of an element.
struct HTMLAttribute: Sendable, Hashable {
  /// The name, such as `class` or `data-token`.
  var name: String
  /// The value, escaped when written.
  var value: String

  /// Creates an attribute.
  init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
