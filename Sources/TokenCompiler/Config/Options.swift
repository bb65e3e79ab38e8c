/// The options a rule or emitter was given in `tokenc.yaml`, read with located errors.
///
/// Every getter reports a `config/invalid` diagnostic at the offending line when
/// a value has the wrong shape, and falls back to the default so all problems are
/// reported in one run.
public struct Options: Sendable {
  /// The option entries by name.
  public var entries: [String: SourceMappingEntry]
  /// What the options belong to, for messages (e.g. "rule spacing/grid").
  public var owner: String
  /// Problems found while reading.
  public var diagnostics: [Diagnostic] = []
  /// Where the options' mapping is written, for problems with an option that is missing.
  public var location: SourceLocation?

  /// Creates options from config entries.
  public init(_ entries: [SourceMappingEntry] = [], owner: String) {
    self.entries = Dictionary(entries.map { ($0.key.text, $0) }, uniquingKeysWith: { a, _ in a })
    self.owner = owner
  }

  /// Reports option names that `known` does not list.
  public mutating func rejectUnknown(known: [String]) {
    for entry in entries.values.sorted(by: { $0.key.location < $1.key.location }) where !known.contains(entry.key.text)
    {
      let hint = Suggestions.didYouMean(entry.key.text, in: known)
      let list = known.isEmpty ? "it takes no options" : "options: \(known.joined(separator: ", "))"
      diagnostics.error(.config, "\(owner) has no option '\(entry.key.text)'\(hint) (\(list))", at: entry.key.location)
    }
  }

  /// A number option.
  public mutating func number(_ name: String, default value: Double) -> Double {
    guard let node = entries[name]?.value else { return value }
    if let number = node.scalar?.number { return number }
    invalid(node, name, expected: "a number")
    return value
  }

  /// A Boolean option.
  public mutating func bool(_ name: String, default value: Bool) -> Bool {
    guard let node = entries[name]?.value else { return value }
    if let bool = node.scalar?.bool { return bool }
    invalid(node, name, expected: "true or false")
    return value
  }

  /// A text option, optionally restricted to `choices`.
  public mutating func string(_ name: String, default value: String, choices: [String]? = nil) -> String {
    guard let node = entries[name]?.value else { return value }
    guard let scalar = node.scalar, !scalar.isNull else {
      invalid(node, name, expected: "text")
      return value
    }
    if let choices, !choices.contains(scalar.text) {
      let hint = Suggestions.didYouMean(scalar.text, in: choices)
      diagnostics.error(
        .config,
        "\(owner) option '\(name)' must be one of \(choices.joined(separator: ", ")), not '\(scalar.text)'\(hint)",
        at: scalar.location)
      return value
    }
    return scalar.text
  }

  /// A list-of-text option (a single text is a one-element list).
  public mutating func strings(_ name: String, default value: [String]) -> [String] {
    guard let node = entries[name]?.value else { return value }
    if let scalar = node.scalar, !scalar.isNull { return [scalar.text] }
    if let items = node.items {
      let texts = items.compactMap { $0.scalar.flatMap { $0.isNull ? nil : $0.text } }
      if texts.count == items.count { return texts }
    }
    invalid(node, name, expected: "a list of text")
    return value
  }

  private mutating func invalid(_ node: SourceNode, _ name: String, expected: String) {
    diagnostics.error(
      .config, "\(owner) option '\(name)' must be \(expected), not \(ValueReader.describe(node))", at: node.location)
  }
}
