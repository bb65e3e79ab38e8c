/// The open collections of ``SourceTreeBuilder``: each frame describes one collection whose
/// elements are the top of the builder's entry or item stack while libyaml's events for it
/// arrive; it is closed into a ``SourceNode`` when its end event comes.
extension SourceTreeBuilder {
  /// The kind of an open collection; its frame is the last of `mappings` or of `sequences`.
  enum Frame {
    case mapping
    case sequence
  }

  /// An open sequence: where its items start in the item stack, and where it starts in the file.
  struct SequenceFrame {
    /// The index in the item stack of the sequence's first item.
    var start: Int
    var isFlow: Bool
    var location: SourceLocation
    var anchor: String?
  }

  /// An open mapping: where its entries start in the entry stack, the key waiting for its
  /// value, merge keys, and where it starts in the file.
  struct MappingFrame {
    /// The index in the entry stack of the mapping's first entry.
    let start: Int
    /// The keys' entries, once the mapping is large enough for a table to beat a scan.
    private var keys = SourceMappingKeyTable()
    var pendingKey: SourceScalar?
    var merges: [(key: SourceLocation, value: SourceNode)] = []
    var isFlow: Bool
    var location: SourceLocation
    var anchor: String?

    /// An empty mapping opened at `location`, whose entries will start at `start` of the entry stack.
    init(start: Int, isFlow: Bool, location: SourceLocation, anchor: String?) {
      (self.start, self.isFlow, self.location, self.anchor) = (start, isFlow, location, anchor)
    }

    /// Where `key` is written in this mapping (the top of `entries`), if it is; most mappings
    /// have a few keys, which a scan finds fastest.
    mutating func location(of key: String, in entries: SourceTreeStack<SourceMappingEntry>) -> SourceLocation? {
      if keys.isEmpty {
        guard entries.count - start > 8 else {
          for index in start..<entries.count where entries[index].key.text == key {
            return entries[index].key.location
          }
          return nil
        }
        keys.build(entries, from: start)
      }
      return keys.index(of: key, in: entries, from: start).map { entries[$0].key.location }
    }

    /// Adds an entry whose key is not in the mapping yet on top of `entries`.
    mutating func append(_ entry: consuming SourceMappingEntry, to entries: SourceTreeStack<SourceMappingEntry>) {
      entries.push(entry)
      if !keys.isEmpty { keys.add(entries.count - 1, of: entries, from: start) }
    }
  }
}
