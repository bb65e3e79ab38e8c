/// A declared contrast pair whose ratio or verdict changed in one appearance.
public struct ContrastChange: Sendable, Hashable, Encodable {
  /// Whether the change matters.
  public enum Status: String, Sendable, Hashable, Encodable {
    /// It passed and now fails.
    case regression
    /// It failed and now passes.
    case fixed
    /// It still passes, or still fails, at another ratio.
    case changed
  }

  /// The foreground token (new path).
  public var foreground: TokenPath
  /// The background token (new path).
  public var background: TokenPath
  /// The appearance measured.
  public var appearance: Appearance
  /// The usage and level the pair is held to on the new side.
  public var requirement: ContrastRequirement
  /// The old ratio, exact.
  public var oldRatio: Double
  /// The new ratio, exact.
  public var newRatio: Double
  /// Whether it got worse, better, or just changed.
  public var status: Status

  private enum CodingKeys: String, CodingKey {
    case foreground, background, appearance, usage, minimum, oldRatio, newRatio, status
  }

  /// Writes the ratios rounded to two decimals, as the docs publish them.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(foreground.description, forKey: .foreground)
    try container.encode(background.description, forKey: .background)
    try container.encode(appearance.rawValue, forKey: .appearance)
    try container.encode(requirement.usage.rawValue, forKey: .usage)
    try container.encode(requirement.minimum, forKey: .minimum)
    try container.encode(WCAGContrast.rounded(oldRatio), forKey: .oldRatio)
    try container.encode(WCAGContrast.rounded(newRatio), forKey: .newRatio)
    try container.encode(status, forKey: .status)
  }
}

/// A rule finding one side has and the other has not.
///
/// Findings are matched by rule id, token path and message; locations are left out of the
/// match, so moving a token within its file does not make its findings new.
public struct DiffFinding: Sendable, Hashable, Encodable {
  /// The severity it runs at.
  public var severity: Severity
  /// The rule or check.
  public var rule: RuleID
  /// The token it is about, when it names one of the side's tokens.
  public var path: TokenPath?
  /// The message.
  public var message: String
  /// Where it is, relative to the side's configuration folder.
  public var location: SourceLocation?

  private enum CodingKeys: String, CodingKey { case severity, rule, path, message, file, line, column }

  /// Writes `{severity, rule, path, message, file, line, column}`, with `null` where unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(severity.rawValue, forKey: .severity)
    try container.encode(rule.rawValue, forKey: .rule)
    try container.encode(path?.description, forKey: .path)
    try container.encode(message, forKey: .message)
    try container.encode(location?.file, forKey: .file)
    try container.encode(location?.line, forKey: .line)
    try container.encode(location?.column, forKey: .column)
  }
}

/// A change that breaks code written against the generated output.
public struct BreakingChange: Sendable, Hashable, Encodable {
  /// What breaks.
  public enum Kind: String, Sendable, Hashable, Encodable {
    /// A Swift member (`Tokens.Color.labelPrimary`) is gone or has another name.
    case swiftIdentifier
    /// A CSS custom property (`--color-label-primary`) is gone or has another name.
    case cssProperty
    /// A token has another type, so its Swift type and CSS value change.
    case type
  }

  /// What breaks.
  public var kind: Kind
  /// The token, by its old path.
  public var path: TokenPath
  /// The old name (or type).
  public var old: String
  /// The new name (or type); `nil` when it was removed.
  public var new: String?

  private enum CodingKeys: String, CodingKey { case kind, path, old, new }

  /// Writes the path as dotted text; `new` is `null` for a removal.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(path.description, forKey: .path)
    try container.encode(old, forKey: .old)
    try container.encode(new, forKey: .new)
  }
}
