/// Reads typed values out of source nodes, recording a located diagnostic for every problem.
///
/// Every decoder shares these readers so messages stay uniform:
/// "<what> must be <expected>, not <found>", with a hint for the classic YAML traps.
struct ValueReader {
  /// The problems found so far.
  var diagnostics: [Diagnostic] = []
  /// Field names already suggested for an unknown key, by mapping location, so a
  /// misspelled required field is reported once ("did you mean") and not again as missing.
  var suggestedFields: [SourceLocation: Set<String>] = [:]

  /// Reports that `node` is not what `what` needs, naming the YAML trap when that is the cause.
  mutating func reject(_ node: SourceNode, _ what: String, expected: String) {
    let message = Self.trap(in: node, what) ?? "\(what) must be \(expected), not \(Self.describe(node))"
    diagnostics.error(.tokenValue, message, at: node.location)
  }

  /// A short description of a node for messages: `text 'abc'`, `the number 4`, `a mapping`.
  static func describe(_ node: SourceNode) -> String {
    guard let scalar = node.scalar else { return node.kindDescription }
    if scalar.isNull { return "empty" }
    if scalar.style.isQuoted { return "the text '\(scalar.text)'" }
    if scalar.number != nil { return "the number \(scalar.text)" }
    if scalar.bool != nil { return "\(scalar.text)" }
    return "'\(scalar.text)'"
  }

  /// The message for values YAML read differently from what the designer meant:
  /// an unquoted `#hex` (a comment) or an unquoted `{alias}` (a flow mapping).
  static func trap(in node: SourceNode, _ what: String) -> String? {
    if let scalar = node.scalar, scalar.isNull, let comment = scalar.trailingComment {
      let value = comment.split(separator: " ").first.map(String.init) ?? comment
      return "\(what) is empty because YAML reads '\(value)' after a space as a comment; put it in quotes: \"\(value)\""
    }
    if let alias = unquotedAliasText(node) {
      return "YAML reads an unquoted '\(alias)' as a mapping; put the alias in quotes: \"\(alias)\""
    }
    return nil
  }

  /// `{a.b}` if `node` is what YAML makes of an unquoted alias: a flow mapping with one empty key.
  static func unquotedAliasText(_ node: SourceNode) -> String? {
    guard case .mapping(let entries, true, _) = node, entries.count == 1,
      entries[0].key.style == .plain, entries[0].value.scalar?.isNull == true,
      !entries[0].key.text.contains(ascii: " ")
    else { return nil }
    return "{\(entries[0].key.text)}"
  }

  /// The alias if `node` is a `{group.token}` string; reports malformed references.
  mutating func alias(_ node: SourceNode) -> AliasReference? {
    if let scalar = node.scalar, let path = Self.wellFormedASCIIAlias(scalar.text) {
      return AliasReference(path: path, location: scalar.location)
    }
    guard let scalar = node.scalar, scalar.text.contains(ascii: "{") || scalar.text.contains(ascii: "}") else {
      return nil
    }
    guard let inner = Self.braced(scalar.text.trimmingWhitespace()) else {
      diagnostics.error(
        .tokenValue, "an alias must be the whole value, like \"{group.token}\", not '\(scalar.text)'",
        at: scalar.location)
      return nil
    }
    let path = TokenPath(dotted: String(inner))
    guard !inner.contains(ascii: "{"), !inner.contains(ascii: "}"), path.components.allSatisfy({ !$0.isEmpty }) else {
      diagnostics.error(
        .tokenValue, "'\(scalar.text)' is not a valid alias; write it as \"{group.token}\"", at: scalar.location)
      return nil
    }
    return AliasReference(path: path, location: scalar.location)
  }

  /// The text between a leading `{` and a trailing `}`, if `text` has both and something between.
  ///
  /// ASCII text is read by its bytes (each byte is a character there), other text by characters.
  static func braced(_ text: String) -> Substring? {
    let bytes = text.utf8
    // Between a leading `{` and a trailing `}`, more than two bytes means more than two characters.
    guard bytes.count > 2 else { return nil }
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
      return text.dropFirst().dropLast()
    }
    guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
    return text[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)]
  }

  /// An alias, or a literal read by `read`; `nil` after reporting a problem.
  mutating func valueOrAlias<T>(_ node: SourceNode, _ read: (inout ValueReader, SourceNode) -> T?) -> ValueOrAlias<T>? {
    if let scalar = node.scalar, scalar.text.contains(ascii: "{") {
      return alias(node).map { .alias($0) }
    }
    return read(&self, node).map { .value($0) }
  }

  /// A plain decimal number.
  mutating func number(_ node: SourceNode, _ what: String) -> Double? {
    var parsed = node.scalar?.number
    if parsed == nil, let scalar = node.scalar, scalar.style.isQuoted {
      parsed = DecimalNumber.parse(scalar.text.trimmingWhitespace())
    }
    guard let value = parsed else {
      reject(node, what, expected: "a number")
      return nil
    }
    guard value.magnitude <= Self.largestNumber else {
      diagnostics.error(
        .tokenValue, "\(what) is beyond ±2^53 (about 9e15), the largest number every output writes exactly",
        at: node.location)
      return nil
    }
    return value
  }

  /// `true` or `false`.
  mutating func bool(_ node: SourceNode, _ what: String) -> Bool? {
    if let value = node.scalar?.bool { return value }
    reject(node, what, expected: "true or false")
    return nil
  }

  /// Non-empty text in any quoting style.
  mutating func text(_ node: SourceNode, _ what: String) -> String? {
    if let scalar = node.scalar, !scalar.isNull { return scalar.text }
    reject(node, what, expected: "text")
    return nil
  }

  /// A keyword from a fixed list, with a "did you mean" suggestion.
  mutating func keyword(_ node: SourceNode, _ what: String, from keywords: [String]) -> String? {
    guard let scalar = node.scalar, !scalar.isNull else {
      reject(node, what, expected: "one of \(keywords.joined(separator: ", "))")
      return nil
    }
    if keywords.contains(scalar.text) { return scalar.text }
    let suggestion = Suggestions.didYouMean(scalar.text, in: keywords)
    diagnostics.error(
      .tokenValue,
      "\(what) must be one of \(keywords.joined(separator: ", ")), not '\(scalar.text)'\(suggestion)",
      at: scalar.location)
    return nil
  }

  /// The entries of a mapping whose keys are all in `allowed`; unknown keys are reported with a
  /// suggestion, except fields other tools write (`foreign`), which are ignored with a warning.
  mutating func mapping(
    _ node: SourceNode, _ what: @autoclosure () -> String, allowed: [String], foreign: Set<String> = []
  ) -> MappingFields? {
    guard let entries = node.entries, Self.unquotedAliasText(node) == nil else {
      reject(node, what(), expected: "a mapping")
      return nil
    }
    // The message names its owner only when there is a problem: building it per value cost an allocation.
    // By index: a for-in would copy every entry (key, location, value) to check its key.
    for index in entries.indices where !allowed.contains(entries[index].key.text) {
      let (entry, what) = (entries[index], what())
      if foreign.contains(entry.key.text) {
        diagnostics.warning(
          .tokenShape,
          "\(what) has '\(entry.key.text)', which other tools write but DTCG does not define; tokenc ignores it",
          at: entry.key.location)
      } else {
        let closest = Suggestions.closest(to: entry.key.text, in: allowed)
        let suggestion = closest.map { "; did you mean '\($0)'?" } ?? ""
        if let closest { suggestedFields[node.location, default: []].insert(closest) }
        diagnostics.error(
          .tokenShape,
          "\(what) has no field '\(entry.key.text)'\(suggestion) (fields: \(allowed.joined(separator: ", ")))",
          at: entry.key.location)
      }
    }
    return MappingFields(entries, allowed: allowed)
  }

  /// Reports a required field missing from a mapping.
  mutating func missing(_ field: String, in what: String, at location: SourceLocation, example: String) {
    if suggestedFields[location]?.contains(field) == true { return }
    diagnostics.error(.tokenShape, "\(what) needs '\(field)', e.g. \(example)", at: location)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  func trimmingWhitespace() -> String {
    // Fast path: text that starts and ends with a visible ASCII character has nothing to trim.
    if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
      return self
    }
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
