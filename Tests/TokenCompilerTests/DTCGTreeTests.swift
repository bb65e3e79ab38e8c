import Testing

@testable import TokenCompiler

/// ``DTCGTree`` places tokens into groups in the order each name first comes, in small groups
/// (names compared one by one) and large ones (names hashed) alike.
@Suite("DTCG tree")
struct DTCGTreeTests {
  /// A group in first-come order, built the plain way: a list searched from the start.
  final class Reference {
    /// The names of the members, in first-come order, each with its group and its token.
    var members: [(name: String, group: Reference?, token: Int?)] = []

    /// Adds token `index` at `path` below this group.
    func insert(_ index: Int, at path: ArraySlice<String>) {
      let name = path.first!
      let slot =
        members.firstIndex { $0.name == name }
        ?? {
          members.append((name, nil, nil))
          return members.count - 1
        }()
      if path.count == 1 { return members[slot].token = index }
      if members[slot].group == nil { members[slot].group = Reference() }
      members[slot].group!.insert(index, at: path.dropFirst())
    }

    /// The group as compact JSON: a name that is both a group and a token is the group.
    var json: String {
      let inner = members.map { member in
        "\"\(member.name)\":" + (member.group?.json ?? "\(member.token!)")
      }
      return "{" + inner.joined(separator: ",") + "}"
    }
  }

  /// Groups of 1 to 500 names, the names revisited out of order, with tokens that are also groups.
  @Test(arguments: [1, 5, 11, 12, 13, 40, 500])
  func namesKeepTheOrderTheyFirstCameIn(size: Int) {
    var paths: [[String]] = []
    for round in 0..<3 {
      for step in 0..<size {
        // Each round visits the names in another order, adding new tokens below some of them.
        let name = "n\((step * (round + 1) * 7) % size)"
        paths.append(round == 0 ? ["g", name] : ["g", name, "t\(round)"])
      }
    }
    paths.append(["g", "n0", "t1"])
    paths.append(["other"])
    var tree = DTCGTree()
    let reference = Reference()
    for (index, path) in paths.enumerated() {
      tree.insert(token: index, at: path)
      reference.insert(index, at: path[...])
    }
    var sink = JSONByteSink(style: .compact)
    tree.writeInOrder(to: &sink) { index, sink in sink.number(index) }
    #expect(String(decoding: sink.finish(), as: UTF8.self) == reference.json)
  }
}
