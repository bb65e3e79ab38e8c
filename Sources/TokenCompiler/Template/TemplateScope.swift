/// One value on swift-mustache's context stack, and the values beneath it.
final class TemplateScope {
  /// The value.
  let node: TemplateNode
  /// The values beneath it; `nil` beneath the root.
  let below: TemplateScope?

  /// `node` on top of `below`.
  init(node: TemplateNode, below: TemplateScope?) {
    self.node = node
    self.below = below
  }
}
