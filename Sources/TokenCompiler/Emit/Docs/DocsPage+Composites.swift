extension DocsPage {
  /// Shadows, borders, stroke styles and gradients, each previewed in light and in every other
  /// appearance a color inside writes: a box with the shadow, a border sample, a gradient strip.
  var compositeSection: Section? {
    section(
      .composites,
      intro: "Drawn as CSS draws them, one CSS pixel per point, in light and in each appearance whose colors "
        + "differ; gradients run top to bottom.",
      tokens: model.sections.composites, columns: ["Token", "CSS", "Swift", "Value", "Preview"]
    ) { (entry: (token: DocsModel.Token, composite: DocsModel.Composite), stream: inout HTMLStream) in
      let composite = entry.composite
      let shown: [Appearance]
      switch composite.kind {
      case .strokeStyle: shown = [.light]
      case .shadow, .border, .gradient: shown = composite.shownAppearances
      }
      let css = shown.compactMap { appearance in
        composite.css[appearance].isEmpty ? nil : (DocsFormat.shortAppearance(appearance), composite.css[appearance])
      }
      self.entry(entry.token, kind: "composite", into: &stream) {
        stream in
        if !css.isEmpty { fold("CSS", kind: "composite-css", into: &stream) { facts(css, into: &$0) } }
      } visual: { stream in
        stream.start(.div)
        stream.attribute("class", literal: "composite-previews")
        for appearance in shown { preview(composite, appearance, into: &stream) }
        stream.end()
      }
    }
  }

  private func preview(_ composite: DocsModel.Composite, _ appearance: Appearance, into stream: inout HTMLStream) {
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
    stream.start(.figure)
    stream.attribute("class", literal: "composite")
    stream.start(.div)
    stream.attribute("class", surface)
    stream.attribute("aria-hidden", literal: "true")
    stream.start(.div)
    stream.attribute("class", "composite-demo composite-\(kind)")
    stream.attribute("style", style(declarations))
    stream.end()
    stream.end()
    stream.start(.figcaption)
    stream.attribute("title", DocsFormat.appearance(appearance))
    stream.text(DocsFormat.shortAppearance(appearance))
    stream.end()
    stream.end()
  }
}
