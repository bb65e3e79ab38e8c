/// The severity a rule is configured with; `off` disables it.
public enum RuleSeverity: String, Sendable, Hashable, CaseIterable {
  /// Findings stop output from being written.
  case error
  /// Findings are printed; output is still written.
  case warning
  /// Findings are printed as information, such as the sRGB fallback of a Display P3 color.
  case note
  /// The rule does not run.
  case off

  /// The diagnostic severity findings get, or `nil` when off.
  public var diagnosticSeverity: Severity? {
    switch self {
    case .error: .error
    case .warning: .warning
    case .note: .note
    case .off: nil
    }
  }
}

/// One documented option of a rule or emitter, for `tokenc explain` and `--list-rules`.
public struct OptionDescriptor: Sendable, Hashable {
  /// The option's key in `tokenc.yaml`.
  public var name: String
  /// What it does.
  public var summary: String
  /// Its default, as written in YAML.
  public var defaultValue: String

  /// Creates an option descriptor.
  public init(_ name: String, _ summary: String, default defaultValue: String) {
    self.name = name
    self.summary = summary
    self.defaultValue = defaultValue
  }
}

/// What a rule is: id, default severity, a one-line summary and a paragraph for `tokenc explain`.
public struct RuleDescriptor: Sendable, Hashable {
  /// The rule's id, e.g. `color/contrast`.
  public var id: RuleID
  /// The severity used when `tokenc.yaml` does not set one.
  public var defaultSeverity: RuleSeverity
  /// One line for `--list-rules`.
  public var summary: String
  /// The paragraph `tokenc explain` prints.
  public var explanation: String
  /// The options it reads.
  public var options: [OptionDescriptor]

  /// Creates a descriptor.
  public init(
    id: RuleID, defaultSeverity: RuleSeverity, summary: String, explanation: String, options: [OptionDescriptor] = []
  ) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.explanation = explanation
    self.options = options
  }
}

/// A validation rule: checks the resolved tokens and reports findings.
///
/// Built-in rules and user-registered rules go through the same ``RuleRegistry``;
/// a new rule is one new type plus one registry line.
public protocol Rule: Sendable {
  /// The rule's id, severity, summary, explanation and options.
  static var descriptor: RuleDescriptor { get }
  /// Creates the rule from its `tokenc.yaml` options; problems go into `options.diagnostics`.
  init(options: inout Options)
  /// Checks the tokens, reporting findings through `context`.
  func check(_ tokens: ResolvedTokenSet, context: inout RuleContext)
  /// Whether the rule does costly work for every token (names, pairs), so the validator starts
  /// it before the others: the cores then end together instead of waiting for it at the end.
  static var isCostly: Bool { get }
}

extension Rule {
  /// Most rules look at a few tokens of their types.
  public static var isCostly: Bool { false }
}
