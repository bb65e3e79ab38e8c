/// Known token and group names, for "does not name a token; did you mean …" messages.
struct AliasNames {
  private let tokens: [DecodedToken]
  private let groups: [DecodedGroup]
  // Built on the first unresolved alias only: a clean build pays nothing for suggestions.
  private lazy var tokenPaths: Set<TokenPath> = Set(tokens.map(\.path))
  private lazy var groupPaths: Set<TokenPath> = Set(groups.map(\.path))
  private lazy var allPaths: [String] = tokens.map(\.path.description).sorted()
  private lazy var childrenByGroup: [TokenPath: [String]] = {
    var children: [TokenPath: [String]] = [:]
    for token in tokens { children[token.path.parent, default: []].append(token.path.name) }
    return children
  }()

  init(tokens: [DecodedToken], groups: [DecodedGroup]) {
    self.tokens = tokens
    self.groups = groups
  }

  /// Whether `path` names a token.
  mutating func exists(_ path: TokenPath) -> Bool { tokenPaths.contains(path) }

  /// The diagnostic for an alias that names no token, with the closest real name.
  mutating func unresolved(_ reference: AliasReference) -> Diagnostic {
    let path = reference.path
    if groupPaths.contains(path) {
      let example = childrenByGroup[path]?.sorted().first.map { " such as '\(path.appending($0).aliasText)'" } ?? ""
      return Diagnostic(
        .error, .aliasUnresolved, "'\(path.aliasText)' names a group, not a token; alias one of its tokens\(example)",
        at: reference.location)
    }
    let suggestion: TokenPath? =
      Suggestions.closest(to: path.name, in: childrenByGroup[path.parent] ?? []).map { path.parent.appending($0) }
      ?? Suggestions.closest(to: path.description, in: allPaths).map { TokenPath(dotted: $0) }
    guard let suggestion else {
      return Diagnostic(.error, .aliasUnresolved, "'\(path.aliasText)' does not name a token", at: reference.location)
    }
    return Diagnostic(
      .error, .aliasUnresolved,
      "'\(path.aliasText)' does not name a token; did you mean '\(suggestion.aliasText)'?",
      at: reference.location, fix: FixSuggestion("use '\(suggestion.aliasText)'", replacement: suggestion.aliasText))
  }
}
