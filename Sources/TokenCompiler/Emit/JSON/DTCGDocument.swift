/// Builds the DTCG 2025.10 token file (`tokens.tokens.json`).
///
/// Every token gets an explicit `$type`; a token written as a whole alias stays an
/// alias. What DTCG cannot express (dark and high-contrast appearances, Dynamic
/// Type ladders, motion details, contrast pairs) goes under `$extensions.dev.tokenc`,
/// which tokenc reads back, so the file round-trips to the same resolved tokens.
enum DTCGDocument {
  /// The token file for a resolved set.
  static func build(_ tokens: ResolvedTokenSet) -> JSONValue {
    var json = root(tokens).json
    if !tokens.contrastPairs.isEmpty, case .object(var members) = json {
      members["$extensions"] = contrastExtension(tokens)
      json = .object(members)
    }
    return json
  }

  /// The token file with groups and tokens in the designer's order (each token's own
  /// properties in sorted order), as the JSON emitter writes it.
  static func ordered(_ tokens: ResolvedTokenSet) -> OrderedJSON {
    var extensions: [(key: String, value: OrderedJSON)] = []
    if !tokens.contrastPairs.isEmpty { extensions = [("$extensions", OrderedJSON(sorted: contrastExtension(tokens)))] }
    return root(tokens).ordered(extra: extensions)
  }

  private static func root(_ tokens: ResolvedTokenSet) -> GroupNode {
    // Tokens first, so groups take their place from their first token, as the designer wrote them.
    var root = GroupNode()
    for token in tokens.tokens {
      root.insert(entry(for: token, in: tokens), at: token.path.components[...])
    }
    for group in tokens.groups {
      root.setGroupDescription(group.description, at: group.path.components[...])
    }
    return root
  }

  private static func contrastExtension(_ tokens: ResolvedTokenSet) -> JSONValue {
    [tokencExtensionKey: ["contrast": .array(tokens.contrastPairs.map(contrastPair))]]
  }

  private static func entry(for token: ResolvedToken, in tokens: ResolvedTokenSet) -> JSONValue {
    let encoded = DTCGValues.encode(token.value, aliases: token.valueAliases)
    var tokenc = encoded.tokenc
    var members: [String: JSONValue] = ["$type": .string(encoded.type), "$value": encoded.value]
    if let alias = token.aliasOf, tokens[alias.path] != nil {
      members["$value"] = .string(alias.path.aliasText)
      // The alias carries the appearances of the token it names.
      tokenc["appearances"] = nil
    }
    if let description = token.description { members["$description"] = .string(description) }
    if let deprecation = token.deprecation {
      members["$deprecated"] = deprecation.reason.map(JSONValue.string) ?? .bool(true)
    }
    var extensions = token.extensions
    if !tokenc.isEmpty {
      var ours = extensions[tokencExtensionKey]?.object ?? [:]
      ours.merge(tokenc) { _, new in new }
      extensions[tokencExtensionKey] = .object(ours)
    }
    if !extensions.isEmpty { members["$extensions"] = .object(extensions) }
    return .object(members)
  }

  private static func contrastPair(_ pair: ResolvedContrastPair) -> JSONValue {
    var members: [String: JSONValue] = [
      "foreground": .string(pair.foreground.aliasText), "background": .string(pair.background.aliasText),
      "usage": .string(pair.usage.rawValue),
    ]
    if let level = pair.level { members["level"] = .string(level.rawValue) }
    return .object(members)
  }
}

/// A group being assembled into nested JSON objects.
struct GroupNode {
  var members: [String: JSONValue] = [:]
  var children: [String: GroupNode] = [:]
  /// Member and child names in the order they were first added.
  var order: [String] = []

  mutating func insert(_ token: JSONValue, at path: ArraySlice<String>) {
    guard let first = path.first else { return }
    if members[first] == nil, children[first] == nil { order.append(first) }
    if path.count == 1 {
      members[first] = token
    } else {
      children[first, default: GroupNode()].insert(token, at: path.dropFirst())
    }
  }

  mutating func setGroupDescription(_ description: String?, at path: ArraySlice<String>) {
    guard let first = path.first else {
      if let description { members["$description"] = .string(description) }
      return
    }
    if members[first] == nil, children[first] == nil { order.append(first) }
    children[first, default: GroupNode()].setGroupDescription(description, at: path.dropFirst())
  }

  var json: JSONValue {
    var result = members
    for (name, child) in children { result[name] = child.json }
    return .object(result)
  }

  /// The group with its `$` properties first (sorted, then `extra`), then its tokens and
  /// groups in the order they were added.
  func ordered(extra: [(key: String, value: OrderedJSON)] = []) -> OrderedJSON {
    var result: [(key: String, value: OrderedJSON)] = members.keys.filter { $0.hasPrefix("$") }.sorted().map {
      ($0, OrderedJSON(sorted: members[$0]!))
    }
    result += extra
    for name in order {
      if let child = children[name] {
        result.append((name, child.ordered()))
      } else if let token = members[name] {
        result.append((name, OrderedJSON(sorted: token)))
      }
    }
    return .object(result)
  }
}
