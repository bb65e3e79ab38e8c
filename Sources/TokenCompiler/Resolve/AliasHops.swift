/// The tokens a whole-value alias passes through, kept so that long chains cost linear memory.
///
/// If every token on a chain of n aliases kept its own array of hops, the chain would
/// hold n² paths. Instead the tokens of one resolve run share a ``Table`` of next hops
/// and each keeps only where its chain starts; the paths are listed when asked for.
struct AliasHops: Sendable, Hashable {
  /// Every token's path and the token its whole value aliases, for one resolve run.
  final class Table: Sendable {
    /// The path of every token some whole-value alias passes through (`nil` for the others,
    /// which no chain lists).
    let paths: [TokenPath?]
    /// The token each token's whole value aliases.
    let next: [Int?]
    /// For each token, the end of its chain (itself when it aliases nothing); `nil` on a cycle.
    let terminal: [Int?]

    /// A table of the index of the token each token's whole value aliases; `path` gives the
    /// path of a token that is a hop of some chain.
    init(next: [Int?], path: (Int) -> TokenPath) {
      var paths = [TokenPath?](repeating: nil, count: next.count)
      for case let hop? in next where paths[hop] == nil { paths[hop] = path(hop) }
      self.paths = paths
      self.next = next
      terminal = Self.terminals(next)
    }

    /// The end of every chain in one pass: each token is visited once, so chains of any
    /// length cost linear time; tokens on or leading into a cycle get `nil`.
    private static func terminals(_ next: [Int?]) -> [Int?] {
      var terminal = [Int?](repeating: nil, count: next.count)
      var state = [UInt8](repeating: 0, count: next.count)  // 0 new, 1 on the walk, 2 done
      var walk: [Int] = []  // one buffer for every walk
      for start in next.indices where state[start] == 0 {
        // A token that aliases nothing ends its own chain.
        guard next[start] != nil else {
          terminal[start] = start
          state[start] = 2
          continue
        }
        walk.removeAll(keepingCapacity: true)
        var current: Int? = start
        var end: Int?
        while let index = current {
          if state[index] == 2 {
            end = terminal[index]
            break
          }
          if state[index] == 1 { break }  // a cycle: end stays nil
          state[index] = 1
          walk.append(index)
          if next[index] == nil { end = index }
          current = next[index]
        }
        for index in walk {
          terminal[index] = end
          state[index] = 2
        }
      }
      return terminal
    }

    /// The hops of a token whose whole value aliases the token at `index`, which resolved.
    func hops(first index: Int) -> AliasHops { AliasHops(storage: .table(self, first: index)) }
  }

  private enum Storage: Sendable {
    case list([TokenPath])
    case table(Table, first: Int?)
  }

  private let storage: Storage

  private init(storage: Storage) { self.storage = storage }

  /// Hops given as a list.
  init(_ paths: [TokenPath]) { storage = .list(paths) }

  /// The paths, nearest hop first, ending at the token that holds the literal value.
  var paths: [TokenPath] {
    switch storage {
    case .list(let paths): return paths
    case .table(let table, let first):
      var paths: [TokenPath] = []
      var hop = first
      while let index = hop {
        paths.append(table.paths[index]!)
        hop = table.next[index]
      }
      return paths
    }
  }

  /// The last hop, the token that holds the literal value, in constant time.
  var last: TokenPath? {
    switch storage {
    case .list(let paths): return paths.last
    case .table(let table, let first): return first.flatMap { table.terminal[$0] }.map { table.paths[$0]! }
    }
  }

  /// The paths, or for a chain longer than `limit` its first `limit - 1` hops and the last,
  /// so a view of every token's chain stays linear in the number of tokens.
  func paths(limit: Int) -> [TokenPath] {
    switch storage {
    case .list(let paths):
      return paths.count <= limit ? paths : Array(paths.prefix(limit - 1)) + [paths.last!]
    case .table(let table, let first):
      var paths: [TokenPath] = []
      var hop = first
      while let index = hop, paths.count < limit {
        paths.append(table.paths[index]!)
        hop = table.next[index]
      }
      if hop != nil, let last { paths[paths.count - 1] = last }
      return paths
    }
  }

  static func == (lhs: AliasHops, rhs: AliasHops) -> Bool { lhs.paths == rhs.paths }

  func hash(into hasher: inout Hasher) { hasher.combine(paths) }
}
