import Foundation

extension TemplateScanner {
  /// Reads the tag starting at `start`; returns the offset after it, or `nil` to stop scanning.
  mutating func tag(at start: Int) -> Int? {
    let here = location(start)
    tagStart = start
    let body = start + opening.count
    let unclosed = "'\(openingText)' is not closed with '\(closingText)'"
    guard body < text.count else {
      fail(unclosed, here)
      return nil
    }
    switch text[body] {
    case "=":
      return delimiters(body + 1, here)
    case "{":
      guard let end = find(closing, from: body + 1), end + closing.count < text.count,
        text[end + closing.count] == "}"
      else {
        fail("'\(openingText){' is not closed with '\(closingText)}'", here)
        return nil
      }
      lookup(.unescapedVariable, body + 1..<end, here)
      return end + closing.count + 1
    case let sigil:
      guard let end = find(closing, from: body + 1) else {
        fail(unclosed, here)
        return nil
      }
      switch sigil {
      case "!": break
      case "%": pragma(body + 1..<end, here)
      case "&": lookup(.unescapedVariable, body + 1..<end, here)
      case "#": lookup(.section, body + 1..<end, here)
      case "^": lookup(.invertedSection, body + 1..<end, here)
      case "/": guard close(body + 1..<end, here) else { return nil }
      case ">": include(.partial, body + 1..<end, here)
      case "<": include(.parent, body + 1..<end, here)
      case "$": block(body + 1..<end, here)
      default: lookup(.variable, body..<end, here)
      }
      return end + closing.count
    }
  }

  /// A variable or section tag: records it, marks its names and opens sections.
  private mutating func lookup(_ kind: TemplateTag.Kind, _ range: Range<Int>, _ here: SourceLocation) {
    let name = trimmed(range)
    let written = string(name)
    var marked: String?
    var tag: Int?
    var mark: Int?
    var outputStart = 0
    let allowed = outsideParent(here)
    defer {
      if kind == .section || kind == .invertedSection {
        open.append(
          Open(
            written: written, marked: marked, location: here, start: tagStart, tag: tag, html: html,
            mark: kind == .section ? mark : nil, outputStart: outputStart))
      }
    }
    guard allowed else { return }
    let scalars = Array(text[name])
    guard !scalars.isEmpty else { return fail("the tag has no name", here) }
    guard scalars.allSatisfy(TemplateName.nameCharacters.contains) else {
      return fail(
        "'\(written)' is not a valid name: names use letters, digits and . - _ ? *, and helpers are written helper(name)",
        location(name.lowerBound))
    }
    guard let call = TemplateName.split(scalars) else {
      return fail(
        "the brackets in '\(written)' do not match: write helper(name) or outer(inner(name))", location(name.lowerBound)
      )
    }
    var components: [TemplateTag.Part] = []
    var offset = 0
    for part in call.name.text.split(separator: ".", omittingEmptySubsequences: false) {
      if !part.isEmpty {
        let start = name.lowerBound + call.name.offset + offset
        components.append(TemplateTag.Part(text: String(part), location: location(start)))
      }
      offset += part.unicodeScalars.count + 1
    }
    let number = firstTag + result.tags.count
    tag = result.tags.count
    result.tags.append(
      TemplateTag(
        kind: kind, name: call.name.text, components: components,
        helpers: call.helpers.map { TemplateTag.Part(text: $0.text, location: location(name.lowerBound + $0.offset)) },
        location: location(name.lowerBound)))
    guard
      let (text, stands) = TemplateName.marked(
        call, tag: number, mark: firstMark + result.marks.count, isSection: kind == .section || kind == .invertedSection
      )
    else { return }
    marked = text
    result.marks.append(stands)
    let markNumber = firstMark + result.marks.count - 1
    if kind == .variable || kind == .unescapedVariable, joinsRuns, !open.contains(where: { $0.isParent || $0.isBlock })
    {
      recordValue(markNumber, end: range.upperBound, kind: kind)
      return join(markNumber, text: text, name: name, end: range.upperBound, kind: kind)
    }
    if kind == .section {
      (mark, outputStart) = (markNumber, startSection())
    }
    replace(name, with: text)
  }

  /// A closing tag: it must close the innermost open section, parent or block.
  private mutating func close(_ range: Range<Int>, _ here: SourceLocation) -> Bool {
    let name = trimmed(range)
    let written = string(name)
    let tag = "'\(openingText)/\(written)\(closingText)'"
    guard let top = open.last else {
      fail("\(tag) closes a section that is not open", here)
      return false
    }
    guard top.written == written else {
      fail(
        "\(tag) does not close the open section '\(top.written)' (opened at \(top.location.line):\(top.location.column)); "
          + "close that first with '\(openingText)/\(top.written)\(closingText)'", here)
      return false
    }
    closed = (open.removeLast(), tagStart)
    html = top.html
    if let index = top.tag {
      let end = range.upperBound + closing.count
      result.tags[index].length = text[top.start..<end].reduce(0) { $0 + $1.utf8.count }
      result.tags[index].inner = firstTag + index + 1..<firstTag + result.tags.count
    }
    if let marked = top.marked { replace(name, with: marked) }
    return true
  }

  /// A partial (`>`) or parent (`<`) tag: records the file it names.
  private mutating func include(_ kind: TemplateTag.Kind, _ range: Range<Int>, _ here: SourceLocation) {
    let name = trimmed(range)
    let written = string(name)
    guard outsideParent(here) else { return }
    if kind == .parent { open.append(Open(written: written, marked: nil, location: here, isParent: true, html: html)) }
    let sigil = kind == .parent ? "<" : ">"
    guard !written.hasPrefix("*") else {
      return fail(
        "dynamic partials ('\(openingText)\(sigil)*name\(closingText)') are not supported; name the partial file", here)
    }
    guard !written.isEmpty, text[name].allSatisfy(TemplateName.partialCharacters.contains) else {
      return fail(
        "'\(written)' is not a valid partial name: use letters, digits and . - _ /", location(name.lowerBound))
    }
    result.tags.append(
      TemplateTag(kind: kind, name: written, components: [], helpers: [], location: location(name.lowerBound)))
  }

  /// Whether a tag at `here` is allowed where it is: inside a parent only blocks are.
  private mutating func outsideParent(_ here: SourceLocation) -> Bool {
    guard let parent = open.last, parent.isParent else { return true }
    fail(
      "only blocks ('\(openingText)$name\(closingText)…\(openingText)/name\(closingText)') may appear inside "
        + "'\(openingText)<\(parent.written)\(closingText)'", here)
    return false
  }

  /// A block (`$`) inside a parent or a template meant as one.
  private mutating func block(_ range: Range<Int>, _ here: SourceLocation) {
    let written = string(trimmed(range))
    open.append(Open(written: written, marked: nil, location: here, isBlock: true, html: html))
    if written.contains("(") { fail("a block ('\(openingText)$\(written)\(closingText)') cannot use a helper", here) }
  }
}
