extension DocsMarkdown {
  /// The most blocks a length's bar is drawn with (one per 4 pt).
  static let maximumBar = 32

  /// Spacing and sizes (with a text bar, one block per 4 pt), or corner radii.
  func lengths(radii: Bool, into stream: inout MarkdownStream) {
    let tokens = radii ? model.sections.radii : model.sections.spacing
    stream.table(radii ? ["Token", "Value", "Notes"] : ["Token", "Value", "Scale", "Notes"])
    for (token, dimension) in tokens {
      stream.row { stream in
        stream.cell { name(token, into: &$0) }
        stream.cell { $0.text(cache.length(dimension)) }
        if !radii {
          let blocks = Int((abs(dimension.points) / 4).rounded())
          let bar = String(repeating: "█", count: min(blocks, Self.maximumBar)) + (blocks > Self.maximumBar ? "…" : "")
          stream.cell { $0.text(bar) }
        }
        stream.cell { notes(token, into: &$0) }
      }
    }
    stream.endTable()
  }

  /// One heading per text style with its metrics, then its Dynamic Type ladder as a table.
  func typography(_ stream: inout MarkdownStream) {
    for (token, style) in model.sections.typography {
      let texts = typeTexts(style)
      stream.heading(3) { $0.code(token.path.description) }
      stream.paragraph { stream in
        name(token, into: &stream)
        stream.text(texts.metrics)
        stream.text(texts.scaling)
      }
      if hasNotes(token) { stream.paragraph { notes(token, into: &$0) } }
      if !style.ladder.isEmpty {
        stream.table(["Category", "Size", "Line height"])
        // The rows are written once per ladder (most text styles share Apple's) and repeated.
        let key = DocsPage.ladderKey(style.ladder)
        if let rows = cache.ladderRows[key] {
          stream.fragment(rows)
        } else {
          cache.ladderRows[key] = stream.recording { stream in
            for step in style.ladder {
              stream.row { stream in
                stream.cell { $0.text(step.category.shortName + " " + step.category.rawValue) }
                stream.cell { $0.text(DocsFormat.points(step.step.fontSize)) }
                stream.cell { $0.text(DocsFormat.points(step.step.lineHeight)) }
              }
            }
          }
        }
        stream.endTable()
      }
    }
  }

  /// Motion presets with their Reduce Motion fallbacks.
  func motion(_ stream: inout MarkdownStream) {
    stream.table(["Token", "Animation", "Easing", "Reduce Motion", "Notes"])
    for (token, motion) in model.sections.motion {
      stream.row { stream in
        let texts = cache.motionTexts(motion)
        stream.cell { name(token, into: &$0) }
        stream.cell { $0.text(texts.animation) }
        stream.cell { $0.code(texts.easing) }
        stream.cell { $0.text(texts.reduceMotion) }
        stream.cell { notes(token, into: &$0) }
      }
    }
    stream.endTable()
  }

  /// Shadows, borders, stroke styles and gradients: their CSS in light, and in each other
  /// appearance a color inside writes.
  func composites(_ stream: inout MarkdownStream) {
    stream.table(["Token", "Type", "CSS", "Notes"])
    for (token, composite) in model.sections.composites {
      stream.row { stream in
        stream.cell { name(token, into: &$0) }
        stream.cell { $0.text(composite.type.rawValue) }
        stream.cell { stream in
          let shown = composite.shownAppearances
          for (index, appearance) in shown.enumerated() {
            if index > 0 { stream.text("; ") }
            stream.text(shown.count > 1 ? DocsFormat.appearance(appearance) + ": " : "")
            stream.code(composite.css[appearance])
          }
        }
        stream.cell { notes(token, into: &$0) }
      }
    }
    stream.endTable()
  }

  /// Numbers, durations, curves, font families and weights.
  func other(_ stream: inout MarkdownStream) {
    stream.table(["Token", "Type", "Value", "Notes"])
    for token in model.sections.other {
      stream.row { stream in
        stream.cell { name(token, into: &$0) }
        stream.cell { $0.text(token.type.rawValue) }
        stream.cell { $0.code(DocsFormat.value(token.value)) }
        stream.cell { notes(token, into: &$0) }
      }
    }
    stream.endTable()
  }
}
