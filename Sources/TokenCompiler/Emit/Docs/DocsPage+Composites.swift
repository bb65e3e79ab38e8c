extension DocsPage {
  /// Shadows, borders, stroke styles and gradients, each previewed in light and in every other
  /// appearance a color inside writes: a box with the shadow, a border sample, a gradient strip.
  var compositeSection: Section? {
    section(
      id: "composites", title: "Shadows, borders and gradients",
      intro: "Each previewed as CSS draws it, lengths at one CSS pixel per point: a box with the shadow, "
        + "a box with the border, a line in the stroke style, a strip with the gradient (top to bottom). "
        + "A value whose colors differ by appearance is shown in each appearance it writes.",
      tokens: model.sections.composites
    ) { token, composite in
      let shown = composite.value.type == .strokeStyle ? [.light] : composite.shownAppearances
      let previews = shown.map { preview(composite, $0) }
      let values = shown.map { composite.css[$0] }
      return entry(
        token, kind: "composite", [.el("div", ["class": "composite-previews"], previews)], searchExtra: values)
    }
  }

  private func preview(_ composite: DocsModel.Composite, _ appearance: Appearance) -> HTMLNode {
    let value = CSSComposites.value(composite.value, unit: .px) { CSSTokenValues.srgb($0.values[appearance]) }
    let kind: String
    var declarations: [CSSDeclaration] = []
    switch composite.value.type {
    case .shadow:
      kind = "shadow"
      declarations = value.map { [CSSDeclaration("box-shadow", $0)] } ?? []
    case .border:
      kind = "border"
      declarations = value.map { [CSSDeclaration("border", $0)] } ?? []
    case .strokeStyle:
      kind = "stroke"
      declarations = [
        CSSDeclaration(
          "border-top", .spaced([.dimension(3, unit: "px"), value ?? .keyword("solid"), .keyword("currentColor")]))
      ]
    default:
      kind = "gradient"
      declarations = value.map { [CSSDeclaration("background-image", $0)] } ?? []
    }
    let surface = appearance.isDark ? "composite-surface dark-surface" : "composite-surface"
    return .el(
      "figure", ["class": "composite", "data-appearance-name": appearance.rawValue],
      [
        .el(
          "div", ["class": surface, "aria-hidden": "true"],
          [.el("div", ["class": "composite-demo composite-\(kind)", "style": style(declarations)])]),
        .el(
          "figcaption", [:],
          [
            .el("span", ["class": "swatch-label"], text: DocsFormat.appearance(appearance)),
            .el("code", text: composite.css[appearance]),
          ]),
      ])
  }
}
