/// `radius/non-negative`: corner radii are zero or more.
public struct RadiusNonNegativeRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "radius/non-negative", defaultSeverity: .error, summary: "corner radii are zero or more",
    explanation: """
      A corner radius is a length: 0 is a square corner and there is no such thing as a \
      negative one. CSS rejects a negative border-radius and Apple's APIs give it no \
      meaning, so the token cannot look the same on every platform. A negative radius usually comes from arithmetic gone wrong, such as an \
      inner radius computed as outer − padding with too much padding. The rule checks \
      the dimension tokens under 'groups', including aliases to tokens outside them. Use \
      0 for a square corner.
      """,
    options: [groupsOption.descriptor]
  )

  /// The groups whose dimension tokens are radii.
  static let groupsOption = OptionKey<[String]>(
    "groups", "path prefixes whose dimension tokens are corner radii", default: ["radius"])

  private let scope: PathScope

  /// Creates the rule from its options.
  public init(options: inout Options) {
    scope = PathScope(options.read(Self.groupsOption))
  }

  /// Reports negative radii.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    // Tokens are read in place by index: a copy of each would retain every field.
    let all = tokens.tokens
    for index in all.indices where scope.contains(all[index].path) {
      guard let points = all[index].points, points < 0 else { continue }
      // A whole-value alias to another radius is checked where the number is written.
      if all[index].aliasOf != nil, scope.contains(all[index].literalHolder) { continue }
      let token = all[index]
      context.report(
        "'\(token.path)' is \(Measure.text(points)) pt\(token.viaAlias); a corner radius cannot be negative",
        token: token, at: token.findingLocation, fix: FixSuggestion("use 0", replacement: "0"))
    }
  }
}
