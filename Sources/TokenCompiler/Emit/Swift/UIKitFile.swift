/// The UIKit file, `Tokens+UIKit.swift`, compiled only where UIKit has trait-based colors (not watchOS).
///
/// Dynamic `UIColor`s, `UIFont`s at the ladder's size for a trait collection or scaled with
/// `UIFontMetrics`, the Reduce Motion choice through `UIAccessibility.isReduceMotionEnabled`,
/// and the scaled forms of dimensions marked `scalesWith`.
enum UIKitFile {
  /// The platforms the file needs: `UIColor(dynamicProvider:)` is iOS 13.
  static let availability = SwiftAttribute.code("@available(iOS 13.0, tvOS 13.0, *)")

  /// The file.
  static func build(names: SwiftNames, context: SwiftContext) -> SwiftFile {
    let b = context.builder
    let ns = context.namespace
    var items: [SwiftItem] = [.importModule("UIKit")] + context.options.imports.map(SwiftItem.importModule)
    items += [
      .mark("Colors"),
      b.extensionOf(
        "\(ns).ColorComponents", attributes: [availability],
        [
          b.property(
            "This color for UIKit, in its own color space: Display P3 colors through "
              + "`UIColor(displayP3Red:green:blue:alpha:)`.", "uiColor", "UIColor",
            [uiColorSwitch(of: "", returning: false)])
        ]),
      b.extensionOf(
        "\(ns).AdaptiveColor", attributes: [availability],
        [
          b.property(
            "A dynamic UIKit color: for each trait collection UIKit picks the light, dark or Increase Contrast "
              + "appearance from `userInterfaceStyle` and `accessibilityContrast`.", "uiColor", "UIColor",
            [
              .block(
                "UIColor(dynamicProvider: { traits in",
                [
                  .code("let isDark = traits.userInterfaceStyle == .dark"),
                  .code("let isHighContrast = traits.accessibilityContrast == .high"),
                  .code("return resolved(dark: isDark, highContrast: isHighContrast).uiColor"),
                ], closing: "})")
            ])
        ]),
    ]
    items += SwiftStaticMembers.uiKit(context)
    items += [.mark("Typography")]
    items += UIKitTypography.items(context)
    items += [.mark("Motion")] + UIKitMotion.items(context)
    let composites = UIKitComposites.items(context)
    if !composites.isEmpty { items += [.mark("Shadows, borders and gradients")] + composites }
    let scaled = ScaledDimensionItems.extensions(
      names: names, context: context, attributes: [availability],
      form: ScaledDimensionItems.Form(
        doc: "the Dynamic Type size of `traits`", signature: "(compatibleWith traits: UITraitCollection) -> CGFloat",
        body: { "CGFloat(\($0)(at: \(ns).ContentSize(traits.preferredContentSizeCategory)))" }))
    if !scaled.isEmpty { items += [.mark("Dimensions that scale with Dynamic Type")] + scaled }
    return SwiftFile(
      header: context.header(
        "UIKit colors, fonts and motion for the values in \(ns).swift: colors follow the trait collection's "
          + "appearance and contrast, fonts follow Dynamic Type, motion follows Reduce Motion."),
      items: [
        .conditional(
          SwiftConditional(branches: [SwiftBranch(condition: SwiftUIFile.uiKitCondition, items: items)]))
      ])
  }

  /// `switch space { case .sRGB: UIColor(red:…) case .displayP3: UIColor(displayP3Red:…) }` for the
  /// components at `base` (`""` for `self`, or `"color."`).
  static func uiColorSwitch(of base: String, returning: Bool) -> SwiftStatement {
    func uiColor(_ first: String) -> SwiftStatement {
      let labels = [first, "green", "blue", "alpha"]
      let fields = ["red", "green", "blue", "opacity"]
      return .expression(
        prefix: returning ? "return " : "",
        .call("UIColor", zip(labels, fields).map { SwiftArgument($0, .code("CGFloat(\(base)\($1))")) }))
    }
    return .switchOver(
      "\(base)space",
      [
        SwiftCase(label: "case .sRGB", statements: [uiColor("red")]),
        SwiftCase(label: "case .displayP3", statements: [uiColor("displayP3Red")]),
      ])
  }
}
