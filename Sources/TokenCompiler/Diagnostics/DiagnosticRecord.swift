/// Diagnostics kept with a build's inputs fingerprint, so a build that finds its output up to
/// date reports what the build that wrote it reported, without validating again.
///
/// The record is local (`.tokenc/inputs`), versioned, and written as length-prefixed fields
/// (`12:text` for a string, `7;` for a number, `-` for a missing value), so reading thousands of
/// warnings back costs a pass over the bytes. Anything unreadable is `nil`, which only means the
/// next build compiles.
enum DiagnosticRecord {
  /// The first line of every record; a new layout changes it.
  static let header = Array("tokenc-diagnostics 2\n".utf8)

  /// `diagnostics` as bytes.
  static func encode(_ diagnostics: [Diagnostic]) -> [UInt8] {
    var writer = Writer(bytes: header)
    writer.number(diagnostics.count)
    for diagnostic in diagnostics {
      writer.string(diagnostic.severity.rawValue)
      writer.string(diagnostic.ruleID.rawValue)
      writer.string(diagnostic.message)
      writer.location(diagnostic.location)
      writer.number(diagnostic.notes.count)
      for note in diagnostic.notes {
        writer.string(note.message)
        writer.location(note.location)
      }
      writer.optional(diagnostic.fix) { writer, fix in
        writer.string(fix.message)
        writer.optional(fix.replacement) { $0.string($1) }
      }
      writer.optional(diagnostic.suppression) { $0.string($1) }
    }
    return writer.bytes
  }

  /// The diagnostics `bytes` hold; `nil` for anything ``encode(_:)`` did not write.
  static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Diagnostic]? {
    var reader = Reader(bytes: Array(bytes))
    guard reader.expect(header), let count = reader.number() else { return nil }
    var diagnostics: [Diagnostic] = []
    diagnostics.reserveCapacity(min(count, 1 << 20))
    for _ in 0..<count {
      guard let severity = reader.string().flatMap(Severity.init(rawValue:)), let rule = reader.string(),
        let message = reader.string(), let location = reader.location(), let noteCount = reader.number()
      else { return nil }
      var notes: [DiagnosticNote] = []
      for _ in 0..<noteCount {
        guard let text = reader.string(), let place = reader.location() else { return nil }
        notes.append(DiagnosticNote(text, at: place))
      }
      guard
        let fix = reader.optional({ reader -> FixSuggestion? in
          guard let text = reader.string(), let replacement = reader.optional({ $0.string() }) else { return nil }
          return FixSuggestion(text, replacement: replacement)
        }), let suppression = reader.optional({ $0.string() })
      else { return nil }
      diagnostics.append(
        Diagnostic(
          severity, RuleID(rawValue: rule), message, at: location, notes: notes, fix: fix, suppression: suppression))
    }
    return reader.isAtEnd ? diagnostics : nil
  }
}
