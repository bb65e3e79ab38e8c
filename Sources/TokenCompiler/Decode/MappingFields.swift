/// The known fields of a mapping read by ``ValueReader/mapping(_:_:allowed:foreign:)``.
///
/// Values have a handful of fields, so a lookup scans the mapping's entries instead of
/// building a dictionary per value (one per color, typography or motion value was a
/// measurable share of decoding). A key that appears twice gives its last entry.
struct MappingFields: Sequence {
  /// The mapping's entries, in source order (unknown keys included).
  private let entries: [SourceMappingEntry]
  /// The field names the mapping may have.
  private let allowed: [String]

  /// The known fields among `entries`.
  init(_ entries: [SourceMappingEntry], allowed: [String]) {
    self.entries = entries
    self.allowed = allowed
  }

  /// The entry of the known field `name`, if the mapping has it.
  subscript(name: String) -> SourceMappingEntry? {
    guard let index = entries.lastIndex(where: { $0.key.text == name }), allowed.contains(name) else { return nil }
    return entries[index]
  }

  /// The known fields as `(name, entry)`, in source order, each name once (its last entry).
  func makeIterator() -> IndexingIterator<[(key: String, value: SourceMappingEntry)]> {
    var result: [(key: String, value: SourceMappingEntry)] = []
    for entry in entries where allowed.contains(entry.key.text) {
      if let index = result.firstIndex(where: { $0.key == entry.key.text }) {
        result[index].value = entry
      } else {
        result.append((entry.key.text, entry))
      }
    }
    return result.makeIterator()
  }
}

extension ValueReader {
  /// The appearance names, `light` first: the fields of a color with appearances.
  static let appearanceNames = Appearance.allCases.map(\.rawValue)
  /// The appearance names other than `light`: the fields of a value's themed appearances.
  static let themedAppearanceNames = Appearance.allCases.filter { $0 != .light }.map(\.rawValue)
  /// The units a dimension may have.
  static let dimensionUnitNames = DimensionUnit.allCases.map(\.rawValue)
  /// The content-size categories: the fields of a typography ladder.
  static let contentSizeCategoryNames = ContentSizeCategory.allCases.map(\.rawValue)
}
