extension DocsMarkdown {
  /// The most blocks a length's bar is drawn with (one per 4 pt).
  static let maximumBar = 32

  /// Spacing and sizes (with a text bar, one block per 4 pt), or corner radii.
  func lengths(radii: Bool) -> [MarkdownBlock] {
    let tokens = radii ? model.sections.radii : model.sections.spacing
    guard !tokens.isEmpty else { return [] }
    let header: [[MarkdownInline]] =
      [[.text("Token")], [.text("Value")]] + (radii ? [] : [[.text("Scale")]]) + [[.text("Notes")]]
    let rows = tokens.map { token, dimension -> [[MarkdownInline]] in
      let blocks = Int((abs(dimension.points) / 4).rounded())
      let bar = String(repeating: "█", count: min(blocks, Self.maximumBar)) + (blocks > Self.maximumBar ? "…" : "")
      return [name(token), [.text(DocsFormat.length(dimension))]] + (radii ? [] : [[.text(bar)]]) + [notes(token)]
    }
    return [.table(header, rows)]
  }

  /// One heading per text style with its metrics, then its Dynamic Type ladder as a table.
  var typography: [MarkdownBlock] {
    model.sections.typography.flatMap { token, style -> [MarkdownBlock] in
      let source = style.ladderSource.map { ", with " + DocsFormat.ladderSource($0) } ?? ""
      let textStyle = (style.textStyle.map { "scales with " + $0.rawValue } ?? "fixed size") + source
      var blocks: [MarkdownBlock] = [
        .heading(3, [.code(token.path.description)]),
        .paragraph(
          name(token) + [
            .text(": " + DocsFormat.typography(style) + "; " + DocsFormat.families(style.fontFamily) + "; "),
            .text(textStyle + "."),
          ]),
      ]
      if !notes(token).isEmpty { blocks.append(.paragraph(notes(token))) }
      if !style.ladder.isEmpty {
        let rows = style.ladder.map { step -> [[MarkdownInline]] in
          [
            [.text(step.category.shortName + " " + step.category.rawValue)],
            [.text(DocsFormat.points(step.step.fontSize))], [.text(DocsFormat.points(step.step.lineHeight))],
          ]
        }
        blocks.append(.table([[.text("Category")], [.text("Size")], [.text("Line height")]], rows))
      }
      return blocks
    }
  }

  /// Motion presets with their Reduce Motion fallbacks.
  var motion: [MarkdownBlock] {
    let tokens = model.sections.motion
    guard !tokens.isEmpty else { return [] }
    let rows = tokens.map { token, motion -> [[MarkdownInline]] in
      [
        name(token), [.text(DocsFormat.animation(motion.animation))],
        [.code(DocsFormat.easing(motion.animation.curve.bezier))],
        [.text(DocsFormat.reduceMotion(motion.reduceMotion))], notes(token),
      ]
    }
    let header: [[MarkdownInline]] = ["Token", "Animation", "Easing", "Reduce Motion", "Notes"].map { [.text($0)] }
    return [.table(header, rows)]
  }

  /// Shadows, borders, stroke styles and gradients: their CSS in light, and in each other
  /// appearance a color inside writes.
  var composites: [MarkdownBlock] {
    let tokens = model.sections.composites
    guard !tokens.isEmpty else { return [] }
    let rows = tokens.map { token, composite -> [[MarkdownInline]] in
      let values = composite.shownAppearances.enumerated().flatMap { index, appearance -> [MarkdownInline] in
        let label = composite.shownAppearances.count > 1 ? DocsFormat.appearance(appearance) + ": " : ""
        return (index == 0 ? [] : [.text("; ")]) + [.text(label), .code(composite.css[appearance])]
      }
      return [name(token), [.text(composite.type.rawValue)], values, notes(token)]
    }
    return [.table(["Token", "Type", "CSS", "Notes"].map { [.text($0)] }, rows)]
  }

  /// Numbers, durations, curves, font families and weights.
  var other: [MarkdownBlock] {
    let tokens = model.sections.other
    guard !tokens.isEmpty else { return [] }
    let rows = tokens.map { token -> [[MarkdownInline]] in
      [name(token), [.text(token.type.rawValue)], [.code(DocsFormat.value(token.value))], notes(token)]
    }
    return [.table(["Token", "Type", "Value", "Notes"].map { [.text($0)] }, rows)]
  }
}
