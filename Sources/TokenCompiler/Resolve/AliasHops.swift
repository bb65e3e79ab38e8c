/// The tokens a whole-value alias passes through, kept so that long chains cost linear memory.
///
/// If every token on a chain of n aliases kept its own array of hops, the chain would
/// hold n² paths. Instead the tokens of one resolve run share a ``Table`` of next hops
/// and each keeps only where its chain starts; the paths are listed when asked for.
struct AliasHops: Sendable, Hashable {
  /// Every token's path and the token its whole value aliases, for one resolve run.
  final class Table: Sendable {
    let paths: [TokenPath]
    let next: [Int?]
    let indexByPath: [TokenPath: Int]

    init(tokens: [DecodedToken], indexByPath: [TokenPath: Int]) {
      paths = tokens.map(\.path)
      next = tokens.map { token in
        guard case .alias(let reference) = token.value else { return nil }
        return indexByPath[reference.path]
      }
      self.indexByPath = indexByPath
    }

    /// The hops of a token whose whole value aliases `path`, a token that resolved.
    func hops(to path: TokenPath) -> AliasHops { AliasHops(storage: .table(self, first: indexByPath[path])) }
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
        paths.append(table.paths[index])
        hop = table.next[index]
      }
      return paths
    }
  }

  static func == (lhs: AliasHops, rhs: AliasHops) -> Bool { lhs.paths == rhs.paths }

  func hash(into hasher: inout Hasher) { hasher.combine(paths) }
}
