/// Puts the runs of entries parsed apart by ``YAMLChunkedLoader`` back into the mapping they
/// were cut from.
enum YAMLChunkSplice {
  /// Appends `runs`, in order, to the block mapping of `root` that starts at `target`; returns
  /// how many collections enclose it, or `nil` when there is no such mapping or a key of the
  /// runs is already in it (the whole-file parse reports the duplicate).
  ///
  /// Each node on the way is taken out of its parent before it changes, so no array on the
  /// way is copied.
  static func append(
    _ runs: [[SourceMappingEntry]], to root: inout SourceNode, at target: SourceLocation
  ) -> Int? {
    append(runs, to: &root, at: target, depth: 0)
  }

  private static func append(
    _ runs: [[SourceMappingEntry]], to node: inout SourceNode, at target: SourceLocation, depth: Int
  ) -> Int? {
    guard node.location <= target else { return nil }
    let location = node.location
    switch node {
    case .scalar:
      return nil
    case .mapping(var entries, let isFlow, _):
      node = .scalar(SourceScalar("", at: location))
      defer { node = .mapping(entries, isFlow: isFlow, at: location) }
      if location == target {
        guard !isFlow, hasNoDuplicates(entries, runs) else { return nil }
        entries.reserveCapacity(runs.reduce(entries.count) { $0 + $1.count })
        for run in runs { entries += run }
        return depth
      }
      guard let index = entries.lastIndex(where: { $0.key.location < target }) else { return nil }
      return append(runs, to: &entries[index].value, at: target, depth: depth + 1)
    case .sequence(var items, let isFlow, _):
      node = .scalar(SourceScalar("", at: location))
      defer { node = .sequence(items, isFlow: isFlow, at: location) }
      guard let index = items.lastIndex(where: { $0.location <= target }) else { return nil }
      return append(runs, to: &items[index], at: target, depth: depth + 1)
    }
  }

  /// Whether no key is in two of `entries` and `runs` (keys within one are already unique).
  private static func hasNoDuplicates(_ entries: [SourceMappingEntry], _ runs: [[SourceMappingEntry]]) -> Bool {
    var keys = Set<String>(minimumCapacity: runs.reduce(entries.count) { $0 + $1.count })
    for entry in entries { keys.insert(entry.key.text) }
    for run in runs {
      for entry in run where !keys.insert(entry.key.text).inserted { return false }
    }
    return true
  }
}
