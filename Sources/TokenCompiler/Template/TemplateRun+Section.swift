import Mustache

extension TemplateRun {
  /// A section with only text and variable tags inside, rendered whole by the render.
  ///
  /// swift-mustache renders a section over a list by copying its context stack and walking the
  /// section's parts once per element, with its casts and string joins per tag. The scanner of
  /// a template (as for runs: not of partials, parents or blocks) joins such a section into its
  /// own mark, and the render passes through it itself: the same lookup of the section's value,
  /// the same passes paid for first, then each element's tags looked up in order, as a run's
  /// are, with the text between them as the parser keeps it (see ``TemplateScanner/joinSection(_:closingStart:closingEnd:standalone:)``).
  struct Section: Sendable, Equatable {
    /// What one pass writes: the text of the section's body and its tags.
    var pieces: [Piece]
    /// Whether the section's tags are standalone: the marked copy keeps them, around one line
    /// whose tag writes every pass but the last line end, which that line writes.
    var ownsLines: Bool
  }

  /// The text of a joined section whose tags are standalone, as the value its own (kept)
  /// section tag renders: one pass when there is any text, in which its one tag writes it.
  struct Lines: MustacheSequence, MustacheTransformable {
    /// Every pass's text without the last line end.
    let text: String
    /// Whether the section wrote anything.
    let isEmpty: Bool

    /// Itself once, unless the section wrote nothing.
    func makeIterator() -> Iterator { Iterator(pending: isEmpty ? nil : self) }

    /// The text, whatever the mark.
    func transform(_ name: String) -> Any? { Text(renderText: text) }

    /// Gives a ``Lines`` once.
    struct Iterator: IteratorProtocol {
      /// The value not given yet.
      var pending: Lines?

      /// The value, the first time.
      mutating func next() -> Lines? {
        defer { pending = nil }
        return pending
      }
    }
  }
}

extension TemplateValue {
  /// The text of the section `lookup` stands for, joined as `section`: its value looked up in
  /// this value (the top of the stack) as the section's tag would, the passes through it paid
  /// for as swift-mustache's would be, and each pass written from the values on top of this one.
  func joined(_ section: TemplateRun.Section, _ lookup: TemplateLookup) -> Any? {
    guard let value = value(of: lookup) else { return nil }
    let render = self.render
    // Each piece's lookup, found once for every pass.
    let pieces = section.pieces.map { piece -> (text: String, lookup: TemplateLookup?, escaped: Bool) in
      switch piece {
      case .text(let text): (text, nil, false)
      case .value(let mark, let escaped): ("", render.recorder.lookup(number: mark), escaped)
      }
    }
    var output = TemplateOutput()
    var iterator = value.makeIterator()
    var passes = 0
    while let element = iterator.next() {
      for piece in pieces {
        if let lookup = piece.lookup {
          element.write(lookup, escaped: piece.escaped, in: render, to: &output)
        } else {
          output.append(piece.text)
        }
      }
      passes += 1
    }
    guard section.ownsLines else { return TemplateRun.Text(renderText: output.text) }
    // The body ends with a line end (its closing tag starts a line), which the marked copy writes.
    output.dropLastLineEnd()
    return TemplateRun.Lines(text: output.text, isEmpty: passes == 0)
  }

  /// Appends what variable tag `lookup` writes, looked up in this value (a value of `render`),
  /// as ``value(of:)`` finds it and its ``renderText`` writes it (HTML-escaped when `escaped`),
  /// without making a value of it.
  func write(_ lookup: TemplateLookup, escaped: Bool, in render: TemplateRender, to output: inout TemplateOutput) {
    guard var current = lookup.isMarked ? find(lookup) : spot else { return }
    for step in lookup.helpers {
      switch render.applying(current, step) {
      case .success(let made): current = made
      case .failure(let need):
        render.recorder.helperFailed(step, tag: lookup.tag ?? tag, problem: need.what, on: current, in: render)
        return
      }
    }
    let written = render.text(current.reference)
    guard render.recorder.spend(bytes: written.utf8.count, tag: lookup.components.isEmpty ? tag : lookup.tag) else {
      return
    }
    output.append(written, escaped: escaped)
  }
}
