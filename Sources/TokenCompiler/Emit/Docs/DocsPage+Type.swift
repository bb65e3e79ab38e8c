extension DocsPage {
  /// The sentence every specimen is set in.
  static let specimenText = "Sphinx of black quartz, judge my vow. 0123456789"

  /// A type specimen per text style, with its Dynamic Type ladder and a size slider that previews each category.
  var typeSection: Section? {
    let styles = shown(.typography, model.sections.typography)
    guard !styles.isEmpty else { return nil }
    let hasLadder = styles.contains { !$0.style.ladder.isEmpty }
    let slider = hasLadder ? sizeSlider : nil
    return Section(
      .typography,
      intro: "Each text style at the default size (Large); the slider previews every Dynamic Type size "
        + "(styles without a ladder keep theirs); “Ladder” shows a style's steps, and each distinct ladder is "
        + "listed once under the styles."
    ) { stream in
      if let slider { stream.node(slider) }
      var ladders = DocsPageLadders()
      rows(kind: "typography", columns: ["Token", "CSS", "Swift", "Metrics", "Specimen"], into: &stream) { stream in
        for (token, text) in styles { specimen(token, text, ladders: &ladders, into: &stream) }
      }
      ladderTables(ladders, into: &stream)
    }
  }

  private var sizeSlider: HTMLNode {
    let labels = ContentSizeCategory.allCases.map(DocsFormat.category)
    let current = labels[ContentSizeCategory.default.index]
    return .el(
      "div", ["class": "type-size"],
      [
        .el("label", ["for": "type-size"], text: "Dynamic Type size"),
        .el(
          "input",
          [
            "type": "range", "id": "type-size", "min": "0", "max": "\(labels.count - 1)", "step": "1",
            "value": "\(ContentSizeCategory.default.index)", "aria-valuetext": current,
            "data-labels": labels.joined(separator: "|"),
          ]),
        .el("output", ["id": "type-size-value", "for": "type-size"], text: current),
      ])
  }

  /// A style's row: its metrics, a "Ladder" fold (its typography, family and text style, and a
  /// link to its ladder's table, ``ladderTables(_:into:)``), and its specimen, whose
  /// `data-ladder` names that table for the slider.
  private func specimen(
    _ token: DocsModel.Token, _ text: DocsModel.TextStyle, ladders: inout DocsPageLadders,
    into stream: inout HTMLStream
  ) {
    let ladder = text.ladder
    let number = ladder.isEmpty ? nil : ladders.number(of: ladder, key: Self.ladderKey(ladder), user: token.path)
    let texts = typeTexts(text)
    entry(token, kind: "typography", into: &stream) { stream in
      stream.start(.code)
      stream.attribute("class", literal: "type-metrics")
      stream.text(texts.metrics)
      stream.end()
      stream.literal(" ")
      fold(ladder.isEmpty ? "Family" : "Ladder", kind: "ladder", into: &stream) { stream in
        stream.start(.p)
        stream.element(.code, text: texts.typography)
        stream.end()
        stream.element(.p, class: "type-family", text: texts.family)
        if let number { ladderLink(number, into: &stream) }
      }
    } visual: { stream in
      stream.start(.p)
      stream.attribute("class", literal: "specimen-sample")
      stream.attribute("style", texts.fontStyle)
      if let number { stream.attribute("data-ladder", DocsPageLadders.id(number)) }
      stream.text(Self.specimenText)
      stream.end()
    }
  }

  /// The metrics in short: `34/41 pt, regular 400`, with the tracking when it is not zero.
  static func metrics(_ text: DocsModel.TextStyle) -> String {
    let tracking = text.letterSpacing == 0 ? "" : ", tracking " + DocsFormat.points(text.letterSpacing)
    return DocsFormat.number(text.fontSize) + "/" + DocsFormat.points(text.lineHeight) + ", "
      + text.fontWeight.appleName + " " + String(text.fontWeight.value) + tracking
  }

  /// What identifies a ladder's rows and attribute: each step's category index, and the bits of
  /// its size and line height, so that only identical ladders share them.
  static func ladderKey(_ ladder: [DocsModel.LadderStep]) -> [UInt64] {
    var key: [UInt64] = []
    key.reserveCapacity(ladder.count * 3)
    for step in ladder {
      key += [UInt64(step.category.index), step.step.fontSize.bitPattern, step.step.lineHeight.bitPattern]
    }
    return key
  }
}

extension DocsFormat {
  /// A content-size category in words: `Large (L, default)`, `Accessibility 3 (AX3)`.
  static func category(_ category: ContentSizeCategory) -> String {
    let names = [
      "Extra small", "Small", "Medium", "Large", "Extra large", "Extra extra large", "Extra extra extra large",
      "Accessibility 1", "Accessibility 2", "Accessibility 3", "Accessibility 4", "Accessibility 5",
    ]
    let isDefault = category == .default
    return names[category.index] + " (" + category.shortName + (isDefault ? ", default" : "") + ")"
  }
}
