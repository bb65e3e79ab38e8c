extension ValueOrAlias {
  /// The alias, if this is one.
  var aliasReference: AliasReference? {
    if case .alias(let reference) = self { return reference }
    return nil
  }
}

extension DecodedValue {
  /// Every alias written in the value, in a stable order.
  var references: [AliasReference] {
    switch self {
    case .alias(let reference): return [reference]
    case .color(let appearances):
      guard appearances.values.contains(where: { $0.aliasReference != nil }) else { return [] }
      return Appearance.allCases.compactMap { appearances[$0]?.aliasReference }
    case .literal: return []
    case .typography(let source):
      return [
        source.fontFamily?.aliasReference, source.fontWeight?.aliasReference, source.fontSize?.aliasReference,
        source.lineHeight?.aliasReference, source.letterSpacing?.aliasReference,
      ].compactMap { $0 }
    case .motion(let source):
      var references = [
        source.curve.aliasReference, source.duration.aliasReference, source.bounce?.aliasReference,
        source.delay?.aliasReference,
      ].compactMap { $0 }
      switch source.reduceMotion {
      case .crossfade(let duration)?: references += [duration.aliasReference].compactMap { $0 }
      case .motion(let reference)?: references.append(reference)
      case .none?, nil: break
      }
      return references
    case .composite(let source): return source.references
    }
  }
}
