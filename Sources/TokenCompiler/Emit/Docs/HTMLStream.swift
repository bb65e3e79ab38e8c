/// HTML written straight into one growing byte buffer, element by element, laid out and
/// escaped exactly as ``HTMLWriter`` writes the same ``HTMLNode`` tree (which it uses too).
///
/// A block element starts on a new line, and the end tag of an element holding one goes on a
/// new line; text and attribute values are escaped in one pass over their UTF-8 bytes
/// (``HTMLEscaping``). Every ``start(_:)`` is matched by one ``end()``.
struct HTMLStream {
  /// The HTML written so far.
  private(set) var bytes: [UInt8] = []
  /// The open elements, innermost last, each with whether it holds a block element.
  private var open: [(name: Name, hasBlock: Bool)] = []
  /// Whether the innermost start tag still waits for its `>`.
  private var startPending = false

  /// An open element's name: a static tag, or a name from an ``HTMLNode``.
  private enum Name {
    case tag(HTMLTag)
    case text(String, isVoid: Bool)
  }

  /// An empty stream with room for `capacity` bytes.
  init(capacity: Int = 1 << 16) {
    bytes.reserveCapacity(capacity)
    open.reserveCapacity(32)
  }

  /// `<!DOCTYPE html>`, which starts a document.
  mutating func doctype() {
    append("<!DOCTYPE html>")
  }

  /// The document's bytes, ending with a newline.
  consuming func finished() -> [UInt8] {
    precondition(open.isEmpty, "an element was not ended")
    bytes.append(0x0A)
    return bytes
  }

  /// Opens `tag`; attributes follow, then its content, then ``end()``.
  mutating func start(_ tag: HTMLTag) {
    begin(isBlock: tag.isBlock)
    append(tag.name)
    open.append((.tag(tag), false))
    startPending = true
  }

  /// Closes the innermost element (a void element gets no end tag).
  mutating func end() {
    let (name, hasBlock) = open.removeLast()
    if startPending {
      bytes.append(UInt8(ascii: ">"))
      startPending = false
    }
    switch name {
    case .tag(let tag):
      guard !tag.isVoid else { return }
      if hasBlock { bytes.append(0x0A) }
      bytes.append(UInt8(ascii: "<"))
      bytes.append(UInt8(ascii: "/"))
      append(tag.name)
    case .text(let text, let isVoid):
      guard !isVoid else { return }
      if hasBlock { bytes.append(0x0A) }
      bytes.append(UInt8(ascii: "<"))
      bytes.append(UInt8(ascii: "/"))
      bytes += text.utf8
    }
    bytes.append(UInt8(ascii: ">"))
  }

  /// An attribute of the element just started: ` name="value"`, the value escaped.
  mutating func attribute(_ name: StaticString, _ value: String) {
    beginAttribute(name)
    HTMLEscaping.append(value, attribute: true, into: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// An attribute whose value is static text needing no escape (no `&`, quotes, `<`, `>`,
  /// control or bidirectional characters), written as it is.
  mutating func attribute(_ name: StaticString, literal value: StaticString) {
    beginAttribute(name)
    append(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// An attribute, left out when `value` is nil.
  mutating func attribute(_ name: StaticString, _ value: String?) {
    if let value { attribute(name, value) }
  }

  /// An attribute whose value is written in parts (``attributeText(_:)``), then ``endAttribute()``.
  mutating func beginAttribute(_ name: StaticString) {
    bytes.append(0x20)
    append(name)
    bytes.append(UInt8(ascii: "="))
    bytes.append(UInt8(ascii: "\""))
  }

  /// Part of an attribute value, escaped.
  mutating func attributeText(_ value: String) {
    HTMLEscaping.append(value, attribute: true, into: &bytes)
  }

  /// Part of an attribute value that another stream escaped (``attributeText(_:)``) and
  /// ``bytes`` gave: a value written once and repeated.
  mutating func attributeFragment(_ escaped: [UInt8]) {
    bytes += escaped
  }

  /// Part of an attribute value that is static text needing no escape (no `&`, quotes, `<`, `>`).
  mutating func attributeLiteral(_ value: StaticString) {
    append(value)
  }

  /// Ends an attribute begun with ``beginAttribute(_:)``.
  mutating func endAttribute() {
    bytes.append(UInt8(ascii: "\""))
  }

  /// Text content that is static text needing no escape (no `&`, `<`, `>`, control or
  /// bidirectional characters), written as it is.
  mutating func literal(_ text: StaticString) {
    finishStart()
    append(text)
  }

  /// Text content, escaped.
  mutating func text(_ text: String) {
    finishStart()
    HTMLEscaping.append(text, attribute: false, into: &bytes)
  }

  /// `tag` holding only `text` (no attributes).
  mutating func element(_ tag: HTMLTag, text: String) {
    start(tag)
    self.text(text)
    end()
  }

  /// `tag` with one `class` (static text needing no escape) holding only `text`.
  mutating func element(_ tag: HTMLTag, class name: StaticString, text: String) {
    start(tag)
    attribute("class", literal: name)
    self.text(text)
    end()
  }

  /// HTML another stream wrote (a fragment written once and repeated), as it is; `isBlock`
  /// when it starts with a block element.
  mutating func fragment(_ html: [UInt8], isBlock: Bool) {
    finishStart()
    if isBlock, !open.isEmpty { open[open.count - 1].hasBlock = true }
    bytes += html
  }

  /// HTML another stream wrote, kept in part of a larger buffer (``DocsFragmentSlots``).
  mutating func fragment(_ html: ArraySlice<UInt8>, isBlock: Bool) {
    finishStart()
    if isBlock, !open.isEmpty { open[open.count - 1].hasBlock = true }
    bytes += html
  }

  /// A tree, written as ``HTMLWriter`` writes it.
  mutating func node(_ node: HTMLNode) {
    switch node {
    case .text(let text): self.text(text)
    case .rawText(let text):
      finishStart()
      bytes += HTMLWriter.escapeRawText(text).utf8
    case .element(let rawName, let attributes, let children):
      let name = HTMLWriter.name(rawName)
      begin(isBlock: HTMLWriter.blockElements.contains(name))
      bytes += name.utf8
      open.append((.text(name, isVoid: HTMLWriter.voidElements.contains(name)), false))
      startPending = true
      for attribute in attributes {
        bytes.append(0x20)
        bytes += HTMLWriter.name(attribute.name).utf8
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
        HTMLEscaping.append(attribute.value, attribute: true, into: &bytes)
        bytes.append(UInt8(ascii: "\""))
      }
      if case .text(_, isVoid: false) = open[open.count - 1].name {
        for child in children { self.node(child) }
      }
      end()
    }
  }

  /// Ends a pending start tag, and starts an element: a new line first for a block element,
  /// which the enclosing element then ends on a new line too.
  private mutating func begin(isBlock: Bool) {
    finishStart()
    if isBlock {
      bytes.append(0x0A)
      if !open.isEmpty { open[open.count - 1].hasBlock = true }
    }
    bytes.append(UInt8(ascii: "<"))
  }

  /// Writes the `>` of a start tag still waiting for it.
  private mutating func finishStart() {
    if startPending {
      bytes.append(UInt8(ascii: ">"))
      startPending = false
    }
  }

  /// Static ASCII text, as it is.
  private mutating func append(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}
