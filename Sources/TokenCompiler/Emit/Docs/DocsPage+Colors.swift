extension DocsPage {
  /// The colors: palette steps (one color in every appearance) as compact ramps, one per group,
  /// then the colors that adapt, each appearance's swatch on that appearance's background.
  var colorSection: Section? {
    let colors = model.sections.colors
    guard !colors.isEmpty else { return nil }
    let ramps = rampGroups(colors.filter { !$0.colors.adapts })
    let adaptive = colors.filter { $0.colors.adapts }
    var content: [HTMLNode] = ramps.map { group, steps in
      .el(
        "div", ["class": "ramp-group"],
        [
          .el("h3", ["class": "ramp-title"], [.el("code", text: group.isEmpty ? "(top level)" : group)]),
          .el("div", ["class": "ramp"], steps.map { rampStep($0.token, $0.colors[.light]) }),
        ])
    }
    if !adaptive.isEmpty {
      content.append(
        entryList(
          adaptive.map { token, colors in
            let values = Appearance.allCases.flatMap { DocsFormat.color(colors[$0]).values }
            return entry(
              token, kind: "color",
              [.el("div", ["class": "swatches"], Appearance.allCases.map { swatch(token, colors, $0) })],
              searchExtra: values)
          }, scale: true))
    }
    return Section(
      id: "colors", title: "Colors",
      intro: "Palette steps first, one ramp per group; then the colors that adapt, each shown on the background "
        + "it is used on in light, dark, and each with Increase Contrast. Display P3 colors show their sRGB "
        + "fallback too; “fallback” marks an appearance the token does not write.",
      content: content)
  }

  /// Palette colors grouped by their parent group, groups in the order first written.
  private func rampGroups(
    _ colors: [(token: DocsModel.Token, colors: DocsModel.Colors)]
  ) -> [(String, [(token: DocsModel.Token, colors: DocsModel.Colors)])] {
    var order: [String] = []
    var groups: [String: [(token: DocsModel.Token, colors: DocsModel.Colors)]] = [:]
    for color in colors {
      let group = color.token.path.components.dropLast().joined(separator: ".")
      if groups[group] == nil { order.append(group) }
      groups[group, default: []].append(color)
    }
    return order.map { ($0, groups[$0]!) }
  }

  /// One palette step: a chip, its name and value, with copy buttons in its details.
  private func rampStep(_ token: DocsModel.Token, _ color: DocsModel.Color) -> HTMLNode {
    let text = DocsFormat.color(color)
    var body: [HTMLNode] = [
      .el("div", ["class": "ramp-chip", "aria-hidden": "true"], [.el("span", ["style": style(fill(color))])]),
      .el("p", ["class": "ramp-name"], [link(to: token)]),
      .el("p", ["class": "ramp-value"], text.values.map { .el("code", text: $0) }),
      copyButtons(token),
    ]
    if let description = token.description { body.append(.el("p", ["class": "ramp-note muted"], text: description)) }
    if let chain = DocsFormat.aliasChain(token) {
      body.append(.el("p", ["class": "ramp-note muted"], [.text("Alias of "), .el("code", text: chain)]))
    }
    let words = [token.path.description, "color", token.description ?? ""] + text.values
    return .el(
      "article",
      [
        "class": "token token-color ramp-step", "id": anchors[token.path], "data-token": token.path.description,
        "data-search": (words + [DocsFormat.cssVariable(token, prefix: cssPrefix)]).joined(separator: " ").lowercased(),
      ], body)
  }

  /// A swatch in `appearance`, drawn on the background it is used on: the background of the first
  /// contrast pair that names the token as foreground, else the appearance's canvas.
  private func swatch(_ token: DocsModel.Token, _ colors: DocsModel.Colors, _ appearance: Appearance) -> HTMLNode {
    let color = colors[appearance]
    var caption: [HTMLNode] = [.el("span", ["class": "swatch-label"], text: DocsFormat.appearance(appearance))]
    let text = DocsFormat.color(color)
    caption += text.values.map { .el("code", text: $0) }
    let notes = [text.note, colors.writes(appearance) ? nil : "fallback"].compactMap { $0 }
    if !notes.isEmpty { caption.append(.el("span", ["class": "muted"], text: notes.joined(separator: ", "))) }
    let canvas = background(of: token.path, in: appearance)
    return .el(
      "figure", ["class": "swatch", "data-appearance-name": appearance.rawValue],
      [
        .el(
          "div", ["class": "swatch-canvas", "aria-hidden": "true", "style": style(fill(canvas))],
          [.el("div", ["class": "swatch-chip"], [.el("span", ["style": style(fill(color))])])]),
        .el("figcaption", [:], caption),
      ])
  }

  /// The color `path` is shown on in `appearance`.
  private func background(of path: TokenPath, in appearance: Appearance) -> DocsModel.Color {
    if let background = pairBackgrounds[path], case .color(let colors)? = model.token(at: background)?.value {
      return colors[appearance]
    }
    return DocsModel.Color(WCAGContrast.canvas(for: appearance))
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
