/// The core file's color value types: `ColorComponents` and `AdaptiveColor`.
extension CoreFile {
  /// `ColorComponents`: one color in sRGB or Display P3.
  static func colorComponents(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "One color: red, green, blue and opacity from 0 to 1 (gamma-encoded) in its color space.", "struct",
      "ColorComponents", "Hashable, Sendable",
      [
        b.type(
          "The color spaces of token colors.", "enum", "Space", "Hashable, Sendable",
          [
            b.enumCase("sRGB, the default of every Apple platform and the web.", "sRGB"),
            b.enumCase("Display P3, the wide gamut of recent iPhones, iPads and Macs.", "displayP3"),
          ]),
        b.field("The color space the components are in.", "space", "Space"),
        b.field("Red, 0…1.", "red", "Double"),
        b.field("Green, 0…1.", "green", "Double"),
        b.field("Blue, 0…1.", "blue", "Double"),
        b.field("Opacity, 0…1.", "opacity", "Double"),
        b.initializer(
          "Creates a color from components in 0…1.",
          "(_ space: Space, red: Double, green: Double, blue: Double, opacity: Double = 1)",
          SwiftBuilder.assignments(["space", "red", "green", "blue", "opacity"])),
      ])
  }

  /// `AdaptiveColor`: a color token in its four appearances.
  static func adaptiveColor(_ b: SwiftBuilder) -> SwiftItem {
    b.type(
      "A color in the four appearances Apple asks for: light and dark mode, each also with Increase Contrast on.",
      "struct", "AdaptiveColor", "Hashable, Sendable",
      [
        b.field("The color's name in the asset catalog, such as `color/label/primary`.", "asset", "String"),
        b.field("Light mode.", "light", "ColorComponents"),
        b.field("Dark mode.", "dark", "ColorComponents"),
        b.field("Light mode with Increase Contrast on.", "lightHighContrast", "ColorComponents"),
        b.field("Dark mode with Increase Contrast on.", "darkHighContrast", "ColorComponents"),
        b.initializer(
          "Creates a color from its four appearances.",
          "(asset: String, light: ColorComponents, dark: ColorComponents, lightHighContrast: ColorComponents, "
            + "darkHighContrast: ColorComponents)",
          SwiftBuilder.assignments(["asset", "light", "dark", "lightHighContrast", "darkHighContrast"])),
        b.initializer(
          "Creates a color that is the same in every appearance.", "(asset: String, _ color: ColorComponents)",
          [
            .code(
              "self.init(asset: asset, light: color, dark: color, lightHighContrast: color, darkHighContrast: color)")
          ]
        ),
        b.function(
          "The color in one appearance.", "resolved", "(dark isDark: Bool, highContrast: Bool) -> ColorComponents",
          [
            .switchOver(
              "(isDark, highContrast)",
              [
                SwiftCase(label: "case (false, false)", statements: [.code("light")]),
                SwiftCase(label: "case (true, false)", statements: [.code("dark")]),
                SwiftCase(label: "case (false, true)", statements: [.code("lightHighContrast")]),
                SwiftCase(label: "case (true, true)", statements: [.code("darkHighContrast")]),
              ])
          ]),
      ])
  }
}
