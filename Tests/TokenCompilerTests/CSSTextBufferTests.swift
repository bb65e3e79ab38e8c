import Testing

@testable import TokenCompiler

/// ``CSSTextBuffer`` escapes bytes in one pass; it must write exactly what the rules written
/// scalar by scalar (CSSOM's serializations, as the CSS writer had them) give, for every
/// character class, position and pair of characters that the rules tell apart.
@Suite("CSS text buffer")
struct CSSTextBufferTests {
  /// Characters each rule treats differently: every ASCII byte, C1 and line separators,
  /// bidirectional controls, letters and emoji outside ASCII.
  static let characters: [String] =
    (0..<128).map { String(Unicode.Scalar(UInt8($0))) } + [
      "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{061C}",
      "\u{200E}", "\u{FFFD}", "😀", "\u{301}",
    ]

  /// Every text of one or two of ``characters`` and a few of three, after a letter or not.
  static var texts: [String] {
    var texts = [""] + characters
    for first in characters {
      for second in characters { texts.append(first + second) }
    }
    for middle in characters { texts += ["-" + middle + "x", "a" + middle + "/", "*" + middle + "/"] }
    return texts
  }

  @Test func identifiersMatchTheScalarRules() {
    for text in Self.texts {
      #expect(CSSWriter.identifier(text) == Self.identifier(text), "\(Array(text.unicodeScalars))")
    }
  }

  @Test func stringsMatchTheScalarRules() {
    for text in Self.texts {
      #expect(CSSWriter.string(text) == Self.string(text), "\(Array(text.unicodeScalars))")
    }
  }

  @Test func commentsMatchTheScalarRules() {
    for text in Self.texts {
      #expect(CSSWriter.comment(text) == Self.comment(text), "\(Array(text.unicodeScalars))")
    }
  }

  @Test func numbersMatchNumberText() {
    let integers = (-2_000...2_000).map(Double.init) + [99_999_999, 100_000_000, -123_456_789, 9e14, 1e15, 1e20]
    let fractions = (-2_000...2_000).map { Double($0) / 777 } + [0.00005, -0.00004, 1e-9, -0.0]
    for number in integers + fractions {
      #expect(CSSWriter.number(number) == NumberText.fixed(number, decimals: 4, trimmingZeros: true), "\(number)")
    }
  }

  @Test func hexColorsMatchColorValueHex() {
    let steps = [-0.1, 0, 0.001, 0.002, 0.25, 0.5, 0.998, 0.999, 1, 1.2]
    for red in steps {
      for green in steps {
        for alpha in [1, 0.999, 0.5, 0] {
          for space in ColorSpace.allCases {
            let color = ColorValue(space: space, red: red, green: green, blue: 1 - red, alpha: alpha)
            #expect(CSSWriter().value(.hexColor(color)) == color.srgbFallback.hex, "\(color)")
          }
        }
      }
    }
  }

  // The rules, scalar by scalar.

  static func identifier(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    guard !scalars.isEmpty else { return "_" }
    var text = ""
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      let isDigit = value >= 0x30 && value <= 0x39
      let isLetter = (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
      if value == 0 {
        text.unicodeScalars.append("\u{FFFD}")
      } else if value < 0x20 || value == 0x7F || value == 0x3C || (index == 0 && isDigit)
        || (index == 1 && isDigit && scalars[0] == "-")
      {
        text += "\\" + String(value, radix: 16) + " "
      } else if index == 0 && scalar == "-" && scalars.count == 1 {
        text += "\\-"
      } else if value >= 0x80 || isDigit || isLetter || scalar == "-" || scalar == "_" {
        text.unicodeScalars.append(scalar)
      } else {
        text += "\\" + String(scalar)
      }
    }
    return text
  }

  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0: result.unicodeScalars.append("\u{FFFD}")
      case 0x01..<0x20, 0x7F, 0x3C: result += "\\" + String(scalar.value, radix: 16) + " "
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  static func comment(_ text: String) -> String {
    var body: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0: body.append("\u{FFFD}")
      case 0x01..<0x20, 0x7F...0x9F, 0x2028, 0x2029: body.append(" ")
      case _ where UnsafeScalars.isBidiControl(scalar): body += UnsafeScalars.visible(scalar).unicodeScalars
      case 0x2F where body.last == "*" || body.last == "<": body += [" ", "/"]
      default: body.append(scalar)
      }
    }
    var result = "/* "
    result.unicodeScalars.append(contentsOf: body)
    return result + " */"
  }
}

/// ``CSSPropertyName`` builds names from bytes; they must be ``Naming``'s.
@Suite("CSS property names")
struct CSSPropertyNameTests {
  @Test func namesMatchNaming() {
    let components = [
      "color", "label", "Primary", "c238", "2xl", "a b", "café", "", "→", "labelPrimary", "x_y-z", "A1b2",
    ]
    for prefix in ["", "ds", "My Prefix", "→"] {
      let names = CSSPropertyName(prefix: prefix)
      for first in components {
        #expect(names.of(TokenPath([first])) == Naming.cssCustomProperty(TokenPath([first]), prefix: prefix))
        let three = TokenPath([first, "b", first])
        #expect(names.of(three) == Naming.cssCustomProperty(three, prefix: prefix))
        for second in components {
          let path = TokenPath([first, second])
          #expect(names.of(path) == Naming.cssCustomProperty(path, prefix: prefix))
          #expect(
            names.of(path, "letterSpacing") == Naming.cssCustomProperty(path.appending("letterSpacing"), prefix: prefix)
          )
        }
      }
      #expect(names.of(TokenPath([])) == Naming.cssCustomProperty(TokenPath([]), prefix: prefix))
    }
  }

  /// A path's names with suffixes, its words found once, are those of the path and of each suffix
  /// appended, also when the prefix or the path has no word (`--` alone takes no `-` after it).
  @Test func namesWithSuffixesMatchTheOneByOneNames() {
    let suffixes = ["duration", "letterSpacing", "", "→", "Two Words", "x_y"]
    for prefix in ["", "ds", "→"] {
      let names = CSSPropertyName(prefix: prefix)
      for components in [[], [""], ["→"], ["→", ""], ["motion", "m0"], ["Type", "Body Large"], ["café", "→"]] {
        let path = TokenPath(components)
        #expect(names.of(path, suffixes: suffixes) == [names.of(path)] + suffixes.map { names.of(path, $0) })
      }
    }
  }
}
