/// Builds the ``JSONValue`` of a document written piece by piece: the same value
/// ``JSONValueEncoder`` makes of an `Encodable` that writes the same members (numbers as
/// `.number`, `null`s where written), for code that needs the tree (templates).
struct JSONTreeSink: JSONSink {
  /// The objects and arrays still open, outermost first; slots past ``depth`` keep their
  /// buffers for the next container at that depth.
  private var frames: [Frame] = []
  /// How many containers are open.
  private var depth = 0
  /// The finished document.
  private var root: JSONValue?

  /// An object or array still open.
  private struct Frame {
    /// The keys of an object's members, in order.
    var keys: [String] = []
    /// The members' values, or the array's elements.
    var values: [JSONValue] = []
  }

  /// An empty builder.
  init() {}

  /// The document; `null` when nothing was written.
  consuming func finish() -> JSONValue {
    precondition(depth == 0, "a JSON object or array was left open")
    return root ?? .null
  }

  /// Opens an object.
  mutating func beginObject() { open() }

  /// Closes the innermost object; a later member with the same key wins, as in ``JSONValueEncoder``.
  mutating func endObject() {
    depth -= 1
    var members = [String: JSONValue](minimumCapacity: frames[depth].keys.count)
    for (key, value) in zip(frames[depth].keys, frames[depth].values) { members[key] = value }
    frames[depth].keys.removeAll(keepingCapacity: true)
    frames[depth].values.removeAll(keepingCapacity: true)
    put(.object(members))
  }

  /// Opens an array.
  mutating func beginArray() { open() }

  /// Closes the innermost array.
  mutating func endArray() {
    depth -= 1
    var items: [JSONValue] = []
    swap(&items, &frames[depth].values)
    put(.array(items))
  }

  /// Starts the member `key`.
  mutating func key(_ key: String) { frames[depth - 1].keys.append(key) }

  /// Starts the member `key`; an object's members have no order.
  mutating func keyInGivenOrder(_ key: String) { self.key(key) }

  /// A string.
  mutating func string(_ value: String) { put(.string(value)) }

  /// `"{path}"`.
  mutating func alias(_ path: TokenPath) { put(.string(path.aliasText)) }

  /// A number.
  mutating func number(_ value: Double) { put(.number(value)) }

  /// `true` or `false`.
  mutating func bool(_ value: Bool) { put(.bool(value)) }

  /// `null`.
  mutating func null() { put(.null) }

  /// A finished value, as it is.
  mutating func value(_ value: JSONValue) { put(value) }

  /// The value `write` builds, built once per equal `key`: the same ``JSONValue`` is shared.
  mutating func cached<Key: Hashable>(_ key: Key, in cache: inout JSONValueCache<Key>, _ write: (inout Self) -> Void) {
    if let value = cache.values[key] { return put(value) }
    write(&self)
    cache.values[key] = depth > 0 ? frames[depth - 1].values.last! : root!
  }

  /// Opens a container at the next depth, reusing that depth's buffers.
  private mutating func open() {
    if depth == frames.count { frames.append(Frame()) }
    depth += 1
  }

  /// Adds a finished value to the innermost container, or makes it the document.
  private mutating func put(_ value: JSONValue) {
    guard depth > 0 else {
      root = value
      return
    }
    frames[depth - 1].values.append(value)
  }
}
