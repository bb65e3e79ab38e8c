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
