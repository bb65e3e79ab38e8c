/// The token file of a session's rebuild (`tokenc watch`): each token's object is the previous
/// build's bytes when what it is written from is unchanged (``EmitMemo``), so a one-token edit
/// writes one token; the groups around the tokens, their keys and the root's contrast pairs are
/// written afresh each time.
extension DTCGDocument {
  /// Everything the bytes of a token's object (``entry(_:in:colors:to:)``, the key before it
  /// not included) depend on: the token's written fields, and whether its whole-value alias
  /// names a token of the set (which makes `$value` the alias, with no appearances). The alias
  /// is written as its path, never its target's value, so no other token takes part.
  struct EntryInput: Equatable, Sendable {
    /// ``JSONByteSink/valueDepth``: the object's nested lines are indented from it.
    let depth: Int
    /// The whole-value alias written as `$value`, if the token is one and its target is in the set.
    let wholeAlias: TokenPath?
    /// The resolved value.
    let value: TokenValue
    /// The aliases written inside the value.
    let valueAliases: ValueAliases
    /// `$deprecated`.
    let deprecation: Deprecation?
    /// `$description`.
    let description: String?
    /// `$extensions` as written.
    let extensions: [String: JSONValue]

    /// The input of token `index` of `tokens`, its object written at `depth`.
    init(_ index: Int, in tokens: ResolvedTokenSet, depth: Int) {
      self.depth = depth
      wholeAlias = tokens.tokens[index].aliasOf.flatMap { tokens.index(of: $0.path) != nil ? $0.path : nil }
      value = tokens.tokens[index].value
      valueAliases = tokens.tokens[index].valueAliases
      deprecation = tokens.tokens[index].deprecation
      description = tokens.tokens[index].description
      extensions = tokens.tokens[index].extensions
    }
  }

  /// The token file's bytes (``bytes(_:stream:)``), each token's object reused from `memo` when
  /// its ``EntryInput`` is unchanged; just ``bytes(_:stream:)`` outside a session.
  static func bytes(_ tokens: ResolvedTokenSet, memo: EmitMemo, stream: EmittedFileStream? = nil) -> [UInt8] {
    guard memo.keeps else { return bytes(tokens, stream: stream) }
    var sink = JSONByteSink(style: .pretty, capacity: max(4096, tokens.tokens.count * 512), stream: stream)
    var colors = JSONValueCache<ColorValue>()
    write(tokens, to: &sink) { index, sink in
      let key = "tokens.json\u{1F}" + tokens.tokens[index].path.description
      let input = EntryInput(index, in: tokens, depth: sink.valueDepth)
      if let fragment = memo.reused(key, input: input) { return sink.value(fragment: fragment) }
      let fragment = sink.recordingValue { entry(index, in: tokens, colors: &colors, to: &$0) }
      memo.keep(key, input: input, bytes: fragment)
    }
    return sink.finish()
  }
}
