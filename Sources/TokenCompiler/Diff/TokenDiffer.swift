/// Compares two validated sides token by token: added, removed, renamed and changed tokens,
/// then the consequences (``TokenDiffer/consequences``).
public enum TokenDiffer {
  /// The diff from `old` to `new`.
  public static func diff(old: DiffSide, new: DiffSide) -> TokenDiff {
    var diff = TokenDiff(old: old.summary, new: new.summary)
    let (oldTokens, newTokens) = (old.tokens, new.tokens)
    var added = newTokens.tokens.filter { oldTokens[$0.path] == nil }.map(\.path)
    var removed = oldTokens.tokens.filter { newTokens[$0.path] == nil }.map(\.path)
    var fields = FieldCache()

    // A token kept, deprecated, as an alias to (or naming) a new token was renamed.
    var addedSet = Set(added)
    var keptAliases: Set<TokenPath> = []
    for token in newTokens.tokens {
      guard let deprecation = token.deprecation, oldTokens[token.path] != nil,
        let target = renameTarget(of: token, reason: deprecation.reason, among: addedSet)
      else { continue }
      addedSet.remove(target)
      keptAliases.insert(token.path)
      diff.renamed.append(RenamedToken(from: token.path, to: target, type: token.type, evidence: .deprecatedAlias))
    }

    // A removed token whose type and resolved value reappear in its group, or under its name, was renamed.
    var candidates: [ValueKey: [TokenPath]] = [:]
    for path in added where addedSet.contains(path) {
      let token = newTokens[path]!
      candidates[ValueKey(type: token.type, fields: fields.resolved(token, side: 1)), default: []].append(path)
    }
    var removedSet = Set(removed)
    for path in removed {
      let token = oldTokens[path]!
      let key = ValueKey(type: token.type, fields: fields.resolved(token, side: 0))
      guard let options = candidates[key],
        let match = options.first(where: { $0.parent == path.parent }) ?? options.first(where: { $0.name == path.name })
      else { continue }
      candidates[key]!.removeAll { $0 == match }
      addedSet.remove(match)
      removedSet.remove(path)
      diff.renamed.append(RenamedToken(from: path, to: match, type: token.type, evidence: .sameValue))
    }
    let order = Dictionary(newTokens.tokens.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
    diff.renamed.sort { order[$0.to, default: 0] < order[$1.to, default: 0] }
    added.removeAll { !addedSet.contains($0) }
    removed.removeAll { !removedSet.contains($0) }
    diff.added = added.map { entry(newTokens[$0]!) }
    diff.removed = removed.map { entry(oldTokens[$0]!) }

    for token in newTokens.tokens {
      guard let before = oldTokens[token.path],
        let change = change(from: before, to: token, fields: &fields, keptAlias: keptAliases.contains(token.path))
      else { continue }
      diff.changed.append(change)
    }
    consequences(of: &diff, old: old, new: new)
    return diff
  }

  /// A token only one side has, as the report lists it.
  static func entry(_ token: ResolvedToken) -> DiffToken {
    DiffToken(
      path: token.path, type: token.type, value: DiffValueText.summary(token.value),
      swatches: DiffValueText.swatches(token.value))
  }

  /// The added token a deprecated token points at: its alias, else a token its reason names
  /// (as `{path}` or as the dotted path).
  static func renameTarget(of token: ResolvedToken, reason: String?, among added: Set<TokenPath>) -> TokenPath? {
    if let alias = token.aliasOf?.path, added.contains(alias) { return alias }
    guard let reason else { return nil }
    let separators: Set<Character> = [" ", "{", "}", "'", "\"", "`", ",", ";", ":", "(", ")"]
    for word in reason.split(whereSeparator: separators.contains) {
      var text = Substring(word)
      while text.last == "." { text = text.dropLast() }
      let path = TokenPath(dotted: String(text))
      if added.contains(path) { return path }
    }
    return nil
  }

  /// What identifies a value for rename matching: its type and resolved fields.
  struct ValueKey: Hashable {
    var type: TokenType
    var fields: [DiffField]
  }

  /// Every token's fields, computed once per side.
  struct FieldCache {
    private var cache: [[TokenPath: [DiffField]]] = [[:], [:]]

    /// The fields of `token` on side 0 (old) or 1 (new), aliases kept.
    mutating func fields(_ token: ResolvedToken, side: Int) -> [DiffField] {
      if let fields = cache[side][token.path] { return fields }
      let fields = DiffFields.fields(token.value)
      cache[side][token.path] = fields
      return fields
    }

    /// The fields without aliases.
    mutating func resolved(_ token: ResolvedToken, side: Int) -> [DiffField] {
      fields(token, side: side).map(\.resolved)
    }
  }
}
