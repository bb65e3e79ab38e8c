import Foundation

/// Tags that change how the rest of a template is read: pragmas and delimiter changes.
extension TemplateScanner {
  /// A pragma: only `CONTENT_TYPE: TEXT` and `CONTENT_TYPE: HTML` exist.
  mutating func pragma(_ range: Range<Int>, _ here: SourceLocation) {
    let parts = string(range).split(separator: ":", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard parts.count == 2, parts[0] == "CONTENT_TYPE", ["TEXT", "HTML"].contains(parts[1]) else {
      return fail(
        "unknown pragma '\(string(trimmed(range)))'; templates know '\(openingText)% CONTENT_TYPE: TEXT \(closingText)' "
          + "and '\(openingText)% CONTENT_TYPE: HTML \(closingText)'", here)
    }
    if parts[1] == "HTML" { replace(range, with: " CONTENT_TYPE: \(TemplateHTMLEscaping.name) ") }
    html = parts[1] == "HTML"
  }

  /// A delimiter change such as `{{=<% %>=}}`.
  mutating func delimiters(_ body: Int, _ here: SourceLocation) -> Int? {
    guard let end = find(["="] + closing, from: body) else {
      fail("'\(openingText)=' is not closed with '=\(closingText)'", here)
      return nil
    }
    let after = end + 1 + closing.count
    let parts = string(body..<end).split(whereSeparator: \.isWhitespace)
    guard parts.count == 2 else {
      fail("a delimiter change names two delimiters, like '\(openingText)=<% %>=\(closingText)'", here)
      return nil
    }
    opening = Array(parts[0].unicodeScalars)
    closing = Array(parts[1].unicodeScalars)
    return after
  }
}
