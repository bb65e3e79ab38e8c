/// Putting walks made apart back together, in order, as if one walker had made them.
///
/// Base files walked each on its own only meet through their paths: the same token defined in
/// two of them, or a token in one that is a group in another. ``GroupWalker/absorb(_:)`` adds a
/// file's walk to this one and says when such a meeting makes the result differ from one walk
/// (the caller then walks every file with one walker). Otherwise the lists are appended in
/// order, indices into them shifted, and each `$extensions.mode` name is reported only once,
/// as one walker does.
extension GroupWalker {
  /// Appends the walk of one file, walked apart from the files before it; returns `false` when
  /// its paths meet theirs (this walker is then not usable). Without `paths`, the tables of
  /// token and group paths are left out: the caller knows the files cannot meet, and walks
  /// nothing after them that would look paths up.
  ///
  /// Its tokens stay in `file` (which is file `number` of the caller's), noted in ``tokenSlices``,
  /// until ``takeTokens(from:)`` moves them here.
  mutating func absorb(_ file: DecodedFile, number: Int, paths: Bool = true) -> Bool {
    // Where each walker's slices of tokens went: (first local index, first index here, count).
    var placed: [[(local: Int, here: Int, count: Int)]] = Array(repeating: [], count: file.walkers.count)
    for slice in file.slices {
      let part = file.walkers[slice.walker]
      let (from, to) = (slice.from, slice.to)
      placed[slice.walker].append((from.tokens, document.tokens.count + slicedTokenCount, to.tokens - from.tokens))
      tokenSlices.append((number, slice.walker, from.tokens..<to.tokens))
      slicedTokenCount += to.tokens - from.tokens
      document.groups += part.document.groups[from.groups..<to.groups]
      document.contrastPairs += part.document.contrastPairs[from.contrastPairs..<to.contrastPairs]
      skippedForType += part.skippedForType[from.skippedForType..<to.skippedForType]
      let index = appendDiagnostics(of: part, from: from, to: to)
      for warning in part.unknownTypeWarnings[from.unknownTypeWarnings..<to.unknownTypeWarnings] {
        unknownTypeWarnings.append((index(warning.diagnostic), warning.type, warning.scope))
      }
      for var duplicate in part.duplicateFiles.duplicates[from.duplicates..<to.duplicates] {
        duplicate.diagnostic = index(duplicate.diagnostic)
        duplicateFiles.duplicates.append(duplicate)
      }
    }
    for (number, part) in file.walkers.enumerated() {
      guard !paths || absorbPaths(of: part, placed: placed[number]) else { return false }
      absorbTables(of: part)
    }
    return true
  }

  /// Appends a part's diagnostics between two marks, leaving out `$extensions.mode` warnings
  /// about a name already reported; returns where each of its diagnostics went.
  private mutating func appendDiagnostics(of part: GroupWalker, from: WalkMarks, to: WalkMarks) -> (Int) -> Int {
    var dropped: [Int] = []
    for warning in part.modeWarnings[from.modeWarnings..<to.modeWarnings] {
      if reportedModeNames.insert(warning.name).inserted {
        modeWarnings.append(
          (reader.diagnostics.count + warning.diagnostic - from.diagnostics - dropped.count, warning.name))
      } else {
        dropped.append(warning.diagnostic)
      }
    }
    let base = reader.diagnostics.count
    if dropped.isEmpty {
      reader.diagnostics += part.reader.diagnostics[from.diagnostics..<to.diagnostics]
      return { base + $0 - from.diagnostics }
    }
    for index in from.diagnostics..<to.diagnostics where !dropped.contains(index) {
      reader.diagnostics.append(part.reader.diagnostics[index])
    }
    return { old in base + old - from.diagnostics - dropped.count(where: { $0 < old }) }
  }

  /// Adds a part's token and group paths; returns `false` when one of its tokens is defined
  /// here already.
  private mutating func absorbPaths(of part: GroupWalker, placed: [(local: Int, here: Int, count: Int)]) -> Bool {
    for (path, token) in part.registeredTokens {
      var moved = token
      if let local = token.index, let slice = placed.first(where: { local >= $0.local && local - $0.local < $0.count })
      {
        moved.index = slice.here + local - slice.local
      }
      guard registeredTokens.updateValue(moved, forKey: path) == nil else { return false }
    }
    for (path, location) in part.groupLocations where groupLocations[path] == nil {
      groupLocations[path] = location
    }
    return true
  }

  /// Adds a part's other tables (themed values, undecodable and skipped tokens, counts).
  private mutating func absorbTables(of part: GroupWalker) {
    if !part.themedLocations.isEmpty { themedLocations.merge(part.themedLocations) { _, new in new } }
    if !part.document.undecodable.isEmpty { document.undecodable.formUnion(part.document.undecodable) }
    if !part.document.skipped.isEmpty { document.skipped.merge(part.document.skipped) { _, later in later } }
    if !part.reader.suggestedFields.isEmpty {
      reader.suggestedFields.merge(part.reader.suggestedFields) { $0.union($1) }
    }
    duplicateFiles.addCounts(of: part.duplicateFiles)
  }

  /// Whether a token of one walk is a group of another (checked once every file is absorbed:
  /// one walker never keeps both for one path).
  var tokensMeetGroups: Bool {
    groupLocations.keys.contains { registeredTokens[$0] != nil }
  }
}
