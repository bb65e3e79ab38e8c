/// The core file's Dynamic Type value types: sizes, steps, Apple's text styles and weights.
extension CoreFile {
  /// `ContentSize`: the twelve Dynamic Type sizes.
  static func contentSize(_ b: SwiftBuilder) -> SwiftItem {
    let cases = ContentSizeCategory.allCases.map { category in
      b.enumCase(
        "\(category.shortName)\(category == .default ? ", the default" : "") (UIKit's `.\(category.uiKitName)`).",
        category.rawValue)
    }
    return b.type(
      "The twelve Dynamic Type sizes, smallest to largest, named like SwiftUI's `DynamicTypeSize`.", "enum",
      "ContentSize", "Int, CaseIterable, Comparable, Hashable, Sendable",
      cases + [
        b.property(
          "Whether this is one of the five accessibility sizes (AX1 to AX5).", "isAccessibilitySize", "Bool",
          [
            .code("self >= .accessibility1")
          ]),
        b.function(
          "Orders the sizes smallest to largest.", "<", " (lhs: ContentSize, rhs: ContentSize) -> Bool", isStatic: true,
          [.code("lhs.rawValue < rhs.rawValue")]),
      ])
  }

  /// `TypeStep`: a size and line height.
  static func typeStep(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "A font size and line height in points.", "struct", "TypeStep", "Hashable, Sendable",
      [
        b.field("The font size in points.", "size", "Double"),
        b.field("The line height in points.", "lineHeight", "Double"),
        b.initializer(
          "Creates a step.", "(_ size: Double, _ lineHeight: Double)",
          SwiftBuilder.assignments(["size", "lineHeight"])),
      ])
  }

  /// `AppleTextStyle`: Apple's eleven text styles with their ladders from the HIG.
  static func appleTextStyle(_ b: SwiftBuilder) -> SwiftItem {
    let cases = AppleTextStyle.allCases.map { style in
      b.enumCase("UIKit's `.\(style.uiKitName)`, SwiftUI's `.\(style.swiftUIName)`.", style.rawValue)
    }
    let ladders = AppleTextStyle.allCases.map { style in
      SwiftCase(
        label: "case .\(style.rawValue)",
        statements: [.expression(prefix: "", ladder(AppleTypeTable.ladder(for: style)))])
    }
    return b.type(
      "Apple's text styles, named as in UIKit.", "enum", "AppleTextStyle", "String, CaseIterable, Hashable, Sendable",
      cases + [
        b.property(
          "Apple's Dynamic Type ladder for the style (HIG Typography), xSmall to accessibility5.", "ladder",
          "[TypeStep]", [.switchOver("self", ladders)]),
        b.function(
          "`value` scaled like this style's font size from the default size (large) to `size`, as "
            + "`UIFontMetrics` and `@ScaledMetric` scale values.",
          "scaled", "(_ value: Double, at size: ContentSize) -> Double",
          [.code("value * ladder[size.rawValue].size / ladder[ContentSize.large.rawValue].size")]),
      ])
  }

  /// `FontWeight`: Apple's nine weights.
  static func fontWeight(_ b: SwiftBuilder) -> SwiftItem {
    let names = FontWeight.appleNames
    return b.type(
      "Apple's font weights, with their numeric values (100 to 900).", "enum", "FontWeight",
      "Int, CaseIterable, Hashable, Sendable",
      names.enumerated().map { index, name in b.enumCase("\((index + 1) * 100).", "\(name) = \((index + 1) * 100)") })
  }

  /// A ladder as an array of steps.
  static func ladder(_ ladder: TypeLadder) -> SwiftExpression {
    .array(
      ContentSizeCategory.allCases.map { category in
        let step = ladder.steps[category] ?? TypeStep(fontSize: 0, lineHeight: 0)
        return .call(
          "TypeStep", [SwiftArgument(nil, .number(step.fontSize)), SwiftArgument(nil, .number(step.lineHeight))])
      })
  }
}
