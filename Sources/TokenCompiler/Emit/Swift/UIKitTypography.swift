/// The UIKit file's typography: text style, weight and size mappings, and fonts for a trait
/// collection or scaled with `UIFontMetrics`.
enum UIKitTypography {
  /// The declarations.
  static func items(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    let attributes = [UIKitFile.availability]
    let styles = AppleTextStyle.allCases.map { style in
      // UIFont.TextStyle.largeTitle is unavailable on tvOS, whose largest style is title1.
      guard style == .largeTitle else {
        return SwiftCase(label: "case .\(style.rawValue)", statements: [.code(".\(style.uiKitName)")])
      }
      let guarded = SwiftConditional<SwiftStatement>(
        branches: [SwiftBranch(condition: "os(tvOS)", items: [.code(".\(AppleTextStyle.title1.uiKitName)")])],
        otherwise: [.code(".\(style.uiKitName)")])
      return SwiftCase(label: "case .\(style.rawValue)", statements: [.conditional(guarded)])
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
            "UIKit's text style of the same name; on tvOS, which has no `largeTitle`, `title1` for it.",
            "uiFontTextStyle", "UIFont.TextStyle", [.switchOver("self", styles)]
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
          + "`traitCollection`, in the heavier face when its `legibilityWeight` is bold (Bold Text); set it again "
          + "when the trait collection changes.", "uiFont",
        "(compatibleWith traits: UITraitCollection) -> UIFont",
        [
          .code("let size = step(at: \(category)).size"),
          .code("return uiFont(size: size, boldText: traits.legibilityWeight == .bold)"),
        ]),
      b.property(
        "The font at the default size scaled with `UIFontMetrics` for `relativeTo`, for labels with "
          + "`adjustsFontForContentSizeCategory`, which keep it scaled as Dynamic Type changes (with Apple's ladder "
          + "for the text style), in the heavier face while `UIAccessibility.isBoldTextEnabled`: set it again on "
          + "`UIAccessibility.boldTextStatusDidChangeNotification`. A fixed-size style is not scaled.", "scaledUIFont",
        "UIFont", attributes: [.code("@MainActor")],
        [
          .code("let font = uiFont(size: step(at: .large).size, boldText: UIAccessibility.isBoldTextEnabled)"),
          .code("guard let relativeTo else { return font }"),
          .code("return UIFontMetrics(forTextStyle: relativeTo.uiFontTextStyle).scaledFont(for: font)"),
        ]),
      b.function(
        "The line height for the Dynamic Type size of `traits`, for a paragraph style's minimum and maximum "
          + "line height.", "lineHeight", "(compatibleWith traits: UITraitCollection) -> CGFloat",
        [.code("CGFloat(step(at: \(category)).lineHeight)")]),
      b.function(
        "The space to add between lines for the Dynamic Type size of `traits`, for a paragraph style's "
          + "`lineSpacing`: the ladder's line height minus the `lineHeight` of `uiFont(compatibleWith:)`.",
        "lineSpacing", "(compatibleWith traits: UITraitCollection) -> CGFloat",
        [
          .code("let fontLineHeight = Double(uiFont(compatibleWith: traits).lineHeight)"),
          .code("let size = \(category)"),
          .code("return CGFloat(lineSpacing(at: size, fontLineHeight: fontLineHeight))"),
        ]),
      b.property("Tracking in points, for the `.kern` attribute.", "kern", "CGFloat", [.code("CGFloat(tracking)")]),
      b.function(
        "The custom font at `size` (its Bold Text face when `boldText`), or the system font when there is none or "
          + "it is not installed.", "uiFont", "(size: Double, boldText: Bool) -> UIFont", modifiers: ["private"],
        [
          .block(
            "if let name = fontName(boldText: boldText), let font = UIFont(name: name, size: CGFloat(size)) {",
            [.code("return font")]),
          .code("return UIFont.systemFont(ofSize: CGFloat(size), weight: weight.uiFontWeight)"),
        ]),
    ]
  }
}
