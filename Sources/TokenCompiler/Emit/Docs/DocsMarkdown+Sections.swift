extension DocsMarkdown {
  /// The most blocks a length's bar is drawn with (one per 4 pt).
  static let maximumBar = 32

  /// Spacing and sizes (with a text bar, one block per 4 pt), or corner radii.
  func lengths(radii: Bool) -> [MarkdownBlock] {
    let tokens = data.tokens(ofType: "dimension").filter { DocsPage.isRadius($0) == radii }
    guard !tokens.isEmpty else { return [] }
    let header: [[MarkdownInline]] =
      [[.text("Token")], [.text("Value")]] + (radii ? [] : [[.text("Scale")]]) + [[.text("Notes")]]
    let rows = tokens.map { token -> [[MarkdownInline]] in
      let points = abs(token.value["points"]?.number ?? 0)
      let blocks = Int((points / 4).rounded())
      let bar = String(repeating: "█", count: min(blocks, Self.maximumBar)) + (blocks > Self.maximumBar ? "…" : "")
      return [name(token), [.text(DocsFormat.simpleValue(token))]] + (radii ? [] : [[.text(bar)]]) + [notes(token)]
    }
    return [.table(header, rows)]
  }

  /// One heading per text style with its metrics, then its Dynamic Type ladder as a table.
  var typography: [MarkdownBlock] {
    data.tokens(ofType: "typography").flatMap { token -> [MarkdownBlock] in
      let value = token.value
      let textStyle = value["textStyle"]?.string.map { "scales with " + $0 } ?? "fixed size"
      var blocks: [MarkdownBlock] = [
        .heading(3, [.code(token.path)]),
        .paragraph(
          name(token) + [
            .text(": " + DocsFormat.typography(value) + "; " + DocsFormat.families(value["fontFamily"]) + "; "),
            .text(textStyle + "."),
          ]),
      ]
      if !notes(token).isEmpty { blocks.append(.paragraph(notes(token))) }
      let ladder = value["ladder"]?.array ?? []
      if !ladder.isEmpty {
        let rows = ladder.map { step -> [[MarkdownInline]] in
          [
            [.text((step["shortName"]?.string ?? "") + " " + (step["category"]?.string ?? ""))],
            [.text(DocsFormat.points(step["fontSize"]?.number ?? 0))],
            [.text(DocsFormat.points(step["lineHeight"]?.number ?? 0))],
          ]
        }
        blocks.append(.table([[.text("Category")], [.text("Size")], [.text("Line height")]], rows))
      }
      return blocks
    }
  }

  /// Motion presets with their Reduce Motion fallbacks.
  var motion: [MarkdownBlock] {
    let tokens = data.tokens(ofType: "motion")
    guard !tokens.isEmpty else { return [] }
    let rows = tokens.map { token -> [[MarkdownInline]] in
      let animation = token.value["animation"]
      return [
        name(token), [.text(DocsFormat.animation(animation))],
        [.code(DocsFormat.easing(animation?["curve"]?["bezier"]))],
        [.text(DocsFormat.reduceMotion(token.value["reduceMotion"]))], notes(token),
      ]
    }
    let header: [[MarkdownInline]] = ["Token", "Animation", "Easing", "Reduce Motion", "Notes"].map { [.text($0)] }
    return [.table(header, rows)]
  }

  /// Numbers, durations, curves, font families and weights.
  var other: [MarkdownBlock] {
    let types: Set<String> = ["number", "duration", "cubicBezier", "fontFamily", "fontWeight"]
    let tokens = data.tokens.filter { types.contains($0.type) }
    guard !tokens.isEmpty else { return [] }
    let rows = tokens.map { token -> [[MarkdownInline]] in
      [name(token), [.text(token.type)], [.code(DocsFormat.simpleValue(token))], notes(token)]
    }
    return [.table(["Token", "Type", "Value", "Notes"].map { [.text($0)] }, rows)]
  }
}
