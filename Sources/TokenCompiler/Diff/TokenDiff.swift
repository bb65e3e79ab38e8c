/// What changed between two versions of a design system, in terms of tokens: the model
/// `tokenc diff` prints as text, Markdown, JSON or HTML.
///
/// Both sides went through load → resolve → validate, so values are compared resolved, per
/// appearance. Token lists keep the designer's order: added, renamed and changed tokens in the
/// new side's order, removed tokens in the old side's. It is `Encodable`; ``json`` writes it
/// with sorted keys.
public struct TokenDiff: Sendable, Hashable, Encodable {
  /// The version compared from, e.g. `main` or a folder.
  public var old: DiffSideSummary
  /// The version compared to, e.g. `working tree`.
  public var new: DiffSideSummary
  /// Tokens only the new side has.
  public var added: [DiffToken] = []
  /// Tokens only the old side has.
  public var removed: [DiffToken] = []
  /// Tokens the new side has under another path.
  public var renamed: [RenamedToken] = []
  /// Tokens on both sides whose value, aliases, type or deprecation differ.
  public var changed: [TokenChange] = []
  /// Declared contrast pairs whose ratio or verdict changed in some appearance; regressions first.
  public var contrast: [ContrastChange] = []
  /// Rule findings the new side has and the old one has not.
  public var newFindings: [DiffFinding] = []
  /// Rule findings the old side has and the new one has not.
  public var resolvedFindings: [DiffFinding] = []
  /// Changes that break code using the generated Swift or CSS.
  public var breaking: [BreakingChange] = []

  /// Creates an empty diff between two sides.
  public init(old: DiffSideSummary, new: DiffSideSummary) {
    self.old = old
    self.new = new
  }

  /// Whether anything at all differs.
  public var hasChanges: Bool {
    !(added.isEmpty && removed.isEmpty && renamed.isEmpty && changed.isEmpty && contrast.isEmpty
      && newFindings.isEmpty && resolvedFindings.isEmpty && breaking.isEmpty)
  }

  /// Contrast changes that now fail where they passed.
  public var regressions: [ContrastChange] { contrast.filter { $0.status == .regression } }

  /// New findings of severity error.
  public var newErrors: [DiffFinding] { newFindings.filter { $0.severity == .error } }

  /// The counts shown at the top of every format.
  public var summary: DiffCounts {
    DiffCounts(
      added: added.count, removed: removed.count, renamed: renamed.count,
      changed: changed.filter { $0.kind != .alias }.count, aliasOnly: changed.filter { $0.kind == .alias }.count,
      contrastRegressions: regressions.count, contrastChanges: contrast.count - regressions.count,
      newFindings: newFindings.count, resolvedFindings: resolvedFindings.count, breaking: breaking.count)
  }

  private enum CodingKeys: String, CodingKey {
    case old, new, added, removed, renamed, changed, contrast, newFindings, resolvedFindings, breaking, summary
  }

  /// Writes every list and the counts.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(old, forKey: .old)
    try container.encode(new, forKey: .new)
    try container.encode(added, forKey: .added)
    try container.encode(removed, forKey: .removed)
    try container.encode(renamed, forKey: .renamed)
    try container.encode(changed, forKey: .changed)
    try container.encode(contrast, forKey: .contrast)
    try container.encode(newFindings, forKey: .newFindings)
    try container.encode(resolvedFindings, forKey: .resolvedFindings)
    try container.encode(breaking, forKey: .breaking)
    try container.encode(summary, forKey: .summary)
  }
}

/// One side of a diff as the report names it.
public struct DiffSideSummary: Sendable, Hashable, Encodable {
  /// How the side was named: a revision, a folder or a configuration file.
  public var label: String
  /// How many tokens it has.
  public var tokens: Int

  /// Creates a summary.
  public init(label: String, tokens: Int) {
    self.label = label
    self.tokens = tokens
  }
}

/// How many entries each part of a diff has.
public struct DiffCounts: Sendable, Hashable, Encodable {
  /// Tokens added.
  public var added: Int
  /// Tokens removed.
  public var removed: Int
  /// Tokens renamed.
  public var renamed: Int
  /// Tokens whose value, type or deprecation changed.
  public var changed: Int
  /// Tokens whose aliases changed but whose resolved value did not.
  public var aliasOnly: Int
  /// Contrast pairs that now fail.
  public var contrastRegressions: Int
  /// Other contrast changes.
  public var contrastChanges: Int
  /// New rule findings.
  public var newFindings: Int
  /// Rule findings gone.
  public var resolvedFindings: Int
  /// Breaking changes for code.
  public var breaking: Int
}
