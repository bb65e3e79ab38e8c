/// How a resolver modifier is built.
///
/// - Contexts that are all appearances (`light`, `dark`, `light-hc`… or names mapped under
///   `appearances:`) make an appearance modifier: the light context's sources are read as
///   overrides of the sets before them, every other context's as that appearance's theme.
/// - A modifier chosen under `modifiers:` in `tokenc.yaml` is built in the chosen context.
/// - A Reduce Motion modifier (a context named `reduced`, `reducedMotion`…) is built in its
///   default context, and its Reduce Motion contexts give motion tokens their fallbacks.
/// - Any other modifier (a brand, a density) is built in its `default` context, with a
///   warning that names the contexts left out and how to choose one; one output folder per
///   brand comes from one `tokenc.yaml` per brand.
extension ResolverReader {
  /// Reads one modifier and adds its sources.
  mutating func readModifier(_ node: SourceNode, name: String, at location: SourceLocation) {
    guard let contextsNode = node["contexts"], let contexts = contextsNode.entries else {
      return error("modifier '\(name)' needs contexts, a mapping of context name to sources", at: node.location)
    }
    guard !contexts.isEmpty else {
      return error("modifier '\(name)' has no contexts; a modifier needs at least one", at: contextsNode.location)
    }
    let names = contexts.map(\.key.text)
    let defaultNode = node["default"]
    let defaultName = defaultNode?.scalar?.text
    if let defaultName, !names.contains(defaultName), let defaultNode {
      error(
        "modifier '\(name)' default '\(defaultName)' is not one of its contexts (\(names.joined(separator: ", ")))"
          + Suggestions.didYouMean(defaultName, in: names), at: defaultNode.location)
    }
    if let chosen = settings.modifiers[name] {
      guard let context = contexts.first(where: { $0.key.text == chosen }) else {
        return error(
          "tokenc.yaml chooses context '\(chosen)' of modifier '\(name)', which has only "
            + names.joined(separator: ", ") + Suggestions.didYouMean(chosen, in: names), at: contextsNode.location)
      }
      for other in contexts where other.key.text != chosen { noteNamed(other.value) }
      return readSources(context.value, role: .override, origin: "context '\(chosen)' of modifier '\(name)'")
    }
    let meanings = contexts.map { settings.names.meaning(of: $0.key.text) }
    let appearances = meanings.map { meaning -> Appearance? in
      if case .appearance(let appearance)? = meaning { return appearance }
      return nil
    }
    let isMotion = meanings.contains(.reducedMotion)
    if !isMotion, appearances.contains(where: { $0 != nil }) {
      return readAppearances(contexts, appearances: appearances, modifier: name)
    }
    guard let built = defaultName.flatMap({ chosen in contexts.first { $0.key.text == chosen } }) else {
      return error(
        "modifier '\(name)' is not an appearance and has no default; choose the context to build with "
          + "`modifiers: {\(name): \(names[0])}` in tokenc.yaml", at: location)
    }
    var others = names.filter { $0 != built.key.text }
    for other in contexts where other.key.text != built.key.text { noteNamed(other.value) }
    if isMotion {
      // Reduce Motion contexts give motion tokens their fallbacks; any other is left out.
      for (context, meaning) in zip(contexts, meanings) where meaning == .reducedMotion {
        readSources(
          context.value, role: .reducedMotion, origin: "context '\(context.key.text)' of modifier '\(name)'")
        others.removeAll { $0 == context.key.text }
      }
    }
    let reason =
      isMotion
      ? "these contexts are neither its default nor Reduce Motion, so " : "its contexts are not appearances, so "
    if !others.isEmpty {
      warning(
        "modifier '\(name)': \(reason)tokenc builds its default context '\(built.key.text)' and not "
          + others.map { "'\($0)'" }.joined(separator: ", ")
          + "; choose one with `modifiers: {\(name): \(others[0])}` in tokenc.yaml (one tokenc.yaml per output)",
        at: location)
    }
    readSources(built.value, role: .override, origin: "context '\(built.key.text)' of modifier '\(name)'")
  }

  /// The contexts of an appearance modifier: light overrides, the others are themes.
  private mutating func readAppearances(
    _ contexts: [SourceMappingEntry], appearances: [Appearance?], modifier: String
  ) {
    var seen: [Appearance: String] = [:]
    for (context, appearance) in zip(contexts, appearances) {
      guard let appearance else {
        noteNamed(context.value)
        let mapped = zip(contexts, appearances).compactMap { $1 == nil ? nil : $0.key.text }
        error(
          "context '\(context.key.text)' of modifier '\(modifier)' is not an appearance, but "
            + mapped.map { "'\($0)'" }.joined(separator: ", ") + (mapped.count == 1 ? " is" : " are")
            + "; map it with "
            + "`appearances: {\(context.key.text): dark}` in tokenc.yaml, or build one context with "
            + "`modifiers: {\(modifier): \(context.key.text)}`", at: context.key.location)
        continue
      }
      if let first = seen[appearance] {
        error(
          "contexts '\(first)' and '\(context.key.text)' of modifier '\(modifier)' both mean "
            + "\(appearance.displayName); map one of them to another appearance under `appearances:` in tokenc.yaml",
          at: context.key.location)
        continue
      }
      seen[appearance] = context.key.text
      let origin = "context '\(context.key.text)' of modifier '\(modifier)'"
      readSources(
        context.value, role: appearance == .light ? .override : .theme(appearance, inferred: false), origin: origin)
    }
    if seen[.light] == nil, let first = contexts.first {
      error(
        "modifier '\(modifier)' has no light context, which every other appearance falls back to; "
          + "map one with `appearances: {\(first.key.text): light}` in tokenc.yaml", at: first.key.location)
    }
  }
}
