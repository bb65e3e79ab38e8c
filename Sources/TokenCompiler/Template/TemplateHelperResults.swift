/// What a render's helpers made, by the value they were given and the helper's
/// ``TemplateLookup/Step/key``: for each helper, one slot per node of the context and one per
/// made value, read by index.
///
/// A render visits tokens in the order the context numbers them, so the slots of neighbouring
/// lookups are neighbours (a few bytes apart per token), where a hash table's slots lay
/// kilobytes apart and each lookup waited on memory. A helper's slots are made on its first
/// result; once ``budget`` slots are made, or for a key, reference or result out of range,
/// results go into a ``TemplateResultCache`` instead. Either way a result is found again
/// exactly when it was kept.
struct TemplateHelperResults {
  /// A slot without a result.
  private static let empty = Int32.min
  /// Keys from here up are kept in ``others``.
  static let denseKeyLimit = 256

  /// How many nodes the context has.
  private let nodeCount: Int
  /// How many more slots may be made.
  private var budget: Int
  /// The results for nodes, by key, then by node (empty until the key's first such result).
  private var nodes: [[Int32]] = []
  /// The results for made values, by key, then by `-2 - reference`.
  private var made: [[Int32]] = []
  /// Results that have no slot.
  private var others = TemplateResultCache(capacity: 16)
  /// Whether ``others`` holds anything.
  private var hasOthers = false

  /// An empty table for a context of `nodeCount` nodes, which makes at most `budget` slots
  /// (4 bytes each).
  init(nodeCount: Int, budget: Int = 1 << 24) {
    self.nodeCount = nodeCount
    self.budget = budget
  }

  /// The result for `reference` and `key`, if there is one.
  func result(_ reference: Int, _ key: Int) -> Int? {
    if key >= 0, key < Self.denseKeyLimit {
      if reference >= 0 {
        if key < nodes.count, reference < nodes[key].count {
          let stored = nodes[key][reference]
          if stored != Self.empty { return Int(stored) }
        }
      } else if reference <= -2 {
        let index = -2 - reference
        if key < made.count, index < made[key].count {
          let stored = made[key][index]
          if stored != Self.empty { return Int(stored) }
        }
      }
    }
    return hasOthers ? others.result(reference, key) : nil
  }

  /// Keeps `result` for `reference` and `key`, which have none yet.
  mutating func keep(_ result: Int, _ reference: Int, _ key: Int) {
    if key >= 0, key < Self.denseKeyLimit, result > Int(Int32.min), result <= Int(Int32.max) {
      if reference >= 0, reference < nodeCount, slotsForNodes(key) {
        nodes[key][reference] = Int32(result)
        return
      }
      if reference <= -2, slotsForMade(key, index: -2 - reference) {
        made[key][-2 - reference] = Int32(result)
        return
      }
    }
    others.keep(result, reference, key)
    hasOthers = true
  }

  /// Whether `key` has a slot for every node, making them if the budget allows.
  private mutating func slotsForNodes(_ key: Int) -> Bool {
    while nodes.count <= key { nodes.append([]) }
    if !nodes[key].isEmpty { return true }
    guard nodeCount > 0, nodeCount <= budget else { return false }
    budget -= nodeCount
    nodes[key] = [Int32](repeating: Self.empty, count: nodeCount)
    return true
  }

  /// Whether `key` has a slot for made value `index`, making more (twice as many) if the
  /// budget allows.
  private mutating func slotsForMade(_ key: Int, index: Int) -> Bool {
    while made.count <= key { made.append([]) }
    let count = made[key].count
    if index < count { return true }
    let more = max(index + 1, 2 * count, 64) - count
    guard more <= budget else { return false }
    budget -= more
    made[key].append(contentsOf: repeatElement(Self.empty, count: more))
    return true
  }
}
