/// Builds the structure of `tokens.css` from resolved tokens; ``CSSWriter`` writes it.
struct CSSDocumentBuilder: Sendable {
  /// The options that shape the output.
  struct Settings: Sendable, Hashable {
    /// A prefix for every custom property (`ds` gives `--ds-color-…`).
    var prefix = CSSEmitter.prefixOption.defaultValue
    /// The unit of dimension tokens.
    var units = CSSEmitter.unitsOption.defaultValue
    /// Whether to use `light-dark()` where supported.
    var lightDark = CSSEmitter.lightDarkOption.defaultValue
    /// Whether to add the `-apple-system-body` root rule for Safari's Dynamic Type.
    var dynamicType = CSSEmitter.dynamicTypeOption.defaultValue

    /// The default settings.
    init() {}
  }

  /// The settings.
  var settings: Settings

  /// Creates a builder.
  init(settings: Settings = Settings()) { self.settings = settings }

  /// The whole style sheet.
  func build(_ tokens: ResolvedTokenSet) -> [CSSNode] {
    let names = CSSPropertyName(prefix: settings.prefix)
    var parts = Parts(root: [Self.colorScheme])
    parts.root.reserveCapacity(tokens.tokens.count + 1)
    parts.colors.reserveCapacity(tokens.indices(ofType: .color).count)
    // Each token's fields are read in place by index: passing a token along copied it whole.
    let all = tokens.tokens
    for index in all.indices { add(index, of: all, in: tokens, names: names, to: &parts) }
    var nodes: [CSSNode] = [.comment(Self.header), .rule([.root()], parts.root)]
    nodes += Self.switchRules
    nodes += CSSAppearanceCascade(properties: parts.colors, useLightDark: settings.lightDark).rules
    nodes += CSSMotionProperties.reduceRules(parts.reduced)
    if settings.dynamicType { nodes += CSSTextStyles.dynamicTypeRule }
    nodes += CSSTextStyles.classRules(tokens, names: names)
    return nodes
  }

  /// What the tokens add, in token order: `:root` declarations, the properties the appearance
  /// cascade switches, and the Reduce Motion declarations.
  struct Parts {
    var root: [CSSDeclaration]
    var colors: [CSSAppearanceProperty] = []
    var reduced: [CSSDeclaration] = []
  }

  /// Adds the declarations of token `index` of `all` (the set's tokens).
  func add(
    _ index: Int, of all: [ResolvedToken], in tokens: ResolvedTokenSet, names: CSSPropertyName, to parts: inout Parts
  ) {
    let comment = Self.comment(description: all[index].description, deprecation: all[index].deprecation)
    let name = names.of(all[index].path)
    let value = all[index].value
    switch value {
    case .color:
      let expressions = CSSColorExpression.expressions(
        value: value, aliasOf: all[index].aliasOf, references: all[index].references, in: tokens)!
      let property = colorProperty(expressions, name: name, comment: comment, names: names)
      parts.colors.append(property)
      parts.root.append(CSSDeclaration(name, property.value.light, comment: comment))
    case .typography:
      parts.root += CSSTextStyles.declarations(at: index, in: tokens, names: names, comment: comment)
    case .motion:
      guard let motion = CSSMotionProperties(at: index, in: tokens, names: names, comment: comment) else { return }
      parts.root += motion.normal
      parts.reduced += motion.reduced
    case _
    where !value.compositeColors.isEmpty && aliasTarget(all[index].aliasOf, value, in: tokens, names: names) == nil:
      // The light value on :root; the cascade switches it where a color inside varies.
      let property = CSSComposites.property(value, name: name, comment: comment, unit: settings.units)!
      parts.colors.append(property)
      parts.root.append(CSSDeclaration(name, property.value.light, comment: comment))
    default:
      let css =
        aliasTarget(all[index].aliasOf, value, in: tokens, names: names).map(CSSValue.variable)
        ?? CSSTokenValues.simple(value, unit: settings.units)
      if let css { parts.root.append(CSSDeclaration(name, css, comment: comment)) }
    }
  }

  /// The property of a color whose expression in each appearance is `expressions`.
  private func colorProperty(
    _ expressions: AppearanceValues<CSSColorExpression>, name: String, comment: String?, names: CSSPropertyName
  ) -> CSSAppearanceProperty {
    // An appearance usually names the same token as another: its property name is made once.
    var last: (path: TokenPath, value: CSSValue)?
    let value = expressions.map { expression -> CSSValue in
      switch expression {
      case .reference(let path):
        if let last, last.path == path { return last.value }
        let value = CSSValue.variable(names.of(path))
        last = (path, value)
        return value
      case .literal(let color): return CSSTokenValues.srgb(color)
      }
    }
    let wide = expressions.map { expression -> CSSValue? in
      guard expression.isDisplayP3, case .literal(let color) = expression else { return nil }
      return CSSTokenValues.displayP3(color)
    }
    return CSSAppearanceProperty(name: name, comment: comment, value: value, wideGamut: wide)
  }

  /// The custom property of the token a whole-value alias (`aliasOf`, of a token whose value is
  /// `value`) names, when it has the same value.
  private func aliasTarget(
    _ aliasOf: AliasReference?, _ value: TokenValue, in tokens: ResolvedTokenSet, names: CSSPropertyName
  ) -> String? {
    guard let alias = aliasOf, let target = tokens.index(of: alias.path), tokens.tokens[target].value == value
    else { return nil }
    return names.of(alias.path)
  }

  /// The comment above a token's declaration: its description and deprecation.
  static func comment(description: String?, deprecation: Deprecation?) -> String? {
    guard let deprecation else { return description }
    let deprecated = "Deprecated" + (deprecation.reason.map { ": \($0)" } ?? ".")
    let parts = [description, deprecated].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The first declaration of the `:root` rule: the page supports both schemes.
  static let colorScheme = CSSDeclaration("color-scheme", .spaced([.keyword("light"), .keyword("dark")]))

  /// The comment at the top of the file.
  static let header = """
    Generated by tokenc; do not edit. One custom property per token, named after its path \
    (docs/css.md). Appearance follows prefers-color-scheme and prefers-contrast; data-appearance="light|dark" \
    and data-contrast="standard|more" on the root element override them, and data-motion="reduce" forces \
    the Reduce Motion values.
    """

  /// `color-scheme` follows a forced appearance, so form controls and `light-dark()` match it.
  static let switchRules: [CSSNode] = [
    .rule([.root([CSSAppearanceCascade.appearance("light")])], [CSSDeclaration("color-scheme", .keyword("light"))]),
    .rule([.root([CSSAppearanceCascade.appearance("dark")])], [CSSDeclaration("color-scheme", .keyword("dark"))]),
  ]
}
