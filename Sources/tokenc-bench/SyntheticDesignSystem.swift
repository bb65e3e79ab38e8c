import TokenCompiler

/// Generates a realistic design system of about `size` tokens as YAML files in memory.
///
/// The mix follows a large real system: a palette, semantic colors in four
/// appearances aliasing it (with alias chains), spacing, sizes, radii, typography
/// with Apple and explicit ladders, motion presets with fallbacks, and contrast pairs.
enum SyntheticDesignSystem {
  static func files(size: Int) -> [SourceFile] {
    let unit = max(1, size / 10)
    var palette = "color:\n  $type: color\n  palette:\n"
    for index in 0..<(unit * 2) {
      let value = String(format6(index * 2_654_435 % 0xFFFFFF))
      palette += "    c\(index): \"#\(value)\"\n"
    }
    var semantic = "color:\n  semantic:\n    $type: color\n"
    for index in 0..<(unit * 3) {
      let base = index % (unit * 2)
      semantic += """
            s\(index):
              $description: Semantic color \(index)
              $value:
                light: "{color.palette.c\(base)}"
                dark: "{color.palette.c\((base + 1) % (unit * 2))}"
                lightHighContrast: "#000000"
                darkHighContrast: "#FFFFFF"

        """
    }
    semantic += "  component:\n    $type: color\n"
    for index in 0..<unit {
      let hop = index % 3 == 0 ? "color.semantic.s\(index)" : "color.component.c\(index - 1)"
      semantic += "    c\(index): \"{\(hop)}\"\n"
    }
    // Declared pairs pass, as in a real system (failing pairs run the suggestion search).
    semantic += "  ink:\n    $type: color\n"
    for index in 0..<unit {
      semantic += """
            i\(index):
              $value:
                {light: "#1C1C1E", dark: "#F2F2F7", lightHighContrast: "#000000", darkHighContrast: "#FFFFFF"}
            p\(index):
              $value:
                {light: "#FFFFFF", dark: "#000000", lightHighContrast: "#FFFFFF", darkHighContrast: "#000000"}

        """
    }
    semantic += "$contrast:\n"
    for index in 0..<unit {
      semantic += "  - {foreground: \"{color.ink.i\(index)}\", background: \"{color.ink.p\(index)}\"}\n"
    }
    var dimensions = "spacing:\n  $type: dimension\n"
    for index in 0..<(unit * 2) { dimensions += "  s\(index): \(4 * (index % 12 + 1))\n" }
    var typography =
      "font:\n  family:\n    $type: fontFamily\n    brand: [Inter, system-ui]\ntype:\n  $type: typography\n"
    let styles = AppleTextStyle.allCases
    for index in 0..<unit {
      let style = styles[index % styles.count]
      typography += """
          t\(index):
            $value:
              fontFamily: "{font.family.brand}"
              textStyle: \(style.rawValue)
              ladder: apple

        """
    }
    var motion = "duration:\n  $type: duration\n  base: 250ms\nmotion:\n  $type: motion\n"
    for index in 0..<unit {
      motion += """
          m\(index):
            $value: {curve: spring, bounce: 0.1, duration: "{duration.base}", travels: true, reduceMotion: {crossfade: 150ms}}

        """
    }
    return [
      SourceFile(path: "bench/palette.yaml", text: palette),
      SourceFile(path: "bench/semantic.yaml", text: semantic),
      SourceFile(path: "bench/spacing.yaml", text: dimensions),
      SourceFile(path: "bench/typography.yaml", text: typography),
      SourceFile(path: "bench/motion.yaml", text: motion),
    ]
  }

  private static func format6(_ value: Int) -> String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 6 - hex.count) + hex
  }
}
