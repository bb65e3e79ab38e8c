extension DocsPage {
  /// The colors: palette steps (one color in every appearance) as compact ramps, one per group,
  /// then the colors that adapt, each appearance's swatch on that appearance's background.
  var colorSection: Section? {
    let colors = shown(.colors, model.sections.colors)
    guard !colors.isEmpty else { return nil }
    // The rows are worked out when the section is written.
    let content = { (stream: inout HTMLStream) in
      let ramps = rampGroups(colors.filter { !$0.colors.adapts })
      let adaptive = colors.filter { $0.colors.adapts }
      let columns = ["Token", "CSS", "Swift", ""] + Appearance.allCases.map(DocsFormat.shortAppearance)
      if !ramps.isEmpty {
        stream.start(.div)
        stream.attribute("class", literal: "ramps")
        for (group, steps) in ramps {
          stream.start(.div)
          stream.attribute("class", literal: "ramp-group")
          stream.attribute("style", style([CSSDeclaration("--steps", .number(Double(steps.count)))]))
          stream.start(.h3)
          stream.attribute("class", literal: "ramp-title")
          stream.element(.code, text: group.isEmpty ? "(top level)" : group)
          stream.end()
          stream.start(.div)
          stream.attribute("class", literal: "ramp")
          for step in steps { rampStep(step.token, step.colors[.light], group: group, into: &stream) }
          stream.end()
          stream.end()
        }
        stream.end()
      }
      if !adaptive.isEmpty {
        rows(kind: "colors", columns: columns, into: &stream) { stream in
          for (token, colors) in adaptive {
            // The swatches show each hex in a code element, a Display P3 value only in its "P3".
            let values = Appearance.allCases.compactMap { appearance -> String? in
              // Only a Display P3 color has a second value (DocsFormat.color(_:)).
              guard colors[appearance].color.space == .displayP3 else { return nil }
              let values = DocsFormat.color(colors[appearance]).values
              return values.count > 1 ? values[0] : nil
            }
            let backgrounds = canvases(of: token)
            entry(token, kind: "color", searchExtra: values, hasValue: false, into: &stream) { _ in
            } visual: { stream in
              stream.start(.div)
              stream.attribute("class", literal: "swatches")
              for appearance in Appearance.allCases {
                swatch(colors, appearance, on: backgrounds?[appearance], into: &stream)
              }
              stream.end()
            }
          }
        }
      }
    }
    return Section(
      .colors,
      intro: "Palette ramps, then the colors that adapt, each drawn on the background it is used on. "
        + "P3 marks a Display P3 color (its sRGB fallback shown); “fallback”, an appearance the token does not write.",
      content: content)
  }

  /// A swatch in `appearance`, drawn on `canvas`, the background it is used on: the background
  /// of the first contrast pair that names the token as foreground, else the appearance's canvas.
  private func swatch(
    _ colors: DocsModel.Colors, _ appearance: Appearance, on canvas: DocsModel.Color?, into stream: inout HTMLStream
  ) {
    let color = colors[appearance]
    if canvas == nil, color.id >= 0 {
      // The figure does not depend on the appearance: one per color and whether it is written.
      let writes = colors.writes(appearance)
      let slot = DocsPageCache.swatchSlot(color.id, writes)
      if let known = cache.swatchSlots[slot] { return stream.fragment(known, isBlock: true) }
      var figure = HTMLStream(capacity: 512)
      swatchFigure(color, on: nil, writes: writes, into: &figure)
      let bytes = figure.fragmentBytes()
      cache.swatchSlots.keep(bytes, from: 0, as: slot)
      return stream.fragment(bytes, isBlock: true)
    }
    let key = DocsPageCache.SwatchKey(
      color: .init(color.color), canvas: canvas.map { .init($0.color) }, appearance: appearance,
      writes: colors.writes(appearance))
    if let known = cache.swatches[key] { return stream.fragment(known, isBlock: true) }
    var figure = HTMLStream(capacity: 512)
    swatchFigure(color, on: canvas, writes: key.writes, into: &figure)
    let bytes = figure.fragmentBytes()
    cache.swatches[key] = bytes
    stream.fragment(bytes, isBlock: true)
  }

  /// The `<figure>` of a swatch of `color` on `canvas` (nil: its appearance's own canvas, which
  /// the page's style paints, as it names the appearance for assistive technology, from the
  /// swatch's place), noting "fallback" unless the token `writes` the appearance. The canvas
  /// is one element whose `color` is the swatch's color, which the style paints as a chip.
  private func swatchFigure(
    _ color: DocsModel.Color, on canvas: DocsModel.Color?, writes: Bool, into stream: inout HTMLStream
  ) {
    let text = DocsFormat.color(color)
    stream.start(.figure)
    stream.attribute("class", literal: "swatch")
    // One element: its background is the canvas, its `color` the chip the style draws inside
    // it (`::before`, over a checkerboard).
    stream.start(.div)
    stream.attribute("class", literal: "swatch-canvas")
    stream.attribute("style", style((canvas.map { fill($0) } ?? []) + fill(color, property: "color")))
    stream.end()
    stream.start(.figcaption)
    if text.values.count > 1 {
      // A Display P3 color: its sRGB hex, and "P3" carrying the color(display-p3 …) value.
      stream.element(.code, text: text.values.last!)
      stream.start(.abbr)
      stream.attribute("title", text.values[0])
      stream.attribute("class", literal: "swatch-p3")
      stream.literal("P3")
      stream.end()
      stream.element(.span, class: "visually-hidden", text: text.values[0])
    } else {
      for value in text.values { stream.element(.code, text: value) }
    }
    let notes = [text.note, writes ? nil : "fallback"].compactMap { $0 }
    if !notes.isEmpty { stream.element(.span, class: "swatch-note", text: notes.joined(separator: ", ")) }
    stream.end()
    stream.end()
  }

  /// The colors `token` is shown on: the background of the first contrast pair naming it as
  /// foreground, or nil for each appearance's canvas (``backgrounds``).
  private func canvases(of token: DocsModel.Token) -> DocsModel.Colors? {
    let index = token.index
    guard index < backgrounds.count, model.tokens[index] === token else { return nil }
    return backgrounds[index]
  }
}
