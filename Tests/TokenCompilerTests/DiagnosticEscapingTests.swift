import Testing

@testable import TokenCompiler

/// What the diagnostic printer escapes: every scalar the other text outputs escape, plus
/// the breaks that would split a diagnostic line.
@Suite("Diagnostic text escaping")
struct DiagnosticEscapingTests {
  /// Scalars that must never reach a terminal raw, with their escapes.
  static let escaped: [(Unicode.Scalar, String)] = [
    ("\u{0}", "\\u{0}"), ("\u{7}", "\\u{7}"), ("\t", "\\u{9}"), ("\n", "\\u{A}"), ("\r", "\\u{D}"),
    ("\u{1B}", "\\u{1B}"), ("\u{7F}", "\\u{7F}"), ("\u{85}", "\\u{85}"), ("\u{9B}", "\\u{9B}"),
    ("\u{061C}", "\\u{61C}"), ("\u{200E}", "\\u{200E}"), ("\u{200F}", "\\u{200F}"), ("\u{2028}", "\\u{2028}"),
    ("\u{2029}", "\\u{2029}"), ("\u{202A}", "\\u{202A}"), ("\u{202E}", "\\u{202E}"), ("\u{2066}", "\\u{2066}"),
    ("\u{2069}", "\\u{2069}"),
  ]

  @Test(arguments: escaped.map(\.0.value))
  func eachUnsafeScalarIsWrittenAsAnEscape(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let expected = try #require(Self.escaped.first { $0.0 == scalar }?.1)
    #expect(DiagnosticPrinter.escapingControlCharacters("a\(Character(scalar))b") == "a\(expected)b")
  }

  @Test func everyScalarTheOtherOutputsEscapeIsEscapedHereToo() {
    for value in UInt32(0)...0x2100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if UnsafeScalars.isControl(scalar) || UnsafeScalars.isBidiControl(scalar) {
        #expect(DiagnosticPrinter.isUnsafe(scalar), "U+\(String(value, radix: 16))")
      }
    }
  }

  @Test func typographicTextIsLeftAlone() {
    let text = "Grüße → 16 pt – “quoted” 日本語 👍🏽 é"
    #expect(DiagnosticPrinter.escapingControlCharacters(text) == text)
  }
}
