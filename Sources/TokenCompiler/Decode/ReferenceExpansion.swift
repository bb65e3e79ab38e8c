/// DTCG 2025.10 references that reach into the source tree, expanded before decoding:
///
/// - `{"$ref": "#/color/blue/$value/components/0"}`, a JSON Pointer to any part of a
///   token file (a whole value or one property of it), is replaced by what it points at;
/// - `"$extends": "{button.base}"` on a group copies that group's tokens and groups into it,
///   the group's own members winning (deep merge, groups merged, tokens replaced whole).
///
/// A pointer is looked up in its own file first, then in the other inputs in order. Only
/// files whose bytes contain `$ref` or `$extends` are walked, so other inputs cost nothing.
/// A pointer that names nothing, or a chain of them longer than ``maxDepth`` (a cycle), is
/// a located `token/shape` error.
struct ReferenceExpansion {
  /// Every loaded root, in input order.
  let roots: [SourceNode]
  /// Problems found.
  var diagnostics: [Diagnostic] = []
  /// The name locations of tokens with a reference that failed: they are skipped without a
  /// second error about their shape.
  var brokenTokens: Set<SourceLocation> = []
  /// How many `$ref`/`$extends` may be followed inside one another.
  static let maxDepth = 64

  /// Whether a file may hold references (a byte search, cheaper than walking its tree).
  static func mayHoldReferences(_ bytes: [UInt8]) -> Bool {
    bytes.contains(utf8: "$ref") || bytes.contains(utf8: "$extends")
  }

  /// `node` with every reference in it expanded; `root` is its file's root.
  mutating func expand(_ node: SourceNode, root: SourceNode, depth: Int = 0) -> SourceNode {
    guard depth < Self.maxDepth else {
      diagnostics.error(
        .tokenShape, "$ref and $extends nest more than \(Self.maxDepth) deep here; they probably form a cycle",
        at: node.location)
      return node
    }
    switch node {
    case .scalar: return node
    case .sequence(let items, let isFlow, let location):
      return .sequence(items.map { expand($0, root: root, depth: depth) }, isFlow: isFlow, at: location)
    case .mapping(let entries, let isFlow, let location):
      if let pointer = node["$ref"] {
        guard let target = lookUp(pointer, root: root) else { return node }
        return expand(target, root: root, depth: depth + 1)
      }
      // Vendor extensions are kept as written.
      var members = entries.map { entry in
        guard entry.key.text != "$extensions" else { return entry }
        let errorsBefore = diagnostics.count
        let value = expand(entry.value, root: root, depth: depth)
        if diagnostics.count > errorsBefore, value["$value"] != nil || entry.value["$value"] != nil {
          brokenTokens.insert(entry.key.location)
        }
        return SourceMappingEntry(key: entry.key, value: value)
      }
      if let extends = members.first(where: { $0.key.text == "$extends" }) {
        members.removeAll { $0.key.text == "$extends" }
        if let base = extendedGroup(extends.value, root: root) {
          members = Self.merge(expand(base, root: root, depth: depth + 1).entries ?? [], under: members)
        }
      }
      return .mapping(members, isFlow: isFlow, at: location)
    }
  }

  /// Base entries with `local` entries on top: groups merge, everything else is replaced.
  static func merge(_ base: [SourceMappingEntry], under local: [SourceMappingEntry]) -> [SourceMappingEntry] {
    var result = base.filter { $0.key.text != "$extends" }
    for entry in local {
      guard let index = result.firstIndex(where: { $0.key.text == entry.key.text }) else {
        result.append(entry)
        continue
      }
      let old = result[index].value
      if let oldEntries = old.entries, let newEntries = entry.value.entries, old["$value"] == nil,
        entry.value["$value"] == nil, case .mapping(_, let isFlow, let location) = entry.value
      {
        result[index] = SourceMappingEntry(
          key: entry.key, value: .mapping(merge(oldEntries, under: newEntries), isFlow: isFlow, at: location))
      } else {
        result[index] = entry
      }
    }
    return result
  }

  /// The node a `$ref` pointer names.
  private mutating func lookUp(_ pointer: SourceNode, root: SourceNode) -> SourceNode? {
    guard let text = pointer.scalar?.text, text.hasPrefix("#") else {
      diagnostics.error(
        .tokenShape,
        "$ref must be a JSON Pointer into the tokens, like \"#/color/blue/$value\", not "
          + ValueReader.describe(pointer), at: pointer.location)
      return nil
    }
    let segments = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
      String($0).replacing("~1", with: "/").replacing("~0", with: "~")
    }
    for candidate in [root] + roots {
      if let found = Self.walk(candidate, segments[...]) { return found }
    }
    diagnostics.error(.tokenShape, "$ref '\(text)' names nothing in the tokens", at: pointer.location)
    return nil
  }

  /// The group `$extends: "{a.b}"` names.
  private mutating func extendedGroup(_ node: SourceNode, root: SourceNode) -> SourceNode? {
    guard let text = node.scalar?.text, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
      diagnostics.error(
        .tokenShape, "$extends must name a group like \"{button.base}\", not \(ValueReader.describe(node))",
        at: node.location)
      return nil
    }
    let path = text.dropFirst().dropLast().split(separator: ".").map(String.init)
    for candidate in [root] + roots {
      if let found = Self.walk(candidate, path[...]), found.entries != nil, found["$value"] == nil { return found }
    }
    diagnostics.error(.tokenShape, "$extends '\(text)' names no group", at: node.location)
    return nil
  }

  /// Follows pointer segments: mapping keys and list indices.
  private static func walk(_ node: SourceNode, _ segments: ArraySlice<String>) -> SourceNode? {
    guard let first = segments.first else { return node }
    if let child = node[first] { return walk(child, segments.dropFirst()) }
    if let items = node.items, let index = Int(first), items.indices.contains(index) {
      return walk(items[index], segments.dropFirst())
    }
    return nil
  }
}
