extension DocsPage {
  /// Spacing and sizes, each drawn to size (one point is one CSS pixel).
  var spacingSection: Section? {
    section(
      id: "spacing", title: "Spacing and sizes",
      intro: "Lengths drawn to size: one point is one CSS pixel; the rem value is at 16 pt per rem.",
      tokens: model.sections.spacing, scale: true
    ) { token, dimension in
      let points = dimension.points
      let bar = HTMLNode.el(
        "div", ["class": "scale", "aria-hidden": "true"],
        [
          .el(
            "div", ["class": "bar", "style": style([CSSDeclaration("width", CSSTokenValues.length(abs(points), .px))])])
        ])
      let value = DocsFormat.length(dimension) + (points < 0 ? " (negative; drawn as its size)" : "")
      return entry(
        token, kind: "dimension", [.el("p", ["class": "token-value"], text: value), bar], searchExtra: [value])
    }
  }

  /// Corner radii, each drawn on a square.
  var radiusSection: Section? {
    section(
      id: "radii", title: "Corner radii", intro: "Each radius drawn on a 64 × 64 pt square.",
      tokens: model.sections.radii
    ) { token, dimension in
      let points = max(dimension.points, 0)
      let shape = HTMLNode.el(
        "div",
        [
          "class": "radius-demo", "aria-hidden": "true",
          "style": style([CSSDeclaration("border-radius", CSSTokenValues.length(points, .px))]),
        ])
      let value = DocsFormat.length(dimension)
      return entry(
        token, kind: "radius", [.el("p", ["class": "token-value"], text: value), shape], searchExtra: [value])
    }
  }

  /// Numbers, durations, curves, font families and weights.
  var otherSection: Section? {
    section(
      id: "other", title: "Other tokens", intro: "Numbers, durations, easing curves, font families and weights.",
      tokens: model.sections.other
    ) { token in
      let value = DocsFormat.value(token.value)
      var content: [HTMLNode] = [
        .el("p", ["class": "token-value"], [.text(token.type.rawValue + ": "), .el("code", text: value)])
      ]
      if case .cubicBezier(let curve) = token.value { content.append(easingPlot(curve)) }
      return entry(token, kind: "other", content, searchExtra: [value])
    }
  }
}
