extension ValueOrAlias {
  /// The alias, if this is one.
  var aliasReference: AliasReference? {
    if case .alias(let reference) = self { return reference }
    return nil
  }

  /// 1 for an alias, 0 for a value: summed to size a list of aliases before filling it.
  var aliasCount: Int { aliasReference == nil ? 0 : 1 }
}

extension DecodedValue {
  /// Every alias written in the value, in a stable order.
  var references: [AliasReference] {
    switch self {
    case .alias(let reference): return [reference]
    case .color(let appearances):
      // Counted first, so the list (kept by the resolved token) has room for exactly its aliases.
      let count = appearances.entries.count { $0.value.aliasReference != nil }
      guard count > 0 else { return [] }
      var references: [AliasReference] = []
      references.reserveCapacity(count)
      for entry in appearances.entries { references.appendAlias(entry.value) }
      return references
    case .literal: return []
    case .typography(let source):
      // One allocation of exactly the aliases' count (none without aliases), not one per alias appended.
      let count =
        (source.fontFamily?.aliasCount ?? 0) + (source.fontWeight?.aliasCount ?? 0)
        + (source.fontSize?.aliasCount ?? 0) + (source.lineHeight?.aliasCount ?? 0)
        + (source.letterSpacing?.aliasCount ?? 0)
      guard count > 0 else { return [] }
      var references: [AliasReference] = []
      references.reserveCapacity(count)
      references.appendAlias(source.fontFamily)
      references.appendAlias(source.fontWeight)
      references.appendAlias(source.fontSize)
      references.appendAlias(source.lineHeight)
      references.appendAlias(source.letterSpacing)
      return references
    case .motion(let source):
      let fallback: Int =
        switch source.reduceMotion {
        case .crossfade(let duration)?: duration.aliasReference == nil ? 0 : 1
        case .motion?: 1
        case .none?, nil: 0
        }
      let count =
        source.curve.aliasCount + source.duration.aliasCount + (source.bounce?.aliasCount ?? 0)
        + (source.delay?.aliasCount ?? 0) + fallback
      guard count > 0 else { return [] }
      var references: [AliasReference] = []
      references.reserveCapacity(count)
      references.appendAlias(source.curve)
      references.appendAlias(source.duration)
      references.appendAlias(source.bounce)
      references.appendAlias(source.delay)
      switch source.reduceMotion {
      case .crossfade(let duration)?: references.appendAlias(duration)
      case .motion(let reference)?: references.append(reference)
      case .none?, nil: break
      }
      return references
    case .composite(let source): return source.references
    }
  }
}

extension [AliasReference] {
  /// Appends the alias `value` is written as, if it is one.
  mutating func appendAlias<T>(_ value: ValueOrAlias<T>?) {
    if case .alias(let reference)? = value { append(reference) }
  }
}
