/// Names, in each `unknownTypes: skip` warning on a group's `$type`, the tokens it skipped, so
/// the warning says what is missing from the output and not only which group.
extension GroupWalker {
  /// How many skipped tokens a warning names before "and N more".
  static let namedSkips = 5

  /// `diagnostics` with each skip warning on a group extended by the tokens it skipped.
  func namingSkippedTokens(in diagnostics: [Diagnostic]) -> [Diagnostic] {
    var result = diagnostics
    for warning in unknownTypeWarnings where result.indices.contains(warning.diagnostic) {
      let paths = skippedForType.filter {
        $0.type == warning.type && $0.path.components.starts(with: warning.scope.components)
      }.map(\.path)
      // A token's own $type already names it.
      guard !paths.isEmpty, paths != [warning.scope] else { continue }
      var names = paths.prefix(Self.namedSkips).map { "'\($0)'" }.joined(separator: ", ")
      if paths.count > Self.namedSkips { names += " and \(paths.count - Self.namedSkips) more" }
      result[warning.diagnostic].message += ": \(paths.count) token\(paths.count == 1 ? "" : "s") skipped, \(names)"
    }
    return result
  }
}
