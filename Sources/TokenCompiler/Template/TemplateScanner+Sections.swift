extension TemplateScanner {
  /// An open section, parent or block, waiting for its closing tag.
  struct Open {
    /// The name as written between the delimiters.
    var written: String
    /// The marked name, for sections whose closing tag must repeat it.
    var marked: String?
    /// Where the opening tag starts.
    var location: SourceLocation
    /// Whether this is a parent (`{{<name}}`), inside which only blocks may appear.
    var isParent = false
    /// The offset of the opening tag.
    var start = 0
    /// For a section, its index in ``Result/tags``.
    var tag: Int?
    /// Whether this is a block (`{{$name}}`), which a parent may render indented.
    var isBlock = false
    /// Whether values were HTML-escaped where it opened: the content type is back to that
    /// after it closes, as a pragma inside a section lasts to the section's end.
    var html = false
    /// For a section (not an inverted one), the number of its mark.
    var mark: Int?
    /// Whether only text and marked variable tags are inside it so far (see ``TemplateRun/Section``).
    var flat = true
    /// The variable tags inside it: where each starts and ends, its mark, and whether it escapes.
    var values: [(start: Int, end: Int, mark: Int, escaped: Bool)] = []
    /// Whether swift-mustache drops the line the opening tag is on (a standalone tag).
    var standalone = false
    /// Where the opening tag ends.
    var openingEnd = 0
    /// Where the text the section renders starts: after the opening tag, or after its line.
    var bodyStart = 0
    /// The length of ``TemplateScanner/output`` where the opening tag starts.
    var outputStart = 0
  }

  /// Whether the scanner reads `text`'s lines and blanks as swift-mustache's parser does, which
  /// reads characters: every scalar is a character of its own (but `\r\n`), and the only line
  /// ends are `\n` and `\r\n` (the parser takes a lone `\r`, VT, FF, NEL, LS or PS for one in
  /// some places and not in others).
  static func readsLinesAsTheEngine(_ text: [Unicode.Scalar]) -> Bool {
    var pairs = 0
    for (offset, scalar) in text.enumerated() {
      switch scalar.value {
      case 0x0B, 0x0C, 0x85, 0x2028, 0x2029: return false
      case 0x0D:
        guard offset + 1 < text.count, text[offset + 1] == "\n" else { return false }
        pairs += 1
      default: continue
      }
    }
    return text.allSatisfy(\.isASCII) || String(String.UnicodeScalarView(text)).count == text.count - pairs
  }

  /// Follows the parser's ``newLine`` through the text up to `end`: a line end starts a line,
  /// and anything but spaces and tabs on it ends that.
  mutating func followLines(to end: Int) {
    var lineStart = lineCursor
    var crossed = false
    for offset in lineCursor..<max(lineCursor, end) where text[offset] == "\n" {
      (crossed, lineStart) = (true, offset + 1)
    }
    if end > lineCursor { newLine = (crossed || newLine) && text[lineStart..<end].allSatisfy(Self.isBlank) }
    lineCursor = max(lineCursor, end)
  }

  /// Follows ``newLine`` through the tag that `sigil` starts and that ends at `end`, marks the
  /// section around it (`enclosing`) as not flat unless the tag is a value it records, and joins
  /// the section the tag closes when it can.
  mutating func followTag(_ sigil: Unicode.Scalar?, start: Int, end: Int, enclosing: Int?) {
    guard let sigil else { return }
    // Where a standalone tag's line ends: the parser drops the rest of the line.
    let lineEnd = newLine ? lineEnd(after: end) : nil
    switch sigil {
    case "=", "!", "%", ">":
      newLine = lineEnd != nil
    case "#", "^", "<", "$":
      lineStates.append(lineEnd != nil)
      newLine = sigil == "<" || lineEnd != nil
      if sigil == "#", let last = open.indices.last, open[last].start == start {
        (open[last].standalone, open[last].openingEnd, open[last].bodyStart) = (lineEnd != nil, end, lineEnd ?? end)
      }
    case "/":
      newLine = lineStates.popLast() ?? true
      if let closed {
        joinSection(closed.section, closingStart: closed.start, closingEnd: end, standalone: lineEnd != nil)
      }
    default:
      newLine = false
      lineCursor = end
      if !recordedValue, let enclosing, enclosing < open.count { open[enclosing].flat = false }
      return
    }
    lineCursor = lineEnd ?? end
    if sigil != "/", let enclosing, enclosing < open.count { open[enclosing].flat = false }
  }

  /// Where the line after a tag ending at `end` ends, when only spaces and tabs are left on it
  /// (the offset after its line end), as the parser's `hasLineFinished`; `nil` when more is.
  func lineEnd(after end: Int) -> Int? {
    if end == text.count { return end }
    var offset = end
    while offset < text.count, Self.isBlank(text[offset]) { offset += 1 }
    if offset < text.count, text[offset] == "\n" { return offset + 1 }
    if offset + 1 < text.count, text[offset] == "\r", text[offset + 1] == "\n" { return offset + 2 }
    return nil
  }

  /// A space or a tab.
  static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

  /// Records variable tag `mark` (the tag being read, its name ending at `end`) in the
  /// innermost open section, for joining it.
  mutating func recordValue(_ mark: Int, end: Int, kind: TemplateTag.Kind) {
    guard joinsSections, let innermost = open.indices.last else { return }
    let tagEnd = end + closing.count + (text[tagStart + opening.count] == "{" ? 1 : 0)
    open[innermost].values.append((tagStart, tagEnd, mark, kind == .variable && html))
    recordedValue = true
  }

  /// Copies the text up to the tag being read (a section's opening tag) into the marked copy;
  /// the length of the copy then.
  mutating func startSection() -> Int {
    writeRun()
    output.append(contentsOf: text[copied..<tagStart])
    copied = tagStart
    return output.count
  }
}
