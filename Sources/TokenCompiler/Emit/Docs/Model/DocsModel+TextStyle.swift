extension DocsModel {
  /// A text style as the docs show it: metrics in points and its Dynamic Type ladder in category order.
  struct TextStyle: Sendable, Equatable {
    /// The font family and its fallbacks, most preferred first.
    let fontFamily: [String]
    /// The weight.
    let fontWeight: FontWeight
    /// The size at the default category, in points.
    let fontSize: Double
    /// The line height at the default category, in points.
    let lineHeight: Double
    /// Tracking in points.
    let letterSpacing: Double
    /// The Apple text style it scales with, if any.
    let textStyle: AppleTextStyle?
    /// Where the ladder comes from; `nil` without a ladder.
    let ladderSource: LadderSource?
    /// The ladder every output scales with (``Typography/effectiveLadder``), one step per
    /// category, smallest first; empty for a fixed-size style (no ladder, no text style).
    let ladder: [LadderStep]

    /// The docs form of a typography value.
    init(_ typography: Typography) {
      self.init(typography, ladder: Self.ladder(of: typography))
    }

    /// The docs form of a typography value whose ladder is `ladder` (``ladder(of:)``).
    init(_ typography: Typography, ladder: [LadderStep]) {
      fontFamily = typography.fontFamily
      fontWeight = typography.fontWeight
      fontSize = typography.fontSize
      lineHeight = typography.lineHeight
      letterSpacing = typography.letterSpacing
      textStyle = typography.textStyle
      self.ladder = ladder
      if let written = typography.ladder {
        ladderSource = written.isApple ? .apple : .custom
      } else {
        ladderSource = ladder.isEmpty ? nil : .derived
      }
    }

    /// The steps of `typography`'s effective ladder (``Typography/effectiveLadder``) in category
    /// order: a written ladder's steps are read without building that ladder.
    static func ladder(of typography: Typography) -> [LadderStep] {
      guard let steps = typography.ladder?.steps else {
        return typography.effectiveLadder.orderedSteps.map { LadderStep(category: $0.category, step: $0.step) }
      }
      // Typography.step(at:): the written step, or the base metrics.
      let base = TypeStep(fontSize: typography.fontSize, lineHeight: typography.lineHeight)
      return ContentSizeCategory.allCases.map { LadderStep(category: $0, step: steps[$0] ?? base) }
    }
  }

  /// Where a ladder comes from: Apple's table for the text style, the token file, or derived.
  enum LadderSource: String, Sendable, Encodable {
    /// Apple's Dynamic Type sizes for the text style.
    case apple
    /// Sizes written in the token file (a category it leaves out takes the base metrics).
    case custom
    /// No ladder written: the base metrics grown in proportion to the text style's Apple
    /// ladder, as the Swift output scales them.
    case derived
  }

  /// One step of a Dynamic Type ladder.
  struct LadderStep: Sendable, Hashable {
    /// The content-size category.
    let category: ContentSizeCategory
    /// The size and line height at that category, in points.
    let step: TypeStep
  }
}

extension DocsModel.TextStyle: Encodable {
  /// The keys written.
  private enum CodingKeys: String, CodingKey {
    case fontFamily, fontWeight, fontWeightName, fontSize, lineHeight, letterSpacing, textStyle, ladderSource, ladder
  }

  /// Writes the metrics, the weight as a number and a name, and the ladder; absent style and source are `null`.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fontFamily, forKey: .fontFamily)
    try container.encode(fontWeight.value, forKey: .fontWeight)
    try container.encode(fontWeight.appleName, forKey: .fontWeightName)
    try container.encode(fontSize, forKey: .fontSize)
    try container.encode(lineHeight, forKey: .lineHeight)
    try container.encode(letterSpacing, forKey: .letterSpacing)
    try container.encodeOrNull(textStyle?.rawValue, forKey: .textStyle)
    try container.encodeOrNull(ladderSource, forKey: .ladderSource)
    try container.encode(ladder, forKey: .ladder)
  }
}

extension DocsModel.LadderStep: Encodable {
  /// The keys written.
  private enum CodingKeys: String, CodingKey {
    case category, shortName, isAccessibilitySize, fontSize, lineHeight
  }

  /// Writes the category with its short name, and the size and line height.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(category.rawValue, forKey: .category)
    try container.encode(category.shortName, forKey: .shortName)
    try container.encode(category.isAccessibilitySize, forKey: .isAccessibilitySize)
    try container.encode(step.fontSize, forKey: .fontSize)
    try container.encode(step.lineHeight, forKey: .lineHeight)
  }
}

extension DocsModel.TextStyle {
  /// Writes the text style as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink, caches: inout DocsModel.JSONCaches) {
    sink.beginObject()
    sink.key("fontFamily")
    sink.strings(fontFamily)
    sink.key("fontSize")
    sink.number(fontSize)
    sink.key("fontWeight")
    sink.number(fontWeight.value)
    sink.key("fontWeightName")
    sink.string(fontWeight.appleName)
    sink.key("ladder")
    sink.cached(ladder, in: &caches.ladders) { Self.write(ladder, to: &$0) }
    sink.key("ladderSource")
    sink.string(orNull: ladderSource?.rawValue)
    sink.key("letterSpacing")
    sink.number(letterSpacing)
    sink.key("lineHeight")
    sink.number(lineHeight)
    sink.key("textStyle")
    sink.string(orNull: textStyle?.rawValue)
    sink.endObject()
  }

  /// Writes a ladder: `[{category, fontSize, isAccessibilitySize, lineHeight, shortName}]`.
  private static func write(_ ladder: [DocsModel.LadderStep], to sink: inout some JSONSink) {
    sink.beginArray()
    for step in ladder {
      sink.beginObject()
      sink.key("category")
      sink.string(step.category.rawValue)
      sink.key("fontSize")
      sink.number(step.step.fontSize)
      sink.key("isAccessibilitySize")
      sink.bool(step.category.isAccessibilitySize)
      sink.key("lineHeight")
      sink.number(step.step.lineHeight)
      sink.key("shortName")
      sink.string(step.category.shortName)
      sink.endObject()
    }
    sink.endArray()
  }
}
