/// A resolved text style: font, metrics in points, the Apple text style it scales with, and its ladder.
public struct Typography: Sendable, Hashable {
  /// The font family and its fallbacks, most preferred first.
  public var fontFamily: [String]
  /// The weight, 1–1000.
  public var fontWeight: FontWeight
  /// The size at the default category (large), in points.
  public var fontSize: Double
  /// The line height at the default category, in points.
  public var lineHeight: Double
  /// Tracking in points (positive spreads letters apart).
  public var letterSpacing: Double
  /// The Apple text style this style scales with, if any.
  public var textStyle: AppleTextStyle?
  /// The Dynamic Type ladder, if one was given.
  public var ladder: TypeLadder?
  /// The faces the family declares (its fontFamily token's `faces`), if it declares any.
  public var faces: FontFaces?

  /// Creates a typography value.
  public init(
    fontFamily: [String], fontWeight: FontWeight, fontSize: Double, lineHeight: Double,
    letterSpacing: Double = 0, textStyle: AppleTextStyle? = nil, ladder: TypeLadder? = nil, faces: FontFaces? = nil
  ) {
    self.fontFamily = fontFamily
    self.fontWeight = fontWeight
    self.fontSize = fontSize
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
    self.textStyle = textStyle
    self.ladder = ladder
    self.faces = faces
  }

  /// The CSS font stack tokenc writes for its `system` keyword (Apple's system font), in CSS
  /// and in DTCG JSON, where other tools read it as a real stack; reading it back gives `system`.
  public static let systemFontStack = ["system-ui", "-apple-system"]

  /// `names` with each occurrence of ``systemFontStack`` read back as `system`.
  public static func collapsingSystemFontStack(_ names: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < names.count {
      if names[index...].starts(with: systemFontStack) {
        result.append("system")
        index += systemFontStack.count
      } else {
        result.append(names[index])
        index += 1
      }
    }
    return result
  }

  /// Whether the family is Apple's system font (`system`, `-apple-system`, `SF Pro…`).
  public var usesSystemFont: Bool { Self.isSystemFamily(fontFamily) }

  /// Whether a font family list starts with Apple's system font (or is empty, which means it).
  public static func isSystemFamily(_ families: [String]) -> Bool {
    guard let first = families.first else { return true }
    return ["system", "system-ui", "-apple-system", "SF Pro", "SF Pro Text", "SF Pro Display"].contains(first)
  }

  /// The ladder every output scales this style with, one step per category: the written steps
  /// (a missing step takes the base metrics); without a ladder, the base metrics grown in
  /// proportion to the text style's Apple ladder, rounded to 0.01 pt; with neither, no steps.
  public var effectiveLadder: TypeLadder {
    var steps: [ContentSizeCategory: TypeStep] = [:]
    for category in ContentSizeCategory.allCases {
      if ladder != nil {
        steps[category] = step(at: category)
      } else if let textStyle {
        let apple = AppleTypeTable.ladder(for: textStyle).steps
        let ratio = apple[category]!.fontSize / apple[.large]!.fontSize
        func rounded(_ value: Double) -> Double { (value * ratio * 100).rounded() / 100 }
        steps[category] = TypeStep(fontSize: rounded(fontSize), lineHeight: rounded(lineHeight))
      }
    }
    return TypeLadder(steps: steps)
  }

  /// The size and line height at `category`: the ladder's step, or the base metrics without a ladder.
  public func step(at category: ContentSizeCategory) -> TypeStep {
    ladder?.steps[category] ?? TypeStep(fontSize: fontSize, lineHeight: lineHeight)
  }
}
