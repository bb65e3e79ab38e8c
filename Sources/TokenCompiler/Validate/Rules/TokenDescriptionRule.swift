/// `token/description`: every token explains itself with a `$description` (off by default).
public struct TokenDescriptionRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "token/description", defaultSeverity: .off, summary: "tokens have a $description",
    explanation: """
      Descriptions become doc comments in Swift, comments in CSS and text on the docs \
      page, so they are how designers tell engineers when to use a token. Turn this \
      rule on to require one on every token, or only on the groups listed in 'groups'.
      """,
    options: [groupsOption.descriptor]
  )

  /// The groups whose tokens need a description.
  static let groupsOption = OptionKey<[String]>(
    "groups", "path prefixes whose tokens need a description; empty means all", default: [])

  private let groups: [TokenPath]

  /// Creates the rule from its options.
  public init(options: inout Options) {
    groups = options.read(Self.groupsOption).map(TokenPath.init(dotted:))
  }

  /// Reports tokens without a description.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    // Tokens are read in place by index: a copy of each would retain every field.
    let all = tokens.tokens
    for index in all.indices where all[index].description?.isEmpty ?? true {
      guard groups.isEmpty || groups.contains(where: { all[index].path.components.starts(with: $0.components) })
      else { continue }
      let token = all[index]
      context.report("token '\(token.path)' has no $description", token: token, at: token.location)
    }
  }
}
