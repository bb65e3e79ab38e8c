import CYAML

/// Builds a ``SourceNode`` tree from libyaml events, one event at a time.
struct SourceTreeBuilder {
  /// The deepest nesting accepted, so a hostile file cannot overflow the stack of recursive walks.
  static let maximumDepth = 100

  let file: SourceFile
  /// The file's number in ``SourceLocationFiles``, looked up once for all its locations.
  let fileID: UInt32
  let aliasBudget: Int
  /// The most bytes of text that aliases may repeat in one file.
  let aliasByteBudget: Int
  var root: SourceNode?
  var diagnostics: [Diagnostic] = []
  /// The open collections, innermost last. Their frames live in `mappings` and `sequences`,
  /// where the innermost one is changed in place (no copy of a frame per event).
  private(set) var stack: [Frame] = []
  var mappings: [MappingFrame] = []
  var sequences: [SequenceFrame] = []
  /// The entries of the open mappings and the items of the open sequences, innermost on top.
  let entries = SourceTreeStack<SourceMappingEntry>()
  let items = SourceTreeStack<SourceNode>()
  private(set) var anchors: [String: (node: SourceNode, size: Int, bytes: Int)] = [:]
  private(set) var openAnchors: Set<String> = []
  /// The nodes and bytes that aliases have added so far.
  var aliasNodesUsed = 0
  var aliasBytesUsed = 0
  /// Where the mappings with `<<` merge keys start, for ``YAMLChunkedLoader``.
  var mergedMappings: [SourceLocation] = []
  /// The most collections open at once.
  private(set) var deepest = 0
  /// Lines added to libyaml's 0-based line of each event: where a piece of a file starts
  /// (``YAMLChunkedLoader``), plus `splice.lines` from line `splice.at` on, where the tail
  /// of a file follows its head with the pieces between them left out.
  var lineOffset = 0
  var splice = (at: Int.max, lines: 0)
  private var documents = 0
  private var lineStarts: [Int] = []

  init(file: SourceFile, aliasBudget: Int, aliasByteBudget: Int = YAMLLoader.defaultAliasByteBudget) {
    self.aliasByteBudget = aliasByteBudget
    self.file = file
    fileID = SourceLocationFiles.shared.id(of: file.path)
    self.aliasBudget = aliasBudget
  }

  /// Handles one event; returns `false` when loading must stop.
  mutating func handle(_ event: yaml_event_t) -> Bool {
    let line = event.start_mark.line
    let location = SourceLocation(
      fileID: fileID, line: line + 1 + lineOffset + (line >= splice.at ? splice.lines : 0),
      column: event.start_mark.column + 1)
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents > 1 {
        diagnostics.error(
          .yamlSyntax, "a token file may hold only one YAML document; split it into several files",
          at: location)
        return false
      }
    case YAML_SCALAR_EVENT:
      let data = event.data.scalar
      let text = Self.string(data.value, length: data.length)
      var style = Self.style(data.style)
      if let tag = data.tag.map({ String(cString: $0) }), tag == "tag:yaml.org,2002:str", style == .plain {
        style = .singleQuoted
      }
      var scalarLocation = location
      var comment: String?
      if style == .plain, text.isEmpty, let found = trailingComment(after: location) {
        comment = found.text
        scalarLocation.column = found.column
      }
      let scalar = SourceScalar(text, style: style, at: scalarLocation, trailingComment: comment)
      if data.anchor == nil, stack.last == .mapping, mappings[mappings.count - 1].pendingKey == nil {
        // A mapping's key: kept as the scalar it is, never boxed as a node (moved, not copied).
        mappings[mappings.count - 1].pendingKey = consume scalar
        return true
      }
      let node = SourceNode.scalar(consume scalar)
      if data.anchor != nil { register(anchor: data.anchor, node: node, size: 1, bytes: text.utf8.count) }
      return add(node)
    case YAML_MAPPING_START_EVENT where stack.count >= Self.maximumDepth,
      YAML_SEQUENCE_START_EVENT where stack.count >= Self.maximumDepth:
      diagnostics.error(
        .yamlSyntax, "the file nests more than \(Self.maximumDepth) levels deep; token groups never need that many",
        at: location)
      return false
    case YAML_MAPPING_START_EVENT:
      let anchor = data(event.data.mapping_start.anchor)
      if let anchor { openAnchors.insert(anchor) }
      let isFlow = event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
      stack.append(.mapping)
      deepest = max(deepest, stack.count)
      mappings.append(MappingFrame(start: entries.count, isFlow: isFlow, location: location, anchor: anchor))
    case YAML_SEQUENCE_START_EVENT:
      let anchor = data(event.data.sequence_start.anchor)
      if let anchor { openAnchors.insert(anchor) }
      let isFlow = event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
      stack.append(.sequence)
      deepest = max(deepest, stack.count)
      sequences.append(SequenceFrame(start: items.count, isFlow: isFlow, location: location, anchor: anchor))
    case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
      guard let kind = stack.popLast() else { return true }
      let (node, anchor) = close(kind)
      if let anchor {
        openAnchors.remove(anchor)
        anchors[anchor] = (node, Self.size(of: node), Self.bytes(of: node))
      }
      return add(node)
    case YAML_ALIAS_EVENT:
      return expandAlias(named: data(event.data.alias.anchor) ?? "", at: location)
    default:
      break
    }
    return true
  }

  /// Whether any anchor (`&name`) has been defined.
  var hasAnchors: Bool { !anchors.isEmpty || !openAnchors.isEmpty }

  /// Whether the innermost open collection is a flow `{ … }` or `[ … ]`.
  var isInFlow: Bool {
    switch stack.last {
    case .mapping?: mappings[mappings.count - 1].isFlow
    case .sequence?: sequences[sequences.count - 1].isFlow
    case nil: false
    }
  }

  private func data(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private mutating func register(
    anchor: UnsafeMutablePointer<yaml_char_t>?, node: SourceNode, size: Int, bytes: Int
  ) {
    if let name = data(anchor) { anchors[name] = (node, size, bytes) }
  }

  /// A `#…` comment from `location` to the end of its line, and its column, for hints about unquoted hex colors.
  private mutating func trailingComment(after location: SourceLocation) -> (text: String, column: Int)? {
    if lineStarts.isEmpty {
      lineStarts = [0] + file.bytes.indices.filter { file.bytes[$0] == 0x0A }.map { $0 + 1 }
    }
    let line = location.line
    guard line - 1 < lineStarts.count else { return nil }
    let start = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] - 1 : file.bytes.count
    let scalars = Array(String(decoding: file.bytes[start..<end], as: UTF8.self).unicodeScalars)
    var previous: Unicode.Scalar = " "
    for index in min(max(0, location.column - 1), scalars.count)..<scalars.count {
      if scalars[index] == "#", previous == " " || previous == "\t" {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[index...])
        return (String(text), index + 1)
      }
      previous = scalars[index]
    }
    return nil
  }
}
