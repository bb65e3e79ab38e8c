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
      return ColorEntries(appearances).references
    case .literal: return []
    case .typography(let source):
      // Room for every field that may be an alias: one allocation, not one per alias appended.
      var references: [AliasReference] = []
      references.reserveCapacity(5)
      references.appendAlias(source.fontFamily)
      references.appendAlias(source.fontWeight)
      references.appendAlias(source.fontSize)
      references.appendAlias(source.lineHeight)
      references.appendAlias(source.letterSpacing)
      return references
    case .motion(let source):
      var references: [AliasReference] = []
      references.reserveCapacity(5)
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
