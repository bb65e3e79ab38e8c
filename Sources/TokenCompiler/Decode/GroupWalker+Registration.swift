/// How ``GroupWalker`` records the paths it reads: a group's, a token's, and the clashes
/// between them (a token defined twice, a group and a token at one path).
extension GroupWalker {
  /// Records a group path; reports a clash with a token of the same path.
  mutating func registerGroup(_ path: TokenPath, at location: SourceLocation) -> Bool {
    if let token = registeredTokens[path]?.location {
      reader.diagnostics.error(
        .tokenDuplicate, "'\(path)' is a group here but a token at \(token)", at: location,
        notes: [DiagnosticNote("the token '\(path)' is defined here", at: token)])
      return false
    }
    if groupLocations[path] == nil {
      groupLocations[path] = location
    } else if splitChildren != nil {
      repeatsGroup = true
    }
    return true
  }

  /// Records a token path; reports a second definition or a clash with a group.
  mutating func registerToken(_ path: TokenPath, at location: SourceLocation) -> Bool {
    registerToken(path, at: location, index: nil, first: registeredTokens[path]?.location)
  }

  /// Records a token path at `index` of `document.tokens` (if it is added there), given where
  /// it is defined already (`first`, looked up by the caller); reports a second definition or
  /// a clash with a group.
  mutating func registerToken(
    _ path: TokenPath, at location: SourceLocation, index: Int?, first: SourceLocation?
  ) -> Bool {
    duplicateFiles.countToken(in: location.file)
    if let first {
      duplicateFiles.duplicates.append(
        DuplicateFiles.Duplicate(path: path, here: location, first: first, diagnostic: reader.diagnostics.count))
      if isNewer(first.file, than: location.file) {
        // The earlier file in path order was changed last: the designer just added it there.
        reader.diagnostics.error(
          .tokenDuplicate,
          "token '\(path)' is defined twice: here, in the file changed last, and at \(location)", at: first,
          notes: [DiagnosticNote("the other definition of '\(path)'", at: location)])
        return false
      }
      reader.diagnostics.error(
        .tokenDuplicate, "token '\(path)' is defined twice; the first definition is at \(first)", at: location,
        notes: [DiagnosticNote("first definition of '\(path)'", at: first)])
      return false
    }
    if let group = groupLocations[path] {
      reader.diagnostics.error(
        .tokenDuplicate, "'\(path)' is a token here but a group at \(group)", at: location,
        notes: [DiagnosticNote("the group '\(path)' is defined here", at: group)])
      return false
    }
    registeredTokens[path] = RegisteredToken(location: location, index: index)
    return true
  }

  /// Whether `file` was modified after `other` (both known, and different files).
  private func isNewer(_ file: String, than other: String) -> Bool {
    guard file != other, let time = modified[file], let otherTime = modified[other] else { return false }
    return time > otherTime
  }
}
