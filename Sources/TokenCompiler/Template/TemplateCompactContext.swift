/// The data templates are rendered with, stored compactly: the same document as
/// ``EmitInput/docsDocument`` (the data of `tokens.docs.json`: same names, values and order),
/// built once per build and shared by every template, without a heap object per value.
///
/// Every value is a ``Node`` (8 bytes) in one array, found by its index; an object's
/// members are consecutive ``Storage/children``, each with its name as a small integer (each
/// name is numbered once per build, ``Storage/keyIDs``), so looking a member up
/// is a short scan of integers, with no hashing. The colors helpers read (every object with a
/// `colorSpace`) are worked out once per distinct color, when the context is built.
final class TemplateCompactContext: Sendable {
  /// What a node is.
  enum Kind: UInt8, Sendable {
    /// `null`.
    case null
    /// `true` or `false` (``Node/payload`` 1 or 0).
    case bool
    /// A number (``Node/payload`` is its index in ``Storage/numbers``).
    case number
    /// Text (``Node/payload`` is its index in ``strings``).
    case string
    /// A list (its elements start at ``Node/payload`` in ``Storage/children``).
    case array
    /// An object (its members start at ``Node/payload`` in ``Storage/children``).
    case object
    /// An object with `pathComponents` and `type`: a token, which messages name.
    case token
  }

  /// One value of the document, in two 32-bit words: a document of 100,000 tokens has 1.9 million
  /// nodes, and nodes of 16 bytes (a number's bits held in place) took 20–28 MB more peak memory.
  struct Node: Sendable {
    /// A Boolean (0 or 1), or where the number, the text or the children are.
    let payload: UInt32
    /// The kind in the low 3 bits, the number of members or elements above them.
    private let bits: UInt32

    /// A node of `kind` with `count` members or elements (fewer than 2^29).
    @inline(__always)
    init(payload: UInt32, count: Int32, kind: Kind) {
      precondition(count >= 0 && count < 1 << 29, "a template context container is too large")
      self.payload = payload
      bits = UInt32(count) << 3 | UInt32(kind.rawValue)
    }

    /// How many members or elements a container has.
    @inline(__always)
    var count: Int32 { Int32(bits >> 3) }

    /// What the value is.
    @inline(__always)
    var kind: Kind { unsafeBitCast(UInt8(truncatingIfNeeded: bits & 7), to: Kind.self) }

    /// Whether this is an object (a token or not).
    @inline(__always)
    var isObject: Bool { kind == .object || kind == .token }
  }

  /// The values.
  let storage: Storage
  /// The sRGB color of each object that describes one, by node index (see ``TemplateHelpers/colorValue(_:)``).
  let colors: TemplateColorTable
  /// The document.
  let root: Int
  /// How many tokens (objects with `pathComponents` and `type`) it holds.
  let tokens: Int

  /// The numbers the builder gives the names messages and tokens need, first.
  static let pathKey: Int32 = 0
  /// The number of `pathComponents`.
  static let pathComponentsKey: Int32 = 1
  /// The number of `type`.
  static let typeKey: Int32 = 2
  /// The numbers of `null`, `false` and `true`, which every document has.
  static let nullNode = 0

  /// A finished context.
  init(builder: Builder) {
    root = builder.finish()
    storage = builder.storage
    colors = builder.colors
    tokens = builder.tokenCount
  }

  /// The context of `document`, for code that holds the JSON (tests, `tokenc template context`).
  convenience init(_ document: JSONValue) {
    var builder = Builder()
    builder.writeSorted(document)
    self.init(builder: builder)
  }
}
