/// The line a diagnostic points at, with a caret under its column, as swiftc and rustc print it:
///
/// ```
/// tokens/size.yaml:4:7: error: 'size.md' must be a dimension … [token/value]
///     4 |   md: 12qq
///       |       ^
/// ```
///
/// The caret is indented by display width (``DisplayWidth``): a CJK character or an emoji
/// earlier on the line moves it two columns, a combining mark none.
struct SourceSnippet {
  /// The files diagnostics may point into, by path.
  let files: [String: SourceFile]

  /// The two lines for `location`, or none when its file or line is unknown or blank.
  func lines(for location: SourceLocation) -> [(gutter: String, text: String)] {
    guard let file = files[location.file], location.line > 0 else { return [] }
    let line = file.lineText(location.line)
    guard line.contains(where: { !$0.isWhitespace }) else { return [] }
    // The column counts Unicode scalars; the caret's indent counts the columns they take on screen.
    let indent = DisplayWidth.columns(line.unicodeScalars.prefix(max(0, location.column - 1)))
    let caret = String(repeating: " ", count: indent)
    let number = String(location.line)
    let safe = DiagnosticPrinter.escapingControlCharacters(String(line))
    return [
      ("    \(number) |", " " + safe), ("    \(String(repeating: " ", count: number.count)) |", " " + caret + "^"),
    ]
  }
}
