/// Where a running rule reports its findings.
///
/// It stamps each finding with the rule's id and configured severity, and honours
/// per-token suppressions written in the token file:
/// `$extensions: {dev.tokenc: {suppress: {rule-id: "reason"}}}`. A suppressed
/// finding is kept (marked with its reason), never silently dropped.
public struct RuleContext: Sendable {
  /// The rule's id.
  public let ruleID: RuleID
  /// The configured severity.
  public let severity: Severity
  /// The findings so far.
  public private(set) var diagnostics: [Diagnostic] = []
  /// The contrast results the `color/contrast` rule measured, handed on so the docs reuse them.
  public var contrastResults: [ContrastResult]?

  /// Creates a context.
  public init(ruleID: RuleID, severity: Severity) {
    self.ruleID = ruleID
    self.severity = severity
  }

  /// Reports a finding about `token` (or about no token), at `location` or the token's value.
  public mutating func report(
    _ message: String, token: ResolvedToken?, at location: SourceLocation? = nil,
    notes: [DiagnosticNote] = [], fix: FixSuggestion? = nil
  ) {
    var diagnostic = Diagnostic(
      severity, ruleID, message, at: location ?? token?.valueLocation, notes: notes, fix: fix)
    if let token { diagnostic.suppression = Self.suppression(of: ruleID, in: token) }
    diagnostics.append(diagnostic)
  }

  /// The reason `token` gives for silencing `rule`, if it does.
  public static func suppression(of rule: RuleID, in token: ResolvedToken) -> String? {
    token.tokenc.suppression(of: rule)
  }
}
