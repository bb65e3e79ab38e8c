/// `color/appearances`: semantic colors write all four appearances, or say that the fallback is intended.
///
/// The explicit-fallback marker is `$extensions: {dev.tokenc: {fallback: intentional}}`
/// (every missing appearance falls back on purpose) or `fallback: [darkHighContrast, …]`
/// (only those do).
public struct ColorAppearancesRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "color/appearances", defaultSeverity: .warning,
    summary: "semantic colors define light, dark and both Increase Contrast appearances",
    explanation: """
      Apple asks every custom color for four variants: light, dark, and both with \
      Increase Contrast on. A semantic color (a token under one of the 'groups') that \
      leaves one out silently falls back to another, so Increase Contrast users often \
      get no extra contrast at all. Write all four appearances, or say that the \
      fallback is intended with '$extensions: {dev.tokenc: {fallback: intentional}}' \
      on the token ('fallback: [darkHighContrast]' names only some appearances). A \
      token whose whole value aliases a color that is complete, or marked, is complete. \
      Palette (primitive) colors are not semantic: keep them out of 'groups'.
      """,
    options: [groupsOption.descriptor]
  )

  /// The groups of semantic colors.
  static let groupsOption = OptionKey<[String]>("groups", "path prefixes of the semantic colors", default: ["color"])

  private let groups: [TokenPath]

  /// Creates the rule from its options.
  public init(options: inout Options) {
    groups = options.read(Self.groupsOption).map(TokenPath.init(dotted:))
  }

  /// Reports semantic colors with appearances that fall back without saying so.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    var memo: [TokenPath: Set<Appearance>] = [:]
    for index in tokens.indices(ofType: .color) {
      // The token is read in place until it has something to report (a copy retains every field).
      guard case .color(let colors) = tokens.tokens[index].value,
        groups.contains(where: { tokens.tokens[index].path.components.starts(with: $0.components) })
      else { continue }
      var missing = Appearance.allCases.filter { !colors.explicit.contains($0) }
      guard !missing.isEmpty else { continue }
      let token = tokens.tokens[index]
      // A malformed marker was reported by the decode stage and is not here.
      let intended = intendedFallbacks(of: token.path, in: tokens, memo: &memo)
      missing.removeAll(where: intended.contains)
      guard !missing.isEmpty else { continue }
      report(token, colors.explicit, missing, context: &context)
    }
  }

  /// The fallbacks marked intentional on a token or on any token its whole value aliases,
  /// remembered per token, so chains of any length cost linear time.
  private func intendedFallbacks(
    of path: TokenPath, in tokens: ResolvedTokenSet, memo: inout [TokenPath: Set<Appearance>]
  ) -> Set<Appearance> {
    var walk: [TokenPath] = []
    var current: TokenPath? = path
    var inherited: Set<Appearance> = []
    while let hop = current, let index = tokens.index(of: hop) {
      if let known = memo[hop] {
        inherited = known
        break
      }
      walk.append(hop)
      current = tokens.tokens[index].aliasOf?.path
    }
    for hop in walk.reversed() {
      inherited.formUnion(tokens.index(of: hop).flatMap { tokens.tokens[$0].tokenc.fallback?.value } ?? [])
      memo[hop] = inherited
    }
    return inherited
  }

  private func report(
    _ token: ResolvedToken, _ written: Set<Appearance>, _ missing: [Appearance], context: inout RuleContext
  ) {
    let writes = Appearance.allCases.filter(written.contains).map(\.rawValue)
    let owner = token.hops.last.map { "'\(token.path)' aliases '\($0.aliasText)', which" } ?? "'\(token.path)'"
    var sources: [(source: Appearance, missing: [String])] = []
    for appearance in missing {
      let source = appearance.source(given: written) ?? .light
      if let index = sources.firstIndex(where: { $0.source == source }) {
        sources[index].missing.append(appearance.rawValue)
      } else {
        sources.append((source, [appearance.rawValue]))
      }
    }
    let fallbacks = sources.map { source, names in
      "\(ColorGamutRule.list(names)) \(names.count == 1 ? "falls" : "fall") back to \(source.rawValue)"
    }
    context.report(
      "\(owner) writes only \(ColorGamutRule.list(writes)): \(fallbacks.joined(separator: " and ")); "
        + "write all four appearances or mark the fallback as intended",
      token: token,
      fix: FixSuggestion(
        "add \(ColorGamutRule.list(missing.map(\.rawValue))) to '\(token.path)', or add "
          + "$extensions: {dev.tokenc: {fallback: intentional}}"))
  }
}
