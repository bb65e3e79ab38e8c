/// One value on swift-mustache's context stack, and the values beneath it; at the bottom of
/// every stack, a base that holds no value, only the render.
final class TemplateScope {
  /// The render the values belong to.
  let render: TemplateRender
  /// The value (meaningless in the base).
  let spot: TemplateSpot
  /// The values beneath it; `nil` in the base.
  let below: TemplateScope?
  /// The base of the stack; `nil` in the base itself.
  let base: TemplateScope?

  /// The base of a stack of `render`'s values.
  init(base render: TemplateRender) {
    self.render = render
    spot = TemplateSpot(reference: -1, owner: -1)
    below = nil
    base = nil
  }

  /// `spot` on top of `below`.
  init(spot: TemplateSpot, below: TemplateScope) {
    render = below.render
    self.spot = spot
    self.below = below
    base = below.base ?? below
  }

  /// Whether this is the base, which holds no value.
  var isBase: Bool { base == nil }

  /// The base of the stack (this scope, if it is the base).
  var bottom: TemplateScope { base ?? self }
}
