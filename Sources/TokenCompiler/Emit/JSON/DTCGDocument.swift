/// Builds the DTCG 2025.10 token file (`tokens.tokens.json`).
///
/// Every token gets an explicit `$type`; a token written as a whole alias stays an
/// alias. What DTCG cannot express (dark and high-contrast appearances, Dynamic
/// Type ladders, motion details, contrast pairs) goes under `$extensions.dev.tokenc`,
/// which tokenc reads back, so the file round-trips to the same resolved tokens.
enum DTCGDocument {
  /// The token file for a resolved set.
  static func build(_ tokens: ResolvedTokenSet) -> JSONValue {
    var root = GroupNode()
    for group in tokens.groups {
      root.setGroupDescription(group.description, at: group.path.components[...])
    }
    for token in tokens.tokens {
      root.insert(entry(for: token, in: tokens), at: token.path.components[...])
    }
    var json = root.json
    if !tokens.contrastPairs.isEmpty, case .object(var members) = json {
      members["$extensions"] = [tokencExtensionKey: ["contrast": .array(tokens.contrastPairs.map(contrastPair))]]
      json = .object(members)
    }
    return json
  }

  private static func entry(for token: ResolvedToken, in tokens: ResolvedTokenSet) -> JSONValue {
    let encoded = DTCGValues.encode(token.value)
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

  mutating func insert(_ token: JSONValue, at path: ArraySlice<String>) {
    guard let first = path.first else { return }
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
    children[first, default: GroupNode()].setGroupDescription(description, at: path.dropFirst())
  }

  var json: JSONValue {
    var result = members
    for (name, child) in children { result[name] = child.json }
    return .object(result)
  }
}
