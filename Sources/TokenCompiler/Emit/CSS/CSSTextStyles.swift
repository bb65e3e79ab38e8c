/// The custom properties and classes of text styles.
///
/// `typography.body` gives `--typography-body` (a `font` shorthand: weight,
/// size / line height in rem, family), `--typography-body-letter-spacing` (rem)
/// and the class `.text-body`, named after the path without its top-level group
/// (the whole path when that would repeat another style's class).
enum CSSTextStyles {
  /// The two custom properties of a text style: the font shorthand and the letter spacing.
  static func names(_ path: TokenPath, prefix: String) -> [String] {
    [path, path.appending("letterSpacing")].map { Naming.cssCustomProperty($0, prefix: prefix) }
  }

  /// The declarations of a typography token; a whole-value alias refers to the other style's properties.
  static func declarations(
    _ token: ResolvedToken, in set: ResolvedTokenSet, prefix: String, comment: String?
  ) -> [CSSDeclaration] {
    guard case .typography(let typography) = token.value else { return [] }
    let properties = names(token.path, prefix: prefix)
    var values = [CSSTokenValues.font(typography), CSSTokenValues.rem(typography.letterSpacing)]
    if let alias = token.aliasOf, case .typography(let target)? = set[alias.path]?.value, target == typography {
      values = names(alias.path, prefix: prefix).map(CSSValue.variable)
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
  static func classRules(_ tokens: [ResolvedToken], prefix: String) -> [CSSNode] {
    let styles = tokens.filter { $0.type == .typography }
    guard !styles.isEmpty else { return [] }
    let classes = classNames(styles.map(\.path))
    let rules = styles.map { token -> CSSNode in
      let properties = names(token.path, prefix: prefix)
      return .rule(
        [CSSSelector([.className(classes[token.path]!)])],
        [CSSDeclaration("font", .variable(properties[0])), CSSDeclaration("letter-spacing", .variable(properties[1]))])
    }
    return [.comment("Text styles: one class per typography token.")] + rules
  }

  /// `font: -apple-system-body` on the root where supported (Safari), so rem follows Dynamic Type.
  static let dynamicTypeRule: [CSSNode] = [
    .comment("Dynamic Type: Safari on iOS sizes -apple-system-body (and so rem) by the reader's text size."),
    .supports(
      property: "font", value: .keyword("-apple-system-body"), negated: false,
      [.rule([.root()], [CSSDeclaration("font", .keyword("-apple-system-body"))])]),
  ]
}
