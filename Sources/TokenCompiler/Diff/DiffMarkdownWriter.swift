/// Writes a ``TokenDiff`` as GitHub Markdown for a pull-request comment: a heading with the
/// counts, then one table per kind of change (``DiffTables``). Each color is written as its hex
/// value in a code span (`` `#8e8e93` ``), which GitHub draws with a color chip of that exact
/// color in issues, pull requests and their comments (it shows no inline images from data URIs).
/// ``MarkdownWriter`` escapes everything (pipes in tables, HTML, Markdown syntax), and control
/// characters are shown as `\u{…}` escapes.
public struct DiffMarkdownWriter: Sendable {
  /// Creates a writer.
  public init() {}

  /// The whole comment.
  public func markdown(_ diff: TokenDiff) -> String {
    let safe = DiffWording.safe
    var blocks: [MarkdownBlock] = [
      .heading(2, [.text("Token changes: "), .code(safe(diff.old.label)), .text(" → "), .code(safe(diff.new.label))]),
      .paragraph([.strong([.text(DiffWording.counts(diff))])]),
    ]
    for table in DiffTables(diff).tables {
      blocks.append(.heading(3, [.text(table.section.rawValue)]))
      blocks.append(.table(table.header.map { [.text($0)] }, table.rows.map { $0.map(Self.inline) }))
    }
    return MarkdownWriter().document(blocks)
  }

  /// A cell as Markdown: each swatch becomes the code span GitHub draws a chip for, taking the
  /// place of the value when the value is that same hex; specimens are left out.
  private static func inline(_ cell: DiffTables.Cell) -> [MarkdownInline] {
    var inlines: [MarkdownInline] = []
    var parts = cell[...]
    while let part = parts.popFirst() {
      switch part {
      case .text(let text): inlines.append(.text(text))
      case .code(let code): inlines.append(.code(code))
      case .specimen: break
      case .swatch(let color):
        let hex = chip(color)
        inlines.append(.code(hex))
        if case .text(let text)? = parts.first, text == hex || text.hasPrefix(hex + " ") {
          parts.removeFirst()
          if text != hex { inlines.append(.text(String(text.dropFirst(hex.count)))) }
        } else {
          inlines.append(.text(" "))
        }
      }
    }
    return inlines
  }

  /// The `#rrggbb` GitHub draws a chip for: `color` as an sRGB screen shows it (a wide-gamut
  /// color clipped to sRGB, a translucent one over white, since chips are opaque).
  static func chip(_ color: ColorValue) -> String {
    WCAGContrast.composite(color.srgbFallback, over: ColorValue(red: 1, green: 1, blue: 1)).srgbFallback.hex
  }
}
