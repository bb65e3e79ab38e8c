/// Walks groups and tokens, building the merged document.
struct GroupWalker {
  var reader = ValueReader()
  var document = TokenDocument()
  /// Where each token is defined and its index in `document.tokens` (none for a token whose
  /// value did not decode), so themes and overrides find what they redefine; one table, so a
  /// token's path is hashed once to look it up and once to add it.
  var registeredTokens: [TokenPath: RegisteredToken] = [:]
  var groupLocations: [TokenPath: SourceLocation] = [:]
  /// The role of the source being walked.
  var role = InputRole.base
  /// Where the source's role comes from, for messages.
  var origin: String?
  /// Theme names, for `$extensions.mode`.
  var themeNames = ThemeNames()
  /// Where each token got a value for an appearance from a theme, to report a second one.
  var themedLocations: [TokenPath: [Appearance: SourceLocation]] = [:]
  /// Tokens whose `$ref` failed (reported), by name location: skipped without more errors.
  var brokenTokens: Set<SourceLocation> = []
  /// Set when the file turns out to be in a format tokenc does not read (reported once).
  var abandonsFile = false
  /// What to do with an unknown `$type`.
  var unknownTypes = UnknownTypePolicy.error
  /// When each source file was last modified, where known.
  var modified: [String: Int64] = [:]
  /// `$extensions.mode` names already reported as unknown.
  var reportedModeNames: Set<String> = []
  /// The paths of every file being decoded.
  var inputFiles: Set<String> = []
  /// Tokens skipped for their `$type`, in the order found, with that type.
  var skippedForType: [(path: TokenPath, type: String)] = []
  /// `unknownTypes: skip` warnings: the diagnostic's index, the type, and the group or token it is on.
  var unknownTypeWarnings: [(diagnostic: Int, type: String, scope: TokenPath)] = []
  /// Tokens defined twice, to report a whole file defined again once.
  var duplicateFiles = DuplicateFiles()
  /// `$extensions.mode` warnings: the diagnostic's index and the normalized name, so walks merged
  /// in order keep only the first warning per name (``absorb(_:)``).
  var modeWarnings: [(diagnostic: Int, name: String)] = []
  /// When set, a group with at least twice this many children leaves them to other walkers, in
  /// chunks of this many (``DecodeSplit``), instead of walking them.
  var splitChildren: Int?
  /// The chunks left to other walkers, in source order, each with this walker's marks when it was left.
  var deferred: [(chunk: DecodeChunk, marks: WalkMarks)] = []
  /// Tokens merged from walks apart but still in them (which file, which walker, which tokens),
  /// in order; ``takeTokens(from:)`` moves them into `document.tokens`.
  var tokenSlices: [(file: Int, walker: Int, range: Range<Int>)] = []
  /// How many tokens `tokenSlices` holds.
  var slicedTokenCount = 0
  /// Set when a group path is walked twice in one split file, so chunks may overlap: the file is walked whole.
  var repeatsGroup = false

  /// Makes room for the tokens of `bytes` bytes of token files (one per ~48 bytes, about what a
  /// realistic mix writes per token), so the token table and list do not grow and rehash step by step.
  mutating func reserveCapacity(forBytes bytes: Int) {
    let estimate = bytes / 48
    registeredTokens.reserveCapacity(estimate)
    document.tokens.reserveCapacity(estimate)
  }

  /// Each token's index in `document.tokens`, so themes and overrides find what they redefine.
  func tokenIndex(_ path: TokenPath) -> Int? { registeredTokens[path]?.index }

  static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root"]
  static let rootProperties = ["$contrast", "$schema"]
  static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions"]

  /// Walks one source's root, in the role it plays.
  mutating func walkFile(_ root: SourceNode, isJSON: Bool, role: InputRole = .base, origin: String? = nil) {
    self.role = role
    self.origin = origin
    abandonsFile = false
    if let scalar = root.scalar, scalar.isNull { return }
    guard root.entries != nil else {
      reader.diagnostics.error(
        .tokenShape, "a token file must be a mapping of groups and tokens, not \(root.kindDescription)",
        at: root.location)
      return
    }
    walkGroup(root, context: GroupContext(path: TokenPath([]), type: .none, deprecation: nil), isRoot: true)
  }

  private mutating func walkGroup(
    _ node: SourceNode, context parent: GroupContext, isRoot: Bool, nameLocation: SourceLocation? = nil
  ) {
    var context = parent
    let entries = node.entries ?? []
    for index in entries.indices where entries[index].key.text.hasPrefix("$") {
      let entry = entries[index]
      switch entry.key.text {
      case "$type":
        context.type = inheritedType(
          entry.value, owner: isRoot ? "the file's top-level group" : "group '\(context.path)'", scope: context.path)
      case "$deprecated": context.deprecation = deprecation(entry.value) ?? nil
      case "$contrast" where isRoot: document.contrastPairs += reader.contrastPairs(entry.value)
      case "$extensions":
        document.contrastPairs += reader.groupExtensions(entry.value, group: context.path, isRoot: isRoot)
      case "$description", "$root", "$schema", "$extends": break
      default:
        let allowed = Self.groupProperties + (isRoot ? Self.rootProperties : [])
        reader.diagnostics.error(
          .tokenShape,
          "unknown group property '\(entry.key.text)'"
            + Suggestions.didYouMean(entry.key.text, in: allowed + ["$value"]),
          at: entry.key.location)
      }
    }
    if !isRoot, role == .base || groupLocations[context.path] == nil || groupLocations[context.path] == nameLocation {
      var description: String?
      if let node = node["$description"] { description = reader.text(node, "$description") }
      let type: TokenType? = if case .type(let type) = context.type { type } else { nil }
      document.groups.append(
        DecodedGroup(
          path: context.path, description: description, type: type, location: nameLocation ?? node.location,
          childCount: entries.count(where: { !$0.key.text.hasPrefix("$") || $0.key.text == "$root" })))
    }
    if let size = splitChildren, entries.count >= 2 * size, !abandonsFile {
      return deferChildren(entries, context: context, size: size)
    }
    walkChildren(of: entries, in: entries.indices, context: context)
  }

  /// Walks the tokens and groups among `entries[range]` (not the `$` properties, but `$root`).
  mutating func walkChildren(of entries: [SourceMappingEntry], in range: Range<Int>, context: GroupContext) {
    entries.withUnsafeBufferPointer { buffer in
      guard let first = buffer.baseAddress else { return }
      for index in range {
        // `pointee` reads the entry in place: a for-in, or the buffer's subscript, would copy it
        // (its key, location and value) for every child.
        let entry = first + index
        guard !entry.pointee.key.text.hasPrefix("$") || entry.pointee.key.text == "$root" else { continue }
        guard !abandonsFile else { return }
        walkChild(entry.pointee, context: context)
      }
    }
  }

  mutating func walkChild(_ entry: SourceMappingEntry, context: GroupContext) {
    let name = entry.key.text
    let path = context.path.appending(name)
    if name != "$root", let problem = Self.nameProblem(name) {
      reader.diagnostics.error(
        .tokenName, "'\(name)' is not a valid token or group name: \(problem)", at: entry.key.location)
      return
    }
    let node = entry.value
    if node["$value"] != nil {
      addToken(path, key: entry.key, node: node, context: context)
    } else if Self.isStyleDictionaryToken(node) {
      reportStyleDictionaryFormat(path, at: entry.key.location)
    } else if node.entries != nil, ValueReader.unquotedAliasText(node) == nil {
      if let hint = compositeHint(node, type: context.type) {
        reader.diagnostics.error(.tokenShape, "'\(path)' \(hint)", at: entry.key.location)
        return
      }
      guard registerGroup(path, at: entry.key.location) else { return }
      walkGroup(
        node, context: GroupContext(path: path, type: context.type, deprecation: context.deprecation), isRoot: false,
        nameLocation: entry.key.location)
    } else {
      addShorthandToken(path, key: entry.key, node: node, context: context)
    }
  }

  /// Why `name` breaks DTCG naming, if it does.
  static func nameProblem(_ name: String) -> String? {
    if name.isEmpty { return "names cannot be empty" }
    // `hasPrefix` compares characters; only a first byte `$` can start with the character `$`.
    if name.utf8.first == UInt8(ascii: "$"), name.hasPrefix("$") {
      return "names starting with '$' are reserved for properties"
    }
    // One pass over the bytes for the separator and the braces.
    var (dot, brace) = (false, false)
    for byte in name.utf8 {
      if byte == UInt8(ascii: ".") { dot = true }
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { brace = true }
    }
    if dot { return "names cannot contain '.', which separates path segments; nest a group instead" }
    if brace { return "names cannot contain '{' or '}', which mark aliases" }
    return nil
  }

  /// A hint when a mapping without `$value` looks like a composite value written without it.
  private func compositeHint(_ node: SourceNode, type: InheritedType) -> String? {
    guard case .type(let type) = type, let keys = node.entries?.map(\.key.text), !keys.isEmpty else { return nil }
    let fields: [String]
    switch type {
    case .color: fields = Appearance.allCases.map(\.rawValue) + ["colorSpace", "components", "alpha", "hex"]
    case .typography: fields = ValueReader.typographyFields
    case .motion: fields = ValueReader.motionFields
    case .dimension, .duration: fields = ["value", "unit"]
    case .shadow: fields = ValueReader.shadowFields
    case .border: fields = ["color", "width", "style"]
    case .strokeStyle: fields = ["dashArray", "lineCap"]
    default: return nil
    }
    guard keys.allSatisfy(fields.contains) else { return nil }
    return "looks like \(type.withArticle) value but has no '$value'; write its fields under '$value:'"
  }
}
