/// Renders diagnostics for people (`file:line:col: error: message [rule]`) or tools (JSON).
public struct DiagnosticPrinter: Sendable {
  /// Whether to use ANSI colors (only on a terminal, and never with NO_COLOR set).
  public var colored: Bool
  /// The files diagnostics point into, so the printer can show the line with a caret.
  public var sources: [SourceFile]

  /// Creates a printer; with `sources`, each located diagnostic shows its source line.
  public init(colored: Bool = false, sources: [SourceFile] = []) {
    self.colored = colored
    self.sources = sources
  }

  /// Whether text diagnostics are colored: `FORCE_COLOR` (not `0`) turns colors on, even in a
  /// pipe (CI logs); otherwise a non-empty `NO_COLOR` (no-color.org) or `TERM=dumb` turns them
  /// off; otherwise they follow whether the output is a terminal.
  public static func usesColor(_ environment: [String: String], isTerminal: Bool) -> Bool {
    if let force = environment["FORCE_COLOR"], !force.isEmpty { return force != "0" }
    if !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb" { return false }
    return isTerminal
  }

  /// One line per diagnostic, then the source line with a caret under the column (when the
  /// file is among ``sources``), then notes and fixes; suppressed findings are left out.
  public func text(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    let safe = Self.escapingControlCharacters
    let snippet = SourceSnippet(
      files: Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }))
    for diagnostic in diagnostics.sortedForDisplay() where diagnostic.suppression == nil {
      let place = diagnostic.location.map { "\(safe($0.description)): " } ?? "tokenc: "
      output += paint(place, "1") + severityLabel(diagnostic.severity) + " " + safe(diagnostic.message)
      output += paint(" [\(safe(diagnostic.ruleID.rawValue))]", "2") + "\n"
      for line in diagnostic.location.map(snippet.lines) ?? [] {
        output += paint(line.gutter, "34") + (line.text.hasSuffix("^") ? paint(line.text, "1;32") : line.text) + "\n"
      }
      for note in diagnostic.notes {
        output +=
          "    " + (note.location.map { "\(safe($0.description)): " } ?? "") + paint("note:", "36") + " "
          + safe(note.message) + "\n"
      }
      if let fix = diagnostic.fix { output += "    " + paint("fix:", "32") + " \(safe(fix.message))\n" }
    }
    return output
  }

  /// "2 errors, 1 warning, 1 note" (plus suppressed findings), or "no problems".
  public static func summary(_ diagnostics: [Diagnostic]) -> String {
    let active = diagnostics.filter { $0.suppression == nil }
    let errors = active.filter { $0.severity == .error }.count
    let warnings = active.filter { $0.severity == .warning }.count
    let notes = active.filter { $0.severity == .note }.count
    let suppressed = diagnostics.count - active.count
    var parts: [String] = []
    if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
    if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
    if notes > 0 { parts.append("\(notes) note\(notes == 1 ? "" : "s")") }
    if suppressed > 0 { parts.append("\(suppressed) suppressed") }
    return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
  }

  /// A JSON array of every diagnostic, suppressed ones included (the format is documented in the README).
  public static func json(_ diagnostics: [Diagnostic]) -> String {
    func place(_ location: SourceLocation?) -> [String: JSONValue] {
      guard let location else { return ["file": .null, "line": .null, "column": .null] }
      return [
        "file": .string(location.file), "line": .number(Double(location.line)),
        "column": .number(Double(location.column)),
      ]
    }
    let items: [JSONValue] = diagnostics.sortedForDisplay().map { diagnostic in
      var object = place(diagnostic.location)
      object["severity"] = .string(diagnostic.severity.rawValue)
      object["rule"] = .string(diagnostic.ruleID.rawValue)
      object["message"] = .string(diagnostic.message)
      object["notes"] = .array(
        diagnostic.notes.map { note in
          var entry = place(note.location)
          entry["message"] = .string(note.message)
          return .object(entry)
        })
      object["fix"] =
        diagnostic.fix.map {
          ["message": .string($0.message), "replacement": $0.replacement.map(JSONValue.string) ?? .null]
        }
        ?? .null
      object["suppressed"] = diagnostic.suppression.map(JSONValue.string) ?? .null
      return .object(object)
    }
    return JSONWriter(style: .pretty).string(.array(items))
  }

  /// `text` with every control character (C0, DEL, C1), line and paragraph separator and
  /// bidirectional control (overrides, isolates and marks, U+061C included) written as a `\u{…}` escape, so a token name cannot move the
  /// cursor, ring the bell, forge a `file:line:col: error:` line or reverse what follows.
  public static func escapingControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        output.append(contentsOf: UnsafeScalars.visible(scalar).unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }

  /// Whether `scalar` is printed as a `\u{…}` escape: the sets every text output escapes
  /// (``UnsafeScalars``), plus tab, line and paragraph breaks, which would split a
  /// diagnostic's one line.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: true
    default: UnsafeScalars.isControl(scalar) || UnsafeScalars.isBidiControl(scalar)
    }
  }

  private func severityLabel(_ severity: Severity) -> String {
    switch severity {
    case .error: paint("error:", "1;31")
    case .warning: paint("warning:", "1;35")
    case .note: paint("note:", "1;36")
    }
  }

  private func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
