/// The SwiftUI file's typography: text style and weight mappings, fonts, and the
/// `.textStyle(_:)` view modifier that reads `\.dynamicTypeSize`.
enum SwiftUITypography {
  /// The declarations.
  static func items(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    let attributes = [SwiftUIFile.availability]
    let styles = AppleTextStyle.allCases.map {
      SwiftCase(label: "case .\($0.rawValue)", statements: [.code(".\($0.swiftUIName)")])
    }
    let weights = FontWeight.appleNames.map {
      SwiftCase(label: "case .\($0)", statements: [.code(".\($0)")])
    }
    let sizes = ContentSizeCategory.allCases.map {
      SwiftCase(label: "case .\($0.rawValue)", statements: [.code("self = .\($0.rawValue)")])
    }
    return [
      b.extensionOf(
        "\(ns).AppleTextStyle", attributes: attributes,
        [
          b.property(
            "SwiftUI's text style of the same role.", "fontTextStyle", "SwiftUI.Font.TextStyle",
            [.switchOver("self", styles)])
        ]),
      b.extensionOf(
        "\(ns).FontWeight", attributes: attributes,
        [
          b.property(
            "SwiftUI's weight of the same name.", "fontWeight", "SwiftUI.Font.Weight", [.switchOver("self", weights)])
        ]),
      b.extensionOf(
        "\(ns).ContentSize", attributes: attributes,
        [
          b.initializer(
            "The size of SwiftUI's Dynamic Type size; a size added in a later SDK counts as the default, large.",
            "(_ size: SwiftUI.DynamicTypeSize)",
            [.switchOver("size", sizes + [SwiftCase(label: "@unknown default", statements: [.code("self = .large")])])])
        ]),
      SwiftUIFontMetrics.platformWeight(ns: ns),
      b.extensionOf("\(ns).TextStyle", attributes: attributes, textStyleMembers(b, ns: ns)),
      b.extensionOf(
        "SwiftUI.View", attributes: attributes,
        [
          b.function(
            "Sets this view's text in `style` at its exact size for the environment's Dynamic Type size, with "
              + "its line spacing and tracking.", "textStyle",
            "(_ style: \(ns).TextStyle) -> some SwiftUI.View", [.code("modifier(\(ns).TextStyle.Modifier(style))")])
        ]),
    ]
  }

  private static func textStyleMembers(_ b: SwiftBuilder, ns: String) -> [SwiftItem] {
    [
      b.property(
        "A font that follows Dynamic Type without a view modifier, for places `.textStyle(_:)` cannot reach: the "
          + "system font takes the system's text style (`Font.system(_:design:weight:)`), a custom font scales "
          + "from its default size relative to it (`Font.custom(_:size:relativeTo:)`). For the ladder's exact size "
          + "use `.textStyle(_:)` or `font(for:legibilityWeight:)`, which also take the heavier face under Bold "
          + "Text.", "font", "SwiftUI.Font",
        [
          .code("let size = CGFloat(step(at: .large).size)"),
          .switchOver(
            "(fontName, relativeTo)",
            [
              SwiftCase(
                label: "case (let name?, let style?)",
                statements: [.code("return SwiftUI.Font.custom(name, size: size, relativeTo: style.fontTextStyle)")]),
              SwiftCase(
                label: "case (let name?, nil)", statements: [.code("return SwiftUI.Font.custom(name, fixedSize: size)")]
              ),
              SwiftCase(
                label: "case (nil, let style?)",
                statements: [.code("return SwiftUI.Font.system(style.fontTextStyle, weight: weight.fontWeight)")]),
              SwiftCase(
                label: "case (nil, nil)",
                statements: [.code("return SwiftUI.Font.system(size: size, weight: weight.fontWeight)")]),
            ]),
        ]),
      b.function(
        "The font at exactly the ladder's size for `size`, which `.textStyle(_:)` uses, in the heavier face "
          + "under Bold Text (`legibilityWeight` bold, from `@Environment(\\.legibilityWeight)`). A custom font is "
          + "made at that fixed size: `Font.custom(_:size:relativeTo:)` would scale the ladder's size a second time.",
        "font",
        "(for size: SwiftUI.DynamicTypeSize, legibilityWeight: SwiftUI.LegibilityWeight? = nil) -> SwiftUI.Font",
        [
          .code("let points = CGFloat(step(at: \(ns).ContentSize(size)).size)"),
          .block(
            "if let name = fontName(boldText: legibilityWeight == .bold) {",
            [.code("return SwiftUI.Font.custom(name, fixedSize: points)")]),
          .code("return SwiftUI.Font.system(size: points, weight: weight.fontWeight)"),
        ]),
      b.function(
        "The space between lines at `size`, for `.lineSpacing(_:)`: the ladder's line height minus the line height "
          + "of the face `font(for:legibilityWeight:)` draws with, measured at run time from the `UIFont` or `NSFont` "
          + "of that face and size.", "lineSpacing",
        "(for size: SwiftUI.DynamicTypeSize, legibilityWeight: SwiftUI.LegibilityWeight? = nil) -> CGFloat",
        [
          .code("let contentSize = \(ns).ContentSize(size)"),
          .code("let points = step(at: contentSize).size"),
          .code("let fontLineHeight = platformLineHeight(size: points, boldText: legibilityWeight == .bold)"),
          .code("return CGFloat(lineSpacing(at: contentSize, fontLineHeight: fontLineHeight))"),
        ]),
      SwiftUIFontMetrics.platformLineHeight(),
      b.type(
        "Sets a text style at its exact ladder size for the environment's Dynamic Type size, with its line "
          + "spacing and tracking.", "struct", "Modifier", "SwiftUI.ViewModifier",
        [
          b.field("The text style.", "style", "\(ns).TextStyle"),
          .declaration(
            SwiftDeclaration(
              doc: ["The Dynamic Type size the view is shown at."],
              modifiers: ["@SwiftUI.Environment(\\.dynamicTypeSize)", "private"], keyword: "var",
              name: "dynamicTypeSize")),
          .declaration(
            SwiftDeclaration(
              doc: ["Whether the user turned on Bold Text."],
              modifiers: ["@SwiftUI.Environment(\\.legibilityWeight)", "private"], keyword: "var",
              name: "legibilityWeight")),
          b.initializer("Creates the modifier.", "(_ style: \(ns).TextStyle)", [.code("self.style = style")]),
          b.function(
            "The content in the text style.", "body", "(content: Content) -> some SwiftUI.View",
            [
              .chain(
                "content",
                [
                  "font(style.font(for: dynamicTypeSize, legibilityWeight: legibilityWeight))",
                  "lineSpacing(style.lineSpacing(for: dynamicTypeSize, legibilityWeight: legibilityWeight))",
                  "tracking(CGFloat(style.tracking))",
                ])
            ]),
        ]),
    ]
  }
}
