extension GroupWalker {
  /// Reads a `{$value, …}` token.
  mutating func addToken(_ path: TokenPath, key: SourceScalar, node: SourceNode, context: GroupContext) {
    if brokenTokens.contains(key.location) {
      guard registerToken(path, at: key.location) else { return }
      document.undecodable.insert(path)
      return
    }
    if let child = node.entries?.first(where: { !$0.key.text.hasPrefix("$") }) {
      reader.diagnostics.error(
        .tokenShape, "token '\(path)' has a $value, so it cannot also contain '\(child.key.text)'",
        at: child.key.location)
      return
    }
    guard let fields = reader.mapping(node, "token '\(path)'", allowed: Self.tokenProperties) else { return }
    var declared: InheritedType = .none
    if let typeNode = fields["$type"]?.value { declared = inheritedType(typeNode, owner: "'\(path)'", scope: path) }
    let valueNode = fields["$value"]!.value
    var token = DecodedToken(
      path: path, declaredType: nil, inheritedType: nil,
      value: .alias(AliasReference(path: path, location: key.location)),
      description: nil, deprecation: context.deprecation, extensions: [:], location: key.location,
      valueLocation: valueNode.location)
    if let description = fields["$description"]?.value {
      token.description = reader.text(description, "$description")
    }
    if let deprecated = fields["$deprecated"]?.value {
      token.deprecation = deprecation(deprecated) ?? nil
    }
    let extensionsNode = fields["$extensions"]?.value
    if let extensionsNode {
      guard extensionsNode.entries != nil else {
        reader.reject(extensionsNode, "$extensions", expected: "a mapping of reverse-domain keys")
        return
      }
      token.extensions = JSONValue(extensionsNode).object ?? [:]
      reader.warnAboutNearMisses(extensionsNode, owner: "'\(path)'")
    }
    guard
      finish(
        &token, valueNode: valueNode, declared: declared, context: context,
        tokenc: extensionsNode?[tokencExtensionKey])
    else { return }
    record(token)
    if let modes = extensionsNode?["mode"] { applyModes(modes, of: token) }
  }

  /// Reads `name: value` under a typed group.
  mutating func addShorthandToken(_ path: TokenPath, key: SourceScalar, node: SourceNode, context: GroupContext) {
    if case .none = context.type, !(node.scalar?.text.contains(ascii: "{") ?? false) {
      if let trap = ValueReader.trap(in: node, "'\(path)'") {
        reader.diagnostics.error(.tokenValue, trap, at: node.location)
      } else {
        reader.diagnostics.error(
          .tokenMissingType,
          "'\(path)' has a value but no type; give a parent group a $type (e.g. $type: dimension) "
            + "or write the token as {$type: …, $value: …}",
          at: key.location)
      }
      return
    }
    var token = DecodedToken(
      path: path, declaredType: nil, inheritedType: nil,
      value: .alias(AliasReference(path: path, location: key.location)),
      description: nil, deprecation: context.deprecation, extensions: [:], location: key.location,
      valueLocation: node.location)
    if finish(&token, valueNode: node, declared: .none, context: context, tokenc: nil) { record(consume token) }
  }

  /// Decodes the value by type; returns whether the token is complete and should be recorded (the
  /// caller records it, moving it into the document).
  private mutating func finish(
    _ token: inout DecodedToken, valueNode: SourceNode, declared: InheritedType, context: GroupContext,
    tokenc: SourceNode?
  ) -> Bool {
    if case .unsupported(let name) = declared, !declared.isTransition {
      skip(token, type: name)
      return false
    }
    if case .type(let type) = declared { token.declaredType = type }
    if case .type(let type) = context.type { token.inheritedType = type }
    let isTransition = declared.isTransition || (token.declaredType == nil && context.type.isTransition)
    token.tokenc = reader.tokencExtension(tokenc, of: token, isTransition: isTransition)
    if let alias = reader.alias(valueNode) {
      token.value = .alias(alias)
      // tokenc's DTCG JSON: a color whose light value is an alias, with its other appearances.
      if let overrides = token.tokenc.appearances, (token.declaredType ?? token.inheritedType) == .color {
        token.value = .color(AppearanceMap(overrides).merging([.light: .alias(alias)]) { _, light in light })
      }
    } else if valueNode.scalar?.text.contains(ascii: "{") == true {
      markUndecodable(token)
      return false
    } else if isTransition {
      guard let value = reader.transitionValue(valueNode, path: token.path, tokenc: token.tokenc) else {
        markUndecodable(token)
        return false
      }
      token.declaredType = .motion
      token.value = value
    } else if let type = token.declaredType ?? token.inheritedType {
      guard let value = reader.tokenValue(valueNode, type: type, path: token.path, tokenc: token.tokenc) else {
        markUndecodable(token)
        return false
      }
      token.value = value
    } else {
      if case .unsupported(let name) = context.type {
        skip(token, type: name)
        return false
      }
      reader.diagnostics.error(
        .tokenMissingType,
        "token '\(token.path)' has no $type; add one (e.g. $type: color) or set it on a parent group",
        at: token.location)
      return false
    }
    // A round-trip key that did not decode (reported) leaves the value incomplete.
    if token.tokenc.isIncomplete {
      markUndecodable(token)
      return false
    }
    return true
  }

  /// Records a token skipped for its `$type` (reported once, at the `$type`).
  private mutating func skip(_ token: DecodedToken, type: String) {
    skippedForType.append((token.path, type))
    let known = TokenType.unsupportedDTCGTypes.contains(type)
    document.skipped[token.path] =
      known ? "tokenc does not support $type '\(type)' yet" : "its $type '\(type)' is unknown"
  }

  /// Records a token whose value could not be read, so aliases to it do not also
  /// report "does not name a token" (the value's own error says what is wrong).
  private mutating func markUndecodable(_ token: DecodedToken) {
    // A theme or override whose value is broken leaves the token it redefines as it was;
    // its error stops the build anyway.
    if role != .base, tokenIndex(token.path) != nil { return }
    guard registerToken(token.path, at: token.location) else { return }
    document.undecodable.insert(token.path)
  }

  /// Reads `$type` of `owner` ("'color.blue'", "group 'color'"), warning about DTCG types
  /// tokenc skips and, as `unknownTypes:` says, reporting or skipping unknown ones.
  mutating func inheritedType(_ node: SourceNode, owner: String, scope: TokenPath) -> InheritedType {
    guard let name = reader.text(node, "$type") else { return .none }
    if let type = TokenType(rawValue: name) { return .type(type) }
    if name == "transition" { return .unsupported("transition") }
    if TokenType.unsupportedDTCGTypes.contains(name) {
      reader.diagnostics.warning(
        .tokenUnsupportedType, "tokenc does not support $type '\(name)' of \(owner) yet; it is skipped",
        at: node.location)
      return .unsupported(name)
    }
    // DTCG's transition is read as tokenc's motion, so it is a known type too.
    var known = TokenType.allCases.map(\.rawValue)
    known.insert("transition", at: known.firstIndex(of: "motion").map { $0 + 1 } ?? known.endIndex)
    let hint = Suggestions.didYouMean(name, in: known)
    if unknownTypes == .skip {
      // The tokens it skips are named once the group is walked (``namingSkippedTokens(in:)``).
      unknownTypeWarnings.append((reader.diagnostics.count, name, scope))
      reader.diagnostics.warning(
        .tokenUnsupportedType, "unknown $type '\(name)' of \(owner)\(hint); skipped (unknownTypes: skip)",
        at: node.location)
    } else {
      reader.diagnostics.error(
        .tokenUnsupportedType,
        "unknown $type '\(name)' of \(owner)\(hint) (types: \(known.joined(separator: ", "))); to skip such tokens "
          + "with a warning instead, set `unknownTypes: skip` in tokenc.yaml",
        at: node.location)
    }
    return .unsupported(name)
  }

  /// Reads `$deprecated`: `true`, `false` or a reason. Returns `.some(nil)` for `false`.
  mutating func deprecation(_ node: SourceNode) -> Deprecation?? {
    if let flag = node.scalar?.bool { return flag ? Deprecation(reason: nil) : .some(nil) }
    if let reason = reader.text(node, "$deprecated") { return Deprecation(reason: reason) }
    return nil
  }
}

extension InheritedType {
  /// Whether this is DTCG's `transition`, which tokenc reads as motion.
  var isTransition: Bool {
    if case .unsupported("transition") = self { return true }
    return false
  }
}
