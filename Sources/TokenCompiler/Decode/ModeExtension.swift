/// `$extensions.mode`: the per-mode values Terrazzo and the Figma exporters write next to
/// `$value`, e.g. `{"light": {…}, "dark": {…}}`.
///
/// Each mode name that maps to an appearance (``ThemeNames``) gives the token its value in
/// that appearance, exactly as a theme file would; `$value` stays the light value. A Reduce
/// Motion mode gives a motion token its fallback. A mode name that is neither is reported once,
/// with how to map it.
extension GroupWalker {
  /// Applies a token's `$extensions.mode` entries as themes of the token just recorded.
  mutating func applyModes(_ node: SourceNode, of token: DecodedToken) {
    guard let entries = node.entries, let index = tokenIndex(token.path), document.tokens[index] == token else {
      return
    }
    for entry in entries {
      switch themeNames.meaning(of: entry.key.text) {
      case .reducedMotion?:
        // A Reduce Motion mode gives a motion token its fallback, as a Reduce Motion context does.
        guard let value = modeValue(entry.value, of: token) else { continue }
        var reduced = token
        reduced.value = value
        reduced.location = entry.key.location
        reduced.valueLocation = entry.value.location
        applyReducedMotion(reduced, to: index)
        continue
      case .fullMotion?: continue
      default: break
      }
      guard let appearance = themeNames.appearance(of: entry.key.text) else {
        reportUnknownMode(entry.key)
        continue
      }
      guard appearance != .light else { continue }
      guard let value = modeValue(entry.value, of: token) else { continue }
      var themed = token
      themed.value = value
      themed.location = entry.key.location
      themed.valueLocation = entry.value.location
      applyTheme(themed, appearance: appearance, to: index)
    }
  }

  /// The decoded value of one mode entry, read with the token's type.
  private mutating func modeValue(_ node: SourceNode, of token: DecodedToken) -> DecodedValue? {
    if let alias = reader.alias(node) { return .alias(alias) }
    guard let type = token.declaredType ?? token.inheritedType else {
      reader.diagnostics.error(
        .tokenMissingType, "'\(token.path)' needs a $type to read its $extensions.mode values", at: node.location)
      return nil
    }
    // A transition token is a motion token written in the DTCG transition shape.
    if type == .motion, node["timingFunction"] != nil {
      return reader.transition(node, "'\(token.path)'").map(DecodedValue.motion)
    }
    return reader.tokenValue(node, type: type, path: token.path, tokenc: token.tokenc)
  }

  /// Reports a mode name that is no appearance, once per name.
  private mutating func reportUnknownMode(_ key: SourceScalar) {
    let name = ThemeNames.normalize(key.text)
    guard reportedModeNames.insert(name).inserted else { return }
    modeWarnings.append((reader.diagnostics.count, name))
    let appearances = Appearance.allCases.map(\.rawValue).joined(separator: ", ")
    reader.diagnostics.warning(
      .tokenTheme,
      "$extensions.mode '\(key.text)' is not an appearance, so its values are not used; map it to one of "
        + "\(appearances) with `appearances: {\(key.text): dark}` in tokenc.yaml",
      at: key.location)
  }
}
