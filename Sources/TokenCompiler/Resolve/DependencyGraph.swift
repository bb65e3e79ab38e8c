/// Tokens and the aliases between them, ordered for a single resolution pass.
///
/// Built once from every token's references; Tarjan's algorithm (iterative, so
/// long alias chains cannot overflow the stack) yields the strongly connected
/// components with dependencies first, in time linear in tokens plus aliases.
/// The edges and the components are flat arrays with offsets: no array per token.
struct DependencyGraph {
  /// Where each token's edges start in ``targets``, and one more entry for the end: the edges of
  /// token `i` are `targets[starts[i]..<starts[i + 1]]`.
  private(set) var starts: [Int] = [0]
  /// The indices of the tokens each token refers to, token after token.
  private(set) var targets: [Int] = []

  /// An empty graph, its tokens added in order with ``addEdge(to:)`` and ``closeNode()``.
  init(capacity: Int) {
    starts.reserveCapacity(capacity + 1)
  }

  /// Adds an edge from the token being built (the next one) to `target`.
  mutating func addEdge(to target: Int) { targets.append(target) }

  /// Ends the token being built: the edges added since the last call are its edges.
  mutating func closeNode() { starts.append(targets.count) }

  /// The number of tokens.
  var count: Int { starts.count - 1 }

  /// The positions in ``targets`` of the edges of `node`.
  func edgeRange(of node: Int) -> Range<Int> { starts[node]..<starts[node + 1] }

  /// The tokens `node` refers to.
  func edges(of node: Int) -> ArraySlice<Int> { targets[edgeRange(of: node)] }

  /// The first token `node` refers to, if any.
  func firstEdge(of node: Int) -> Int? { starts[node] < starts[node + 1] ? targets[starts[node]] : nil }

  /// The strongly connected components, each after every component it depends on: their members
  /// one component after the other, and where each component ends.
  struct Components {
    /// The members, component by component.
    var members: [Int] = []
    /// The end of each component in ``members``.
    var ends: [Int] = []
  }

  /// The strongly connected components, each token after every token it depends on.
  func componentsInDependencyOrder() -> Components {
    var order = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var work: [(node: Int, nextEdge: Int)] = []
    var components = Components()
    components.members.reserveCapacity(count)
    components.ends.reserveCapacity(count)
    var counter = 0
    for start in 0..<count where order[start] == -1 {
      // A token that refers to nothing is a component of its own.
      if starts[start] == starts[start + 1] {
        order[start] = counter
        counter += 1
        components.members.append(start)
        components.ends.append(components.members.count)
        continue
      }
      work.append((start, starts[start]))
      order[start] = counter
      lowLink[start] = counter
      counter += 1
      stack.append(start)
      onStack[start] = true
      while let (node, nextEdge) = work.last {
        if nextEdge < starts[node + 1] {
          work[work.count - 1].nextEdge += 1
          let target = targets[nextEdge]
          if order[target] == -1 {
            order[target] = counter
            lowLink[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, starts[target]))
          } else if onStack[target] {
            lowLink[node] = min(lowLink[node], order[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
        if lowLink[node] == order[node] {
          while let member = stack.popLast() {
            onStack[member] = false
            components.members.append(member)
            if member == node { break }
          }
          components.ends.append(components.members.count)
        }
      }
    }
    return components
  }

  /// One closed walk through a cyclic component, starting and ending at `start`.
  func cycle(from start: Int, within component: Set<Int>) -> [Int] {
    var previous: [Int: Int] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for target in edges(of: node) where component.contains(target) {
        if target == start {
          var path = [node]
          while let before = previous[path[0]] { path.insert(before, at: 0) }
          return path + [start]
        }
        if previous[target] == nil, target != start {
          previous[target] = node
          queue.append(target)
        }
      }
    }
    return [start, start]
  }
}
