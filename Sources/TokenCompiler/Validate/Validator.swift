/// The result of the validate stage: the findings, and the contrast results measured on the way.
public struct ValidationReport: Sendable, Hashable {
  /// Every finding, suppressed ones included.
  public var diagnostics: [Diagnostic]
  /// The `color/contrast` rule's results, which the docs reuse; `nil` when the rule did not run.
  public var contrastResults: [ContrastResult]?

  /// Creates a report.
  public init(diagnostics: [Diagnostic] = [], contrastResults: [ContrastResult]? = nil) {
    self.diagnostics = diagnostics
    self.contrastResults = contrastResults
  }
}

/// How one rule is set up in `tokenc.yaml`.
public struct RuleSetting: Sendable {
  /// The configured severity.
  public var severity: RuleSeverity
  /// The option entries.
  public var options: [SourceMappingEntry]

  /// Creates a setting.
  public init(severity: RuleSeverity, options: [SourceMappingEntry] = []) {
    self.severity = severity
    self.options = options
  }
}

/// The validate stage: runs every enabled rule of the registry over the resolved tokens.
public struct Validator: Sendable {
  private let rules: [(rule: any Rule, severity: Severity)]
  private let knownRules: [RuleID]

  /// Builds the enabled rules from the registry and settings; option problems go into `diagnostics`.
  public init(registry: RuleRegistry, settings: [RuleID: RuleSetting], diagnostics: inout [Diagnostic]) {
    var rules: [(any Rule, Severity)] = []
    for entry in registry.entries {
      let setting = settings[entry.descriptor.id]
      let rule = registry.make(entry, options: setting?.options ?? [], diagnostics: &diagnostics)
      if let severity = (setting?.severity ?? entry.descriptor.defaultSeverity).diagnosticSeverity {
        rules.append((rule, severity))
      }
    }
    self.rules = rules
    knownRules = registry.descriptors.map(\.id)
  }

  /// Runs the rules, spread over the available cores (they only read the tokens); their findings
  /// join in registry order, as running them one after the other would give them.
  public func validate(_ tokens: ResolvedTokenSet) -> ValidationReport {
    var report = ValidationReport()
    // The costly rules start first; the findings still join in registry order.
    let costly = rules.indices.filter { type(of: rules[$0].rule).isCostly }
    let order = costly + rules.indices.filter { !type(of: rules[$0].rule).isCostly }
    let checked = ParallelMap.map(rules.indices.map { $0 }, startingWith: order) { index in
      let (rule, severity) = rules[index]
      var context = RuleContext(ruleID: type(of: rule).descriptor.id, severity: severity)
      rule.check(tokens, context: &context)
      return (diagnostics: context.diagnostics, contrastResults: context.contrastResults)
    }
    for result in checked {
      report.diagnostics += result.diagnostics
      if let results = result.contrastResults { report.contrastResults = results }
    }
    Suppressions.dropBlankReasons(&report.diagnostics)
    report.diagnostics += Suppressions.check(tokens, knownRules: knownRules)
    return report
  }
}
