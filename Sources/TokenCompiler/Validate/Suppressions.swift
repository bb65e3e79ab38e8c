extension RuleID {
  /// A `suppress` entry in a token file names no rule, or gives no reason.
  public static let suppressInvalid: RuleID = "suppress/invalid"
}

/// Checks the per-token suppressions written in token files:
/// `$extensions: {dev.tokenc: {suppress: {rule-id: "reason"}}}`.
///
/// The decode stage reads them into ``Suppression`` values and reports a `suppress` that is
/// not a mapping and entries without a reason in words; this checks, with the rule registry,
/// that every id names a registered rule. Problems are `suppress/invalid` errors at the key
/// or value, and are never suppressible themselves. A suppression without a usable reason
/// silences nothing.
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

  /// The `suppress/invalid` errors for rule ids that name no rule, in path order. The decode
  /// stage has already reported a `suppress` that is not a mapping and entries without a reason.
  public static func check(_ tokens: ResolvedTokenSet, knownRules: [RuleID]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let known = knownRules.map(\.rawValue)
    // By index: iterating the tokens would copy each one (retaining every field) to read one.
    for index in tokens.tokens.indices where !tokens.tokens[index].tokenc.suppressions.isEmpty {
      for suppression in tokens.tokens[index].tokenc.suppressions where !known.contains(suppression.rule) {
        diagnostics.append(unknownRule(suppression, of: tokens.tokens[index].path, known: known))
      }
    }
    return diagnostics
  }

  /// Un-suppresses findings whose reason is blank: an invalid suppression silences nothing
  /// (the decode stage keeps no blank reasons; this guards every other way a reason gets set).
  public static func dropBlankReasons(_ diagnostics: inout [Diagnostic]) {
    for index in diagnostics.indices {
      if let reason = diagnostics[index].suppression, !isReason(reason) { diagnostics[index].suppression = nil }
    }
  }

  /// The error for a suppression whose id names no rule: a structural check, or a likely typo.
  private static func unknownRule(_ suppression: Suppression, of path: TokenPath, known: [String]) -> Diagnostic {
    let id = suppression.rule
    var fix: FixSuggestion?
    let message: String
    if DiagnosticCatalog.structural[RuleID(rawValue: id)] != nil {
      message = "'\(path)' cannot suppress '\(id)', a structural check; fix the problem instead"
    } else if let suggestion = Suggestions.closest(to: id, in: known) {
      message = "'\(path)' suppresses unknown rule '\(id)'; did you mean '\(suggestion)'?"
      fix = FixSuggestion("use '\(suggestion)'", replacement: suggestion)
    } else {
      message = "'\(path)' suppresses unknown rule '\(id)' (`tokenc validate --list-rules` lists the rules)"
    }
    return Diagnostic(.error, .suppressInvalid, message, at: suppression.ruleLocation, fix: fix)
  }

  /// Whether `text` says something: not empty or only spaces.
  static func isReason(_ text: String) -> Bool {
    text.contains { !$0.isWhitespace }
  }
}
