/// The resolve stage: follows every alias once, in dependency order, and fills appearances.
///
/// Work is linear in tokens plus aliases: one graph, one strongly-connected-component
/// pass, one resolution per token. Each cycle is reported once with every hop;
/// tokens that depend on a broken token are skipped without further noise.
public struct Resolver: Sendable {
  /// Creates a resolver.
  public init() {}

  /// Resolves a decoded document.
  ///
  /// The document is consumed: each resolved token takes its decoded token's fields, moved rather
  /// than copied, so when the caller hands over its only copy (as the pipeline does) nothing is
  /// retained twice. A caller that keeps the document gets the same result; its tokens are copied.
  public func resolve(_ document: consuming TokenDocument, diagnostics: inout [Diagnostic]) -> ResolvedTokenSet {
    var tokens = document.tokens
    document.tokens = []
    // The decoded tokens are read in place (a buffer's element is borrowed, not copied).
    let resolved = tokens.withUnsafeMutableBufferPointer { tokens in
      resolve(tokens, of: document, diagnostics: &diagnostics)
    }
    // What is left of them (their decoded values) is freed on another core.
    FrontStageRelease.inBackground(consume tokens)
    return resolved
  }

  /// Resolves `document`'s tokens, read from a buffer. Inside the stage a token is its index:
  /// each alias is looked up by path once, into the graph's edges, and everything after that
  /// (the order, the chains, the values an alias takes) goes by index.
  private func resolve(
    _ decoded: UnsafeMutableBufferPointer<DecodedToken>, of document: TokenDocument, diagnostics: inout [Diagnostic]
  ) -> ResolvedTokenSet {
    let tokens = UnsafeBufferPointer(decoded)
    let indexByPath = ResolvedTokenSet.firstIndexByPath(count: tokens.count) { tokens[$0].path }
    var names = AliasNames(tokens: tokens, groups: document.groups, unloadedFiles: document.unloadedFiles)
    var failed = [Bool](repeating: false, count: tokens.count)
    // Every alias's target is looked up on every core; the graph and the messages for names
    // that are not found are then built in token order.
    let (aliases, targets) = ReferenceTargets.lookUp(tokens, in: indexByPath)
    var references = consume aliases
    var graph = DependencyGraph(capacity: tokens.count)
    var position = 0
    for index in tokens.indices {
      for slot in references[index].indices {
        let target = targets[position]
        position += 1
        guard target < 0 else {
          graph.addEdge(to: target)
          continue
        }
        let reference = references[index][slot]
        if let reason = document.skipped[reference.path] {
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
      graph.closeNode()
    }
    // A whole-value alias's next hop is its only edge (none when it names no token).
    let next = tokens.indices.map { index -> Int? in
      if case .alias = tokens[index].value { return graph.firstEdge(of: index) }
      return nil
    }
    var values = ValueResolver(
      tokens: tokens, indexByPath: indexByPath, graph: graph,
      aliasTable: AliasHops.Table(next: next) { tokens[$0].path })
    let components = graph.componentsInDependencyOrder()
    // Cycles are reported in dependency order; every other token that did not fail is resolved,
    // level by level (``ResolveLevels``), each level on every core.
    var candidates: [Int] = []
    candidates.reserveCapacity(tokens.count)
    var first = 0
    for end in components.ends {
      defer { first = end }
      let index = components.members[first]
      // A cycle: more than one token, or one token that refers to itself.
      if end - first > 1 || graph.edges(of: index).contains(index) {
        let component = Array(components.members[first..<end])
        diagnostics.append(cycleDiagnostic(component, graph: graph, tokens: tokens, references: references))
        continue
      }
      if !failed[index] { candidates.append(index) }
    }
    values.resolve(ResolveLevels(candidates: candidates, graph: graph), order: candidates)
    diagnostics.append(contentsOf: values.diagnostics)
    let pairs = document.contrastPairs.compactMap { pair in
      resolvePair(
        pair, type: { path in values.value(of: path)?.type }, names: &names, undecodable: document.undecodable,
        into: &diagnostics)
    }
    // Built in the designer's order, each token's fields and references moved in rather than copied.
    values.finishResolving()
    let ordered = values.resolvedTokens(moving: decoded, references: &references)
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
