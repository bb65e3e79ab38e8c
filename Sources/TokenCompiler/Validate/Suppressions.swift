extension RuleID {
  /// A `suppress` entry in a token file names no rule, or gives no reason.
  public static let suppressInvalid: RuleID = "suppress/invalid"
}

/// Checks the per-token suppressions written in token files:
/// `$extensions: {dev.tokenc: {suppress: {rule-id: "reason"}}}`.
///
/// Every entry must name a registered rule and give a reason in words. Problems are
/// `suppress/invalid` errors at the key or value, and are never suppressible
/// themselves. A suppression without a usable reason silences nothing.
public enum Suppressions {
  /// What `tokenc explain suppress/invalid` prints.
  public static let explanation = """
    A token silences a validation rule with $extensions: {dev.tokenc: {suppress: \
    {rule-id: "reason"}}}. The id must name a rule that `tokenc validate --list-rules` \
    lists (structural checks such as alias/unresolved cannot be silenced), and the \
    reason must be text that says why this token is an exception, so reviewers can \
    judge it later. An unknown id (with a suggestion), an empty or missing reason, or \
    a suppress entry that is not a mapping stops the build.
    """

  /// The `suppress/invalid` errors of every token, in path order.
  public static func check(_ tokens: ResolvedTokenSet, knownRules: [RuleID]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let known = knownRules.map(\.rawValue)
    for token in tokens.tokens {
      guard let suppress = token.tokencNode?["suppress"] else { continue }
      guard let entries = suppress.entries else {
        diagnostics.error(
          .suppressInvalid,
          "'suppress' on '\(token.path)' must map rule ids to reasons, e.g. {spacing/grid: \"why\"}, "
            + "not \(ValueReader.describe(suppress))",
          at: suppress.location)
        continue
      }
      for entry in entries {
        checkEntry(entry, of: token, known: known, into: &diagnostics)
      }
    }
    return diagnostics
  }

  /// Un-suppresses findings whose reason is blank: an invalid suppression silences nothing.
  public static func dropBlankReasons(_ diagnostics: inout [Diagnostic]) {
    for index in diagnostics.indices {
      if let reason = diagnostics[index].suppression, !isReason(reason) { diagnostics[index].suppression = nil }
    }
  }

  private static func checkEntry(
    _ entry: SourceMappingEntry, of token: ResolvedToken, known: [String], into diagnostics: inout [Diagnostic]
  ) {
    let id = entry.key.text
    if !known.contains(id) {
      let message: String
      var fix: FixSuggestion?
      if DiagnosticCatalog.structural[RuleID(rawValue: id)] != nil {
        message = "'\(token.path)' cannot suppress '\(id)', a structural check; fix the problem instead"
      } else if let suggestion = Suggestions.closest(to: id, in: known) {
        message = "'\(token.path)' suppresses unknown rule '\(id)'; did you mean '\(suggestion)'?"
        fix = FixSuggestion("use '\(suggestion)'", replacement: suggestion)
      } else {
        message =
          "'\(token.path)' suppresses unknown rule '\(id)' (`tokenc validate --list-rules` lists the rules)"
      }
      diagnostics.error(.suppressInvalid, message, at: entry.key.location, fix: fix)
    }
    // RuleContext reads the reason as JSON text, so a number or a list would silently not suppress.
    let reason = JSONValue(entry.value).string
    if let reason, isReason(reason) { return }
    let isNull = entry.value.scalar?.isNull == true
    diagnostics.error(
      .suppressInvalid,
      "suppressing '\(id)' on '\(token.path)' needs a reason: say why this token is an exception"
        + (reason != nil || isNull ? "" : ", not \(ValueReader.describe(entry.value))"),
      at: isNull ? entry.key.location : entry.value.location)
  }

  /// Whether `text` says something: not empty or only spaces.
  private static func isReason(_ text: String) -> Bool {
    text.contains { !$0.isWhitespace }
  }
}
