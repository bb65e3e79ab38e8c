import Testing

@testable import TokenCompiler

/// The record an up-to-date build replays its diagnostics from.
@Suite("diagnostic record")
struct DiagnosticRecordTests {
  static let diagnostics = [
    Diagnostic(
      .warning, "spacing/grid", "'spacing.odd' is 13 pt, off the 4 pt grid; use 12 or 16",
      at: SourceLocation(file: "tokens/s.yaml", line: 4, column: 8), fix: FixSuggestion("use 12", replacement: "12")),
    Diagnostic(
      .note, "color/gamut", "line\nbreak, \u{1B}[31m, 12:colons; and ünïcødé 漢字 🎨", at: nil,
      notes: [
        DiagnosticNote("first hop", at: SourceLocation(file: "a b/ç.yaml", line: 1, column: 1)),
        DiagnosticNote("", at: nil),
      ], fix: FixSuggestion("no replacement"), suppression: "legacy brand color"),
  ]

  @Test func diagnosticsRoundTripExactly() {
    let bytes = DiagnosticRecord.encode(Self.diagnostics)
    #expect(DiagnosticRecord.decode(bytes) == Self.diagnostics)
    #expect(DiagnosticRecord.decode(DiagnosticRecord.encode([])) == [])
  }

  @Test func anythingElseIsNotARecord() {
    let bytes = DiagnosticRecord.encode(Self.diagnostics)
    #expect(DiagnosticRecord.decode(bytes + [0x20]) == nil)
    #expect(DiagnosticRecord.decode(bytes.dropLast()) == nil)
    #expect(DiagnosticRecord.decode(Array("tokenc-diagnostics 1\n[]".utf8)) == nil)
    #expect(DiagnosticRecord.decode([UInt8]()) == nil)
    var damaged = bytes
    damaged[DiagnosticRecord.header.count] = UInt8(ascii: "9")
    #expect(DiagnosticRecord.decode(damaged) == nil)
  }
}
