extension DocsPage {
  /// The colors: palette steps (one color in every appearance) as compact ramps, one per group,
  /// then the colors that adapt, each appearance's swatch on that appearance's background.
  var colorSection: Section? {
    let colors = model.sections.colors
    guard !colors.isEmpty else { return nil }
    let ramps = rampGroups(colors.filter { !$0.colors.adapts })
    let adaptive = colors.filter { $0.colors.adapts }
    var content: [HTMLNode] = []
    if !ramps.isEmpty {
      content.append(
        .el(
          "div", ["class": "ramps"],
          ramps.map { group, steps in
            .el(
              "div",
              ["class": "ramp-group", "style": style([CSSDeclaration("--steps", .number(Double(steps.count)))])],
              [
                .el("h3", ["class": "ramp-title"], [.el("code", text: group.isEmpty ? "(top level)" : group)]),
                .el(
                  "div", ["class": "ramp"],
                  steps.map { rampStep($0.token, $0.colors[.light], group: group) }),
              ])
          }))
    }
    if !adaptive.isEmpty {
      let columns = ["Token", "CSS", "Swift", ""] + Appearance.allCases.map(DocsFormat.shortAppearance)
      content.append(
        rows(
          adaptive.map { token, colors in
            let values = Appearance.allCases.flatMap { DocsFormat.color(colors[$0]).values }
            return entry(
              token, kind: "color", value: [],
              visual: [.el("div", ["class": "swatches"], Appearance.allCases.map { swatch(token, colors, $0) })],
              searchExtra: values)
          }, kind: "colors", columns: columns))
    }
    return Section(
      id: "colors", title: "Colors",
      intro: "Palette ramps, then the colors that adapt, each drawn on the background it is used on. "
        + "P3 marks a Display P3 color (its sRGB fallback shown); “fallback”, an appearance the token does not write.",
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

  /// One palette step of a ramp: a chip, its name (the group's part read but not shown), its
  /// value, copy buttons, and its description or alias chain folded under a note.
  private func rampStep(_ token: DocsModel.Token, _ color: DocsModel.Color, group: String) -> HTMLNode {
    let text = DocsFormat.color(color)
    let shortName = group.isEmpty ? token.path.description : String(token.path.description.dropFirst(group.count + 1))
    var body: [HTMLNode] = [
      .el("div", ["class": "ramp-chip", "aria-hidden": "true"], [.el("span", ["style": style(fill(color))])]),
      .el(
        "p", ["class": "ramp-name"],
        [
          .el(
            "a", ["class": "token-link", "href": anchors[token.path].map { "#" + $0 }],
            [
              .el("span", ["class": "visually-hidden"], text: group.isEmpty ? "" : group + "."),
              .el("code", text: shortName),
            ])
        ]),
      .el("p", ["class": "ramp-value"], text.values.map { .el("code", text: $0) }),
      copyButtons(token),
    ]
    if let notes = notes(token) { body.append(notes) }
    let words = ["color"] + text.values
    return .el(
      "article",
      [
        "class": "token token-color ramp-step", "id": anchors[token.path], "data-token": token.path.description,
        "data-search": searchWords(token, words),
      ], body)
  }

  /// A swatch in `appearance`, drawn on the background it is used on: the background of the first
  /// contrast pair that names the token as foreground, else the appearance's canvas.
  private func swatch(_ token: DocsModel.Token, _ colors: DocsModel.Colors, _ appearance: Appearance) -> HTMLNode {
    let color = colors[appearance]
    let text = DocsFormat.color(color)
    var caption: [HTMLNode] = [
      .el("span", ["class": "visually-hidden"], text: DocsFormat.appearance(appearance) + ": ")
    ]
    if text.values.count > 1 {
      // A Display P3 color: its sRGB hex, and "P3" carrying the color(display-p3 …) value.
      caption += [
        .el("code", text: text.values.last!), .el("abbr", ["title": text.values[0], "class": "swatch-p3"], text: "P3"),
        .el("span", ["class": "visually-hidden"], text: text.values[0]),
      ]
    } else {
      caption += text.values.map { .el("code", text: $0) }
    }
    let notes = [text.note, colors.writes(appearance) ? nil : "fallback"].compactMap { $0 }
    if !notes.isEmpty { caption.append(.el("span", ["class": "swatch-note"], text: notes.joined(separator: ", "))) }
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
