extension DocsModel {
  /// The data templates are rendered with: the document ``write(to:)`` writes (the data of
  /// `tokens.docs.json`), built straight into a ``TemplateCompactContext``. The tokens, most of
  /// the document, are added member by member without naming each by its text
  /// (``TemplateCompactContext/Builder/writeToken(_:caches:)``); the rest is written as
  /// ``write(to:)`` writes it. `TemplateCompactContextTests` compare it with ``EmitInput/docsDocument``.
  func templateContext() -> TemplateCompactContext {
    var builder = TemplateCompactContext.Builder(tokens: tokens.count)
    var caches = JSONCaches()
    builder.beginObject()
    builder.key("contrastPairs")
    builder.beginArray()
    for pair in contrastPairs { PairEntry(pair).write(to: &builder) }
    builder.endArray()
    builder.key("findings")
    builder.beginObject()
    if !contrastResults.isEmpty {
      builder.key(Self.contrastRule.rawValue)
      builder.beginArray()
      for result in contrastResults { ResultEntry(result).write(to: &builder) }
      builder.endArray()
    }
    builder.endObject()
    builder.key("generator")
    builder.string(Self.generator)
    builder.key("groups")
    builder.beginArray()
    for group in groups { GroupEntry(group).write(to: &builder) }
    builder.endArray()
    builder.key("tokens")
    builder.beginArray()
    for token in tokens { builder.writeToken(token, caches: &caches) }
    builder.endArray()
    builder.key("version")
    builder.number(Self.version)
    builder.endObject()
    return TemplateCompactContext(builder: builder)
  }
}
