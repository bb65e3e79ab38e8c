extension DocsPage {
  /// The inline style of ``fill(_:property:)`` with `background-color`.
  func fillStyle(_ color: DocsModel.Color) -> String {
    if let known = cache.fills[color] { return known }
    let text = style(fill(color))
    cache.fills[color] = text
    return text
  }

  /// The inline style of a chip of `color`: its `color` (``fill(_:property:)``), which the
  /// page's style paints over the chip's checkerboard (`currentColor`); the element itself
  /// paints no color, so the chip's rounded corners are drawn once.
  func chipStyle(_ color: DocsModel.Color) -> String {
    if let known = cache.chipStyles[color] { return known }
    let text = style(fill(color, property: "color"))
    cache.chipStyles[color] = text
    return text
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
