/// Tokens placed into nested groups by their paths, for writing a DTCG file: each group's names
/// in the order first added, a token by its index in the caller's list.
///
/// A name that is both a token and a group is written as the group; a group's `$` members (its
/// description, a `$root` token) come first, sorted.
struct DTCGTree {
  /// The groups; the root is the first.
  private var nodes: [Node] = [Node()]

  /// One group.
  private struct Node {
    /// The names of its tokens and groups, in the order first added.
    var names: [String] = []
    /// The token of each name, if it is one.
    var tokens: [Int?] = []
    /// The group of each name (an index into ``DTCGTree/nodes``), if it is one.
    var groups: [Int?] = []
    /// The index of each name in ``names``, once there are ``DTCGTree/smallGroup`` of them.
    var slots: [String: Int] = [:]
    /// `$description`.
    var description: String?
  }

  /// How many names a group has before they are looked up by hash rather than compared one by one.
  private static let smallGroup = 12

  /// An empty tree.
  init() {}

  /// Whether no token or group was added.
  var isEmpty: Bool { nodes[0].names.isEmpty && nodes[0].description == nil }

  /// Adds token `index` at `path`, with the groups leading to it.
  mutating func insert(token index: Int, at path: [String]) {
    guard let name = path.last else { return }
    var node = 0
    for group in path.dropLast() { node = child(named: group, of: node) }
    nodes[node].tokens[slot(named: name, in: node)] = index
  }

  /// Sets the description of the group at `path`, adding it (and its parents) if needed.
  mutating func describe(_ description: String?, at path: [String]) {
    var node = 0
    for group in path { node = child(named: group, of: node) }
    if let description { nodes[node].description = description }
  }

  /// Writes the tree as one JSON object: each group's `$` members sorted, then `extra` (root
  /// only), then its tokens and groups in the order they were added (the designer's).
  func writeInOrder<Sink: JSONSink>(
    to sink: inout Sink, extra: (inout Sink) -> Void = { _ in }, token: (Int, inout Sink) -> Void
  ) {
    write(0, sorted: false, to: &sink, extra: extra, token: token)
  }

  /// Writes the tree as one JSON object, every group's members in sorted order.
  func writeSorted<Sink: JSONSink>(to sink: inout Sink, token: (Int, inout Sink) -> Void) {
    write(0, sorted: true, to: &sink, extra: { _ in }, token: token)
  }

  /// Whether the tree holds a token whose index is `true` in `accepted`.
  func contains(including accepted: [Bool]) -> Bool { includedGroups(accepted)[0] }

  /// Writes, sorted, only the tokens whose index is `true` in `accepted` and the groups that hold them:
  /// what ``writeSorted(to:token:)`` writes for a tree of only those tokens (one tree of every
  /// candidate, written once per context, rather than a tree built for each). A name that is
  /// both is the group when the group holds an accepted token, else the token.
  func writeSorted<Sink: JSONSink>(
    to sink: inout Sink, including accepted: [Bool], token: (Int, inout Sink) -> Void
  ) {
    let groups = includedGroups(accepted)
    write(0, sorted: true, to: &sink, extra: { _ in }, including: (accepted, groups), token: token)
  }

  /// Whether each group holds a token accepted by `accepted`, by index (a group comes after
  /// its parent in ``nodes``, so one pass from the last group gives every group's answer).
  private func includedGroups(_ accepted: [Bool]) -> [Bool] {
    var included = [Bool](repeating: false, count: nodes.count)
    for index in nodes.indices.reversed() {
      included[index] = nodes[index].names.indices.contains { slot in
        if let group = nodes[index].groups[slot], included[group] { return true }
        return nodes[index].tokens[slot].map { accepted[$0] } ?? false
      }
    }
    return included
  }

  /// Writes group `index`; slot `-1` stands for its description. With `including`, only the
  /// accepted tokens and the groups holding one (each by index) are written.
  private func write<Sink: JSONSink>(
    _ index: Int, sorted: Bool, to sink: inout Sink, extra: (inout Sink) -> Void,
    including: (tokens: [Bool], groups: [Bool])? = nil, token: (Int, inout Sink) -> Void
  ) {
    let node = nodes[index]
    func name(_ slot: Int) -> String { slot < 0 ? "$description" : node.names[slot] }
    /// The group of `slot` that is written, if any.
    func writtenGroup(_ slot: Int) -> Int? {
      guard let group = node.groups[slot] else { return nil }
      return (including.map { $0.groups[group] } ?? true) ? group : nil
    }
    /// Whether `slot` is written at all.
    func isWritten(_ slot: Int) -> Bool {
      guard let including else { return true }
      return writtenGroup(slot) != nil || (node.tokens[slot].map { including.tokens[$0] } ?? false)
    }
    func member(_ slot: Int, asToken: Bool = false) {
      if sorted { sink.key(name(slot)) } else { sink.keyInGivenOrder(name(slot)) }
      if slot < 0 {
        sink.string(node.description!)
      } else if !asToken, let group = writtenGroup(slot) {
        write(group, sorted: sorted, to: &sink, extra: { _ in }, including: including, token: token)
      } else if let index = node.tokens[slot] {
        token(index, &sink)
      }
    }
    sink.beginObject()
    if sorted {
      var order = node.names.indices.filter(isWritten)
      if node.description != nil { order.append(-1) }
      for slot in order.sorted(by: { name($0) < name($1) }) { member(slot) }
    } else {
      // A `$root` token is a `$` member: written once, among them, not again in the designer's order.
      func isDollarToken(_ slot: Int) -> Bool { node.tokens[slot] != nil && node.names[slot].hasPrefix("$") }
      var dollar = node.names.indices.filter(isDollarToken)
      if node.description != nil { dollar.append(-1) }
      for slot in dollar.sorted(by: { name($0) < name($1) }) { member(slot, asToken: true) }
      extra(&sink)
      for slot in node.names.indices where !isDollarToken(slot) { member(slot) }
    }
    sink.endObject()
  }

  /// The group `name` inside group `node`, added if it is new.
  private mutating func child(named name: String, of node: Int) -> Int {
    let slot = slot(named: name, in: node)
    if let group = nodes[node].groups[slot] { return group }
    nodes.append(Node())
    nodes[node].groups[slot] = nodes.count - 1
    return nodes.count - 1
  }

  /// The slot of `name` in group `node`, added if it is new (the last name added is checked
  /// first: tokens mostly come group by group). A small group's names are compared one by one;
  /// a larger one's are hashed, each lookup hashing the name once, whether it is new or not.
  private mutating func slot(named name: String, in node: Int) -> Int {
    if let last = nodes[node].names.last, last == name { return nodes[node].names.count - 1 }
    let slot = nodes[node].names.count
    if slot < Self.smallGroup {
      if let found = nodes[node].names.firstIndex(of: name) { return found }
    } else {
      if nodes[node].slots.isEmpty {
        // The group has just grown past small: its names so far go into the index.
        var slots = [String: Int](minimumCapacity: Self.smallGroup * 8)
        for (index, name) in nodes[node].names.enumerated() { slots[name] = index }
        nodes[node].slots = slots
      } else if nodes[node].slots.count == nodes[node].slots.capacity {
        // A large group (a palette of thousands) grows fourfold: fewer names hashed again on growing.
        nodes[node].slots.reserveCapacity(nodes[node].slots.capacity * 4)
      }
      var found = slot
      func take(_ existing: inout Int) {
        if existing < 0 { existing = slot } else { found = existing }
      }
      take(&nodes[node].slots[name, default: -1])
      if found != slot { return found }
    }
    nodes[node].names.append(name)
    nodes[node].tokens.append(nil)
    nodes[node].groups.append(nil)
    return slot
  }
}
