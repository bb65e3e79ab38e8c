/// How tokens of theme and override sources combine with the tokens already read.
///
/// A theme source (a `dark.tokens.json`, a resolver context mapped to an appearance, a
/// `$extensions.mode` entry) gives a color token its value in one appearance: a token
/// written `$value: "{gray.100}"` in the base and `"{gray.900}"` in the dark theme becomes
/// `{light: "{gray.100}", dark: "{gray.900}"}`, with the alias of each appearance kept.
/// Only colors vary by appearance (on their own, or inside a shadow, border or gradient);
/// another type redefined with a different value is a warning that names both places.
extension GroupWalker {
  /// Records a decoded token according to the role of the source being walked.
  mutating func record(_ token: consuming DecodedToken) {
    let registered = registeredTokens[token.path]
    let existing = registered?.index
    switch role {
    case .override where existing != nil:
      document.tokens[existing!] = token
      themedLocations[token.path] = nil
    case .theme(let appearance, _) where existing != nil:
      applyTheme(token, appearance: appearance, to: existing!)
    case .reducedMotion:
      applyReducedMotion(token, to: existing)
    default:
      if case .theme(let appearance, inferred: false) = role {
        reader.diagnostics.warning(
          .tokenTheme,
          "'\(token.path)' is defined only for \(appearance.displayName)\(originText); it is used in every "
            + "appearance. Define it in the base tokens too, so every appearance has its own value",
          at: token.location)
      }
      guard
        registerToken(token.path, at: token.location, index: document.tokens.count, first: registered?.location)
      else { return }
      document.tokens.append(consume token)
    }
  }

  /// " (context 'dark' of modifier 'theme')", or nothing.
  private var originText: String { origin.map { " (\($0))" } ?? "" }

  /// Gives the token at `index` the themed token's value in `appearance`.
  mutating func applyTheme(_ themed: DecodedToken, appearance: Appearance, to index: Int) {
    var base = document.tokens[index]
    if let first = themedLocations[base.path]?[appearance] {
      reader.diagnostics.error(
        .tokenDuplicate,
        "'\(base.path)' is given a \(appearance.displayName) value twice; the first is at \(first)",
        at: themed.location, notes: [DiagnosticNote("first \(appearance.displayName) value", at: first)])
      return
    }
    themedLocations[base.path, default: [:]][appearance] = themed.valueLocation
    // A shadow, border or gradient varies by appearance through its colors.
    if case .composite(let source) = base.value, case .composite(let themedSource) = themed.value {
      guard
        let merged = reader.merging(
          [appearance: themedSource], into: source, at: themed.valueLocation, "'\(base.path)'")
      else { return }
      base.value = .composite(merged)
      document.tokens[index] = base
      return
    }
    let entry = Self.colorEntry(themed.value)
    let types = [base.declaredType, base.inheritedType, themed.declaredType, themed.inheritedType]
    switch base.value {
    case .color(var appearances) where entry != nil:
      // tokenc's own DTCG output says which appearances a color writes (`dev.tokenc.appearances`);
      // its resolver repeats a filled one for other tools, which changes nothing here.
      if base.tokenc.appearances != nil, appearances[appearance] == nil,
        let source = appearance.source(given: Set(appearances.keys)),
        Self.sameEntry(appearances[source], entry)
      {
        return
      }
      appearances[appearance] = entry
      base.value = .color(appearances)
    case .alias(let reference) where entry != nil && (types.contains(.color) || themed.value.isColorLiteral):
      base.value = .color([.light: .alias(reference), appearance: entry!])
    default:
      guard !Self.sameMeaning(base.value, themed.value) else { return }
      let type = (base.declaredType ?? base.inheritedType).map { "\($0.withArticle), and " } ?? ""
      reader.diagnostics.warning(
        .tokenTheme,
        "'\(base.path)' is \(type)only colors vary by appearance, so its \(appearance.displayName) value "
          + "here is ignored\(originText); every appearance uses the value at \(base.valueLocation)",
        at: themed.valueLocation, notes: [DiagnosticNote("the value used", at: base.valueLocation)])
      return
    }
    document.tokens[index] = base
  }

  /// The color or alias a themed value gives its appearance, if it is one.
  private static func colorEntry(_ value: DecodedValue) -> ValueOrAlias<ColorValue>? {
    switch value {
    case .alias(let reference): .alias(reference)
    case .color(let appearances): appearances[.light] ?? appearances.values.first
    default: nil
    }
  }

  /// Whether two color entries are the same literal color or aliases to the same token.
  private static func sameEntry(_ a: ValueOrAlias<ColorValue>?, _ b: ValueOrAlias<ColorValue>?) -> Bool {
    switch (a, b) {
    case (.alias(let x)?, .alias(let y)?): x.path == y.path
    case (.value(let x)?, .value(let y)?): x == y
    default: false
    }
  }

  /// Whether a base and a themed value say the same thing (the same literal, or an alias
  /// to the same token), so the theme changes nothing.
  private static func sameMeaning(_ base: DecodedValue, _ themed: DecodedValue) -> Bool {
    switch (base, themed) {
    case (.alias(let a), .alias(let b)): a.path == b.path
    case (.literal(let a), .literal(let b)): a == b
    default: false
    }
  }
}

extension DecodedValue {
  /// Whether this is a color written literally (not an alias).
  var isColorLiteral: Bool {
    if case .color = self { return true }
    return false
  }
}
