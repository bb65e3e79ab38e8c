/// Writes the DTCG 2025.10 token file (`tokens.tokens.json`).
///
/// Every token gets an explicit `$type`; a token written as a whole alias stays an
/// alias. What DTCG cannot express (dark and high-contrast appearances, Dynamic
/// Type ladders, motion details, contrast pairs) goes under `$extensions.dev.tokenc`,
/// which tokenc reads back, so the file round-trips to the same resolved tokens.
///
/// Groups and tokens keep the designer's order; each token's own properties are sorted.
enum DTCGDocument {
  /// The token file's bytes: the last of them when `stream` takes the others in pieces.
  static func bytes(_ tokens: ResolvedTokenSet, stream: EmittedFileStream? = nil) -> [UInt8] {
    var sink = JSONByteSink(style: .pretty, capacity: max(4096, tokens.tokens.count * 512), stream: stream)
    write(tokens, to: &sink)
    return sink.finish()
  }

  /// Writes the token file to `sink`.
  static func write(_ tokens: ResolvedTokenSet, to sink: inout some JSONSink) {
    var colors = JSONValueCache<ColorValue>()
    write(tokens, to: &sink) { index, sink in entry(index, in: tokens, colors: &colors, to: &sink) }
  }

  /// Writes the token file to `sink`, each token's value (its object; the key before it is
  /// written around it) by `token`, given the token's index in `tokens`.
  static func write<Sink: JSONSink>(
    _ tokens: ResolvedTokenSet, to sink: inout Sink, token: (Int, inout Sink) -> Void
  ) {
    // Tokens first, so groups take their place from their first token, as the designer wrote them.
    var tree = DTCGTree()
    for index in tokens.tokens.indices { tree.insert(token: index, at: tokens.tokens[index].path.components) }
    for group in tokens.groups { tree.describe(group.description, at: group.path.components) }
    let contrast = { (sink: inout Sink) in
      guard !tokens.contrastPairs.isEmpty else { return }
      sink.keyInGivenOrder("$extensions")
      sink.beginObject()
      sink.key(tokencExtensionKey)
      sink.beginObject()
      sink.key("contrast")
      sink.beginArray()
      for pair in tokens.contrastPairs { contrastPair(pair, to: &sink) }
      sink.endArray()
      sink.endObject()
      sink.endObject()
    }
    tree.writeInOrder(to: &sink, extra: contrast, token: token)
  }

  /// Token `index`: `$deprecated`, `$description`, `$extensions`, `$type` and `$value`. (Its fields
  /// are read in place: a copy of a whole `ResolvedToken` retains every one of them.)
  /// Colors go through the document's `colors` (``DTCGWrite/color(_:in:colors:to:)``).
  static func entry(
    _ index: Int, in tokens: ResolvedTokenSet, colors: inout JSONValueCache<ColorValue>, to sink: inout some JSONSink
  ) {
    let wholeAlias = tokens.tokens[index].aliasOf.flatMap { tokens.index(of: $0.path) != nil ? $0.path : nil }
    let value = DTCGTokenValue(
      tokens.tokens[index].value, aliases: tokens.tokens[index].valueAliases, isWholeAlias: wholeAlias != nil)
    sink.beginObject()
    if let deprecation = tokens.tokens[index].deprecation {
      sink.key("$deprecated")
      if let reason = deprecation.reason { sink.string(reason) } else { sink.bool(true) }
    }
    if let description = tokens.tokens[index].description {
      sink.key("$description")
      sink.string(description)
    }
    if !tokens.tokens[index].extensions.isEmpty {
      sink.key("$extensions")
      sink.value(.object(mergedExtensions(tokens.tokens[index].extensions, value)))
    } else if value.hasExtension {
      sink.key("$extensions")
      sink.beginObject()
      sink.key(tokencExtensionKey)
      value.writeExtension(to: &sink, colors: &colors)
      sink.endObject()
    }
    sink.key("$type")
    sink.string(value.type)
    sink.key("$value")
    if let wholeAlias { sink.alias(wholeAlias) } else { value.writeValue(to: &sink, colors: &colors) }
    sink.endObject()
  }

  /// A token's own `$extensions` with tokenc's members merged into (and winning within) its `dev.tokenc`.
  private static func mergedExtensions(
    _ extensions: [String: JSONValue], _ value: DTCGTokenValue
  ) -> [String: JSONValue] {
    guard value.hasExtension else { return extensions }
    var tree = JSONTreeSink()
    value.writeExtension(to: &tree)
    var ours = extensions[tokencExtensionKey]?.object ?? [:]
    ours.merge(tree.finish().object ?? [:]) { _, new in new }
    var result = extensions
    result[tokencExtensionKey] = .object(ours)
    return result
  }

  /// A declared contrast pair: `{background, foreground, level, usage}`.
  private static func contrastPair(_ pair: ResolvedContrastPair, to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("background")
    sink.alias(pair.background)
    sink.key("foreground")
    sink.alias(pair.foreground)
    if let level = pair.level {
      sink.key("level")
      sink.string(level.rawValue)
    }
    sink.key("usage")
    sink.string(pair.usage.rawValue)
    sink.endObject()
  }
}
