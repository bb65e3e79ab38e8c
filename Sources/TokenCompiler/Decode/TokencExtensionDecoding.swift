/// Decodes `$extensions["dev.tokenc"]` of tokens and groups into typed values, once.
extension ValueReader {
  /// Decodes a token's `dev.tokenc` node into a ``TokencExtension``.
  ///
  /// When the decoder knows the token's type (its own, its group's, or `transition`), a key
  /// that does not apply to it is reported and skipped; when the type comes from an alias,
  /// the resolve stage checks the keys with ``TokencExtension/misplacedMarkers(of:type:)``.
  mutating func tokencExtension(_ node: SourceNode?, of token: DecodedToken, isTransition: Bool) -> TokencExtension {
    guard let node else { return TokencExtension() }
    var result = TokencMarkers()
    guard let entries = node.entries else {
      diagnostics.error(
        .tokenExtension,
        "dev.tokenc on '\(token.path)' must be a mapping of markers such as {interactive: true}, "
          + "not \(Self.describe(node))",
        at: node.location)
      return TokencExtension()
    }
    let type: TokenType? = isTransition ? .motion : token.declaredType ?? token.inheritedType
    for entry in entries {
      guard let key = TokencKey(rawValue: entry.key.text) else {
        unknownTokencKey(entry.key, of: token.path)
        continue
      }
      if let type, !key.applies(to: type, isTransition: isTransition) {
        let message = key.misplaced(on: token.path, type: type, marksInteractive: entry.value.scalar?.bool == true)
        diagnostics.error(.tokenExtension, message, at: entry.value.location)
        continue
      }
      result.written[key] = entry.value.location
      read(key, entry.value, of: token, into: &result)
    }
    return TokencExtension(result)
  }

  /// Reads one applicable key into `result`; a round-trip key that does not decode makes it incomplete.
  private mutating func read(
    _ key: TokencKey, _ node: SourceNode, of token: DecodedToken, into result: inout TokencMarkers
  ) {
    let what = "'\(token.path)'"
    var decoded = true
    switch key {
    case .suppress: result.suppressions = suppressions(node, of: token.path)
    case .scalesWith: result.scalesWith = scalesWith(node, of: token.path)
    case .fallback: result.fallback = fallback(node, of: token)
    case .interactive: result.interactive = interactive(node, of: token.path)
    case .nested: result.nested = nested(node, of: token.path)
    case .faces: result.faces = faces(node, of: token)
    case .appearances:
      if let type = token.declaredType ?? token.inheritedType, type != .color {
        result.compositeAppearances = compositeOverrides(node, type: type, what)
        decoded = result.compositeAppearances != nil
      } else {
        result.appearances = appearanceOverrides(node, what)
        decoded = result.appearances != nil
      }
    case .textStyle:
      let name = keyword(node, "textStyle", from: AppleTextStyle.acceptedNames)
      result.textStyle = name.flatMap(AppleTextStyle.init(name:))
      decoded = result.textStyle != nil
    case .lineHeight:
      result.lineHeight = dimension(node, "lineHeight")
      decoded = result.lineHeight != nil
    case .ladder:
      result.ladder = ladderSource(node)
      decoded = result.ladder != nil
    case .motion:
      result.motion = motion(node, what)
      decoded = result.motion != nil
    }
    if !decoded { result.isIncomplete = true }
  }

  /// Reports a key tokenc does not read on tokens, with a suggestion.
  private mutating func unknownTokencKey(_ key: SourceScalar, of path: TokenPath) {
    if key.text == "contrast" {
      diagnostics.error(
        .tokenExtension,
        "'contrast' under dev.tokenc of '\(path)' is not read on a token; it belongs in the $extensions "
          + "at the top level of a file",
        at: key.location)
      return
    }
    let keys = TokencKey.allCases.map(\.rawValue)
    diagnostics.error(
      .tokenExtension,
      "dev.tokenc on '\(path)' has no key '\(key.text)'\(Suggestions.didYouMean(key.text, in: keys)) "
        + "(keys: \(keys.joined(separator: ", ")))",
      at: key.location)
  }

  /// Reads a group's `$extensions`: `dev.tokenc.contrast` at the top level of a file; any other
  /// `dev.tokenc` key, or `dev.tokenc` on a nested group, is reported. Returns the contrast pairs.
  mutating func groupExtensions(_ node: SourceNode, group: TokenPath, isRoot: Bool) -> [ContrastPairSource] {
    warnAboutNearMisses(node, owner: isRoot ? "the top level" : "group '\(group)'")
    guard let tokenc = node[tokencExtensionKey] else { return [] }
    guard isRoot else {
      diagnostics.error(
        .tokenExtension,
        "dev.tokenc on group '\(group)' is not read; write markers on each token, and 'contrast' in the "
          + "$extensions at the top level of a file",
        at: tokenc.location)
      return []
    }
    guard let entries = tokenc.entries else {
      diagnostics.error(
        .tokenExtension,
        "dev.tokenc at the top level of a file must be a mapping such as {contrast: [...]}, "
          + "not \(Self.describe(tokenc))",
        at: tokenc.location)
      return []
    }
    var pairs: [ContrastPairSource] = []
    for entry in entries {
      if entry.key.text == "contrast" {
        pairs += contrastPairs(entry.value)
      } else {
        diagnostics.error(
          .tokenExtension,
          "dev.tokenc at the top level of a file has no key '\(entry.key.text)'"
            + "\(Suggestions.didYouMean(entry.key.text, in: ["contrast"])) (keys: contrast; markers go on tokens)",
          at: entry.key.location)
      }
    }
    return pairs
  }

  /// Warns about `$extensions` keys that look like a misspelled `dev.tokenc`, which tokenc would not read.
  mutating func warnAboutNearMisses(_ extensions: SourceNode, owner: String) {
    for entry in extensions.entries ?? [] where entry.key.text != tokencExtensionKey {
      guard Suggestions.closest(to: entry.key.text, in: [tokencExtensionKey]) != nil else { continue }
      diagnostics.warning(
        .tokenExtension,
        "'\(entry.key.text)' in the $extensions of \(owner) is kept but not read; did you mean '\(tokencExtensionKey)'?",
        at: entry.key.location)
    }
  }
}

extension TokencKey {
  /// The message for this key on a token of a type it does not apply to.
  func misplaced(on path: TokenPath, type: TokenType, marksInteractive: Bool) -> String {
    if self == .interactive, marksInteractive {
      return "'\(path)' is marked interactive but is \(type.withArticle); \(purpose)"
    }
    return "'\(path)' declares '\(rawValue)' but is \(type.withArticle); \(purpose)"
  }
}

extension TokencExtension {
  /// The keys that do not apply to a token of `type`, as errors: the resolve stage's check for
  /// tokens whose type came from an alias (the decoder has already checked the others).
  func misplacedMarkers(of path: TokenPath, type: TokenType) -> [Diagnostic] {
    var result: [Diagnostic] = []
    guard !written.isEmpty else { return result }
    for (key, location) in written.sorted(by: { $0.value < $1.value }) where !key.applies(to: type, isTransition: nil) {
      let message = key.misplaced(on: path, type: type, marksInteractive: interactive?.value == true)
      result.error(.tokenExtension, message, at: location)
    }
    return result
  }
}
