/// The UIKit file's composites: Core Animation layer properties for shadows, borders and
/// gradients, each color resolved for a trait collection.
enum UIKitComposites {
  /// `resolved(dark:highContrast:)` for the appearance of `traits`, after ``appearance``.
  static let resolved = "resolved(dark: isDark, highContrast: isHighContrast)"

  /// The appearance of `traits`.
  static let appearance: [SwiftStatement] = [
    .code("let isDark = traits.userInterfaceStyle == .dark"),
    .code("let isHighContrast = traits.accessibilityContrast == .high"),
  ]

  /// The declarations for the composite types the tokens use.
  static func items(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    let attributes = [UIKitFile.availability, SwiftAttribute.code("@MainActor")]
    var items: [SwiftItem] = []
    if context.types.contains(.shadow) {
      items.append(
        b.extensionOf(
          "\(ns).TokenShadow.Layer", attributes: attributes,
          [
            b.function(
              "Sets `layer`'s shadow to this one in the appearance of `traits`: Core Animation draws one outer "
                + "shadow per layer, with a radius of half the CSS blur and no spread.", "apply",
              "(to layer: CALayer, compatibleWith traits: UITraitCollection)",
              appearance + [
                .code("layer.shadowColor = color.\(resolved).uiColor.cgColor"),
                .code("layer.shadowOpacity = 1"),
                .code("layer.shadowOffset = CGSize(width: x, height: y)"),
                .code("layer.shadowRadius = CGFloat(blur / 2)"),
              ])
          ]))
      items.append(
        b.extensionOf(
          "\(ns).TokenShadow", attributes: [UIKitFile.availability],
          [
            b.property(
              "The one outer layer a `CALayer` shadow can draw; `nil` when the shadow has several layers or is "
                + "inset (draw those with one sublayer per layer).", "singleLayer", "Layer?",
              [.code("layers.count == 1 && !layers[0].inset ? layers[0] : nil")])
          ]))
    }
    if context.types.contains(.border) {
      items.append(
        b.extensionOf(
          "\(ns).TokenBorder", attributes: attributes,
          [
            b.function(
              "Sets `layer`'s border color and width in the appearance of `traits`; a `CALayer` border is always "
                + "solid (draw dashes with a `CAShapeLayer`).", "apply",
              "(to layer: CALayer, compatibleWith traits: UITraitCollection)",
              appearance + [
                .code("layer.borderColor = color.\(resolved).uiColor.cgColor"),
                .code("layer.borderWidth = CGFloat(width)"),
              ])
          ]))
    }
    if context.types.contains(.gradient) {
      items.append(
        b.extensionOf(
          "\(ns).TokenGradient", attributes: attributes,
          [
            b.function(
              "Sets `layer`'s colors and locations in the appearance of `traits`, top to bottom.", "apply",
              "(to layer: CAGradientLayer, compatibleWith traits: UITraitCollection)",
              appearance + [
                .code("layer.colors = stops.map { $0.color.\(resolved).uiColor.cgColor }"),
                .code("layer.locations = stops.map { NSNumber(value: $0.position) }"),
                .code("layer.startPoint = CGPoint(x: 0.5, y: 0)"),
                .code("layer.endPoint = CGPoint(x: 0.5, y: 1)"),
              ])
          ]))
    }
    return items
  }
}
