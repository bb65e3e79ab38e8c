/// DTCG 2025.10 JSON shapes of tokenc's values, written to a sink (keys sorted), with the aliases
/// a designer wrote inside a value (``DTCGTokenValue/alias(_:)``) in their places.
enum DTCGWrite {
  /// A DTCG color object; `hex` is the sRGB fallback, without alpha.
  static func color(_ color: ColorValue, to sink: inout some JSONSink) {
    let fallback = color.srgbFallback
    self.color(color, hex: ColorValue(red: fallback.red, green: fallback.green, blue: fallback.blue).hex, to: &sink)
  }

  /// A DTCG color object with the given `hex`, and `inSRGBGamut` when given (the docs model's
  /// colors); the keys in sorted order.
  static func color(_ color: ColorValue, hex: String, inSRGBGamut: Bool? = nil, to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("alpha")
    sink.number(color.alpha)
    sink.key("colorSpace")
    sink.string(color.space.rawValue)
    sink.key("components")
    sink.beginArray()
    sink.number(color.red)
    sink.number(color.green)
    sink.number(color.blue)
    sink.endArray()
    sink.key("hex")
    sink.string(hex)
    if let inSRGBGamut {
      sink.key("inSRGBGamut")
      sink.bool(inSRGBGamut)
    }
    sink.endObject()
  }

  /// One appearance of a color as written: `"{gray.900}"` when it was an alias, else the color.
  static func color(_ color: ColorAppearances, in appearance: Appearance, to sink: inout some JSONSink) {
    var colors = JSONValueCache<ColorValue>()
    self.color(color, in: appearance, colors: &colors, to: &sink)
  }

  /// ``color(_:in:to:)``, each color object written once per document (and depth) through `colors`
  /// and copied after that: a palette color is in every appearance that uses it. Equal colors
  /// write the same bytes (`-0` and `0` both as `0`).
  static func color(
    _ color: ColorAppearances, in appearance: Appearance, colors: inout JSONValueCache<ColorValue>,
    to sink: inout some JSONSink
  ) {
    if !color.aliases.isEmpty, let alias = color.aliases[appearance] { return sink.alias(alias) }
    let value = color.values[appearance]
    sink.cached(value, in: &colors) { Self.color(value, to: &$0) }
  }

  /// `{unit, value}` of a length: rem stays rem, points and px are px (one point is one CSS pixel).
  static func dimension(_ dimension: Dimension, to sink: inout some JSONSink) {
    guard dimension.unit == .rem else { return Self.dimension(points: dimension.points, to: &sink) }
    measure(dimension.points / Dimension.pointsPerRem, unit: "rem", to: &sink)
  }

  /// `{unit: px, value}`.
  static func dimension(points: Double, to sink: inout some JSONSink) {
    measure(points, unit: "px", to: &sink)
  }

  /// `{unit: ms, value}`.
  static func duration(_ duration: Duration, to sink: inout some JSONSink) {
    measure(duration.milliseconds, unit: "ms", to: &sink)
  }

  /// `{unit, value}`.
  private static func measure(_ value: Double, unit: String, to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("unit")
    sink.string(unit)
    sink.key("value")
    sink.number(value)
    sink.endObject()
  }

  /// A family name, or a list when there are fallbacks; tokenc's `system` keyword is written as
  /// the real stack ``Typography/systemFontStack``, which other tools can put into CSS.
  static func fontFamily(_ family: [String], to sink: inout some JSONSink) {
    let names =
      family.contains("system") ? family.flatMap { $0 == "system" ? Typography.systemFontStack : [$0] } : family
    if names.count == 1 { sink.string(names[0]) } else { sink.strings(names) }
  }

  /// `{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}`, the line height as a ratio.
  static func typography(_ typography: Typography, aliases: DTCGTokenValue, to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("fontFamily")
    aliases.field("fontFamily", to: &sink) { fontFamily(typography.fontFamily, to: &$0) }
    sink.key("fontSize")
    aliases.field("fontSize", to: &sink) { dimension(points: typography.fontSize, to: &$0) }
    sink.key("fontWeight")
    aliases.field("fontWeight", to: &sink) { $0.number(typography.fontWeight.value) }
    sink.key("letterSpacing")
    aliases.field("letterSpacing", to: &sink) { dimension(points: typography.letterSpacing, to: &$0) }
    sink.key("lineHeight")
    aliases.field("lineHeight", to: &sink) { $0.number(typography.lineHeight / typography.fontSize) }
    sink.endObject()
  }

  /// What DTCG typography cannot hold: the faces of its family, the ladder, the exact line height
  /// (unless it is an alias, which is read back from the alias) and the text style.
  static func typographyExtension(_ typography: Typography, aliases: DTCGTokenValue, to sink: inout some JSONSink) {
    sink.beginObject()
    if let faces = typography.faces {
      sink.key("faces")
      sink.beginObject()
      for (weight, name) in faces.names.map({ (String($0), $1) }).sorted(by: { $0.0 < $1.0 }) {
        sink.key(weight)
        sink.string(name)
      }
      sink.endObject()
    }
    if let ladder = typography.ladder {
      sink.key("ladder")
      if ladder.isApple { sink.string("apple") } else { writeSteps(ladder, to: &sink) }
    }
    if aliases.alias("lineHeight") == nil {
      sink.key("lineHeight")
      dimension(points: typography.lineHeight, to: &sink)
    }
    if let style = typography.textStyle {
      sink.key("textStyle")
      sink.string(style.rawValue)
    }
    sink.endObject()
  }

  /// A written ladder: `{category: {fontSize, lineHeight}}`, categories sorted by name.
  private static func writeSteps(_ ladder: TypeLadder, to sink: inout some JSONSink) {
    sink.beginObject()
    let steps = ladder.orderedSteps
    for category in ContentSizeCategory.sortedByName {
      guard let step = steps.first(where: { $0.category == category })?.step else { continue }
      sink.key(category.rawValue)
      sink.beginObject()
      sink.key("fontSize")
      sink.number(step.fontSize)
      sink.key("lineHeight")
      sink.number(step.lineHeight)
      sink.endObject()
    }
    sink.endObject()
  }
}

extension ContentSizeCategory {
  /// Every category, in the order of their names: the order an object keyed by category is written in.
  static let sortedByName = allCases.sorted { $0.rawValue < $1.rawValue }
}
