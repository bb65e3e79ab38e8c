/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
  /// Extra information attached to another diagnostic.
  case note
  /// A problem that does not stop output from being written.
  case warning
  /// A problem that stops every output file from being written.
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders note < warning < error.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary message attached to a diagnostic, such as one hop of an alias cycle.
public struct DiagnosticNote: Sendable, Hashable {
  /// What the note says.
  public var message: String
  /// Where the note points, if anywhere.
  public var location: SourceLocation?

  /// Creates a note.
  public init(_ message: String, at location: SourceLocation? = nil) {
    self.message = message
    self.location = location
  }
}

/// A concrete change that would fix a diagnostic.
public struct FixSuggestion: Sendable, Hashable {
  /// A human description of the fix, e.g. "use 12 or 16".
  public var message: String
  /// The text that should replace the value at the diagnostic's location, if known.
  public var replacement: String?

  /// Creates a fix suggestion.
  public init(_ message: String, replacement: String? = nil) {
    self.message = message
    self.replacement = replacement
  }
}

/// One problem found in the tokens or the configuration, kept as a value apart from printing.
public struct Diagnostic: Sendable, Hashable {
  /// How serious the problem is.
  public var severity: Severity
  /// The rule or check that found it, e.g. `alias/unresolved`.
  public var ruleID: RuleID
  /// One sentence saying what is wrong (and, where possible, how to fix it).
  public var message: String
  /// Where the problem is; `nil` for problems that have no place in a file.
  public var location: SourceLocation?
  /// Further locations and details, such as every hop of a cycle.
  public var notes: [DiagnosticNote]
  /// A suggested fix, if the check can offer one.
  public var fix: FixSuggestion?
  /// The reason given in the token file for silencing this diagnostic, if it was silenced.
  public var suppression: String?

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, _ ruleID: RuleID, _ message: String, at location: SourceLocation?,
    notes: [DiagnosticNote] = [], fix: FixSuggestion? = nil, suppression: String? = nil
  ) {
    self.severity = severity
    self.ruleID = ruleID
    self.message = message
    self.location = location
    self.notes = notes
    self.fix = fix
    self.suppression = suppression
  }

  /// Whether this diagnostic stops output from being written.
  public var isBlocking: Bool { severity == .error && suppression == nil }
}

extension Array where Element == Diagnostic {
  /// Appends an error.
  public mutating func error(
    _ rule: RuleID, _ message: String, at location: SourceLocation?,
    notes: [DiagnosticNote] = [], fix: FixSuggestion? = nil
  ) {
    append(Diagnostic(.error, rule, message, at: location, notes: notes, fix: fix))
  }

  /// Appends a warning.
  public mutating func warning(
    _ rule: RuleID, _ message: String, at location: SourceLocation?,
    notes: [DiagnosticNote] = [], fix: FixSuggestion? = nil
  ) {
    append(Diagnostic(.warning, rule, message, at: location, notes: notes, fix: fix))
  }

  /// Whether any diagnostic stops output from being written.
  public var hasErrors: Bool { contains { $0.isBlocking } }

  /// The diagnostics in a stable order: by file, line, column, then rule and message.
  public func sortedForDisplay() -> [Diagnostic] {
    sorted { a, b in
      switch (a.location, b.location) {
      case (nil, .some): return true
      case (.some, nil): return false
      case (let l?, let r?) where l != r: return l < r
      default: return (a.ruleID.rawValue, a.message) < (b.ruleID.rawValue, b.message)
      }
    }
  }
}
