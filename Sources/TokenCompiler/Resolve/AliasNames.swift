/// Known token and group names, for "does not name a token; did you mean …" messages.
struct AliasNames {
  /// The decoded tokens, read in place while the resolve stage runs.
  private let tokens: UnsafeBufferPointer<DecodedToken>
  private let groups: [DecodedGroup]
  // Built on the first unresolved alias only: a clean build pays nothing for suggestions.
  private lazy var tokenPaths: Set<TokenPath> = Set(tokens.map(\.path))
  private lazy var groupPaths: Set<TokenPath> = Set(groups.map(\.path))
  private lazy var allPaths: [Suggestions.Candidate] = tokens.map(\.path.description).sorted()
    .map(Suggestions.Candidate.init)
  private lazy var childrenByGroup: [TokenPath: [Suggestions.Candidate]] = {
    var children: [TokenPath: [Suggestions.Candidate]] = [:]
    for token in tokens { children[token.path.parent, default: []].append(.init(token.path.name)) }
    return children
  }()
  /// The suggestion found for each missing path, so the same typo is searched once.
  private var suggestions: [TokenPath: TokenPath?] = [:]
  /// How many more candidates the searches may compare: thousands of unresolved aliases
  /// (a renamed group) then cost linear time, and the first ones still get suggestions.
  private var budget = 250_000

  /// Input files that failed to load: a name missing from the others may be defined there.
  private let unloadedFiles: [String]

  init(tokens: UnsafeBufferPointer<DecodedToken>, groups: [DecodedGroup], unloadedFiles: [String] = []) {
    self.tokens = tokens
    self.groups = groups
    self.unloadedFiles = unloadedFiles
  }

  /// Whether `path` names a token.
  mutating func exists(_ path: TokenPath) -> Bool { tokenPaths.contains(path) }

  /// The diagnostic for an alias that names no token, with the closest real name.
  mutating func unresolved(_ reference: AliasReference) -> Diagnostic {
    let path = reference.path
    if groupPaths.contains(path) {
      let example = childrenByGroup[path]?.first.map(\.text).map { " such as '\(path.appending($0).aliasText)'" } ?? ""
      return Diagnostic(
        .error, .aliasUnresolved, "'\(path.aliasText)' names a group, not a token; alias one of its tokens\(example)",
        at: reference.location)
    }
    if !unloadedFiles.isEmpty {
      // The name may well be right and defined in a file that did not load: say so instead of
      // guessing a close name among the files that did.
      let files = Self.list(unloadedFiles.map { "'\($0)'" })
      return Diagnostic(
        .error, .aliasUnresolved,
        "'\(path.aliasText)' does not name a token in the files that loaded; it may be defined in \(files), "
          + "which failed to load (fix the error there first)",
        at: reference.location)
    }
    guard let suggestion = suggestion(for: path) else {
      return Diagnostic(.error, .aliasUnresolved, "'\(path.aliasText)' does not name a token", at: reference.location)
    }
    return Diagnostic(
      .error, .aliasUnresolved,
      "'\(path.aliasText)' does not name a token; did you mean '\(suggestion.aliasText)'?",
      at: reference.location, fix: FixSuggestion("use '\(suggestion.aliasText)'", replacement: suggestion.aliasText))
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  private static func list(_ items: [String]) -> String {
    items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
  }

  /// The closest token name: a sibling first, then any token; within the search budget.
  private mutating func suggestion(for path: TokenPath) -> TokenPath? {
    if let known = suggestions[path] { return known }
    var found: TokenPath?
    let siblings = childrenByGroup[path.parent] ?? []
    if budget >= siblings.count {
      budget -= siblings.count
      found = Suggestions.closest(to: path.name, among: siblings).map { path.parent.appending($0) }
    }
    if found == nil, budget >= allPaths.count {
      budget -= allPaths.count
      found = Suggestions.closest(to: path.description, among: allPaths).map { TokenPath(dotted: $0) }
    }
    suggestions[path] = .some(found)
    return found
  }
}
