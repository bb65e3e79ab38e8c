/// How a scalar was written in the source, which decides how it may be read.
///
/// tokenc never applies YAML 1.1 implicit typing: a plain `yes` or `010` is kept
/// as text, and the decoder interprets it according to the token's type.
public enum ScalarStyle: String, Sendable, Hashable {
  /// Unquoted text.
  case plain
  /// `'single quoted'` text.
  case singleQuoted
  /// `"double quoted"` text (also every JSON string).
  case doubleQuoted
  /// A `|` block scalar.
  case literal
  /// A `>` block scalar.
  case folded

  /// Whether the author quoted the text (or used a block scalar), making it a string for sure.
  public var isQuoted: Bool { self != .plain }
}

/// A scalar in the source tree: its text, quoting style and position.
public struct SourceScalar: Sendable, Hashable {
  /// The scalar's text after YAML unescaping.
  public var text: String
  /// Where the scalar starts.
  public var location: SourceLocation
  /// How the scalar was written.
  public var style: ScalarStyle
  /// The trailing comment, boxed: almost no scalar has one, and an empty reference keeps every
  /// scalar (and every copy of one) 8 bytes smaller than an optional string.
  private var comment: SourceScalarComment?

  /// For an empty plain scalar: a `#` comment that follows it on the same line.
  ///
  /// `color: #ff0000` is a YAML comment, not a value; keeping the comment lets the
  /// decoder tell the designer to quote it.
  public var trailingComment: String? {
    get { comment?.text }
    set { comment = newValue.map(SourceScalarComment.init) }
  }

  /// Creates a scalar.
  public init(
    _ text: String, style: ScalarStyle = .plain, at location: SourceLocation,
    trailingComment: String? = nil
  ) {
    self.text = text
    self.style = style
    self.location = location
    comment = trailingComment.map(SourceScalarComment.init)
  }

  /// Whether this is YAML null: an empty plain scalar, `~` or `null`.
  public var isNull: Bool {
    style == .plain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
  }

  /// The boolean this scalar spells (`true`/`false` only, as in JSON and YAML 1.2).
  public var bool: Bool? {
    guard style == .plain else { return nil }
    switch text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// The number this scalar spells as a decimal (JSON syntax, plus a leading `+`).
  ///
  /// `010` is ten, never octal; `0x10`, `.inf` and `1_000` are not numbers.
  public var number: Double? {
    guard style == .plain else { return nil }
    return DecimalNumber.parse(text)
  }
}

/// The text of a scalar's trailing comment, in a box shared by copies of the scalar.
final class SourceScalarComment: Sendable, Hashable {
  /// The comment, from its `#` to the end of the line.
  let text: String

  /// Boxes `text`.
  init(_ text: String) { self.text = text }

  /// Equal comments have equal text.
  static func == (lhs: SourceScalarComment, rhs: SourceScalarComment) -> Bool { lhs.text == rhs.text }

  /// Hashes the text.
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// One `key: value` entry of a mapping.
public struct SourceMappingEntry: Sendable, Hashable {
  /// The key, always a scalar.
  public var key: SourceScalar
  /// The value.
  public var value: SourceNode

  /// Creates an entry.
  public init(key: SourceScalar, value: SourceNode) {
    self.key = key
    self.value = value
  }
}

/// A node of the source tree built by the load stage: every node knows where it came from.
///
/// A scalar is held in place and only the collections are boxed: most nodes are scalars, and
/// most of their texts are short enough to need no storage of their own, so a scalar costs no
/// allocation (and a copy of it no reference counting), where a box per node cost one each.
public enum SourceNode: Sendable, Hashable {
  /// A scalar value.
  case scalar(SourceScalar)
  /// A mapping, entries in source order; `isFlow` is true for `{ … }` mappings.
  indirect case mapping([SourceMappingEntry], isFlow: Bool, at: SourceLocation)
  /// A sequence, items in source order; `isFlow` is true for `[ … ]` sequences.
  indirect case sequence([SourceNode], isFlow: Bool, at: SourceLocation)

  /// Where the node starts.
  public var location: SourceLocation {
    switch self {
    case .scalar(let scalar): scalar.location
    case .mapping(_, _, let location), .sequence(_, _, let location): location
    }
  }

  /// The scalar, if this node is one.
  public var scalar: SourceScalar? {
    if case .scalar(let scalar) = self { return scalar }
    return nil
  }

  /// The mapping entries, if this node is a mapping.
  public var entries: [SourceMappingEntry]? {
    if case .mapping(let entries, _, _) = self { return entries }
    return nil
  }

  /// The sequence items, if this node is a sequence.
  public var items: [SourceNode]? {
    if case .sequence(let items, _, _) = self { return items }
    return nil
  }

  /// The value for `key` if this node is a mapping that has it.
  public subscript(key: String) -> SourceNode? {
    guard case .mapping(let entries, _, _) = self, let index = entries.firstIndex(where: { $0.key.text == key })
    else { return nil }
    return entries[index].value
  }

  /// A word for the node's kind, for messages: "a mapping", "a list", "text".
  public var kindDescription: String {
    switch self {
    case .scalar(let scalar):
      if scalar.isNull { return "nothing" }
      if scalar.bool != nil { return "a boolean" }
      if scalar.number != nil { return "a number" }
      return "text"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    }
  }
}
