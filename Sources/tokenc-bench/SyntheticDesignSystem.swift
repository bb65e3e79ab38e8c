import TokenCompiler

/// Generates a realistic design system of about `size` tokens as YAML files in memory.
///
/// Per 10 tokens, as in a large real system: 2 palette colors, 2 semantic colors in four
/// appearances aliasing the palette, 1 component color (alias chains), 1 ink/paper color,
/// 1 spacing and 1 radius dimension, 1 typography token (Apple ladders, every fourth an
/// explicit ladder), 1 motion preset with a Reduce Motion fallback; and about one contrast
/// pair per 10 colors, all passing (failing pairs run the suggestion search).
enum SyntheticDesignSystem {
  static func files(size: Int) -> [SourceFile] {
    let unit = max(2, size / 10)
    return [
      SourceFile(path: "bench/palette.yaml", text: palette(unit)),
      SourceFile(path: "bench/semantic.yaml", text: semantic(unit)),
      SourceFile(path: "bench/layout.yaml", text: layout(unit)),
      SourceFile(path: "bench/typography.yaml", text: typography(unit)),
      SourceFile(path: "bench/motion.yaml", text: motion(unit)),
    ]
  }

  private static func palette(_ unit: Int) -> String {
    // Primitives live outside `color`, as in tokens/: color/appearances checks semantic colors.
    var text = "palette:\n  $type: color\n"
    for index in 0..<(unit * 2) {
      text += "  c\(index): \"#\(hex(index * 2_654_435 % 0xFFFFFF))\"\n"
    }
    return text
  }

  private static func semantic(_ unit: Int) -> String {
    var text = "color:\n  semantic:\n    $type: color\n"
    for index in 0..<(unit * 2) {
      let base = index % (unit * 2)
      text += """
            s\(index):
              $description: Semantic color \(index)
              $value:
                light: "{palette.c\(base)}"
                dark: "{palette.c\((base + 1) % (unit * 2))}"
                lightHighContrast: "#000000"
                darkHighContrast: "#FFFFFF"

        """
    }
    text += "  component:\n    $type: color\n"
    for index in 0..<unit {
      let hop = index % 3 == 0 ? "color.semantic.s\(index)" : "color.component.c\(index - 1)"
      text += "    c\(index): \"{\(hop)}\"\n"
    }
    let inks = max(1, unit / 2)
    text += "  ink:\n    $type: color\n"
    for index in 0..<inks {
      text += """
            i\(index):
              $value: {light: "#1C1C1E", dark: "#F2F2F7", lightHighContrast: "#000000", darkHighContrast: "#FFFFFF"}
            p\(index):
              $value: {light: "#FFFFFF", dark: "#000000", lightHighContrast: "#FFFFFF", darkHighContrast: "#000000"}

        """
    }
    text += "$contrast:\n"
    for index in 0..<(unit * 6 / 10) {
      text += "  - {foreground: \"{color.ink.i\(index % inks)}\", background: \"{color.ink.p\(index * 7 % inks)}\"}\n"
    }
    return text
  }

  private static func layout(_ unit: Int) -> String {
    var text = "spacing:\n  $type: dimension\n"
    for index in 0..<unit { text += "  s\(index): \(4 * (index % 12 + 1))\n" }
    text += "radius:\n  $type: dimension\n"
    for index in 0..<unit { text += "  r\(index): \(2 * (index % 16))\n" }
    return text
  }

  private static func typography(_ unit: Int) -> String {
    var text = """
      font:
        family:
          $type: fontFamily
          brand:
            $value: [Inter, system-ui]
            $extensions:
              dev.tokenc:
                faces: {regular: Inter-Regular, medium: Inter-Medium, semibold: Inter-SemiBold, \
      bold: Inter-Bold, extra-bold: Inter-ExtraBold, black: Inter-Black}
      type:
        $type: typography

      """
    let styles = AppleTextStyle.allCases
    for index in 0..<unit {
      let style = styles[index % styles.count]
      let ladder =
        index % 4 == 3
        ? "{xSmall: 14/18, small: 15/19, medium: 16/20, large: 17/22, xLarge: 19/24, xxLarge: 21/26, "
          + "xxxLarge: 23/29, accessibility1: 28/34, accessibility2: 33/40, accessibility3: 40/48, "
          + "accessibility4: 47/56, accessibility5: 53/64}"
        : "apple"
      text += """
          t\(index):
            $value:
              fontFamily: "{font.family.brand}"
              textStyle: \(style.rawValue)
              ladder: \(ladder)

        """
    }
    return text
  }

  private static func motion(_ unit: Int) -> String {
    var text = "duration:\n  $type: duration\n  base: 250ms\nmotion:\n  $type: motion\n"
    for index in 0..<unit {
      text += """
          m\(index):
            $value: {curve: spring, bounce: 0.1, duration: "{duration.base}", travels: true, reduceMotion: {crossfade: 150ms}}

        """
    }
    return text
  }

  private static func hex(_ value: Int) -> String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 6 - hex.count) + hex
  }
}
