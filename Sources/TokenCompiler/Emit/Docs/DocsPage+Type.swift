extension DocsPage {
  /// The sentence every specimen is set in.
  static let specimenText = "Sphinx of black quartz, judge my vow. 0123456789"

  /// A type specimen per text style, with its Dynamic Type ladder and a size slider that previews each category.
  var typeSection: Section? {
    let styles = data.tokens(ofType: "typography")
    guard !styles.isEmpty else { return nil }
    let hasLadder = styles.contains { !($0.value["ladder"]?.array ?? []).isEmpty }
    let entries = entryList(styles.map(specimen))
    return Section(
      id: "typography", title: "Typography",
      intro: "Each text style at the default size (Large), with its Dynamic Type ladder. "
        + "Move the slider to preview every content-size category; styles without a ladder keep their size.",
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

  private func specimen(_ token: DocsToken) -> HTMLNode {
    let value = token.value
    let ladder = value["ladder"]?.array ?? []
    let steps = ladder.map { step in
      DocsFormat.number(step["fontSize"]?.number ?? 0) + "/" + DocsFormat.number(step["lineHeight"]?.number ?? 0)
    }
    let font: [CSSDeclaration] = [
      CSSDeclaration("font-family", CSSTokenValues.fontFamily((value["fontFamily"]?.array ?? []).compactMap(\.string))),
      CSSDeclaration("font-weight", .number(value["fontWeight"]?.number ?? 400)),
      CSSDeclaration("font-size", CSSTokenValues.rem(value["fontSize"]?.number ?? 16)),
      CSSDeclaration("line-height", CSSTokenValues.rem(value["lineHeight"]?.number ?? 20)),
      CSSDeclaration("letter-spacing", CSSTokenValues.rem(value["letterSpacing"]?.number ?? 0)),
    ]
    let textStyle = value["textStyle"]?.string.map { "scales with " + $0 } ?? "fixed size (no text style)"
    let source = value["ladderSource"]?.string.map { " (\($0) ladder)" } ?? ""
    var content: [HTMLNode] = [
      facts([
        ("Metrics", DocsFormat.typography(value)), ("Family", DocsFormat.families(value["fontFamily"])),
        ("Dynamic Type", textStyle + source),
      ]),
      .el(
        "p",
        [
          "class": "specimen-sample", "style": style(font),
          "data-ladder": steps.isEmpty ? nil : steps.joined(separator: " "),
        ],
        text: Self.specimenText),
    ]
    if !ladder.isEmpty { content.append(ladderTable(token, ladder)) }
    return entry(token, kind: "typography", content, searchExtra: [DocsFormat.typography(value)])
  }

  private func ladderTable(_ token: DocsToken, _ ladder: [JSONValue]) -> HTMLNode {
    let rows = ladder.enumerated().map { index, step -> HTMLNode in
      let category = step["category"]?.string ?? ""
      let isDefault = category == ContentSizeCategory.default.rawValue
      return .el(
        "tr", ["data-step": "\(index)", "class": isDefault ? "is-current" : nil],
        [
          .el("th", ["scope": "row"], text: (step["shortName"]?.string ?? "") + " " + category),
          .el("td", text: DocsFormat.points(step["fontSize"]?.number ?? 0)),
          .el("td", text: DocsFormat.points(step["lineHeight"]?.number ?? 0)),
        ])
    }
    return .el(
      "div", ["class": "table-scroll ladder"],
      [
        .el(
          "table", [:],
          [
            .el("caption", text: "Dynamic Type ladder of " + token.path),
            .el(
              "thead", [:],
              [.el("tr", [:], ["Category", "Size", "Line height"].map { .el("th", ["scope": "col"], text: $0) })]),
            .el("tbody", [:], rows),
          ])
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
