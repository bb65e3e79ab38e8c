/// The tokens to resolve, grouped by level, so that each level can be resolved on every core.
///
/// A token's level is one more than the highest level among the tokens it refers to, and 0 when
/// it refers to none: the tokens of one level depend only on tokens of lower levels, which are
/// all resolved before the level starts, so they can be resolved in any order. Design systems
/// are shallow (a palette, the semantic colors aliasing it, a few aliases of those), so there
/// are few levels and each is large.
struct ResolveLevels {
  /// The tokens, level after level; within a level in the order given.
  private(set) var members: [Int] = []
  /// Where each level ends in ``members``.
  private(set) var ends: [Int] = []

  /// The levels of `candidates`, given each after every candidate it depends on (the order of
  /// ``DependencyGraph/componentsInDependencyOrder()``). A token that is not a candidate (it
  /// failed, or is part of a cycle) counts as level 0 for the tokens that refer to it; those
  /// will not resolve anyway.
  init(candidates: [Int], graph: DependencyGraph) {
    var level = [Int](repeating: 0, count: graph.count)
    var counts: [Int] = []
    for index in candidates {
      var highest = 0
      for position in graph.edgeRange(of: index) { highest = max(highest, level[graph.targets[position]] + 1) }
      level[index] = highest
      while counts.count <= highest { counts.append(0) }
      counts[highest] += 1
    }
    // A stable counting sort by level.
    var next: [Int] = []
    next.reserveCapacity(counts.count)
    var end = 0
    for count in counts {
      next.append(end)
      end += count
      ends.append(end)
    }
    members = [Int](repeating: 0, count: candidates.count)
    for index in candidates {
      members[next[level[index]]] = index
      next[level[index]] += 1
    }
  }
}

extension ValueResolver {
  /// Resolves the tokens of `levels`, level after level, each level's tokens in chunks on every
  /// core; a token whose dependencies did not all resolve is skipped. Each token's findings are
  /// kept apart and joined in `order` (the candidates in dependency order), which is the order
  /// resolving them one after the other gives.
  mutating func resolve(_ levels: ResolveLevels, order: [Int]) {
    var found: [Int: [Diagnostic]] = [:]
    var first = 0
    for end in levels.ends {
      defer { first = end }
      let shared = ResolveShared(value: (resolver: self, members: levels.members))
      let results = ParallelMap.map(ResolveChunks.split(first..<end)) { range in
        ResolveShared(value: shared.value.resolver.resolving(shared.value.members[range]))
      }
      for result in results {
        fields.merge(result.value.fields) { _, new in new }
        for (index, diagnostics) in result.value.diagnostics { found[index] = diagnostics }
      }
    }
    guard !found.isEmpty else { return }
    for index in order { if let findings = found[index] { diagnostics += findings } }
  }

  /// Resolves the tokens at `indices` on a copy of this resolver that shares the value slots,
  /// and returns the field notes and findings of those tokens.
  private func resolving(
    _ indices: ArraySlice<Int>
  ) -> (fields: [Int: (locations: [String: SourceLocation], aliases: ValueAliases)], diagnostics: [(Int, [Diagnostic])])
  {
    var worker = self
    worker.fields = [:]
    worker.diagnostics = []
    var found: [(Int, [Diagnostic])] = []
    for index in indices {
      guard graph.edgeRange(of: index).allSatisfy({ isResolved(graph.targets[$0]) }) else { continue }
      worker.resolve(index)
      guard !worker.diagnostics.isEmpty else { continue }
      found.append((index, worker.diagnostics))
      worker.diagnostics = []
    }
    return (worker.fields, found)
  }
}
