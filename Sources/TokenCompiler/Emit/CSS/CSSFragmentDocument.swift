/// `tokens.css` put together from each token's ``CSSTokenFragments``: the same bytes as
/// ``CSSDocumentBuilder/build(_:)`` written by ``CSSWriter`` (media-query appearance switching,
/// without `light-dark()`), the rules around the fragments written here and the fragments copied.
///
/// A rule that only some tokens need is written when one of them is a member: the rules around
/// the fragments are not part of any token's bytes. Fragments are appended whole, and the buffer
/// may spill only between two of them.
struct CSSFragmentDocument {
  /// Each token's fragments, in token order.
  let fragments: [CSSTokenFragments]
  /// Whether to add the Dynamic Type root rule.
  let dynamicType: Bool
  /// Each token's membership of the dark Increase Contrast rules.
  let darkMore: [Bool]
  private let writer = CSSWriter()

  /// The document of `fragments`, those of the tokens of `tokens`, named with `names`.
  init(_ fragments: [CSSTokenFragments], of tokens: ResolvedTokenSet, names: CSSPropertyName, dynamicType: Bool) {
    self.fragments = fragments
    self.dynamicType = dynamicType
    darkMore = Self.darkMoreMembers(fragments, of: tokens, names: names)
  }

  /// The tokens in the dark Increase Contrast rules: those that differ from light in some other
  /// appearance, and (as ``CSSAppearanceCascade`` does) those that share the custom property name
  /// of a property the dark or Increase Contrast rules set. Names are compared only when two
  /// paths can have the same name: when some path has a component that is not one plain word.
  static func darkMoreMembers(
    _ fragments: [CSSTokenFragments], of tokens: ResolvedTokenSet, names: CSSPropertyName
  ) -> [Bool] {
    var members = fragments.map { $0.flags & CSSTokenFragments.inDarkMore != 0 }
    let all = tokens.tokens
    let properties = fragments.indices.filter { fragments[$0].flags & CSSTokenFragments.isProperty != 0 }
    guard properties.contains(where: { !all[$0].path.components.allSatisfy(CSSPropertyName.isWord) }) else {
      return members
    }
    let varying = Set(
      properties.lazy.filter { fragments[$0].flags & CSSTokenFragments.varies != 0 }.map { names.of(all[$0].path) })
    for index in properties where varying.contains(names.of(all[index].path)) { members[index] = true }
    return members
  }

  /// The style sheet's bytes; the last of them when `stream` takes the others in pieces.
  func bytes(capacity: Int, stream: EmittedFileStream?) -> [UInt8] {
    var output = CSSTextBuffer(capacity: capacity, stream: stream)
    writer.write(.comment(CSSDocumentBuilder.header), indent: 0, into: &output)
    output.safePoint()
    output.byte(0x0A)
    writer.open([.root()], indent: 0, into: &output)
    writer.write(CSSDocumentBuilder.colorScheme, indent: 2, into: &output)
    append(.root, of: Array(fragments.indices), into: &output)
    writer.close(indent: 0, into: &output)
    output.safePoint()
    nodes(CSSDocumentBuilder.switchRules, into: &output)
    cascade(into: &output)
    let reduced = fragments.indices.filter { !fragments[$0].isEmpty(.reduced2) }
    if !reduced.isEmpty {
      nodes([.comment(CSSMotionProperties.reduceComment)], into: &output)
      rule(CSSMotionProperties.reduceFeatures, .root(), reduced, .reduced4, into: &output)
      rule([], CSSMotionProperties.reduceSelector, reduced, .reduced2, into: &output)
    }
    if dynamicType { nodes(CSSTextStyles.dynamicTypeRule, into: &output) }
    let styles = fragments.indices.filter { !fragments[$0].isEmpty(.textClass) }
    if !styles.isEmpty {
      nodes([.comment(CSSTextStyles.classComment)], into: &output)
      append(.textClass, of: styles, into: &output)
    }
    return output.finish()
  }

  /// The rules of ``CSSAppearanceCascade`` (media queries and attributes, then Display P3 copies).
  private func cascade(into output: inout CSSTextBuffer) {
    typealias Section = CSSTokenFragments.Section
    let groups: [(Appearance, [CSSAppearanceCascade.Condition], [Int], Section, Section, Section)] = [
      (.dark, CSSAppearanceCascade.darkScheme, members { !$0.isEmpty(.dark2) }, .dark2, .dark4, .wideDark),
      (
        .lightHighContrast, CSSAppearanceCascade.moreContrast, members { !$0.isEmpty(.lightMore2) }, .lightMore2,
        .lightMore4, .wideLightMore
      ),
      (
        .darkHighContrast, CSSAppearanceCascade.darkMoreContrast, fragments.indices.filter { darkMore[$0] },
        .darkMore2, .darkMore4, .wideDarkMore
      ),
    ]
    for (appearance, conditions, members, top, nested, _) in groups where !members.isEmpty {
      nodes([.comment(CSSAppearanceCascade.explanation(appearance))], into: &output)
      for condition in conditions {
        rule(condition.features, condition.selector, members, condition.features.isEmpty ? top : nested, into: &output)
      }
    }
    let wideBase = members { !$0.isEmpty(.wideBase) }
    let wide = groups.map { group in group.2.filter { !fragments[$0].isEmpty(group.5) } }
    guard !wideBase.isEmpty || wide.contains(where: { !$0.isEmpty }) else { return }
    nodes([.comment(CSSAppearanceCascade.wideGamutComment)], into: &output)
    let p3 = CSSAppearanceCascade.wideGamutFeatures
    if !wideBase.isEmpty { rule(p3([]), .root(), wideBase, .wideBase, into: &output) }
    for (group, members) in zip(groups, wide) where !members.isEmpty {
      for condition in group.1 { rule(p3(condition.features), condition.selector, members, group.5, into: &output) }
    }
  }

  /// The tokens whose fragments satisfy `test`.
  private func members(_ test: (CSSTokenFragments) -> Bool) -> [Int] {
    fragments.indices.filter { test(fragments[$0]) }
  }

  /// A top-level rule `selector` of the `section` of `members`, inside `@media` when `features`
  /// are given, after a blank line.
  private func rule(
    _ features: [CSSMediaFeature], _ selector: CSSSelector, _ members: [Int], _ section: CSSTokenFragments.Section,
    into output: inout CSSTextBuffer
  ) {
    output.byte(0x0A)
    let indent = features.isEmpty ? 0 : 2
    if !features.isEmpty { writer.open(features, indent: 0, into: &output) }
    writer.open([selector], indent: indent, into: &output)
    append(section, of: members, into: &output)
    writer.close(indent: indent, into: &output)
    if !features.isEmpty { writer.close(indent: 0, into: &output) }
    output.safePoint()
  }

  /// Top-level nodes, each after a blank line.
  private func nodes(_ nodes: [CSSNode], into output: inout CSSTextBuffer) {
    for node in nodes {
      output.byte(0x0A)
      writer.write(node, indent: 0, into: &output)
      output.safePoint()
    }
  }

  /// The `section` of each of `members`; the buffer may spill after each.
  private func append(_ section: CSSTokenFragments.Section, of members: [Int], into output: inout CSSTextBuffer) {
    for index in members {
      fragments[index].append(section, to: &output)
      output.safePoint()
    }
  }
}
