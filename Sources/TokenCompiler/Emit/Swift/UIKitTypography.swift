/// The UIKit file's typography: text style, weight and size mappings, and fonts for a trait
/// collection or scaled with `UIFontMetrics`.
enum UIKitTypography {
  /// The declarations.
  static func items(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    let attributes = [UIKitFile.availability]
    let styles = AppleTextStyle.allCases.map {
      SwiftCase(label: "case .\($0.rawValue)", statements: [.code(".\($0.uiKitName)")])
    }
    let weights = FontWeight.appleNames.map {
      SwiftCase(label: "case .\($0)", statements: [.code(".\($0)")])
    }
    let sizes = ContentSizeCategory.allCases.map {
      SwiftCase(label: "case .\($0.uiKitName)", statements: [.code("self = .\($0.rawValue)")])
    }
    return [
      b.extensionOf(
        "\(ns).AppleTextStyle", attributes: attributes,
        [
          b.property(
            "UIKit's text style of the same name.", "uiFontTextStyle", "UIFont.TextStyle", [.switchOver("self", styles)]
          )
        ]),
      b.extensionOf(
        "\(ns).FontWeight", attributes: attributes,
        [
          b.property(
            "UIKit's weight of the same name.", "uiFontWeight", "UIFont.Weight", [.switchOver("self", weights)])
        ]),
      b.extensionOf(
        "\(ns).ContentSize", attributes: attributes,
        [
          b.initializer(
            "The size of UIKit's content size category; `.unspecified` counts as the default, large.",
            "(_ category: UIContentSizeCategory)",
            [.switchOver("category", sizes + [SwiftCase(label: "default", statements: [.code("self = .large")])])])
        ]),
      b.extensionOf("\(ns).TextStyle", attributes: attributes, textStyleMembers(b, ns: ns)),
    ]
  }

  private static func textStyleMembers(_ b: SwiftBuilder, ns: String) -> [SwiftItem] {
    let category = "\(ns).ContentSize(traits.preferredContentSizeCategory)"
    return [
      b.function(
        "The font at exactly the ladder's size for the Dynamic Type size of `traits`, such as a view's "
          + "`traitCollection`; set it again when the trait collection changes.", "uiFont",
        "(compatibleWith traits: UITraitCollection) -> UIFont", [.code("uiFont(size: step(at: \(category)).size)")]),
      b.property(
        "The font at the default size scaled with `UIFontMetrics` for `relativeTo`, for labels with "
          + "`adjustsFontForContentSizeCategory`, which keep it scaled as Dynamic Type changes (with Apple's ladder "
          + "for the text style). A fixed-size style is not scaled.", "scaledUIFont", "UIFont",
        [
          .code("let font = uiFont(size: step(at: .large).size)"),
          .code("guard let relativeTo else { return font }"),
          .code("return UIFontMetrics(forTextStyle: relativeTo.uiFontTextStyle).scaledFont(for: font)"),
        ]),
      b.function(
        "The line height for the Dynamic Type size of `traits`, for a paragraph style's minimum and maximum "
          + "line height.", "lineHeight", "(compatibleWith traits: UITraitCollection) -> CGFloat",
        [.code("CGFloat(step(at: \(category)).lineHeight)")]),
      b.property("Tracking in points, for the `.kern` attribute.", "kern", "CGFloat", [.code("CGFloat(tracking)")]),
      b.function(
        "The custom font at `size`, or the system font when there is none or it is not installed.", "uiFont",
        "(size: Double) -> UIFont", modifiers: ["private"],
        [
          .code("if let fontName, let font = UIFont(name: fontName, size: CGFloat(size)) { return font }"),
          .code("return UIFont.systemFont(ofSize: CGFloat(size), weight: weight.uiFontWeight)"),
        ]),
    ]
  }
}
