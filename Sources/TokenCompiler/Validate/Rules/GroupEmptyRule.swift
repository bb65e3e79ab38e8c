/// `group/empty`: a group that holds no tokens is usually a typo or a leftover.
public struct GroupEmptyRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "group/empty", defaultSeverity: .warning, summary: "groups contain at least one token or group",
    explanation: """
      A group with no tokens and no subgroups produces nothing in any output. It is \
      usually a leftover from a rename, or a token written without '$value' whose \
      fields were read as an empty group. Delete the group or give it tokens.
      """)

  /// Creates the rule; it takes no options.
  public init(options: inout Options) {}

  /// Reports every group without children.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for group in tokens.groups where group.childCount == 0 {
      context.report("group '\(group.path)' is empty", token: nil, at: group.location)
    }
  }
}
