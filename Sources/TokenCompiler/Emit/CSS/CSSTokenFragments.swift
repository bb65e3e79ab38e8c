/// Everything one token writes into `tokens.css`, section by section, as the bytes a full write
/// gives at each place (the `:root` rule, each appearance's rules, the Display P3 copies, the
/// Reduce Motion rules, the text style classes): what `tokenc watch` keeps of a token between
/// builds (``CSSEmitter/emitRemembered(_:context:)``).
///
/// The bytes are one array: a flags byte, the end of each ``Section`` (four bytes each, little
/// endian, counted from the end of this header), then the sections one after the other. A
/// section a token has no part in is empty.
struct CSSTokenFragments: Sendable {
  /// A place in the style sheet the token may write to, at the indentation of that place.
  enum Section: Int, CaseIterable {
    /// Its declarations in the `:root` rule.
    case root
    /// Its dark value, in a rule at the top level (2) or inside `@media` (4).
    case dark2, dark4
    /// Its Increase Contrast value, likewise.
    case lightMore2, lightMore4
    /// Its dark Increase Contrast value, likewise; written for every property of the cascade, used
    /// when it is a member of those rules (``CSSFragmentDocument/darkMoreMembers``).
    case darkMore2, darkMore4
    /// Its Display P3 values: light, dark, Increase Contrast, dark Increase Contrast.
    case wideBase, wideDark, wideLightMore, wideDarkMore
    /// Its Reduce Motion declarations, at the top level (2) or inside `@media` (4).
    case reduced2, reduced4
    /// Its text style class, with the blank line before it.
    case textClass
  }

  /// Flag: the token is a property of the appearance cascade (a color or a composite with colors).
  static let isProperty: UInt8 = 1
  /// Flag: its dark or Increase Contrast value differs from its light one.
  static let varies: UInt8 = 2
  /// Flag: it differs from light in some other appearance (dark Increase Contrast included).
  static let inDarkMore: UInt8 = 4

  /// The bytes: header and sections.
  let bytes: [UInt8]

  /// The header's length: the flags and one end per section.
  static let headerCount = 1 + 4 * Section.allCases.count

  /// The flags (``isProperty``, ``varies``, ``inDarkMore``).
  var flags: UInt8 { bytes[0] }

  /// Where `section` is in ``bytes``.
  func range(_ section: Section) -> Range<Int> {
    let start = section.rawValue == 0 ? 0 : end(section.rawValue - 1)
    return (Self.headerCount + start)..<(Self.headerCount + end(section.rawValue))
  }

  /// Whether the token writes nothing in `section`.
  func isEmpty(_ section: Section) -> Bool { range(section).isEmpty }

  /// Appends the bytes of `section`.
  func append(_ section: Section, to output: inout CSSTextBuffer) {
    let range = range(section)
    guard !range.isEmpty else { return }
    bytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  private func end(_ index: Int) -> Int {
    let at = 1 + 4 * index
    return Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
  }

  /// Fragments kept from a previous build (or just made by ``init(flags:body:ends:)``).
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The fragments whose sections are `body`, each ending at its entry of `ends`.
  init(flags: UInt8, body: [UInt8], ends: [Int]) {
    var bytes: [UInt8] = [flags]
    bytes.reserveCapacity(Self.headerCount + body.count)
    for end in ends {
      for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: end >> shift)) }
    }
    bytes += body
    self.bytes = bytes
  }
}

/// What a token's fragments are made from: the fields of the token the css emitter reads, the
/// value of every token it names (a reference is written as `var(--…)` only when the target holds
/// the same value, and names follow from paths), and its text style class name (which depends on
/// every text style's path). Source locations are left out, so moved lines are reused.
struct CSSTokenInput: Equatable, Sendable {
  /// The token's path (its property names).
  var path: TokenPath
  /// Its resolved value.
  var value: TokenValue
  /// `$description`, in its comment.
  var description: String?
  /// `$deprecated`, in its comment.
  var deprecation: Deprecation?
  /// The token its whole value aliases.
  var aliasOf: TokenPath?
  /// Every token named in its value.
  var references: [TokenPath]
  /// The value of the token at ``aliasOf``, then at each of ``references`` (`nil`: none there).
  var targets: [TokenValue?]
  /// Its class, for a text style.
  var className: String?

  /// The input of the token at `index` of `all` (the tokens of `set`).
  init(_ index: Int, of all: [ResolvedToken], in set: ResolvedTokenSet, className: String?) {
    path = all[index].path
    value = all[index].value
    description = all[index].description
    deprecation = all[index].deprecation
    aliasOf = all[index].aliasOf?.path
    references = all[index].references.map(\.path)
    targets = []
    if let aliasOf { targets.append(set.index(of: aliasOf).map { all[$0].value }) }
    for path in references { targets.append(set.index(of: path).map { all[$0].value }) }
    self.className = className
  }
}
