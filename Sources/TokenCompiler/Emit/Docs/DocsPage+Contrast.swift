extension DocsPage {
  /// The declared contrast pairs, with each appearance's ratio and badge (whether or not the `color/contrast` rule ran).
  var contrastSection: Section? {
    let pairs = shown(.contrast, model.contrastPairs)
    guard !pairs.isEmpty else { return nil }
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
    // The rows are written one by one, straight into the stream.
    return Section(.contrast, intro: intro) { stream in
      stream.start(.div)
      stream.attribute("class", literal: "table-scroll")
      stream.start(.table)
      stream.attribute("class", literal: "contrast-table")
      stream.node(.el("caption", ["class": "visually-hidden"], text: "Contrast pairs"))
      stream.node(.el("thead", [:], [.el("tr", [:], header)]))
      stream.start(.tbody)
      for pair in pairs { contrastRow(pair, into: &stream) }
      stream.end()
      stream.end()
      stream.end()
    }
  }

  /// A pair's row, written straight into the stream as ``HTMLWriter`` writes the same tree: the
  /// pair, then in each appearance a sample of the two colors, the ratio and the verdict.
  private func contrastRow(_ pair: ResolvedContrastPair, into stream: inout HTMLStream) {
    let foreground = model.token(at: pair.foreground)?.colors
    let background = model.token(at: pair.background)?.colors
    stream.start(.tr)
    // The search adds the two paths from the row's code elements.
    stream.beginAttribute("data-search")
    stream.attributeText(pair.usage.rawValue)
    stream.attributeLiteral(" contrast")
    stream.endAttribute()
    stream.start(.th)
    stream.attribute("scope", literal: "row")
    stream.element(.code, text: pair.foreground.description)
    stream.literal(" on ")
    stream.element(.code, text: pair.background.description)
    stream.element(
      .span, class: "pair-usage", text: Self.shortUsage(pair.usage) + (pair.level.map { ", \($0.rawValue)" } ?? ""))
    stream.end()
    for appearance in Appearance.allCases {
      stream.start(.td)
      if let foreground, let background {
        // The style of the colors' fills (each written once per color): one declaration list.
        stream.start(.span)
        stream.attribute("class", literal: "contrast-sample")
        stream.beginAttribute("style")
        stream.attributeText(chipStyle(foreground[appearance]))
        stream.attributeLiteral("; ")
        stream.attributeText(fillStyle(background[appearance]))
        stream.endAttribute()
        stream.literal("Aa")
        stream.end()
      }
      result(pair, appearance, into: &stream)
      stream.end()
    }
    stream.end()
  }

  /// A usage in one or two words, for the table: `text`, `large text`, `non-text`.
  private static func shortUsage(_ usage: ContrastUsage) -> String {
    switch usage {
    case .text: "text"
    case .largeText: "large text"
    case .nonText: "non-text"
    }
  }

  /// The ratio and verdict of `pair` in `appearance`, what it needs when it fails and the
  /// suggested foreground; "not checked" when the pair's tokens are not colors.
  private func result(_ pair: ResolvedContrastPair, _ appearance: Appearance, into stream: inout HTMLStream) {
    stream.literal(" ")
    guard let result = model.result(for: pair, in: appearance) else {
      return stream.element(.span, class: "muted", text: "not checked")
    }
    stream.start(.span)
    stream.attribute("class", literal: "ratio")
    stream.text(result.ratioText)
    stream.literal(":1")
    stream.end()
    stream.literal(" ")
    stream.start(.span)
    stream.attribute("class", literal: result.passes ? "badge badge-pass" : "badge badge-fail")
    stream.text(result.requirement.level.rawValue)
    stream.literal(result.passes ? " pass" : " fail")
    stream.end()
    if !result.passes {
      stream.start(.span)
      stream.attribute("class", literal: "needs muted")
      stream.literal("needs ")
      stream.text(DocsFormat.number(result.requirement.minimum))
      stream.literal(":1")
      stream.end()
    }
    if let suggestion = result.replacementText {
      stream.literal(" ")
      stream.start(.span)
      stream.attribute("class", literal: "suggestion")
      stream.literal("try ")
      stream.element(.code, text: suggestion)
      stream.end()
    }
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
