extension DocsPage {
  /// Color swatches in all four appearances, with hex and Display P3 values.
  var colorSection: Section? {
    section(
      id: "colors", title: "Colors",
      intro: "Every color in the four appearances: light, dark, and each with Increase Contrast. "
        + "Display P3 colors show their sRGB fallback too. “not written” marks an appearance the token "
        + "does not write, which takes the value of the appearance it falls back to.",
      tokens: model.sections.colors
    ) { token, colors in
      let values = Appearance.allCases.flatMap { DocsFormat.color(colors[$0]).values }
      return entry(
        token, kind: "color", [.el("div", ["class": "swatches"], Appearance.allCases.map { swatch(colors, $0) })],
        searchExtra: values)
    }
  }

  private func swatch(_ colors: DocsModel.Colors, _ appearance: Appearance) -> HTMLNode {
    let color = colors[appearance]
    var caption: [HTMLNode] = [.el("span", ["class": "swatch-label"], text: DocsFormat.appearance(appearance))]
    let text = DocsFormat.color(color)
    caption += text.values.map { .el("code", text: $0) }
    let notes = [text.note, colors.writes(appearance) ? nil : "not written"].compactMap { $0 }
    if !notes.isEmpty { caption.append(.el("span", ["class": "muted"], text: notes.joined(separator: ", "))) }
    return .el(
      "figure", ["class": "swatch", "data-appearance-name": appearance.rawValue],
      [
        .el("div", ["class": "swatch-chip", "aria-hidden": "true"], [.el("span", ["style": style(fill(color))])]),
        .el("figcaption", [:], caption),
      ])
  }

  /// `background-color` for a color: sRGB, then Display P3 where the browser understands it.
  func fill(_ color: DocsModel.Color, property: String = "background-color") -> [CSSDeclaration] {
    var declarations = [CSSDeclaration(property, CSSTokenValues.srgb(color.color))]
    if color.color.space == .displayP3 {
      declarations.append(CSSDeclaration(property, CSSTokenValues.displayP3(color.color)))
    }
    return declarations
  }
}
