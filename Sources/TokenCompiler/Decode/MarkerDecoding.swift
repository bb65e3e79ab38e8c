/// Readers for the `dev.tokenc` markers that tell rules and emitters about a token.
///
/// Each reports a located diagnostic for a malformed value and returns `nil` (or no entry),
/// so a misspelled or malformed marker is never silently ignored.
extension ValueReader {
  /// `suppress: {rule-id: "reason"}`. The rule ids are checked by the validate stage,
  /// which knows the rules; a missing or blank reason is reported here and silences nothing.
  mutating func suppressions(_ node: SourceNode, of path: TokenPath) -> [Suppression] {
    guard let entries = node.entries else {
      diagnostics.error(
        .suppressInvalid,
        "'suppress' on '\(path)' must map rule ids to reasons, e.g. {spacing/grid: \"why\"}, "
          + "not \(Self.describe(node))",
        at: node.location)
      return []
    }
    return entries.map { entry in
      let id = entry.key.text
      // Read as JSON text, so a number, a boolean or a list is not a reason.
      let text = JSONValue(entry.value).string
      let isNull = entry.value.scalar?.isNull == true
      let location = isNull ? entry.key.location : entry.value.location
      let reason = text.flatMap { Suppressions.isReason($0) ? $0 : nil }
      if reason == nil {
        diagnostics.error(
          .suppressInvalid,
          "suppressing '\(id)' on '\(path)' needs a reason: say why this token is an exception"
            + (text != nil || isNull ? "" : ", not \(Self.describe(entry.value))"),
          at: location)
      }
      return Suppression(rule: id, ruleLocation: entry.key.location, reason: reason, reasonLocation: location)
    }
  }

  /// `scalesWith: body`: an Apple text style, in UIKit or SwiftUI spelling.
  mutating func scalesWith(_ node: SourceNode, of path: TokenPath) -> Marker<AppleTextStyle>? {
    if let scalar = node.scalar, let style = AppleTextStyle(name: scalar.text) {
      return Marker(style, at: scalar.location)
    }
    let names = AppleTextStyle.acceptedNames
    let suggestion = node.scalar.map { Suggestions.didYouMean($0.text, in: names) } ?? ""
    diagnostics.error(
      .tokenExtension,
      "'scalesWith' on '\(path)' must be a text style (\(names.joined(separator: ", "))), "
        + "not \(Self.describe(node))\(suggestion)",
      at: node.location)
    return nil
  }

  /// `fallback: intentional` (every appearance left out falls back on purpose), or a list
  /// of the appearances that do (`dark`, `lightHighContrast`, `darkHighContrast`).
  mutating func fallback(_ node: SourceNode, of token: DecodedToken) -> Marker<Set<Appearance>>? {
    let marker = JSONValue(node)
    if marker.string == "intentional" { return Marker(Set(Appearance.allCases), at: node.location) }
    let names = marker.array?.compactMap(\.string) ?? marker.string.map { [$0] } ?? []
    let appearances = names.compactMap(Appearance.init(rawValue:)).filter { $0 != .light }
    if !appearances.isEmpty, appearances.count == (marker.array?.count ?? 1) {
      return Marker(Set(appearances), at: node.location)
    }
    let written = marker.string.map { "'\($0)'" } ?? JSONWriter(style: .compact).string(marker)
    diagnostics.error(
      .tokenExtension,
      "'\(token.path)' has dev.tokenc.fallback \(written), which tokenc does not understand; write "
        + "'intentional', or a list of the appearances that fall back on purpose (dark, lightHighContrast, "
        + "darkHighContrast)",
      at: token.location)
    return nil
  }

  /// `interactive: true` or `false`.
  mutating func interactive(_ node: SourceNode, of path: TokenPath) -> Marker<Bool>? {
    if let flag = node.scalar?.bool { return Marker(flag, at: node.location) }
    diagnostics.error(
      .tokenExtension, "'interactive' on '\(path)' must be true or false, not \(Self.describe(node))",
      at: node.location)
    return nil
  }

  /// `nested: {outer: …, padding: …}`, each an alias or a number of points. A side that is
  /// missing or malformed is reported and left `nil`; the other is still kept.
  mutating func nested(_ node: SourceNode, of path: TokenPath) -> NestedMarker? {
    guard let entries = node.entries else {
      diagnostics.error(
        .tokenExtension,
        "'nested' on '\(path)' must be a mapping {outer: …, padding: …}, not \(Self.describe(node))",
        at: node.location)
      return nil
    }
    let fields = ["outer", "padding"]
    for entry in entries where !fields.contains(entry.key.text) {
      diagnostics.error(
        .tokenExtension,
        "'nested' on '\(path)' has no field '\(entry.key.text)'"
          + "\(Suggestions.didYouMean(entry.key.text, in: fields)) (fields: outer, padding)",
        at: entry.key.location)
    }
    var marker = NestedMarker(location: node.location)
    for field in fields {
      guard let side = node[field] else {
        diagnostics.error(.tokenExtension, "'nested' on '\(path)' needs '\(field)'", at: node.location)
        continue
      }
      let length = nestedLength(side, field, of: path)
      if field == "outer" { marker.outer = length } else { marker.padding = length }
    }
    return marker
  }

  /// One side of `nested`: a number of points, or a quoted `"{group.token}"` alias.
  private mutating func nestedLength(_ node: SourceNode, _ field: String, of path: TokenPath) -> NestedLength? {
    if let number = node.scalar?.number { return .points(number, node.location) }
    if let scalar = node.scalar, scalar.text.hasPrefix("{"), scalar.text.hasSuffix("}"), scalar.text.count > 2 {
      let reference = TokenPath(dotted: String(scalar.text.dropFirst().dropLast()))
      return .alias(AliasReference(path: reference, location: scalar.location))
    }
    let message =
      Self.trap(in: node, "'nested' \(field)")
      ?? "'nested' \(field) on '\(path)' must be an alias such as \"{radius.card}\" or a number of points, "
      + "not \(Self.describe(node))"
    diagnostics.error(.tokenExtension, message, at: node.location)
    return nil
  }
}
