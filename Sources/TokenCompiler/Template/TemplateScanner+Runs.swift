extension TemplateScanner {
  /// Adds variable tag `mark` (its marked name `text` in place of `name`, its closing
  /// delimiter at `end`) to the run the previous tag left, or starts a run with it.
  ///
  /// Two variable tags are in one run when only text lies between them, which swift-mustache
  /// writes as it is: no line with a variable tag is standalone, so none of that text is
  /// dropped. The tags keep their marks; the run becomes one more (``writeRun()``).
  mutating func join(_ mark: Int, text: String, name: Range<Int>, end: Int, kind: TemplateTag.Kind) {
    let tagEnd = end + closing.count + (self.text[tagStart + opening.count] == "{" ? 1 : 0)
    let value = TemplateRun.Piece.value(mark: mark, escaped: kind == .variable && html)
    guard var joined = openRun else {
      extended = TemplateRun.Pending(
        start: tagStart, end: tagEnd, pieces: [value], single: (name, text), opening: openingText,
        closing: closingText)
      return
    }
    openRun = nil
    if joined.end < tagStart { joined.pieces.append(.text(string(joined.end..<tagStart))) }
    joined.pieces.append(value)
    joined.end = tagEnd
    extended = joined
  }

  /// Writes the run the tag being read did not extend, if any: a single tag with its own
  /// mark, several as one unescaped tag whose mark stands for the run (each value escaped
  /// as its own tag would have been).
  mutating func writeRun() {
    guard let pending = openRun else { return }
    openRun = nil
    let values = pending.pieces.filter {
      if case .value = $0 { return true }
      return false
    }
    guard values.count > 1, case .value(let first, _) = values[0] else {
      return replace(pending.single.name, with: pending.single.text)
    }
    let number = firstMark + result.marks.count
    result.marks.append(
      TemplateMark(
        names: [], helpers: [], tag: result.marks[first - firstMark].tag, climbs: false, run: pending.pieces))
    replace(pending.start..<pending.end, with: "\(pending.opening)&*\(number)(.)\(pending.closing)")
  }
}

extension TemplateScanner {
  /// Joins `section`, which the tag from `closingStart` to `closingEnd` closed (`standalone`
  /// when the parser drops its line), when only text and marked variable tags are inside it and
  /// its tags are both standalone or both not: its mark then stands for the whole section (see
  /// ``TemplateRun/Section``), and the marked copy of it becomes
  ///
  /// - one unescaped tag with that mark, for a section whose tags are not standalone;
  /// - the section's own tags around one line with that tag, for one whose tags are standalone
  ///   (its body then ends with a line end, which that line writes): the parser drops the same
  ///   lines, and the text after the section starts as it did.
  mutating func joinSection(_ section: Open, closingStart: Int, closingEnd: Int, standalone: Bool) {
    guard joinsSections, section.flat, section.standalone == standalone, let mark = section.mark,
      let marked = section.marked, !open.contains(where: { $0.isParent || $0.isBlock })
    else { return }
    var bodyEnd = closingStart
    if standalone {
      while bodyEnd > section.bodyStart, Self.isBlank(text[bodyEnd - 1]) { bodyEnd -= 1 }
      // An empty section on lines of its own writes nothing; it is left as it is.
      guard bodyEnd > section.bodyStart else { return }
    }
    var pieces: [TemplateRun.Piece] = []
    var cursor = section.bodyStart
    for value in section.values {
      if value.start > cursor { pieces.append(.text(string(cursor..<value.start))) }
      pieces.append(.value(mark: value.mark, escaped: value.escaped))
      cursor = value.end
    }
    if bodyEnd > cursor { pieces.append(.text(string(cursor..<bodyEnd))) }
    result.marks[mark - firstMark].section = TemplateRun.Section(pieces: pieces, ownsLines: standalone)
    output.removeSubrange(section.outputStart...)
    let (opening, closing) = (openingText, closingText)
    var replacement = "\(opening)&\(marked)\(closing)"
    if standalone {
      replacement =
        "\(opening)#\(marked)\(closing)\(string(section.openingEnd..<section.bodyStart))\(replacement)\n"
        + "\(string(bodyEnd..<closingStart))\(opening)/\(marked)\(closing)"
    }
    output.append(contentsOf: replacement.unicodeScalars)
    copied = closingEnd
  }
}
