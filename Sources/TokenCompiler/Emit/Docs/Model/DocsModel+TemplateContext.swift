extension DocsModel {
  /// The data templates are rendered with: the document ``write(to:)`` writes (the data of
  /// `tokens.docs.json`), built straight into a ``TemplateCompactContext``. The tokens, most of
  /// the document, are added member by member without naming each by its text
  /// (``TemplateCompactContext/Builder/writeToken(_:caches:)``); the rest is written as
  /// ``write(to:)`` writes it. `TemplateCompactContextTests` compare it with ``EmitInput/docsDocument``.
  func templateContext() -> TemplateCompactContext {
    var builder = TemplateCompactContext.Builder(tokens: tokens.count)
    var caches = JSONCaches()
    write(to: &builder) { builder, token in builder.writeToken(token, caches: &caches) }
    return TemplateCompactContext(builder: builder)
  }
}
