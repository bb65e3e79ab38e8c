/// The SwiftUI file, `Tokens+SwiftUI.swift`, compiled only where SwiftUI exists.
///
/// It extends the core file's value types: colors that adapt to the color scheme and Increase
/// Contrast, fonts at the exact ladder size for the environment's Dynamic Type size, animations
/// that honour Reduce Motion, and the scaled forms of dimensions marked `scalesWith`.
enum SwiftUIFile {
  /// The platforms the file needs: `Font.system(_:design:weight:)` and `View.tracking(_:)` are iOS 16.
  static let availability = SwiftAttribute.code("@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)")

  /// Where a dynamic `UIColor` is available: UIKit without watchOS.
  static let uiKitCondition = "canImport(UIKit) && !os(watchOS)"

  /// The file.
  static func build(names: SwiftNames, context: SwiftContext) -> SwiftFile {
    let ns = context.namespace
    var items: [SwiftItem] = [
      .importModule("SwiftUI"),
      .conditional(
        SwiftConditional(branches: [
          SwiftBranch(condition: "canImport(UIKit)", items: [.importModule("UIKit")]),
          SwiftBranch(condition: SwiftUIAppKitColor.condition, items: [.importModule("AppKit")]),
        ])),
    ]
    items += context.options.imports.map(SwiftItem.importModule)
    items += [.mark("Colors")] + colors(context)
    let members = SwiftStaticMembers.swiftUI(context)
    if !members.isEmpty { items += [.mark("Static members")] + members }
    items += [.mark("Typography")] + SwiftUITypography.items(context)
    items += [.mark("Motion")] + SwiftUIMotion.items(context)
    let composites = SwiftUIComposites.items(context)
    if !composites.isEmpty { items += [.mark("Shadows, borders and gradients")] + composites }
    let scaled = ScaledDimensionItems.extensions(
      names: names, context: context, attributes: [availability],
      form: ScaledDimensionItems.Form(
        doc: "`size`, such as `@Environment(\\.dynamicTypeSize)`",
        signature: "(for size: SwiftUI.DynamicTypeSize) -> CGFloat",
        body: { "CGFloat(\($0)(at: \(ns).ContentSize(size)))" }))
    if !scaled.isEmpty { items += [.mark("Dimensions that scale with Dynamic Type")] + scaled }
    return SwiftFile(
      header: context.header(
        "SwiftUI colors, fonts and animations for the values in \(ns).swift: colors follow the color scheme and "
          + "Increase Contrast, text styles follow Dynamic Type to the point, animations follow Reduce Motion."),
      items: [.conditional(SwiftConditional(branches: [SwiftBranch(condition: "canImport(SwiftUI)", items: items)]))])
  }

  private static func colors(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    let componentsExtension = b.extensionOf(
      "\(ns).ColorComponents", attributes: [availability],
      [
        b.property(
          "This color for SwiftUI, in its own color space: Display P3 colors through `Color(.displayP3, …)`.",
          "color", "SwiftUI.Color",
          [
            .switchOver(
              "space",
              [
                SwiftCase(
                  label: "case .sRGB",
                  statements: [.code("SwiftUI.Color(.sRGB, red: red, green: green, blue: blue, opacity: opacity)")]),
                SwiftCase(
                  label: "case .displayP3",
                  statements: [.code("SwiftUI.Color(.displayP3, red: red, green: green, blue: blue, opacity: opacity)")]
                ),
              ])
          ])
      ])
    var members: [SwiftItem]
    switch context.options.colors {
    case .assetCatalog:
      members = [
        b.property(
          "The color from the asset catalog (`\(ns).xcassets`), which follows light and dark mode and Increase "
            + "Contrast by itself on every platform.", "color", "SwiftUI.Color",
          [.code("SwiftUI.Color(asset, bundle: .\(context.options.bundle.rawValue))")])
      ]
    case .code:
      members = [
        b.property(
          "The color for SwiftUI. It follows light and dark mode and Increase Contrast by itself: on iOS and tvOS "
            + "through a `UIColor(dynamicProvider:)` reading `userInterfaceStyle` and `accessibilityContrast`, on "
            + "macOS through an `NSColor(name:dynamicProvider:)` matching the `NSAppearance`. watchOS, always dark, "
            + "gets the dark appearance; other platforms the light one, so use `color(for:contrast:)` there.",
          "color", "SwiftUI.Color",
          [
            .conditional(
              SwiftConditional(
                branches: [
                  SwiftBranch(condition: uiKitCondition, items: [.code("SwiftUI.Color(uiColor: dynamicUIColor)")]),
                  SwiftBranch(
                    condition: SwiftUIAppKitColor.condition, items: [.code("SwiftUI.Color(nsColor: nsColor)")]),
                  SwiftBranch(condition: "os(watchOS)", items: [.code("dark.color")]),
                ], otherwise: [.code("light.color")]))
          ]),
        .conditional(
          SwiftConditional(branches: [
            SwiftBranch(condition: uiKitCondition, items: [dynamicUIColor(b)]),
            SwiftBranch(condition: SwiftUIAppKitColor.condition, items: [SwiftUIAppKitColor.dynamicNSColor(b)]),
          ])),
      ]
    }
    if context.options.colors == .assetCatalog {
      members.append(
        .conditional(
          SwiftConditional(branches: [
            SwiftBranch(condition: SwiftUIAppKitColor.membersCondition, items: [SwiftUIAppKitColor.dynamicNSColor(b)])
          ])))
    }
    members.insert(
      b.function(
        "The color in one appearance, for previews, snapshots and platforms without UIKit or AppKit: pass "
          + "`@Environment(\\.colorScheme)` and `@Environment(\\.colorSchemeContrast)`.", "color",
        "(for colorScheme: SwiftUI.ColorScheme, contrast: SwiftUI.ColorSchemeContrast) -> SwiftUI.Color",
        [.code("resolved(dark: colorScheme == .dark, highContrast: contrast == .increased).color")]), at: 1)
    return [componentsExtension, b.extensionOf("\(ns).AdaptiveColor", attributes: [availability], members)]
  }

  /// A private `UIColor(dynamicProvider:)` that resolves the appearance for each trait collection.
  private static func dynamicUIColor(_ b: SwiftBuilder) -> SwiftItem {
    .declaration(
      SwiftDeclaration(
        doc: ["A UIKit color that picks the appearance for each trait collection."], modifiers: ["private"],
        keyword: "var", name: "dynamicUIColor", signature: ": UIColor",
        body: .statements([
          .block(
            "UIColor(dynamicProvider: { traits in",
            [
              .code("let isDark = traits.userInterfaceStyle == .dark"),
              .code("let isHighContrast = traits.accessibilityContrast == .high"),
              .code("let color = resolved(dark: isDark, highContrast: isHighContrast)"),
              UIKitFile.uiColorSwitch(of: "color.", returning: true),
            ], closing: "})")
        ])))
  }
}
