/// The resolve stage: follows every alias once, in dependency order, and fills appearances.
///
/// Work is linear in tokens plus aliases: one graph, one strongly-connected-component
/// pass, one resolution per token. Each cycle is reported once with every hop;
/// tokens that depend on a broken token are skipped without further noise.
public struct Resolver: Sendable {
  /// Creates a resolver.
  public init() {}

  /// Resolves a decoded document.
  public func resolve(_ document: TokenDocument, diagnostics: inout [Diagnostic]) -> ResolvedTokenSet {
    // The decoded tokens are read in place (a buffer's element is borrowed, not copied).
    document.tokens.withUnsafeBufferPointer { tokens in resolve(tokens, of: document, diagnostics: &diagnostics) }
  }

  /// Resolves `document`'s tokens, read from a buffer.
  private func resolve(
    _ tokens: UnsafeBufferPointer<DecodedToken>, of document: TokenDocument, diagnostics: inout [Diagnostic]
  ) -> ResolvedTokenSet {
    let indexByPath = ResolvedTokenSet.firstIndexByPath(count: tokens.count) { tokens[$0].path }
    var names = AliasNames(tokens: document.tokens, groups: document.groups, unloadedFiles: document.unloadedFiles)
    var failed = [Bool](repeating: false, count: tokens.count)
    var edges = [[Int]](repeating: [], count: tokens.count)
    let references = tokens.map { $0.value.references }
    for (index, tokenReferences) in references.enumerated() {
      for reference in tokenReferences {
        if let target = indexByPath[reference.path] {
          edges[index].append(target)
        } else if let reason = document.skipped[reference.path] {
          diagnostics.warning(
            .aliasUnresolved,
            "'\(reference.path.aliasText)' was skipped (\(reason)), so '\(tokens[index].path)' is skipped too",
            at: reference.location)
          failed[index] = true
        } else {
          if !document.undecodable.contains(reference.path) { diagnostics.append(names.unresolved(reference)) }
          failed[index] = true
        }
      }
    }
    let graph = DependencyGraph(edges: edges)
    // A whole-value alias's next hop is its only edge (none when it names no token).
    let next = tokens.indices.map { index -> Int? in
      if case .alias = tokens[index].value { return edges[index].first }
      return nil
    }
    var values = ValueResolver(
      count: tokens.count, indexByPath: indexByPath,
      aliasTable: AliasHops.Table(paths: tokens.map { $0.path }, next: next))
    for component in graph.componentsInDependencyOrder() {
      if graph.isCycle(component) {
        diagnostics.append(cycleDiagnostic(component, graph: graph, tokens: tokens, references: references))
        continue
      }
      let index = component[0]
      guard !failed[index], edges[index].allSatisfy({ values.resolved[$0] != nil }) else { continue }
      values.resolved[index] = values.resolve(tokens.baseAddress! + index, references: references[index])
    }
    diagnostics.append(contentsOf: values.diagnostics)
    let pairs = document.contrastPairs.compactMap { pair in
      resolvePair(
        pair, type: { path in values.value(of: path)?.type }, names: &names, undecodable: document.undecodable,
        into: &diagnostics)
    }
    // Move the tokens out rather than copy them (each copy retains every field).
    var ordered: [ResolvedToken] = []
    ordered.reserveCapacity(tokens.count)
    for index in values.resolved.indices {
      if let token = values.resolved[index].take() { ordered.append(token) }
    }
    // When every token resolved, the set's index by path is the one built above.
    return ResolvedTokenSet(
      tokens: ordered, indexByPath: ordered.count == tokens.count ? indexByPath : nil, groups: document.groups,
      contrastPairs: pairs)
  }

  private func cycleDiagnostic(
    _ component: [Int], graph: DependencyGraph, tokens: UnsafeBufferPointer<DecodedToken>,
    references: [[AliasReference]]
  ) -> Diagnostic {
    let start = component.min { tokens[$0].location < tokens[$1].location }!
    let walk = graph.cycle(from: start, within: Set(component))
    let hops = zip(walk, walk.dropFirst()).map { from, to in
      let reference = references[from].first { $0.path == tokens[to].path }!
      return DiagnosticNote("'\(tokens[from].path)' refers to '\(reference.path.aliasText)'", at: reference.location)
    }
    let names = walk.map { tokens[$0].path.description }.joined(separator: " → ")
    let first = references[start].first { $0.path == tokens[walk[1]].path }!
    return Diagnostic(
      .error, .aliasCycle, "alias cycle: \(names); break the cycle by giving one of these tokens a literal value",
      at: first.location, notes: hops)
  }

  private func resolvePair(
    _ pair: ContrastPairSource, type: (TokenPath) -> TokenType?, names: inout AliasNames,
    undecodable: Set<TokenPath>, into diagnostics: inout [Diagnostic]
  ) -> ResolvedContrastPair? {
    var ok = true
    for (role, reference) in [("foreground", pair.foreground), ("background", pair.background)] {
      guard let type = type(reference.path) else {
        if !names.exists(reference.path), !undecodable.contains(reference.path) {
          diagnostics.append(names.unresolved(reference))
        }
        ok = false
        continue
      }
      if type != .color {
        diagnostics.error(
          .aliasTypeMismatch,
          "the contrast pair's \(role) '\(reference.path.aliasText)' is \(type.withArticle), not a color",
          at: reference.location)
        ok = false
      }
    }
    guard ok else { return nil }
    return ResolvedContrastPair(
      foreground: pair.foreground.path, background: pair.background.path, usage: pair.usage, level: pair.level,
      location: pair.location)
  }
}
