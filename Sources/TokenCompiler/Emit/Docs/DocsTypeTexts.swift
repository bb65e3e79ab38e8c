/// What identifies a text style's words on the page and in the Markdown: its family, weight, the
/// bits of its metrics (so that `-0` and `0` never share), its Apple text style and where its
/// ladder comes from. Text styles recur (most tokens of a system follow a few), so each
/// distinct one's words are worked out once per page or document (``DocsPageCache``).
struct DocsTypeKey: Hashable {
  /// The font family list.
  let family: [String]
  /// The numeric weight.
  let weight: Int
  /// The bits of the size, line height and tracking.
  let fontSize: UInt64, lineHeight: UInt64, letterSpacing: UInt64
  /// The Apple text style's name, if any.
  let textStyle: String?
  /// Where the ladder comes from, if it has one.
  let ladderSource: String?

  /// The key of `style`.
  init(_ style: DocsModel.TextStyle) {
    family = style.fontFamily
    weight = style.fontWeight.value
    (fontSize, lineHeight, letterSpacing) = (
      style.fontSize.bitPattern, style.lineHeight.bitPattern, style.letterSpacing.bitPattern
    )
    textStyle = style.textStyle?.rawValue
    ladderSource = style.ladderSource?.rawValue
  }
}

/// The words and inline style the page shows for a text style (``DocsPage/typeTexts(_:)``).
struct DocsTypeTexts {
  /// The short metrics (``DocsPage/metrics(_:)``).
  let metrics: String
  /// The metrics in words (``DocsFormat/typography(_:)``).
  let typography: String
  /// The family, what the style scales with and where its ladder comes from.
  let family: String
  /// The specimen's inline font style.
  let fontStyle: String
}

extension DocsPage {
  /// The words and style of `text`, worked out once per distinct text style.
  func typeTexts(_ text: DocsModel.TextStyle) -> DocsTypeTexts {
    let key = DocsTypeKey(text)
    if let known = cache.typeTexts[key] { return known }
    let font: [CSSDeclaration] = [
      CSSDeclaration("font-family", CSSTokenValues.fontFamily(text.fontFamily)),
      CSSDeclaration("font-weight", .number(Double(text.fontWeight.value))),
      CSSDeclaration("font-size", CSSTokenValues.rem(text.fontSize)),
      CSSDeclaration("line-height", CSSTokenValues.rem(text.lineHeight)),
      CSSDeclaration("letter-spacing", CSSTokenValues.rem(text.letterSpacing)),
    ]
    let textStyle = text.textStyle.map { "scales with " + $0.rawValue } ?? "fixed size (no text style)"
    let source = text.ladderSource.map { ", with " + DocsFormat.ladderSource($0) } ?? ""
    let texts = DocsTypeTexts(
      metrics: Self.metrics(text), typography: DocsFormat.typography(text),
      family: DocsFormat.families(text.fontFamily) + "; " + textStyle + source, fontStyle: style(font))
    cache.typeTexts[key] = texts
    return texts
  }
}

extension DocsMarkdown {
  /// The two texts of a text style's paragraph after its name (its metrics and family, then what
  /// it scales with), worked out once per distinct text style.
  func typeTexts(_ style: DocsModel.TextStyle) -> (metrics: String, scaling: String) {
    let key = DocsTypeKey(style)
    if let known = cache.markdownTypeTexts[key] { return known }
    let source = style.ladderSource.map { ", with " + DocsFormat.ladderSource($0) } ?? ""
    let textStyle = (style.textStyle.map { "scales with " + $0.rawValue } ?? "fixed size") + source
    let texts = (
      metrics: ": " + DocsFormat.typography(style) + "; " + DocsFormat.families(style.fontFamily) + "; ",
      scaling: textStyle + "."
    )
    cache.markdownTypeTexts[key] = texts
    return texts
  }
}
