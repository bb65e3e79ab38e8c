extension DocsPage {
  /// The declared contrast pairs, with each appearance's ratio and badge (whether or not the `color/contrast` rule ran).
  var contrastSection: Section? {
    guard !model.contrastPairs.isEmpty else { return nil }
    let checked = !model.contrastResults.isEmpty
    let intro =
      checked
      ? "Each declared pair in the four appearances: its WCAG 2.x ratio (rounded to two decimals, or more "
        + "where two would hide a failure: 4.4999:1) and whether it meets its level (AA unless the pair sets one)."
      : "Each declared pair in the four appearances. Ratios appear here once the color/contrast rule runs."
    let header: [HTMLNode] =
      [.el("th", ["scope": "col"], text: "Pair and usage")]
      + Appearance.allCases.map {
        .el("th", ["scope": "col", "title": DocsFormat.appearance($0)], text: DocsFormat.shortAppearance($0))
      }
    // The rows are written one by one, each a small tree, rather than built into one table first.
    return Section(id: "contrast", title: "Contrast pairs", intro: intro) { stream in
      stream.start(.div)
      stream.attribute("class", literal: "table-scroll")
      stream.start(.table)
      stream.attribute("class", literal: "contrast-table")
      stream.node(.el("caption", ["class": "visually-hidden"], text: "Contrast pairs"))
      stream.node(.el("thead", [:], [.el("tr", [:], header)]))
      stream.start(.tbody)
      for pair in model.contrastPairs { stream.node(contrastRow(pair)) }
      stream.end()
      stream.end()
      stream.end()
    }
  }

  private func contrastRow(_ pair: ResolvedContrastPair) -> HTMLNode {
    let (foregroundName, backgroundName) = (pair.foreground.description, pair.background.description)
    let foreground = model.token(at: pair.foreground)?.colors
    let background = model.token(at: pair.background)?.colors
    let usage = Self.shortUsage(pair.usage) + (pair.level.map { ", \($0.rawValue)" } ?? "")
    var cells: [HTMLNode] = [
      .el(
        "th", ["scope": "row"],
        [
          .el("code", text: foregroundName), .text(" on "), .el("code", text: backgroundName),
          .el("span", ["class": "pair-usage"], text: usage),
        ])
    ]
    for appearance in Appearance.allCases {
      var content: [HTMLNode] = []
      if let foreground, let background {
        let colors = fill(foreground[appearance], property: "color") + fill(background[appearance])
        content.append(.el("span", ["class": "contrast-sample", "style": style(colors)], text: "Aa"))
      }
      content += result(pair, appearance)
      cells.append(.el("td", [:], content))
    }
    // The search adds the two paths from the row's code elements.
    return .el("tr", ["data-search": pair.usage.rawValue + " contrast"], cells)
  }

  /// A usage in one or two words, for the table: `text`, `large text`, `non-text`.
  private static func shortUsage(_ usage: ContrastUsage) -> String {
    switch usage {
    case .text: "text"
    case .largeText: "large text"
    case .nonText: "non-text"
    }
  }

  private func result(_ pair: ResolvedContrastPair, _ appearance: Appearance) -> [HTMLNode] {
    guard let result = model.result(for: pair, in: appearance) else {
      return [.text(" "), .el("span", ["class": "muted"], text: "not checked")]
    }
    let (level, verdict) = (result.requirement.level.rawValue, result.passes ? "pass" : "fail")
    var nodes: [HTMLNode] = [
      .text(" "), .el("span", ["class": "ratio"], text: result.ratioText + ":1"), .text(" "),
      .el("span", ["class": "badge badge-\(verdict)"], text: "\(level) \(verdict)"),
    ]
    if !result.passes {
      nodes.append(
        .el("span", ["class": "needs muted"], text: "needs \(DocsFormat.number(result.requirement.minimum)):1"))
    }
    if let suggestion = result.replacementText {
      nodes += [.text(" "), .el("span", ["class": "suggestion"], [.text("try "), .el("code", text: suggestion)])]
    }
    return nodes
  }
}

extension DocsFormat {
  /// A contrast pair's usage in words.
  static func usage(_ usage: ContrastUsage) -> String {
    switch usage {
    case .text: "text"
    case .largeText: "large text"
    case .nonText: "non-text (icons, borders)"
    }
  }
}
