extension DocsPage {
  /// Whether a dimension token is a corner radius (its path mentions radius, radii or corner).
  static func isRadius(_ token: DocsToken) -> Bool {
    !Set(Naming.words(token.tokenPath)).isDisjoint(with: ["radius", "radii", "corner", "corners", "rounded"])
  }

  /// Spacing and sizes, each drawn to size (one point is one CSS pixel).
  var spacingSection: Section? {
    let tokens = data.tokens(ofType: "dimension").filter { !Self.isRadius($0) }
    return section(
      id: "spacing", title: "Spacing and sizes",
      intro: "Lengths drawn to size: one point is one CSS pixel; the rem value is at 16 pt per rem.",
      tokens: tokens, scale: true
    ) { token in
      let points = token.value["points"]?.number ?? 0
      let bar = HTMLNode.el(
        "div", ["class": "scale", "aria-hidden": "true"],
        [
          .el(
            "div", ["class": "bar", "style": style([CSSDeclaration("width", CSSTokenValues.length(abs(points), .px))])])
        ])
      let value = DocsFormat.simpleValue(token) + (points < 0 ? " (negative; drawn as its size)" : "")
      return entry(
        token, kind: "dimension", [.el("p", ["class": "token-value"], text: value), bar], searchExtra: [value])
    }
  }

  /// Corner radii, each drawn on a square.
  var radiusSection: Section? {
    section(
      id: "radii", title: "Corner radii", intro: "Each radius drawn on a 64 × 64 pt square.",
      tokens: data.tokens(ofType: "dimension").filter(Self.isRadius)
    ) { token in
      let points = max(token.value["points"]?.number ?? 0, 0)
      let shape = HTMLNode.el(
        "div",
        [
          "class": "radius-demo", "aria-hidden": "true",
          "style": style([CSSDeclaration("border-radius", CSSTokenValues.length(points, .px))]),
        ])
      let value = DocsFormat.simpleValue(token)
      return entry(
        token, kind: "radius", [.el("p", ["class": "token-value"], text: value), shape], searchExtra: [value])
    }
  }

  /// Numbers, durations, curves, font families and weights.
  var otherSection: Section? {
    let types: Set<String> = ["number", "duration", "cubicBezier", "fontFamily", "fontWeight"]
    return section(
      id: "other", title: "Other tokens", intro: "Numbers, durations, easing curves, font families and weights.",
      tokens: data.tokens.filter { types.contains($0.type) }
    ) { token in
      let value = DocsFormat.simpleValue(token)
      return entry(
        token, kind: "other",
        [.el("p", ["class": "token-value"], [.text(token.type + ": "), .el("code", text: value)])],
        searchExtra: [value])
    }
  }
}
