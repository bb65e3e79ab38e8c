/// `tokens.docs.json` in a session's rebuild (`tokenc watch`): each token's record is the previous
/// build's bytes when what it is written from is unchanged (``EmitMemo``); the contrast pairs,
/// findings and groups, and the commas and new lines between records, are written afresh each time.
extension JSONEmitter {
  /// Everything the bytes of a token's record in `tokens.docs.json` (``DocsModel/Token``'s
  /// `write(to:caches:)`, the comma and new line before it not included) depend on: the docs
  /// token's fields it writes (``DocsModel/Token/showsTheSame(_:_:)`` and its source) and the
  /// depth it is indented from.
  ///
  /// The number a color has in the model (which depends on the colors before it) only picks
  /// which cached bytes are copied, which are the same for equal colors. Other tokens take part
  /// only through the alias chain, which is compared.
  struct DocsTokenInput: Equatable, Sendable {
    /// ``JSONByteSink/valueDepth``.
    let depth: Int
    /// The docs entry the record is written from.
    let token: DocsModel.Token

    /// Whether the two records are written the same.
    static func == (left: Self, right: Self) -> Bool {
      left.depth == right.depth && left.token.source == right.token.source
        && DocsModel.Token.showsTheSame(left.token, right.token)
    }
  }

  /// `tokens.docs.json` (``docsBytes(_:writer:stream:)`` in ``docsStyle``), each token's record
  /// reused from `memo` when its ``DocsTokenInput`` is unchanged; just that outside a session.
  static func docsBytes(_ input: EmitInput, memo: EmitMemo, stream: EmittedFileStream? = nil) -> [UInt8] {
    guard memo.keeps else { return docsBytes(input, writer: JSONWriter(style: docsStyle), stream: stream) }
    let docs = input.docs
    var sink = JSONByteSink(style: docsStyle, capacity: max(4096, docs.tokens.count * 1536), stream: stream)
    var caches = DocsModel.JSONCaches(colorCount: docs.colorCount)
    docs.write(to: &sink) { sink, token in
      let key = "docs.json\u{1F}" + token.path.description
      let input = DocsTokenInput(depth: sink.valueDepth, token: token)
      if let fragment = memo.reused(key, input: input) { return sink.value(fragment: fragment) }
      let fragment = sink.recordingValue { token.write(to: &$0, caches: &caches) }
      memo.keep(key, input: input, bytes: fragment)
    }
    return sink.finish()
  }
}
