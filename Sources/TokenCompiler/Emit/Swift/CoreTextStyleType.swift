/// The core file's `TextStyle`: a typography token with its whole Dynamic Type ladder.
extension CoreFile {
  /// `TextStyle`.
  static func textStyle(_ b: SwiftBuilder) -> SwiftItem {
    let fields = ["fontFamily", "fontName", "boldTextFontName", "weight", "tracking", "relativeTo", "ladder"]
    return b.type(
      "A text style: font, weight, tracking, and a size and line height for each Dynamic Type size.", "struct",
      "TextStyle", "Hashable, Sendable",
      [
        b.field("The font families as the tokens name them, most preferred first.", "fontFamily", "[String]"),
        b.field(
          "The custom face to use, by PostScript name: the face the family declares for `weight`; `nil` for the "
            + "system font (SF Pro).", "fontName", "String?"),
        b.field(
          "The custom face for Bold Text (`legibilityWeight` bold): the next heavier face the family declares; "
            + "`nil` keeps `fontName`. The system font gets heavier under Bold Text by itself.", "boldTextFontName",
          "String?"),
        b.field("The weight: of the system font, and the one `fontName` was chosen for.", "weight", "FontWeight"),
        b.field("Tracking in points (positive spreads letters apart).", "tracking", "Double"),
        b.field(
          "The Apple text style it scales with, or `nil` for a style that does not follow Dynamic Type by itself.",
          "relativeTo", "AppleTextStyle?"),
        b.field(
          "Size and line height for each Dynamic Type size, xSmall to accessibility5; the same step twelve times "
            + "for a fixed-size style.", "ladder", "[TypeStep]"),
        b.initializer(
          "Creates a style from its ladder.",
          "(fontFamily: [String], fontName: String?, boldTextFontName: String? = nil, weight: FontWeight, "
            + "tracking: Double, relativeTo: AppleTextStyle?, ladder: [TypeStep])", SwiftBuilder.assignments(fields)),
        b.initializer(
          "Creates a style with one size at every Dynamic Type size.",
          "(fontFamily: [String], fontName: String?, boldTextFontName: String? = nil, weight: FontWeight, "
            + "tracking: Double, size: Double, lineHeight: Double)",
          [
            .expression(
              prefix: "",
              .call(
                "self.init",
                ["fontFamily", "fontName", "boldTextFontName", "weight", "tracking"].map {
                  SwiftArgument($0, .code($0))
                } + [
                  SwiftArgument("relativeTo", .code("nil")),
                  SwiftArgument(
                    "ladder", .code("Array(repeating: TypeStep(size, lineHeight), count: ContentSize.allCases.count)")),
                ]))
          ]),
        b.property(
          "Whether the size is the same at every Dynamic Type size.", "isFixedSize", "Bool",
          [.code("ladder.allSatisfy { $0 == ladder[ContentSize.large.rawValue] }")]),
        b.property(
          "Whether the ladder is Apple's own for `relativeTo`, so the system font scales exactly like the system's "
            + "text style.", "usesAppleLadder", "Bool", [.code("relativeTo.map { ladder == $0.ladder } ?? false")]),
        b.function(
          "The custom face to draw with, `boldText` when the user turned on Bold Text; `nil` for the system font.",
          "fontName", "(boldText: Bool) -> String?",
          [.code("boldText ? boldTextFontName ?? fontName : fontName")]),
        b.function(
          "The size and line height at `size`.", "step", "(at size: ContentSize) -> TypeStep",
          [.code("ladder[size.rawValue]")]),
        b.function(
          "The space to add between lines at `size` so lines are `lineHeight` apart: the line height minus the "
            + "font's own, `fontLineHeight` points (`UIFont.lineHeight`, or an `NSFont`'s ascender − descender + "
            + "leading, of the face at this size; SF Pro's is not 1.2 × the size), never less than 0.",
          "lineSpacing", "(at size: ContentSize, fontLineHeight: Double) -> Double",
          [.code("Swift.max(0, step(at: size).lineHeight - fontLineHeight)")]),
      ])
  }
}
