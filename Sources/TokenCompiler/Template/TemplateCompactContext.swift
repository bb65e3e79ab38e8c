/// The data templates are rendered with, stored compactly: the same document as
/// ``EmitInput/docsDocument`` (the data of `tokens.docs.json`: same names, values and order),
/// built once per build and shared by every template, without a heap object per value.
///
/// Every value is a ``Node`` (a few bytes) in one array, found by its index; an object's
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
    /// A number (``Node/payload`` is its bit pattern).
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

  /// One value of the document.
  struct Node: Sendable {
    /// A number's bit pattern, a Boolean, or where the text or the children are.
    var payload: UInt64
    /// How many members or elements a container has.
    var count: Int32
    /// What the value is.
    var kind: Kind

    /// Whether this is an object (a token or not).
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
