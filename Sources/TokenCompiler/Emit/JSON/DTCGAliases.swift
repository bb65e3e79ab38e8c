/// Writes the aliases a designer put inside a value back into its DTCG JSON, so other tools (and
/// tokenc reading its own output) keep `"color": "{color.separator.control}"` rather than a copy.
enum DTCGAliases {
  /// `value` with each field of `aliases` whose key is in `keys` (renamed to the key's value:
  /// a motion's `curve` is a transition's `timingFunction`) replaced by its alias, and each
  /// shadow entry alias standing in for its layers again.
  static func apply(_ aliases: ValueAliases, to value: JSONValue, keys: [String: String]? = nil) -> JSONValue {
    guard !aliases.isEmpty else { return value }
    var result = value
    for (key, path) in aliases.fields {
      let written = keys.map { $0[key] } ?? key
      guard let written else { continue }
      result = replacing(result, at: written.split(separator: "/").map(String.init)[...], with: .string(path.aliasText))
    }
    // Later entries first, so the indexes of earlier ones still hold.
    for entry in aliases.shadowEntries.reversed() {
      guard case .array(var layers) = result, entry.firstLayer + entry.layerCount <= layers.count else { continue }
      layers.replaceSubrange(
        entry.firstLayer..<(entry.firstLayer + entry.layerCount), with: [.string(entry.path.aliasText)])
      result = .array(layers)
    }
    return result
  }

  /// `value` with the member or element at `path` replaced; unchanged when the path is not there.
  private static func replacing(_ value: JSONValue, at path: ArraySlice<String>, with new: JSONValue) -> JSONValue {
    guard let first = path.first else { return new }
    switch value {
    case .object(var members):
      guard let member = members[first] else { return value }
      members[first] = replacing(member, at: path.dropFirst(), with: new)
      return .object(members)
    case .array(var elements):
      guard let index = Int(first), elements.indices.contains(index) else { return value }
      elements[index] = replacing(elements[index], at: path.dropFirst(), with: new)
      return .array(elements)
    default: return value
    }
  }
}
