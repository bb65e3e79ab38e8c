extension DocsPage {
  /// Shadows, borders, stroke styles and gradients, each previewed in light and in every other
  /// appearance a color inside writes: a box with the shadow, a border sample, a gradient strip.
  var compositeSection: Section? {
    section(
      id: "composites", title: "Shadows, borders and gradients",
      intro: "Drawn as CSS draws them, one CSS pixel per point, in light and in each appearance whose colors "
        + "differ; gradients run top to bottom.",
      tokens: model.sections.composites, columns: ["Token", "CSS", "Swift", "Value", "Preview"]
    ) { token, composite in
      let shown: [Appearance]
      switch composite.kind {
      case .strokeStyle: shown = [.light]
      case .shadow, .border, .gradient: shown = composite.shownAppearances
      }
      let previews = shown.map { preview(composite, $0) }
      let css = shown.compactMap { appearance in
        composite.css[appearance].isEmpty ? nil : (DocsFormat.shortAppearance(appearance), composite.css[appearance])
      }
      return entry(
        token, kind: "composite", value: css.isEmpty ? [] : [fold("CSS", kind: "composite-css", [facts(css)])],
        visual: [.el("div", ["class": "composite-previews"], previews)], searchExtra: shown.map { composite.css[$0] })
    }
  }

  private func preview(_ composite: DocsModel.Composite, _ appearance: Appearance) -> HTMLNode {
    let value = CSSComposites.value(composite.value, unit: .px) { CSSTokenValues.srgb($0.values[appearance]) }
    let kind: String
    var declarations: [CSSDeclaration] = []
    switch composite.kind {
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
    case .gradient:
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
          "figcaption", ["title": DocsFormat.appearance(appearance)], text: DocsFormat.shortAppearance(appearance)),
      ])
  }
}
