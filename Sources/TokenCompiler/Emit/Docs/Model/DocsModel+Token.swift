extension DocsModel {
  /// One token as the docs show it: its name, notes and source, and its value ready to display.
  ///
  /// A class, so that the sections, the page and the JSON pass a token around with one retain
  /// rather than copying its dozen fields.
  final class Token: Sendable {
    /// The token's path.
    let path: TokenPath
    /// `$description`, if any.
    let description: String?
    /// `$deprecated`, if the token is deprecated.
    let deprecation: Deprecation?
    /// Where the token's name is written.
    let source: SourceLocation
    /// The token the whole value was written as an alias of, if it was one.
    let alias: TokenPath?
    /// For an alias, every token followed to reach the literal value, nearest first; a chain
    /// longer than ``aliasChainLimit`` shows its first hops and the token holding the value,
    /// so the docs of a 100,000-hop chain stay linear in size.
    let aliasChain: [TokenPath]
    /// The most hops of a chain the docs list.
    static let aliasChainLimit = 8
    /// The resolved value.
    let value: Value
    /// The token's position in its model's ``DocsModel/tokens`` (0 for a token made alone), by
    /// which the docs page and the Markdown find what they worked out for it without hashing its path.
    let index: Int

    /// The docs entry of a resolved token.
    convenience init(_ token: ResolvedToken, sourceRoot: String = "") {
      self.init(
        path: token.path, description: token.description, deprecation: token.deprecation,
        source: token.location.relative(to: sourceRoot), alias: token.aliasOf?.path,
        aliasChain: token.hops.paths(limit: Self.aliasChainLimit), value: Value(token.value))
    }

    /// A docs entry from its fields (``DocsModel/BuildCache`` reads them from a resolved token in
    /// place: an initializer taking the whole token would copy it), at `index` in its model.
    init(
      path: TokenPath, description: String?, deprecation: Deprecation?, source: SourceLocation, alias: TokenPath?,
      aliasChain: [TokenPath], value: Value, index: Int = 0
    ) {
      self.index = index
      self.path = path
      self.description = description
      self.deprecation = deprecation
      self.source = source
      self.alias = alias
      self.aliasChain = aliasChain
      self.value = value
    }

    /// The token's type, which is its value's.
    var type: TokenType { value.type }

    /// The colors in the four appearances, for a color token.
    var colors: Colors? {
      if case .color(let colors) = value { return colors }
      return nil
    }
  }
}

extension DocsModel.Token: Encodable {
  /// The keys written.
  private enum CodingKeys: String, CodingKey {
    case path, pathComponents, name, type, description, deprecated, source, alias, aliasChain, value
  }

  /// The keys of `deprecated`.
  private enum DeprecationKeys: String, CodingKey {
    case reason
  }

  /// The keys of `source`.
  private enum SourceKeys: String, CodingKey {
    case file, line, column
  }

  /// Writes the token; absent description, deprecation and alias are written as `null`.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path.description, forKey: .path)
    try container.encode(path.components, forKey: .pathComponents)
    try container.encode(path.name, forKey: .name)
    try container.encode(type.rawValue, forKey: .type)
    try container.encodeOrNull(description, forKey: .description)
    if let deprecation {
      var deprecated = container.nestedContainer(keyedBy: DeprecationKeys.self, forKey: .deprecated)
      try deprecated.encodeOrNull(deprecation.reason, forKey: .reason)
    } else {
      try container.encodeNil(forKey: .deprecated)
    }
    var location = container.nestedContainer(keyedBy: SourceKeys.self, forKey: .source)
    try location.encode(source.file, forKey: .file)
    try location.encode(source.line, forKey: .line)
    try location.encode(source.column, forKey: .column)
    try container.encodeOrNull(alias?.aliasText, forKey: .alias)
    try container.encode(aliasChain.map(\.description), forKey: .aliasChain)
    try container.encode(value, forKey: .value)
  }
}

extension DocsModel.Token {
  /// Writes the token as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink, caches: inout DocsModel.JSONCaches) {
    sink.beginObject()
    sink.key("alias")
    if let alias { sink.alias(alias) } else { sink.null() }
    sink.key("aliasChain")
    sink.paths(aliasChain)
    sink.key("deprecated")
    if let deprecation {
      sink.beginObject()
      sink.key("reason")
      sink.string(orNull: deprecation.reason)
      sink.endObject()
    } else {
      sink.null()
    }
    sink.key("description")
    sink.string(orNull: description)
    sink.key("name")
    sink.string(path.name)
    sink.key("path")
    sink.string(path.description)
    sink.key("pathComponents")
    sink.strings(path.components)
    sink.key("source")
    sink.beginObject()
    sink.key("column")
    sink.number(source.column)
    sink.key("file")
    sink.string(source.file)
    sink.key("line")
    sink.number(source.line)
    sink.endObject()
    sink.key("type")
    sink.string(type.rawValue)
    sink.key("value")
    value.write(to: &sink, caches: &caches)
    sink.endObject()
  }
}

extension DocsModel.Token {
  /// Whether the two tokens show the same wherever the docs show a token (a page's row, a
  /// record of `tokens.docs.json` apart from its source): path, description, deprecation,
  /// alias, alias chain and value; not the source location or the index.
  static func showsTheSame(_ token: DocsModel.Token, _ other: DocsModel.Token) -> Bool {
    if token === other { return true }
    return token.path == other.path && token.description == other.description
      && token.deprecation == other.deprecation && token.alias == other.alias
      && token.aliasChain == other.aliasChain && token.value == other.value
  }
}
