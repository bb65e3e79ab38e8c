/// The open collections of ``SourceTreeBuilder``: each is built in place in its frame while
/// libyaml's events for it arrive, then closed into a ``SourceNode``.
extension SourceTreeBuilder {
  /// The kind of an open collection; its frame is the last of `mappings` or of `sequences`.
  enum Frame {
    case mapping
    case sequence
  }

  /// An open sequence: its items so far and where it starts.
  struct SequenceFrame {
    var items: [SourceNode] = []
    var isFlow: Bool
    var location: SourceLocation
    var anchor: String?
  }

  /// An open mapping: its entries so far, the key waiting for its value, merge keys, and
  /// where it starts.
  struct MappingFrame {
    private(set) var entries: [SourceMappingEntry] = []
    /// The index in `entries` of each key, once the mapping is large enough for a table to beat a scan.
    private var keyIndex: [String: Int] = [:]
    var pendingKey: SourceScalar?
    var merges: [(key: SourceLocation, value: SourceNode)] = []
    var isFlow: Bool
    var location: SourceLocation
    var anchor: String?

    /// An empty mapping opened at `location`.
    init(isFlow: Bool, location: SourceLocation, anchor: String?) {
      (self.isFlow, self.location, self.anchor) = (isFlow, location, anchor)
    }

    /// Where `key` is written in this mapping, if it is; most mappings have a few keys, which a scan finds fastest.
    mutating func location(of key: String) -> SourceLocation? {
      guard keyIndex.isEmpty, entries.count > 8 else {
        return keyIndex.isEmpty
          ? entries.first { $0.key.text == key }?.key.location : keyIndex[key].map { entries[$0].key.location }
      }
      keyIndex.reserveCapacity(entries.count * 2)
      for index in entries.indices { keyIndex[entries[index].key.text] = index }
      return keyIndex[key].map { entries[$0].key.location }
    }

    /// Adds an entry whose key is not in the mapping yet.
    mutating func append(_ entry: SourceMappingEntry) {
      if !keyIndex.isEmpty { keyIndex[entry.key.text] = entries.count }
      entries.append(entry)
    }
  }
}
