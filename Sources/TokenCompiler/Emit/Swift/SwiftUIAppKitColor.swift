/// The SwiftUI file's colors on macOS: an `NSColor(name:dynamicProvider:)` that picks the
/// appearance from the view's `NSAppearance` (light, dark, and their Increase Contrast forms), so
/// colors follow the system appearance there too, without the asset catalog.
enum SwiftUIAppKitColor {
  /// Where AppKit provides the dynamic color: macOS, where UIKit is not chosen first.
  static let condition = "canImport(AppKit)"

  /// Where the SwiftUI file declares `NSColor` members: AppKit without UIKit (not Mac Catalyst).
  static let membersCondition = "canImport(AppKit) && !canImport(UIKit)"

  /// The appearance names the provider matches, in `bestMatch(from:)` order.
  static let appearances = [
    "aqua", "darkAqua", "accessibilityHighContrastAqua", "accessibilityHighContrastDarkAqua",
  ]

  /// The `nsColor` property that resolves the appearance for each `NSAppearance`.
  static func dynamicNSColor(_ b: SwiftBuilder) -> SwiftItem {
    .declaration(
      SwiftDeclaration(
        doc: [
          "A dynamic AppKit color that picks the appearance for each `NSAppearance`; `NSColor.<name>` holds one "
            + "per token, created once."
        ], modifiers: b.access, keyword: "var", name: "nsColor", signature: ": NSColor",
        body: .statements([
          .block(
            "NSColor(name: nil) { appearance in",
            [
              .expression(
                prefix: "let match = ",
                .call(
                  "appearance.bestMatch",
                  [SwiftArgument("from", .array(appearances.map { SwiftExpression.code(".\($0)") }))])),
              .code("let isDark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua"),
              .code(
                "let isHighContrast = match == .accessibilityHighContrastAqua || "
                  + "match == .accessibilityHighContrastDarkAqua"),
              .code("let color = resolved(dark: isDark, highContrast: isHighContrast)"),
              nsColorSwitch(),
            ])
        ])))
  }

  /// `switch color.space`, returning an sRGB or Display P3 `NSColor`.
  private static func nsColorSwitch() -> SwiftStatement {
    func nsColor(_ first: String) -> SwiftStatement {
      let labels = [first, "green", "blue", "alpha"]
      let fields = ["red", "green", "blue", "opacity"]
      return .expression(
        prefix: "return ",
        .call("NSColor", zip(labels, fields).map { SwiftArgument($0, .code("CGFloat(color.\($1))")) }))
    }
    return .switchOver(
      "color.space",
      [
        SwiftCase(label: "case .sRGB", statements: [nsColor("srgbRed")]),
        SwiftCase(label: "case .displayP3", statements: [nsColor("displayP3Red")]),
      ])
  }
}
