import Testing

@testable import TokenCompiler

/// The caret under a diagnostic's source line stays under its column whatever comes earlier on
/// the line: wide characters take two columns, combining marks none, escapes their own width.
@Suite("Source snippet caret")
struct SourceSnippetTests {
  /// The two printed lines for a diagnostic at `column` of the one-line file `line`.
  static func snippet(_ line: String, column: Int) -> [String] {
    let file = SourceFile(path: "t.yaml", bytes: Array((line + "\n").utf8))
    let diagnostic = Diagnostic(
      .error, .tokenValue, "bad", at: SourceLocation(file: "t.yaml", line: 1, column: column))
    let text = DiagnosticPrinter(sources: [file]).text([diagnostic])
    return text.split(separator: "\n").dropFirst().map(String.init)
  }

  @Test func anASCIILineIndentsByOneColumnPerCharacter() {
    #expect(Self.snippet("size: 12qq", column: 7) == ["    1 | size: 12qq", "      |       ^"])
  }

  @Test func cjkCharactersEarlierOnTheLineTakeTwoColumnsEach() {
    // "名前: " is 4 scalars (column 5 is the "x"), 6 columns wide.
    #expect(Self.snippet("名前: x", column: 5) == ["    1 | 名前: x", "      |       ^"])
  }

  @Test func emojiTakeTwoColumnsAndCombiningMarksNone() {
    // "🎨 " is 2 scalars, 3 columns; "é" written as e + U+0301 is 2 scalars, 1 column.
    #expect(Self.snippet("🎨 x", column: 3) == ["    1 | 🎨 x", "      |    ^"])
    #expect(Self.snippet("e\u{301}: x", column: 5) == ["    1 | e\u{301}: x", "      |    ^"])
  }

  @Test func anEscapedControlCharacterTakesTheWidthOfItsEscape() {
    // A tab prints as \u{9} (5 columns).
    #expect(Self.snippet("\tx: y", column: 2) == ["    1 | \\u{9}x: y", "      |      ^"])
  }

  @Test func theColumnNumberPrintedStaysInScalars() {
    let file = SourceFile(path: "t.yaml", bytes: Array("名前: x\n".utf8))
    let diagnostic = Diagnostic(.error, .tokenValue, "bad", at: SourceLocation(file: "t.yaml", line: 1, column: 5))
    #expect(DiagnosticPrinter(sources: [file]).text([diagnostic]).hasPrefix("t.yaml:1:5: error: bad"))
  }

  @Test func displayWidthsFollowEastAsianWidth() {
    #expect(DisplayWidth.columns("a".unicodeScalars) == 1)
    #expect(DisplayWidth.columns("漢字".unicodeScalars) == 4)
    #expect(DisplayWidth.columns("ｱ".unicodeScalars) == 1, "halfwidth katakana is narrow")
    #expect(DisplayWidth.columns("Ａ".unicodeScalars) == 2, "fullwidth Latin is wide")
    #expect(DisplayWidth.columns("한".unicodeScalars) == 2)
    #expect(DisplayWidth.columns("\u{200D}\u{FE0F}".unicodeScalars) == 0)
  }
}
