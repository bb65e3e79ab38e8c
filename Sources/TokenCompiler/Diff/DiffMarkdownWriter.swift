/// Writes a ``TokenDiff`` as GitHub Markdown for a pull-request comment: a heading with the
/// counts, then one table per kind of change (``DiffTables``). Colors get an emoji square chip
/// (the nearest of nine in OKLab: GitHub shows no inline images from data URIs) before their
/// exact value. ``MarkdownWriter`` escapes everything (pipes in tables, HTML, Markdown syntax),
/// and control characters are shown as `\u{…}` escapes.
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

  /// A cell as Markdown: swatches become emoji squares followed by a space; specimens are left out.
  private static func inline(_ cell: DiffTables.Cell) -> [MarkdownInline] {
    cell.compactMap { part in
      switch part {
      case .text(let text): .text(text)
      case .code(let code): .code(code)
      case .swatch(let color): .text(chip(color) + " ")
      case .specimen: nil
      }
    }
  }

  /// The emoji squares of hue and the colors they are drawn in, roughly, on GitHub.
  static let squares: [(emoji: String, color: ColorValue)] = [
    ("🟥", "#f44336"), ("🟧", "#ff9800"), ("🟨", "#ffeb3b"), ("🟩", "#4caf50"), ("🟦", "#2196f3"),
    ("🟪", "#9c27b0"), ("🟫", "#795548"),
  ].map { ($0.0, ColorValue(hex: $0.1)!) }

  /// The emoji square for `color` (translucent colors as shown over white): ⬛ or ⬜ for a
  /// gray (OKLCH chroma below 0.04, split at lightness 0.6), else the nearest square of hue in OKLab.
  static func chip(_ color: ColorValue) -> String {
    let shown = WCAGContrast.composite(color, over: ColorValue(red: 1, green: 1, blue: 1))
    let lch = ColorMath.oklch(fromOKLab: ColorMath.oklab(fromXYZ: shown.xyz))
    if lch[1] < 0.04 { return lch[0] < 0.6 ? "⬛" : "⬜" }
    return squares.min { $0.color.oklabDistance(to: shown) < $1.color.oklabDistance(to: shown) }!.emoji
  }
}
