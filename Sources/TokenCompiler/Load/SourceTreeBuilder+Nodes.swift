/// How ``SourceTreeBuilder`` puts finished nodes together: an alias repeats its anchor's node
/// (within the file's budgets), a node goes into the innermost open collection (or becomes the
/// root), and a closed collection becomes a node, its `<<` merge keys applied.
extension SourceTreeBuilder {
  mutating func expandAlias(named name: String, at location: SourceLocation) -> Bool {
    if openAnchors.contains(name) {
      diagnostics.error(
        .yamlAnchor, "YAML alias '*\(name)' refers to a node that contains it", at: location)
      return false
    }
    guard let (node, size, bytes) = anchors[name] else {
      diagnostics.error(.yamlAnchor, "YAML alias '*\(name)' names no anchor '&\(name)' above it", at: location)
      return false
    }
    aliasNodesUsed += size
    aliasBytesUsed += bytes
    // Text is shared in memory, but every output repeats it: bound the bytes as well.
    guard aliasBytesUsed <= aliasByteBudget else {
      diagnostics.error(
        .yamlAnchor,
        "YAML aliases in this file repeat more than \(aliasByteBudget / 1_048_576) MB of text; "
          + "refer to tokens with '{group.token}' aliases instead of '*anchors'",
        at: location)
      return false
    }
    guard aliasNodesUsed <= aliasBudget else {
      diagnostics.error(
        .yamlAnchor,
        "YAML aliases in this file expand to more than \(aliasBudget) nodes; "
          + "refer to tokens with '{group.token}' aliases instead of '*anchors'",
        at: location)
      return false
    }
    return add(node)
  }

  /// Adds a finished node to the innermost open collection, or makes it the root.
  ///
  /// The innermost frame is changed in place, at the end of its array, so its arrays stay
  /// uniquely referenced and grow in place.
  mutating func add(_ node: SourceNode) -> Bool {
    guard let kind = stack.last else {
      root = node
      return true
    }
    switch kind {
    case .sequence:
      items.push(node)
    case .mapping:
      let last = mappings.count - 1
      // The key is moved out of its frame: no copy of its text and location.
      if let key = mappings[last].pendingKey.take() {
        if key.style == .plain, key.text == "<<" {
          mappings[last].merges.append((key.location, node))
        } else if let first = mappings[last].location(of: key.text, in: entries) {
          diagnostics.error(
            .yamlDuplicateKey,
            "duplicate key '\(key.text)'; it is already defined at line \(first.line), column \(first.column)",
            at: key.location, notes: [DiagnosticNote("first definition is here", at: first)])
        } else {
          mappings[last].append(SourceMappingEntry(key: key, value: node), to: entries)
        }
      } else if let key = node.scalar {
        mappings[last].pendingKey = key
      } else {
        diagnostics.error(
          .yamlSyntax, "mapping keys must be plain text, not \(node.kindDescription)", at: node.location)
        return false
      }
    }
    return true
  }

  /// Finishes a collection, applying `<<` merge keys (explicit keys win).
  mutating func close(_ kind: Frame) -> (SourceNode, String?) {
    switch kind {
    case .sequence:
      let frame = sequences.removeLast()
      return (.sequence(items.pop(from: frame.start), isFlow: frame.isFlow, at: frame.location), frame.anchor)
    case .mapping:
      var mapping = mappings.removeLast()
      if !mapping.merges.isEmpty { mergedMappings.append(mapping.location) }
      for merge in mapping.merges {
        let sources = merge.value.items ?? [merge.value]
        for source in sources {
          guard let entries = source.entries else {
            diagnostics.error(.yamlAnchor, "a '<<' merge key needs a mapping or a list of mappings", at: merge.key)
            continue
          }
          for entry in entries where mapping.location(of: entry.key.text, in: self.entries) == nil {
            mapping.append(entry, to: self.entries)
          }
        }
      }
      let entries = self.entries.pop(from: mapping.start)
      return (.mapping(entries, isFlow: mapping.isFlow, at: mapping.location), mapping.anchor)
    }
  }
}
