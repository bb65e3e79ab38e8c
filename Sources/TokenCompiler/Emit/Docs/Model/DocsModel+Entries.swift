extension DocsModel {
  /// A group in the shape of `tokens.docs.json`: `{path, description, type}`, absent ones `null`.
  struct GroupEntry: Encodable {
    /// The group.
    let group: DecodedGroup

    /// Wraps a group for encoding.
    init(_ group: DecodedGroup) { self.group = group }

    /// The keys written.
    private enum CodingKeys: String, CodingKey {
      case path, description, type
    }

    /// Writes the group.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(group.path.description, forKey: .path)
      try container.encodeOrNull(group.description, forKey: .description)
      try container.encodeOrNull(group.type?.rawValue, forKey: .type)
    }
  }

  /// A declared contrast pair in the shape of `tokens.docs.json`: `{foreground, background, usage, level}`.
  struct PairEntry: Encodable {
    /// The pair.
    let pair: ResolvedContrastPair

    /// Wraps a pair for encoding.
    init(_ pair: ResolvedContrastPair) { self.pair = pair }

    /// The keys written.
    private enum CodingKeys: String, CodingKey {
      case foreground, background, usage, level
    }

    /// Writes the pair; `level` is `null` when the pair sets none.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(pair.foreground.description, forKey: .foreground)
      try container.encode(pair.background.description, forKey: .background)
      try container.encode(pair.usage.rawValue, forKey: .usage)
      try container.encodeOrNull(pair.level?.rawValue, forKey: .level)
    }
  }

  /// A contrast result in the shape of `tokens.docs.json`'s `findings` → `color/contrast` entries:
  /// `{foreground, background, usage, level, appearance, ratio, required, pass}`, plus `suggestion`
  /// when the pair fails and a foreground passes. `ratio` is rounded to two decimals; `pass` is
  /// decided on the exact ratio.
  struct ResultEntry: Encodable {
    /// The result.
    let result: ContrastResult

    /// Wraps a result for encoding.
    init(_ result: ContrastResult) { self.result = result }

    /// The keys written.
    private enum CodingKeys: String, CodingKey {
      case foreground, background, usage, level, appearance, ratio, required, pass, suggestion
    }

    /// Writes the result; `suggestion` is left out, not `null`, when there is none.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(result.pair.foreground.description, forKey: .foreground)
      try container.encode(result.pair.background.description, forKey: .background)
      try container.encode(result.requirement.usage.rawValue, forKey: .usage)
      try container.encode(result.requirement.level.rawValue, forKey: .level)
      try container.encode(result.appearance.rawValue, forKey: .appearance)
      try container.encode(result.roundedRatio, forKey: .ratio)
      try container.encode(result.requirement.minimum, forKey: .required)
      try container.encode(result.passes, forKey: .pass)
      try container.encodeIfPresent(result.replacementText, forKey: .suggestion)
    }
  }
}

extension DocsModel.GroupEntry {
  /// Writes the group as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("description")
    sink.string(orNull: group.description)
    sink.key("path")
    sink.string(group.path.description)
    sink.key("type")
    sink.string(orNull: group.type?.rawValue)
    sink.endObject()
  }
}

extension DocsModel.PairEntry {
  /// Writes the pair as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("background")
    sink.string(pair.background.description)
    sink.key("foreground")
    sink.string(pair.foreground.description)
    sink.key("level")
    sink.string(orNull: pair.level?.rawValue)
    sink.key("usage")
    sink.string(pair.usage.rawValue)
    sink.endObject()
  }
}

extension DocsModel.ResultEntry {
  /// Writes the result as its `Encodable` form does, keys in sorted order.
  func write(to sink: inout some JSONSink) {
    sink.beginObject()
    sink.key("appearance")
    sink.string(result.appearance.rawValue)
    sink.key("background")
    sink.string(result.pair.background.description)
    sink.key("foreground")
    sink.string(result.pair.foreground.description)
    sink.key("level")
    sink.string(result.requirement.level.rawValue)
    sink.key("pass")
    sink.bool(result.passes)
    sink.key("ratio")
    sink.number(result.roundedRatio)
    sink.key("required")
    sink.number(result.requirement.minimum)
    if let suggestion = result.replacementText {
      sink.key("suggestion")
      sink.string(suggestion)
    }
    sink.key("usage")
    sink.string(result.requirement.usage.rawValue)
    sink.endObject()
  }
}
