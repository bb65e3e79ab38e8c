extension DocsPage {
  /// The declared contrast pairs, with each appearance's ratio and badge once the `color/contrast` rule has run.
  var contrastSection: Section? {
    guard !data.contrastPairs.isEmpty else { return nil }
    let checked = !data.contrastResults.isEmpty
    let intro =
      checked
      ? "Each declared pair in the four appearances, with its WCAG 2.x contrast ratio (cut, not rounded, "
        + "to two decimals) and whether it meets the level it needs."
      : "Each declared pair in the four appearances. Ratios appear here once the color/contrast rule runs."
    let header: [HTMLNode] =
      ["Pair", "Usage", "Level"].map { .el("th", ["scope": "col"], text: $0) }
      + Appearance.allCases.map { .el("th", ["scope": "col"], text: DocsFormat.appearance($0)) }
    let rows = data.contrastPairs.map(contrastRow)
    let table = HTMLNode.el(
      "div", ["class": "table-scroll"],
      [
        .el(
          "table", ["class": "contrast-table"],
          [
            .el("caption", ["class": "visually-hidden"], text: "Contrast pairs"),
            .el("thead", [:], [.el("tr", [:], header)]), .el("tbody", [:], rows),
          ])
      ])
    return Section(id: "contrast", title: "Contrast pairs", intro: intro, content: [table])
  }

  private func contrastRow(_ pair: DocsContrastPair) -> HTMLNode {
    let foreground = data.tokens.first { $0.path == pair.foreground }
    let background = data.tokens.first { $0.path == pair.background }
    var cells: [HTMLNode] = [
      .el(
        "th", ["scope": "row"], [.el("code", text: pair.foreground), .text(" on "), .el("code", text: pair.background)]),
      .el("td", text: DocsFormat.usage(pair.usage)),
      .el("td", text: pair.level ?? "default"),
    ]
    for appearance in Appearance.allCases {
      var content: [HTMLNode] = []
      if let foreground = foreground?.color(appearance), let background = background?.color(appearance) {
        let colors = fill(foreground, property: "color") + fill(background)
        content.append(.el("span", ["class": "contrast-sample", "style": style(colors)], text: "Aa"))
      }
      content += result(pair, appearance)
      cells.append(.el("td", ["data-appearance-name": appearance.rawValue], content))
    }
    let search = [pair.foreground, pair.background, pair.usage, "contrast"].joined(separator: " ").lowercased()
    return .el("tr", ["data-search": search], cells)
  }

  private func result(_ pair: DocsContrastPair, _ appearance: Appearance) -> [HTMLNode] {
    guard let result = data.result(for: pair, in: appearance) else {
      return [.text(" "), .el("span", ["class": "muted"], text: "not checked")]
    }
    let level = result.level ?? pair.level ?? "AA"
    var nodes: [HTMLNode] = [
      .text(" "), .el("span", ["class": "ratio"], text: DocsFormat.ratio(result.ratio)), .text(" "),
      .el(
        "span", ["class": "badge badge-\(result.pass ? "pass" : "fail")"],
        text: "\(level) \(result.pass ? "pass" : "fail")"),
    ]
    if let required = result.required, !result.pass {
      nodes.append(.el("span", ["class": "muted"], text: " needs \(DocsFormat.number(required)):1"))
    }
    if let suggestion = result.suggestion {
      nodes += [.text(" "), .el("span", ["class": "suggestion"], [.text("try "), .el("code", text: suggestion)])]
    }
    return nodes
  }
}

extension DocsFormat {
  /// A contrast pair's usage in words.
  static func usage(_ usage: String) -> String {
    switch usage {
    case "text": "text"
    case "largeText": "large text"
    case "nonText": "non-text (icons, borders)"
    default: usage
    }
  }
}
