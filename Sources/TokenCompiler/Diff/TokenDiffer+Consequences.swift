extension TokenDiffer {
  /// Fills in what the token changes lead to: contrast changes (regressions first), new and
  /// resolved findings, and breaking changes for code.
  static func consequences(of diff: inout TokenDiff, old: DiffSide, new: DiffSide) {
    let renames = Dictionary(diff.renamed.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    diff.contrast = contrastChanges(old: old, new: new, renames: renames)
    let (before, after) = (findings(old), findings(new))
    let (beforeKeys, afterKeys) = (Set(before.map(FindingKey.init)), Set(after.map(FindingKey.init)))
    diff.newFindings = after.filter { !beforeKeys.contains(FindingKey($0)) }
    diff.resolvedFindings = before.filter { !afterKeys.contains(FindingKey($0)) }
    diff.breaking = breakingChanges(old: old, new: new, diff: diff)
  }

  /// Declared pairs on both sides (old paths followed through renames) whose ratio, as the rule
  /// writes it, or verdict changed, per appearance; regressions first, then in declaration order.
  static func contrastChanges(old: DiffSide, new: DiffSide, renames: [TokenPath: TokenPath]) -> [ContrastChange] {
    struct Key: Hashable {
      var foreground: TokenPath
      var background: TokenPath
      var usage: ContrastUsage
      var appearance: Appearance
    }
    var before: [Key: ContrastResult] = [:]
    for result in old.contrastResults {
      let pair = result.pair
      let key = Key(
        foreground: renames[pair.foreground] ?? pair.foreground,
        background: renames[pair.background] ?? pair.background,
        usage: pair.usage, appearance: result.appearance)
      before[key] = before[key] ?? result
    }
    var changes: [ContrastChange] = []
    var seen: Set<Key> = []
    for result in new.contrastResults {
      let pair = result.pair
      let key = Key(
        foreground: pair.foreground, background: pair.background, usage: pair.usage, appearance: result.appearance)
      guard seen.insert(key).inserted, let previous = before[key] else { continue }
      let status: ContrastChange.Status =
        previous.passes && !result.passes ? .regression : !previous.passes && result.passes ? .fixed : .changed
      let minimum = result.requirement.minimum
      guard
        status != .changed
          || DiffValueText.ratio(previous.ratio, minimum: minimum)
            != DiffValueText.ratio(result.ratio, minimum: minimum)
      else {
        continue
      }
      changes.append(
        ContrastChange(
          foreground: pair.foreground, background: pair.background, appearance: result.appearance,
          requirement: result.requirement, oldRatio: previous.ratio, newRatio: result.ratio, status: status))
    }
    return changes.filter { $0.status == .regression } + changes.filter { $0.status != .regression }
  }

  /// What identifies a finding across sides: rule, token and message.
  struct FindingKey: Hashable {
    var rule: RuleID
    var path: TokenPath?
    var message: String

    init(_ finding: DiffFinding) {
      (rule, path, message) = (finding.rule, finding.path, finding.message)
    }
  }

  /// The side's active findings (suppressed ones left out), each with the token it names: the
  /// first quoted path in the message that is one of the side's tokens, else the token written
  /// on the finding's line.
  static func findings(_ side: DiffSide) -> [DiffFinding] {
    struct Line: Hashable {
      var file: String
      var line: Int
    }
    var byLine: [Line: TokenPath] = [:]
    for token in side.tokens.tokens {
      let line = Line(file: token.location.file, line: token.location.line)
      if byLine[line] == nil { byLine[line] = token.path }
    }
    return side.result.diagnostics.filter { $0.suppression == nil }.map { diagnostic in
      let quoted = firstQuotedToken(in: diagnostic.message, of: side)
      let path = quoted ?? diagnostic.location.flatMap { byLine[Line(file: $0.file, line: $0.line)] }
      guard let snapshot = side.snapshot else {
        return DiffFinding(
          severity: diagnostic.severity, rule: diagnostic.ruleID, path: path, message: diagnostic.message,
          location: diagnostic.location.map { relative($0, to: side.directory) })
      }
      return DiffFinding(
        severity: diagnostic.severity, rule: diagnostic.ruleID, path: path,
        message: snapshot.label(path: diagnostic.message), location: diagnostic.location.map(snapshot.label))
    }
  }

  /// The first `'…'` in `message` that names one of the side's tokens.
  private static func firstQuotedToken(in message: String, of side: DiffSide) -> TokenPath? {
    var rest = message[...]
    while let open = rest.firstIndex(of: "'") {
      let start = rest.index(after: open)
      guard let close = rest[start...].firstIndex(of: "'") else { return nil }
      let path = TokenPath(dotted: String(rest[start..<close]))
      if side.has(path) { return path }
      rest = rest[rest.index(after: close)...]
    }
    return nil
  }

  /// `location` relative to the side's folder, without a leading `./`.
  private static func relative(_ location: SourceLocation, to directory: String) -> SourceLocation {
    var location = location.relative(to: directory)
    while location.file.hasPrefix("./") { location.file.removeFirst(2) }
    return location
  }

  /// Swift members and CSS custom properties of old tokens that no longer exist (renamed when the
  /// token's new path has a new name, else removed), then tokens whose type changed.
  static func breakingChanges(old: DiffSide, new: DiffSide, diff: TokenDiff) -> [BreakingChange] {
    let renames = Dictionary(
      diff.renamed.filter { $0.evidence == .sameValue }.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
    var changes: [BreakingChange] = []
    func compare(_ kind: BreakingChange.Kind, _ before: [TokenPath: String], _ after: [TokenPath: String]) {
      let remaining = Set(after.values)
      for token in old.tokens.tokens {
        guard let name = before[token.path], !remaining.contains(name) else { continue }
        let replacement = after[renames[token.path] ?? token.path]
        changes.append(BreakingChange(kind: kind, path: token.path, old: name, new: replacement))
      }
    }
    if old.emitsSwift && new.emitsSwift { compare(.swiftIdentifier, old.swiftNames, new.swiftNames) }
    if old.emitsCSS && new.emitsCSS { compare(.cssProperty, old.cssNames, new.cssNames) }
    for change in diff.changed where change.kind == .type {
      changes.append(
        BreakingChange(kind: .type, path: change.path, old: change.oldType.rawValue, new: change.newType.rawValue))
    }
    return changes
  }
}
