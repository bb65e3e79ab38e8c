/// `tokens.docs.json` in a session's rebuild (`tokenc watch`): each token's record is the previous
/// build's bytes when what it is written from is unchanged (``EmitMemo``); the contrast pairs,
/// findings and groups, and the commas and new lines between records, are written afresh each time.
extension JSONEmitter {
  /// Everything the bytes of a token's record in `tokens.docs.json` (``DocsModel/Token``'s
  /// `write(to:caches:)`, the comma and new line before it not included) depend on.
  ///
  /// The record's value is the docs form of the resolved value (``DocsModel/BuildCache``'s
  /// `value(_:)`, a function of the value alone: a color's hex and gamut, a derived ladder), so
  /// the resolved value stands for it; the number a color has in the model (which depends on the
  /// colors before it) only picks which cached bytes are copied, which are the same for equal colors.
  /// Other tokens take part only through the alias chain, which is part of the input.
  struct DocsTokenInput: Equatable, Sendable {
    /// ``JSONByteSink/valueDepth``.
    let depth: Int
    /// The token's path (its `name`, `path` and `pathComponents`).
    let path: TokenPath
    /// `description`.
    let description: String?
    /// `deprecated`.
    let deprecation: Deprecation?
    /// `source`, relative to the source root.
    let source: SourceLocation
    /// `alias`.
    let alias: TokenPath?
    /// `aliasChain`, as the docs list it.
    let aliasChain: [TokenPath]
    /// The resolved value, which `type` and `value` are written from.
    let value: TokenValue

    /// The input of `token`, the docs entry of `resolved`, its record written at `depth`.
    init(_ token: DocsModel.Token, resolved value: TokenValue, depth: Int) {
      self.depth = depth
      path = token.path
      description = token.description
      deprecation = token.deprecation
      source = token.source
      alias = token.alias
      aliasChain = token.aliasChain
      self.value = value
    }
  }

  /// `tokens.docs.json` (``docsBytes(_:writer:stream:)`` in ``docsStyle``), each token's record
  /// reused from `memo` when its ``DocsTokenInput`` is unchanged; just that outside a session.
  static func docsBytes(_ input: EmitInput, memo: EmitMemo, stream: EmittedFileStream? = nil) -> [UInt8] {
    guard memo.keeps else { return docsBytes(input, writer: JSONWriter(style: docsStyle), stream: stream) }
    let docs = input.docs
    let resolved = input.tokens.tokens
    var sink = JSONByteSink(style: docsStyle, capacity: max(4096, docs.tokens.count * 1536), stream: stream)
    var caches = DocsModel.JSONCaches(colorCount: docs.colorCount)
    docs.write(to: &sink) { sink, token in
      // The model is built from these tokens, in their order; anything else is written afresh.
      guard token.index < resolved.count, resolved[token.index].path == token.path else {
        return token.write(to: &sink, caches: &caches)
      }
      let key = "docs.json\u{1F}" + token.path.description
      let input = DocsTokenInput(token, resolved: resolved[token.index].value, depth: sink.valueDepth)
      if let fragment = memo.reused(key, input: input) { return sink.value(fragment: fragment) }
      let fragment = sink.recordingValue { token.write(to: &$0, caches: &caches) }
      memo.keep(key, input: input, bytes: fragment)
    }
    return sink.finish()
  }
}
