extension TemplateCompactContext {
  /// The values of a context, in a few arrays (what its ``Builder`` fills).
  struct Storage: Sendable {
    /// Every value, containers after their children; `null`, `false` and `true` first.
    var nodes: [Node] = [
      Node(payload: 0, count: 0, kind: .null), Node(payload: 0, count: 0, kind: .bool),
      Node(payload: 1, count: 0, kind: .bool),
    ]
    /// The members of objects and the elements of lists, each container's together.
    var children: [Child] = []
    /// Every member name, by number; the names ``TemplateCompactContext`` reads first.
    var keys: [String] = ["path", "pathComponents", "type"]
    /// The number of each member name.
    var keyIDs: [String: Int32] = ["path": 0, "pathComponents": 1, "type": 2]
    /// The text values.
    var strings: [String] = []
    /// The number values.
    var numbers: [Double] = []

    /// The member numbered `key` of node `node`: the last one of that name, as in a JSON object.
    @inline(__always)
    func member(_ node: Int, key: Int32) -> Int? { member(of: nodes[node], key: key) }

    /// The member numbered `key` of `value`, a node already read: the last one of that name.
    @inline(__always)
    func member(of value: Node, key: Int32) -> Int? { Self.member(of: value, key: key, in: children) }

    /// The member numbered `key` of `value`, a node of the storage whose ``children`` are
    /// `children`: for callers that hold the array, so a lookup does not copy the storage.
    @inline(__always)
    static func member(of value: Node, key: Int32, in children: [Child]) -> Int? {
      guard value.isObject, key >= 0 else { return nil }
      let start = Int(value.payload)
      var index = start + Int(value.count)
      while index > start {
        index -= 1
        let child = children[index]
        if child.key == key { return Int(child.node) }
      }
      return nil
    }

    /// The elements (or member values) of node `node`, as node indices.
    func elements(_ node: Int) -> [Int] {
      let value = nodes[node]
      guard value.kind == .array || value.isObject else { return [] }
      return children[Int(value.payload)..<Int(value.payload) + Int(value.count)].map { Int($0.node) }
    }

    /// The text of node `node`, if it is text.
    @inline(__always)
    func string(_ node: Int) -> String? {
      let value = nodes[node]
      return value.kind == .string ? strings[Int(value.payload)] : nil
    }

    /// The names of node `node`'s members, sorted, if it is an object.
    func keys(_ node: Int) -> [String] {
      let value = nodes[node]
      guard value.isObject else { return [] }
      let start = Int(value.payload)
      return Set(children[start..<start + Int(value.count)].map { keys[Int($0.key)] }).sorted()
    }

    /// The path of node `node`, if it is a token.
    func tokenPath(_ node: Int) -> String? {
      guard nodes[node].kind == .token, let path = member(node, key: TemplateCompactContext.pathKey) else { return nil }
      return string(path)
    }

    /// Node `node` as JSON; `deep: false` leaves every member and element `null` (enough to describe it).
    func json(_ node: Int, deep: Bool = true) -> JSONValue {
      let value = nodes[node]
      switch value.kind {
      case .null: return .null
      case .bool: return .bool(value.payload != 0)
      case .number: return .number(numbers[Int(value.payload)])
      case .string: return .string(strings[Int(value.payload)])
      case .array: return .array(elements(node).map { deep ? json($0) : .null })
      case .object, .token:
        var members: [String: JSONValue] = [:]
        let start = Int(value.payload)
        for index in start..<start + Int(value.count) {
          members[keys[Int(children[index].key)]] = deep ? json(Int(children[index].node)) : .null
        }
        return .object(members)
      }
    }
  }

  /// A member of an object (its name's number and its value's node) or an element of a list
  /// (-1 and its node): a container's children are consecutive, and a lookup reads both halves
  /// of each from one place.
  struct Child: Sendable {
    /// The member's name, by number; -1 for an element.
    var key: Int32
    /// The value.
    var node: Int32
  }
}
