/// Builds `tokens.docs.json`: the contract shared by the docs page, templates and other tools.
///
/// Its shape is documented by `docs/tokens.docs.schema.json`. Every token lists its
/// path, type, description, deprecation, source location, the alias it was written
/// as, and its resolved value in a form that needs no further math (colors in all
/// four appearances with hex and CSS strings, full ladders, motion fallbacks).
enum DocsDocument {
  /// The schema version; bump it when the shape changes incompatibly.
  static let version = 1

  /// The docs document for a resolved set and its validation results.
  static func build(_ input: EmitInput) -> JSONValue {
    let tokens = input.tokens
    return [
      "version": .number(Double(version)),
      "generator": "tokenc",
      "tokens": .array(tokens.tokens.map(token)),
      "groups": .array(
        tokens.groups.map { group in
          [
            "path": .string(group.path.description),
            "description": group.description.map(JSONValue.string) ?? .null,
            "type": group.type.map { .string($0.rawValue) } ?? .null,
          ]
        }),
      "contrastPairs": .array(
        tokens.contrastPairs.map { pair in
          [
            "foreground": .string(pair.foreground.description), "background": .string(pair.background.description),
            "usage": .string(pair.usage.rawValue), "level": pair.level.map { .string($0.rawValue) } ?? .null,
          ]
        }),
      "findings": .object(
        Dictionary(uniqueKeysWithValues: input.validation.findings.map { ($0.key.rawValue, JSONValue.array($0.value)) })
      ),
    ]
  }

  private static func token(_ token: ResolvedToken) -> JSONValue {
    [
      "path": .string(token.path.description),
      "pathComponents": .array(token.path.components.map(JSONValue.string)),
      "name": .string(token.path.name),
      "type": .string(token.type.rawValue),
      "description": token.description.map(JSONValue.string) ?? .null,
      "deprecated": token.deprecation.map { ["reason": $0.reason.map(JSONValue.string) ?? .null] } ?? .null,
      "source": [
        "file": .string(token.location.file), "line": .number(Double(token.location.line)),
        "column": .number(Double(token.location.column)),
      ],
      "alias": token.aliasOf.map { .string($0.path.aliasText) } ?? .null,
      "aliasChain": .array(token.aliasChain.map { .string($0.description) }),
      "value": DocsValues.value(token.value),
    ]
  }
}
