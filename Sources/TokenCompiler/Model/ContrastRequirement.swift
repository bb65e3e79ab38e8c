/// The WCAG 2.x contrast a pair needs, from its usage and level.
///
/// | usage | AA | AAA |
/// |---|---|---|
/// | text | 4.5:1 (1.4.3) | 7:1 (1.4.6) |
/// | large text | 3:1 (1.4.3) | 4.5:1 (1.4.6) |
/// | non-text UI | 3:1 (1.4.11) | 3:1 (1.4.11 has no AAA level) |
public struct ContrastRequirement: Sendable, Hashable {
  /// How the foreground is used.
  public var usage: ContrastUsage
  /// The conformance level.
  public var level: ContrastLevel

  /// Creates a requirement.
  public init(usage: ContrastUsage, level: ContrastLevel) {
    self.usage = usage
    self.level = level
  }

  /// The smallest passing ratio, e.g. 4.5 for AA text.
  public var minimum: Double {
    switch (usage, level) {
    case (.text, .AA): 4.5
    case (.text, .AAA): 7
    case (.largeText, .AA): 3
    case (.largeText, .AAA): 4.5
    case (.nonText, _): 3
    }
  }

  /// The usage in words: "text", "large text" or "non-text UI".
  public var usageText: String {
    switch usage {
    case .text: "text"
    case .largeText: "large text"
    case .nonText: "non-text UI"
    }
  }

  /// The minimum as written in messages, e.g. `4.5:1`.
  public var minimumText: String { "\(JSONWriter.format(minimum)):1" }

  /// Why the minimum applies, e.g. "the 4.5:1 that AA needs for text".
  public var reason: String { "the \(minimumText) that \(level.rawValue) needs for \(usageText)" }
}
