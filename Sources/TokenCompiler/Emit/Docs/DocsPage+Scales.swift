extension DocsPage {
  /// Spacing and sizes, one row each, with a bar drawn to size (one point is one CSS pixel).
  var spacingSection: Section? {
    section(
      id: "spacing", title: "Spacing and sizes",
      intro: "Bars drawn to size: one point is one CSS pixel; rem at 16 pt per rem.",
      tokens: model.sections.spacing
    ) { token, dimension in
      let points = dimension.points
      let bar = HTMLNode.el(
        "div",
        [
          "class": "bar", "aria-hidden": "true",
          "style": style([CSSDeclaration("width", CSSTokenValues.length(abs(points), .px))]),
        ])
      let value = DocsFormat.length(dimension) + (points < 0 ? " (negative; drawn as its size)" : "")
      return entry(
        token, kind: "dimension", value: [.el("code", text: value)], visual: [bar], searchExtra: [value])
    }
  }

  /// Corner radii, each drawn to size on the corner of a box.
  var radiusSection: Section? {
    section(
      id: "radii", title: "Corner radii", intro: "Each radius drawn to size on the corner of a box.",
      tokens: model.sections.radii
    ) { token, dimension in
      let points = max(dimension.points, 0)
      let side = CSSTokenValues.length(min(max(points, 24), 64), .px)
      let shape = HTMLNode.el(
        "div",
        [
          "class": "radius-demo", "aria-hidden": "true",
          "style": style([
            CSSDeclaration("border-top-left-radius", CSSTokenValues.length(points, .px)),
            CSSDeclaration("width", side), CSSDeclaration("height", side),
          ]),
        ])
      let value = DocsFormat.length(dimension)
      return entry(token, kind: "radius", value: [.el("code", text: value)], visual: [shape], searchExtra: [value])
    }
  }

  /// Numbers, durations, curves, font families and weights.
  var otherSection: Section? {
    section(
      id: "other", title: "Other tokens", intro: "Numbers, durations, easing curves, font families and weights.",
      tokens: model.sections.other
    ) { token in
      let value = DocsFormat.value(token.value)
      var visual: [HTMLNode] = []
      switch token.value {
      case .cubicBezier(let curve): visual.append(easingPlot(curve))
      case .fontWeight(let weight):
        visual.append(
          .el(
            "span",
            ["class": "weight-sample", "style": style([CSSDeclaration("font-weight", .number(Double(weight.value)))])],
            text: "Aa"))
      case .fontFamily(let families):
        visual.append(
          .el(
            "span",
            [
              "class": "family-sample",
              "style": style([CSSDeclaration("font-family", CSSTokenValues.fontFamily(families))]),
            ], text: "Aa Gg"))
      case .number, .duration, .color, .dimension, .typography, .motion, .composite: break
      }
      return entry(
        token, kind: "other",
        value: [.el("code", text: value)], visual: visual, searchExtra: [value])
    }
  }
}
