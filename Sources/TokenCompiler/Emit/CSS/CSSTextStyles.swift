/// The custom properties and classes of text styles.
///
/// `typography.body` gives `--typography-body` (a `font` shorthand: weight,
/// size / line height in rem, family), `--typography-body-letter-spacing` (rem)
/// and the class `.text-body`, named after the path without its top-level group
/// (the whole path when that would repeat another style's class).
enum CSSTextStyles {
  /// The two custom properties of a text style: the font shorthand and the letter spacing.
  static func names(_ path: TokenPath, names: CSSPropertyName) -> [String] {
    names.of(path, suffixes: suffixes)
  }

  /// The suffix of a text style's second property.
  private static let suffixes = CSSPropertyName.Suffixes(["letterSpacing"])

  /// The declarations of the typography token at `position` in the set's tokens (its fields read in
  /// place); a whole-value alias refers to the other style's properties.
  static func declarations(
    at position: Int, in set: ResolvedTokenSet, names: CSSPropertyName, comment: String?
  ) -> [CSSDeclaration] {
    let all = set.tokens
    guard case .typography(let typography) = all[position].value else { return [] }
    let properties = self.names(all[position].path, names: names)
    var values = [CSSTokenValues.font(typography), CSSTokenValues.rem(typography.letterSpacing)]
    if let alias = all[position].aliasOf, let index = set.index(of: alias.path),
      case .typography(let target) = set.tokens[index].value, target == typography
    {
      values = self.names(alias.path, names: names).map(CSSValue.variable)
    }
    var declarations = zip(properties, values).map { CSSDeclaration($0, $1) }
    declarations[0].comment = comment
    return declarations
  }

  /// The class name of each text style, by path.
  static func classNames(_ paths: [TokenPath]) -> [TokenPath: String] {
    func name(_ components: [String]) -> String { Naming.kebabCase(["text"] + Naming.words(TokenPath(components))) }
    let short = paths.map { $0.components.count > 1 ? name(Array($0.components.dropFirst())) : name($0.components) }
    var counts: [String: Int] = [:]
    for name in short { counts[name, default: 0] += 1 }
    return Dictionary(
      uniqueKeysWithValues: zip(paths, short).map { path, name in
        (path, counts[name]! > 1 ? Self.name(path) : name)
      })
  }

  private static func name(_ path: TokenPath) -> String { Naming.kebabCase(["text"] + Naming.words(path)) }

  /// One class per text style: `.text-body { font: var(--typography-body); letter-spacing: … }`.
  static func classRules(_ tokens: ResolvedTokenSet, names: CSSPropertyName) -> [CSSNode] {
    let paths = tokens.indices(ofType: .typography).map { tokens.tokens[$0].path }
    guard !paths.isEmpty else { return [] }
    let classes = classNames(paths)
    let rules = paths.map { classRule(classes[$0]!, of: $0, names: names) }
    return [.comment(classComment)] + rules
  }

  /// The comment above the text style classes.
  static let classComment = "Text styles: one class per typography token."

  /// The class `className` of the text style at `path`.
  static func classRule(_ className: String, of path: TokenPath, names: CSSPropertyName) -> CSSNode {
    let properties = self.names(path, names: names)
    return .rule(
      [CSSSelector([.className(className)])],
      [CSSDeclaration("font", .variable(properties[0])), CSSDeclaration("letter-spacing", .variable(properties[1]))])
  }

  /// `font: -apple-system-body` on the root where supported (Safari), so rem follows Dynamic Type.
  static let dynamicTypeRule: [CSSNode] = [
    .comment("Dynamic Type: Safari on iOS sizes -apple-system-body (and so rem) by the reader's text size."),
    .supports(
      property: "font", value: .keyword("-apple-system-body"), negated: false,
      [.rule([.root()], [CSSDeclaration("font", .keyword("-apple-system-body"))])]),
  ]
}
