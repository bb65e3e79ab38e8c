extension TemplateCompactContext {
  /// Builds a ``TemplateCompactContext`` from a document written piece by piece (the docs
  /// model's `write(to:)`), as ``JSONTreeSink`` builds its ``JSONValue``: the same values,
  /// `null`s where written, a later member of the same name winning.
  struct Builder: JSONSink {
    /// The values so far.
    var storage = Storage()
    /// The sRGB color of each object that describes one.
    var colors = TemplateColorTable()
    /// The containers still open, outermost first; slots past ``depth`` keep their buffers.
    var frames: [Frame] = []
    /// How many containers are open.
    var depth = 0
    /// The document, once written.
    private var root: Int32?
    /// The number of `colorSpace`, once a member has that name.
    private var colorSpaceKey: Int32 = -1
    /// What the token writer numbers and shares (see ``writeToken(_:caches:)``).
    var shared: Shared?
    /// How many tokens were added.
    private(set) var tokenCount = 0

    /// An object or list still open.
    struct Frame {
      /// The members' names (objects only).
      var keys: [Int32] = []
      /// The members' values or the elements.
      var values: [Int32] = []
      /// The name last given at each position in an object at this depth, with its number:
      /// objects of one shape repeat their names, which are then numbered without hashing.
      var recent: [(text: String, id: Int32)] = []
    }

    /// An empty builder.
    init() {}

    /// An empty builder with room for the document of about `tokens` tokens.
    init(tokens: Int) {
      // A color token takes about 30 nodes and members (more with aliases and longer paths);
      // room that is never used is never touched either.
      storage.nodes.reserveCapacity(48 * tokens)
      storage.children.reserveCapacity(48 * tokens)
      storage.strings.reserveCapacity(16 * tokens)
      storage.numbers.reserveCapacity(16 * tokens)
      colors.reserveCapacity(2 * tokens)
    }

    /// The document's node; `null` when nothing was written.
    func finish() -> Int {
      precondition(depth == 0, "a JSON object or array was left open")
      return Int(root ?? Int32(TemplateCompactContext.nullNode))
    }

    /// Opens an object.
    mutating func beginObject() { open() }

    /// Closes the innermost object; it is a token when it has `pathComponents` and `type`, and
    /// its color is worked out when it has a `colorSpace`.
    mutating func endObject() {
      depth -= 1
      let start = storage.children.count
      var hasPathComponents = false
      var hasType = false
      var hasColorSpace = false
      for key in frames[depth].keys {
        hasPathComponents = hasPathComponents || key == TemplateCompactContext.pathComponentsKey
        hasType = hasType || key == TemplateCompactContext.typeKey
        hasColorSpace = hasColorSpace || key == colorSpaceKey
      }
      for (key, node) in zip(frames[depth].keys, frames[depth].values) {
        storage.children.append(Child(key: key, node: node))
      }
      let kind: Kind = hasPathComponents && hasType ? .token : .object
      let node = add(Node(payload: UInt32(start), count: Int32(frames[depth].values.count), kind: kind))
      frames[depth].keys.removeAll(keepingCapacity: true)
      frames[depth].values.removeAll(keepingCapacity: true)
      if hasColorSpace { findColor(node) }
      put(node)
    }

    /// Opens an array.
    mutating func beginArray() { open() }

    /// Closes the innermost array.
    mutating func endArray() {
      depth -= 1
      let start = storage.children.count
      for node in frames[depth].values { storage.children.append(Child(key: -1, node: node)) }
      let node = add(Node(payload: UInt32(start), count: Int32(frames[depth].values.count), kind: .array))
      frames[depth].values.removeAll(keepingCapacity: true)
      put(node)
    }

    /// Starts the member `key`.
    mutating func key(_ key: String) {
      let position = frames[depth - 1].keys.count
      if position < frames[depth - 1].recent.count, frames[depth - 1].recent[position].text == key {
        return frames[depth - 1].keys.append(frames[depth - 1].recent[position].id)
      }
      let id = keyID(key)
      frames[depth - 1].keys.append(id)
      if position < frames[depth - 1].recent.count {
        frames[depth - 1].recent[position] = (key, id)
      } else if position == frames[depth - 1].recent.count {
        frames[depth - 1].recent.append((key, id))
      }
    }

    /// The number of member name `key`, numbered now if it is new.
    mutating func keyID(_ key: String) -> Int32 {
      if let known = storage.keyIDs[key] { return known }
      let id = Int32(storage.keys.count)
      storage.keys.append(key)
      storage.keyIDs[key] = id
      if key == "colorSpace" { colorSpaceKey = id }
      return id
    }

    /// Starts the member `key`; an object's members have no order.
    mutating func keyInGivenOrder(_ key: String) { self.key(key) }

    /// A string.
    mutating func string(_ value: String) {
      put(addString(value))
    }

    /// `"{path}"`.
    mutating func alias(_ path: TokenPath) { string(path.aliasText) }

    /// A number.
    mutating func number(_ value: Double) { put(addNumber(value)) }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) { put(value ? 2 : 1) }

    /// `null`.
    mutating func null() { put(Int32(TemplateCompactContext.nullNode)) }

    /// A finished value, as it is.
    mutating func value(_ value: JSONValue) { writeSorted(value) }

    /// The value `write` builds, built once per equal `key`: later uses share its node. (The
    /// cache holds the node's number as a JSON number; a cache serves one kind of sink.)
    mutating func cached<Key: Hashable>(_ key: Key, in cache: inout JSONValueCache<Key>, _ write: (inout Self) -> Void)
    {
      if case .number(let node)? = cache.values[key] { return put(Int32(node)) }
      write(&self)
      cache.values[key] = .number(Double(depth > 0 ? frames[depth - 1].values.last! : root!))
    }

    /// Works out the color of object `node` as the color helpers would, from the members they read.
    private mutating func findColor(_ node: Int32) {
      var members: [String: JSONValue] = [:]
      for name in ["colorSpace", "components", "alpha"] {
        if let id = storage.keyIDs[name], let member = storage.member(Int(node), key: id) {
          members[name] = storage.json(member)
        }
      }
      if let color = TemplateHelpers.colorValue(.object(members)) { colors.set(color, for: node) }
    }

    /// Opens a container at the next depth, reusing that depth's buffers.
    mutating func open() {
      if depth == frames.count { frames.append(Frame()) }
      depth += 1
    }

    /// Adds a node; its number.
    mutating func add(_ node: Node) -> Int32 {
      if node.kind == .token { tokenCount += 1 }
      storage.nodes.append(node)
      return Int32(storage.nodes.count - 1)
    }

    /// Adds a finished value to the innermost container, or makes it the document.
    mutating func put(_ node: Int32) {
      guard depth > 0 else {
        root = node
        return
      }
      frames[depth - 1].values.append(node)
    }
  }
}
