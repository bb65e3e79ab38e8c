extension DocsPage {
  /// The sentence every specimen is set in.
  static let specimenText = "Sphinx of black quartz, judge my vow. 0123456789"

  /// A type specimen per text style, with its Dynamic Type ladder and a size slider that previews each category.
  var typeSection: Section? {
    let styles = model.sections.typography
    guard !styles.isEmpty else { return nil }
    let hasLadder = styles.contains { !$0.style.ladder.isEmpty }
    let entries = rows(
      styles.map { token, text in specimen(token, text) }, kind: "typography",
      columns: ["Token", "CSS", "Swift", "Metrics", "Specimen"])
    return Section(
      id: "typography", title: "Typography",
      intro: "Each text style at the default size (Large); the slider previews every Dynamic Type size "
        + "(styles without a ladder keep theirs), and “Ladder” lists the steps.",
      content: hasLadder ? [sizeSlider, entries] : [entries])
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

  private func specimen(_ token: DocsModel.Token, _ text: DocsModel.TextStyle) -> HTMLNode {
    let ladder = text.ladder
    let steps = ladder.map { DocsFormat.number($0.step.fontSize) + "/" + DocsFormat.number($0.step.lineHeight) }
    let font: [CSSDeclaration] = [
      CSSDeclaration("font-family", CSSTokenValues.fontFamily(text.fontFamily)),
      CSSDeclaration("font-weight", .number(Double(text.fontWeight.value))),
      CSSDeclaration("font-size", CSSTokenValues.rem(text.fontSize)),
      CSSDeclaration("line-height", CSSTokenValues.rem(text.lineHeight)),
      CSSDeclaration("letter-spacing", CSSTokenValues.rem(text.letterSpacing)),
    ]
    let textStyle = text.textStyle.map { "scales with " + $0.rawValue } ?? "fixed size (no text style)"
    let source = text.ladderSource.map { ", with " + DocsFormat.ladderSource($0) } ?? ""
    var more: [HTMLNode] = [
      .el("p", ["class": "type-family"], text: DocsFormat.families(text.fontFamily) + "; " + textStyle + source)
    ]
    if !ladder.isEmpty { more.append(ladderTable(token, ladder)) }
    more.insert(.el("p", [:], [.el("code", text: DocsFormat.typography(text))]), at: 0)
    let value: [HTMLNode] = [
      .el("code", ["class": "type-metrics"], text: Self.metrics(text)), .text(" "),
      fold(ladder.isEmpty ? "Family" : "Ladder", kind: "ladder", more),
    ]
    let sample = HTMLNode.el(
      "p",
      [
        "class": "specimen-sample", "style": style(font),
        "data-ladder": steps.isEmpty ? nil : steps.joined(separator: " "),
      ],
      text: Self.specimenText)
    return entry(
      token, kind: "typography", value: value, visual: [sample], searchExtra: [DocsFormat.typography(text)])
  }

  /// The metrics in short: `34/41 pt, regular 400`, with the tracking when it is not zero.
  static func metrics(_ text: DocsModel.TextStyle) -> String {
    let tracking = text.letterSpacing == 0 ? "" : ", tracking " + DocsFormat.points(text.letterSpacing)
    return DocsFormat.number(text.fontSize) + "/" + DocsFormat.points(text.lineHeight) + ", "
      + text.fontWeight.appleName + " " + String(text.fontWeight.value) + tracking
  }

  private func ladderTable(_ token: DocsModel.Token, _ ladder: [DocsModel.LadderStep]) -> HTMLNode {
    let rows = ladder.enumerated().map { index, step -> HTMLNode in
      let isDefault = step.category == .default
      return .el(
        "tr", ["data-step": "\(index)", "class": isDefault ? "is-current" : nil],
        [
          .el("th", ["scope": "row"], text: step.category.shortName + " " + step.category.rawValue),
          .el("td", text: DocsFormat.points(step.step.fontSize)),
          .el("td", text: DocsFormat.points(step.step.lineHeight)),
        ])
    }
    return .el(
      "table", [:],
      [
        .el("caption", text: "Dynamic Type ladder of " + token.path.description),
        .el(
          "thead", [:],
          [.el("tr", [:], ["Category", "Size", "Line height"].map { .el("th", ["scope": "col"], text: $0) })]),
        .el("tbody", [:], rows),
      ])
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
