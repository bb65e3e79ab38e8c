/// `deprecated/usage`: an alias to a `$deprecated` token warns, with the reason.
public struct DeprecatedUsageRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "deprecated/usage", defaultSeverity: .warning, summary: "aliases do not point at $deprecated tokens",
    explanation: """
      A token marked $deprecated is on its way out: the design system keeps it so \
      existing code still builds, but new tokens should not depend on it. The rule \
      reports every alias to a deprecated token, anywhere in a value (the whole value, \
      a color appearance, a typography or motion field), at the alias, with the reason \
      the deprecation gives. When the deprecated token is itself an alias (the usual \
      way to rename a token) the fix suggests its target. Aliases written inside \
      deprecated tokens are not reported: they go away together.
      """)

  /// It visits every token (or every pair) of its types, so it starts before the cheap rules.
  public static var isCostly: Bool { true }

  /// Creates the rule; it takes no options.
  public init(options: inout Options) {}

  /// Reports every alias to a deprecated token from a token that is not deprecated itself.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    // Tokens are read in place by index: a copy of each would retain every field.
    let all = tokens.tokens
    for index in all.indices where all[index].deprecation == nil {
      for reference in all[index].references {
        guard let target = tokens.index(of: reference.path), let deprecation = all[target].deprecation else {
          continue
        }
        let reason = deprecation.reason.map { ": \($0)" } ?? ""
        var fix: FixSuggestion?
        if let replacement = all[target].aliasOf?.path,
          tokens.index(of: replacement).map({ all[$0].deprecation == nil }) ?? true
        {
          fix = FixSuggestion("use '\(replacement.aliasText)'", replacement: replacement.aliasText)
        }
        context.report(
          "'\(reference.path.aliasText)' is deprecated\(reason)", token: all[index], at: reference.location,
          fix: fix)
      }
    }
  }
}
