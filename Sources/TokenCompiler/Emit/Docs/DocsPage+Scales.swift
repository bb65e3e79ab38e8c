extension DocsPage {
  /// Spacing and sizes, one row each, with a bar drawn to size (one point is one CSS pixel).
  var spacingSection: Section? {
    section(
      .spacing, intro: "Bars drawn to size: one point is one CSS pixel; rem at 16 pt per rem.",
      tokens: model.sections.spacing
    ) { item, stream in
      let points = item.dimension.points
      let value = cache.length(item.dimension) + (points < 0 ? " (negative; drawn as its size)" : "")
      entry(item.token, kind: "dimension", into: &stream) { stream in
        stream.element(.code, text: value)
      } visual: { stream in
        stream.start(.div)
        stream.attribute("class", literal: "bar")
        stream.attribute("aria-hidden", literal: "true")
        stream.attribute(
          "style",
          cache.scaleStyle(points, radius: false) {
            style([CSSDeclaration("width", CSSTokenValues.length(abs(points), .px))])
          })
        stream.end()
      }
    }
  }

  /// Corner radii, each drawn to size on the corner of a box.
  var radiusSection: Section? {
    section(
      .radii, intro: "Each radius drawn to size on the corner of a box.", tokens: model.sections.radii
    ) { item, stream in
      let points = max(item.dimension.points, 0)
      let side = CSSTokenValues.length(min(max(points, 24), 64), .px)
      let value = cache.length(item.dimension)
      entry(item.token, kind: "radius", into: &stream) { stream in
        stream.element(.code, text: value)
      } visual: { stream in
        stream.start(.div)
        stream.attribute("class", literal: "radius-demo")
        stream.attribute("aria-hidden", literal: "true")
        stream.attribute(
          "style",
          cache.scaleStyle(points, radius: true) {
            style([
              CSSDeclaration("border-top-left-radius", CSSTokenValues.length(points, .px)),
              CSSDeclaration("width", side), CSSDeclaration("height", side),
            ])
          })
        stream.end()
      }
    }
  }

  /// Numbers, durations, curves, font families and weights.
  var otherSection: Section? {
    section(
      .other, intro: "Numbers, durations, easing curves, font families and weights.", tokens: model.sections.other
    ) { token, stream in
      let value = DocsFormat.value(token.value)
      entry(token, kind: "other", into: &stream) { stream in
        stream.element(.code, text: value)
      } visual: { stream in
        switch token.value {
        case .cubicBezier(let curve): easingPlot(curve, section: "other", into: &stream)
        case .fontWeight(let weight):
          stream.start(.span)
          stream.attribute("class", literal: "weight-sample")
          stream.attribute("style", style([CSSDeclaration("font-weight", .number(Double(weight.value)))]))
          stream.literal("Aa")
          stream.end()
        case .fontFamily(let families):
          stream.start(.span)
          stream.attribute("class", literal: "family-sample")
          stream.attribute("style", style([CSSDeclaration("font-family", CSSTokenValues.fontFamily(families))]))
          stream.literal("Aa Gg")
          stream.end()
        case .number, .duration, .color, .dimension, .typography, .motion, .composite: break
        }
      }
    }
  }
}
