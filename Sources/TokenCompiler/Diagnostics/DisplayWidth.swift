/// How many terminal columns text takes, so a caret lines up under the column it points at even
/// when wide characters (CJK, emoji) or combining marks come earlier on the line.
///
/// East Asian Wide and Fullwidth characters and emoji shown as emoji take two columns; combining
/// marks, enclosing marks, zero-width format characters and variation selectors take none; a
/// control character takes the width of the `\u{…}` escape the printer writes for it.
enum DisplayWidth {
  /// The columns `scalar` takes as the diagnostic printer writes it.
  static func columns(_ scalar: Unicode.Scalar) -> Int {
    if DiagnosticPrinter.isUnsafe(scalar) { return UnsafeScalars.visible(scalar).count }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return wide.contains { $0.contains(scalar.value) } ? 2 : 1
  }

  /// The columns of `scalars` in total.
  static func columns<S: Sequence>(_ scalars: S) -> Int where S.Element == Unicode.Scalar {
    scalars.reduce(0) { $0 + columns($1) }
  }

  /// The East Asian Wide (W) and Fullwidth (F) blocks of Unicode's EastAsianWidth.txt, by range.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
    0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
