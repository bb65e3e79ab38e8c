/// Renders diagnostics for people (`file:line:col: error: message [rule]`) or tools (JSON).
public struct DiagnosticPrinter: Sendable {
  /// Whether to use ANSI colors (only on a terminal, and never with NO_COLOR set).
  public var colored: Bool

  /// Creates a printer.
  public init(colored: Bool = false) { self.colored = colored }

  /// One line per diagnostic, notes and fixes indented under it; suppressed findings are left out.
  public func text(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    for diagnostic in diagnostics.sortedForDisplay() where diagnostic.suppression == nil {
      let place = diagnostic.location.map { "\($0): " } ?? "tokenc: "
      output += paint(place, "1") + severityLabel(diagnostic.severity) + " " + diagnostic.message
      output += paint(" [\(diagnostic.ruleID)]", "2") + "\n"
      for note in diagnostic.notes {
        output += "    " + (note.location.map { "\($0): " } ?? "") + paint("note:", "36") + " \(note.message)\n"
      }
      if let fix = diagnostic.fix { output += "    " + paint("fix:", "32") + " \(fix.message)\n" }
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
