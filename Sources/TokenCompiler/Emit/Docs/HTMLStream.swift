/// HTML written straight into one growing byte buffer, element by element, laid out and
/// escaped exactly as ``HTMLWriter`` writes the same ``HTMLNode`` tree (which it uses too).
///
/// A block element starts on a new line, and the end tag of an element holding one goes on a
/// new line; text and attribute values are escaped in one pass over their UTF-8 bytes
/// (``HTMLEscaping``). Every ``start(_:)`` is matched by one ``end()``. Each piece (a start or
/// end tag with the `>` and new line before it, an attribute with its name and quotes) goes into
/// the buffer through one pointer (``ByteBuffer``), not a byte or two at a time.
struct HTMLStream {
  /// The HTML written so far (written by this type and its extensions only).
  var buffer: ByteBuffer
  /// The open elements, innermost last.
  private var open: [Open] = []
  /// The names of the open elements written from an ``HTMLNode`` (no ``Open/tag``), innermost last.
  private var openNames: [String] = []
  /// Whether the innermost start tag still waits for its `>`.
  private var startPending = false

  /// An open element: its static tag (nil for a name in ``openNames``), whether it is void and
  /// whether it holds a block element.
  private struct Open {
    /// The static tag, or nil for a name from an ``HTMLNode``.
    let tag: HTMLTag?
    /// Whether it has no end tag.
    let isVoid: Bool
    /// Whether it holds a block element (its end tag then goes on a new line).
    var hasBlock: Bool
  }

  /// An empty stream with room for `capacity` bytes.
  init(capacity: Int = 1 << 16) {
    buffer = ByteBuffer(capacity: capacity)
    open.reserveCapacity(32)
  }

  /// The HTML written so far (a copy).
  var bytes: [UInt8] { buffer.bytes(from: 0) }

  /// `<!DOCTYPE html>`, which starts a document.
  mutating func doctype() {
    buffer.append("<!DOCTYPE html>")
  }

  /// The document's bytes, ending with a newline.
  consuming func finished() -> [UInt8] {
    precondition(open.isEmpty, "an element was not ended")
    buffer.append(0x0A)
    return buffer.finish()
  }

  /// The bytes written, as they are (a fragment of a page: ``bytes`` without a copy).
  consuming func fragmentBytes() -> [UInt8] {
    buffer.finish()
  }

  /// Opens `tag`; attributes follow, then its content, then ``end()``.
  mutating func start(_ tag: HTMLTag) {
    let pending = startPending
    if tag.isBlock, !open.isEmpty { open[open.count - 1].hasBlock = true }
    let name = tag.name.utf8Start
    let length = tag.name.utf8CodeUnitCount
    let lead = (pending ? 1 : 0) + (tag.isBlock ? 1 : 0)
    buffer.write(lead + 1 + length) { start in
      if pending { start.initialize(to: UInt8(ascii: ">")) }
      if tag.isBlock { (start + lead - 1).initialize(to: 0x0A) }
      (start + lead).initialize(to: UInt8(ascii: "<"))
      (start + lead + 1).initialize(from: name, count: length)
    }
    open.append(Open(tag: tag, isVoid: tag.isVoid, hasBlock: false))
    startPending = true
  }

  /// Closes the innermost element (a void element gets no end tag).
  mutating func end() {
    let element = open.removeLast()
    let pending = startPending
    startPending = false
    var name = element.tag == nil ? openNames.removeLast() : ""
    if element.isVoid {
      if pending { buffer.append(UInt8(ascii: ">")) }
    } else if let tag = element.tag {
      endTag(UnsafeBufferPointer(start: tag.name.utf8Start, count: tag.name.utf8CodeUnitCount), pending, element)
    } else {
      name.withUTF8 { endTag($0, pending, element) }
    }
  }

  /// The end tag `</name>` of `element`: the start tag's `>` before it when `pending`, a new
  /// line when it holds a block element; one piece.
  private mutating func endTag(_ name: UnsafeBufferPointer<UInt8>, _ pending: Bool, _ element: Open) {
    let lead = (pending ? 1 : 0) + (element.hasBlock ? 1 : 0)
    buffer.write(lead + 3 + name.count) { start in
      if pending { start.initialize(to: UInt8(ascii: ">")) }
      if element.hasBlock { (start + lead - 1).initialize(to: 0x0A) }
      (start + lead).initialize(to: UInt8(ascii: "<"))
      (start + lead + 1).initialize(to: UInt8(ascii: "/"))
      if let source = name.baseAddress { (start + lead + 2).initialize(from: source, count: name.count) }
      (start + lead + 2 + name.count).initialize(to: UInt8(ascii: ">"))
    }
  }

  /// Text content that is static text needing no escape (no `&`, `<`, `>`, control or
  /// bidirectional characters), written as it is.
  mutating func literal(_ text: StaticString) {
    finishStart()
    buffer.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Text content, escaped.
  mutating func text(_ text: String) {
    finishStart()
    HTMLEscaping.append(text, attribute: false, into: &buffer)
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
    html.withUnsafeBufferPointer { buffer.append($0) }
  }

  /// HTML another stream wrote, kept in part of a larger buffer (``DocsFragmentSlots``).
  mutating func fragment(_ html: ArraySlice<UInt8>, isBlock: Bool) {
    finishStart()
    if isBlock, !open.isEmpty { open[open.count - 1].hasBlock = true }
    html.withUnsafeBufferPointer { buffer.append($0) }
  }

  /// A tree, written as ``HTMLWriter`` writes it.
  mutating func node(_ node: HTMLNode) {
    switch node {
    case .text(let text): self.text(text)
    case .rawText(let text):
      finishStart()
      buffer.append(HTMLWriter.escapeRawText(text))
    case .element(let rawName, let attributes, let children):
      let name = HTMLWriter.name(rawName)
      finishStart()
      if HTMLWriter.blockElements.contains(name) {
        buffer.append(0x0A)
        if !open.isEmpty { open[open.count - 1].hasBlock = true }
      }
      buffer.append(UInt8(ascii: "<"))
      buffer.append(name)
      let isVoid = HTMLWriter.voidElements.contains(name)
      open.append(Open(tag: nil, isVoid: isVoid, hasBlock: false))
      openNames.append(name)
      startPending = true
      for attribute in attributes {
        buffer.append(0x20)
        buffer.append(HTMLWriter.name(attribute.name))
        buffer.append(UInt8(ascii: "="))
        buffer.append(UInt8(ascii: "\""))
        HTMLEscaping.append(attribute.value, attribute: true, into: &buffer)
        buffer.append(UInt8(ascii: "\""))
      }
      if !isVoid {
        for child in children { self.node(child) }
      }
      end()
    }
  }

  /// Writes the `>` of a start tag still waiting for it.
  private mutating func finishStart() {
    if startPending {
      buffer.append(UInt8(ascii: ">"))
      startPending = false
    }
  }
}
