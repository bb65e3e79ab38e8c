import CYAML

/// One piece of a file cut by ``YAMLChunkPlan``, parsed on its own: its tree and what
/// ``YAMLChunkedLoader`` needs to tell whether the pieces together equal the whole file.
struct YAMLChunkPiece: Sendable {
  /// The piece's root, with the file's line numbers.
  let root: SourceNode
  /// The nodes and bytes its aliases added.
  let aliasNodes: Int
  let aliasBytes: Int
  /// Whether it defines an anchor.
  let hasAnchors: Bool
  /// Where its mappings with `<<` merge keys start.
  let mergedMappings: [SourceLocation]
  /// The most collections open at once.
  let deepest: Int

  /// Parses `bytes`, a piece of `file` whose first line is the file's line `lineOffset` (0-based).
  ///
  /// From libyaml's line `splice.at` on, the bytes are the file's tail, `splice.lines` lines further
  /// down. `nil` unless the piece parses without any diagnostic, libyaml counts `lines` line breaks
  /// in it, nothing spans the splice (an open `{ … }` or `[ … ]`, a quoted scalar) and no empty
  /// value sits at the splice or at the end of a piece that is not the end of the file: libyaml
  /// places some empty values (a `? key` without a value) at the next token, which the whole
  /// file has elsewhere.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, of file: SourceFile, loader: YAMLLoader, lineOffset: Int,
    splice: (at: Int, lines: Int), lines: Int, endsFile: Bool
  ) -> YAMLChunkPiece? {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else { return nil }
    defer { yaml_parser_delete(parser) }
    yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
    var builder = SourceTreeBuilder(
      file: file, aliasBudget: loader.aliasBudget, aliasByteBudget: loader.aliasByteBudget)
    builder.lineOffset = lineOffset
    builder.splice = splice
    var crossed = false
    while true {
      var event = yaml_event_t()
      guard yaml_parser_parse(parser, &event) == 1 else { return nil }
      defer { yaml_event_delete(&event) }
      let start = event.start_mark.line
      if !crossed, start >= splice.at {
        crossed = true
        if builder.isInFlow { return nil }
      }
      if event.type == YAML_SCALAR_EVENT {
        let style = event.data.scalar.style
        let quoted = style == YAML_SINGLE_QUOTED_SCALAR_STYLE || style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
        if quoted, start < splice.at, event.end_mark.line >= splice.at { return nil }
        if event.data.scalar.length == 0, start == splice.at || (start >= lines && !endsFile) { return nil }
      }
      if event.type == YAML_STREAM_END_EVENT {
        if start != lines { return nil }
        break
      }
      guard builder.handle(event) else { return nil }
    }
    guard builder.diagnostics.isEmpty, let root = builder.root else { return nil }
    return YAMLChunkPiece(
      root: root, aliasNodes: builder.aliasNodesUsed, aliasBytes: builder.aliasBytesUsed,
      hasAnchors: builder.hasAnchors, mergedMappings: builder.mergedMappings, deepest: builder.deepest)
  }
}
