/// Every token's aliases and the token each one names, looked up on every core.
///
/// Finding an alias's target hashes its path once; the tokens are cut into chunks and looked up
/// in parallel, since they only read the index by path. Diagnostics for names that are not
/// found are left to the caller, which reports them in token order.
enum ReferenceTargets {
  /// The aliases of each token of `tokens` (``DecodedValue/references``), by index, and the
  /// index in `indexByPath` of the token each alias names, or `-1` when it names none: token
  /// after token, each token's aliases in order.
  static func lookUp(
    _ tokens: UnsafeBufferPointer<DecodedToken>, in indexByPath: [TokenPath: Int]
  ) -> (references: [[AliasReference]], targets: [Int]) {
    let shared = ResolveShared(value: tokens)
    let parts = ParallelMap.map(ResolveChunks.split(tokens.indices)) { range in
      let tokens = shared.value
      var references: [[AliasReference]] = []
      references.reserveCapacity(range.count)
      var targets: [Int] = []
      targets.reserveCapacity(range.count)
      for index in range {
        let aliases = tokens[index].value.references
        for alias in aliases { targets.append(indexByPath[alias.path] ?? -1) }
        references.append(aliases)
      }
      return (references: references, targets: targets)
    }
    guard parts.count > 1 else { return parts.first ?? ([], []) }
    var references: [[AliasReference]] = []
    references.reserveCapacity(tokens.count)
    var targets: [Int] = []
    for part in parts {
      references += part.references
      targets += part.targets
    }
    return (references, targets)
  }
}
