/// Tokens and the aliases between them, ordered for a single resolution pass.
///
/// Built once from every token's references; Tarjan's algorithm (iterative, so
/// long alias chains cannot overflow the stack) yields the strongly connected
/// components with dependencies first, in time linear in tokens plus aliases.
struct DependencyGraph {
  /// For each token index, the indices of the tokens it refers to.
  let edges: [[Int]]

  /// The strongly connected components, each token after every token it depends on.
  func componentsInDependencyOrder() -> [[Int]] {
    let count = edges.count
    var order = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var counter = 0
    for start in 0..<count where order[start] == -1 {
      var work: [(node: Int, nextEdge: Int)] = [(start, 0)]
      order[start] = counter
      lowLink[start] = counter
      counter += 1
      stack.append(start)
      onStack[start] = true
      while let (node, nextEdge) = work.last {
        if nextEdge < edges[node].count {
          work[work.count - 1].nextEdge += 1
          let target = edges[node][nextEdge]
          if order[target] == -1 {
            order[target] = counter
            lowLink[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, 0))
          } else if onStack[target] {
            lowLink[node] = min(lowLink[node], order[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
        if lowLink[node] == order[node] {
          var component: [Int] = []
          while let member = stack.popLast() {
            onStack[member] = false
            component.append(member)
            if member == node { break }
          }
          components.append(component)
        }
      }
    }
    return components
  }

  /// Whether a component is a cycle: more than one token, or one token that refers to itself.
  func isCycle(_ component: [Int]) -> Bool {
    component.count > 1 || edges[component[0]].contains(component[0])
  }

  /// One closed walk through a cyclic component, starting and ending at `start`.
  func cycle(from start: Int, within component: Set<Int>) -> [Int] {
    var previous: [Int: Int] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for target in edges[node] where component.contains(target) {
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
