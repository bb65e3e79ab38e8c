/// The platform-neutral core file, `Tokens.swift`: plain values for every token, no imports.
///
/// One enum per top-level group holds the tokens as static constants (see ``SwiftNames``);
/// the value types they use follow at the end of the file.
enum CoreFile {
  /// The file for `tokens`.
  static func build(_ tokens: ResolvedTokenSet, names: SwiftNames, context: SwiftContext) -> SwiftFile {
    let b = context.builder
    var items: [SwiftItem] = [
      b.type(
        "The design tokens: spacing, sizes and radii in points, colors in four appearances, text styles with "
          + "their Dynamic Type ladders, and animations with their Reduce Motion fallbacks.", "enum",
        context.namespace, "", [])
    ]
    for group in names.groups {
      items.append(.mark(group.component))
      items.append(
        b.extensionOf(
          context.namespace,
          [
            b.type(
              group.description ?? "The `\(group.component)` tokens.", "enum", group.typeName, "",
              groupMembers(group, names: names, context: context))
          ]))
    }
    if !names.topLevel.isEmpty {
      items.append(.mark("Top-level tokens"))
      var members: [SwiftItem] = []
      for member in names.topLevel { tokenItems(member, context: context, into: &members) }
      items.append(b.extensionOf(context.namespace, members))
    }
    items.append(.mark("Value types"))
    items.append(
      b.extensionOf(
        context.namespace,
        [
          colorComponents(b), adaptiveColor(b), contentSize(b), typeStep(b), appleTextStyle(b), fontWeight(b),
          textStyle(b), cubicBezier(b), motionPreset(b),
        ] + compositeTypes(b, for: context.types)))
    let members = SwiftStaticMembers.core(context)
    if !members.isEmpty { items += [.mark("Static members")] + members }
    return SwiftFile(
      header: context.header(
        "Every token as a plain Swift value. No framework import: this file compiles on every platform.",
        "\(context.namespace)+SwiftUI.swift and \(context.namespace)+UIKit.swift turn the values into colors, "
          + "fonts and animations."),
      items: items)
  }

  /// A group's tokens in the designer's order, except that a group's own tokens come before its
  /// nested groups, so every token sits under the `// MARK:` of its own group; nested groups keep
  /// the order in which they first appear. Before the first token of each nested group come a
  /// `// MARK:` and the group's description.
  private static func groupMembers(
    _ group: SwiftNames.Group, names: SwiftNames, context: SwiftContext
  )
    -> [SwiftItem]
  {
    var tree = GroupTree()
    for index in group.members.indices { tree.add(index, path: group.members[index].token.path.components) }
    var items: [SwiftItem] = []
    items.reserveCapacity(group.members.count + tree.nodes.count)
    func visit(_ node: Int) {
      let path = tree.nodes[node].path
      if path.count > 1 {
        items.append(
          .mark(
            path.dropFirst().joined(separator: "."),
            notes: names.groupDescriptions[TokenPath(Array(path))].map { [$0] } ?? [], major: false))
      }
      for member in tree.nodes[node].members { tokenItems(group.members[member], context: context, into: &items) }
      for child in tree.nodes[node].children { visit(child) }
    }
    visit(0)
    return items
  }

  /// A top-level group's nested groups, each with its own tokens and its nested groups in the
  /// order they first appear.
  private struct GroupTree {
    /// One group: its path, its own tokens' indices and its nested groups.
    struct Node {
      var path: ArraySlice<String>
      var members: [Int] = []
      var children: [Int] = []
      var childIndex: [String: Int] = [:]
    }

    /// The groups; the first is the top-level group.
    var nodes: [Node] = []
    /// The last token's group, as tokens of one group usually follow each other.
    private var last: Int?

    /// Adds the token `member` at `path`.
    mutating func add(_ member: Int, path: [String]) {
      let parent = path.dropLast()
      if let last, nodes[last].path == parent {
        nodes[last].members.append(member)
        return
      }
      if nodes.isEmpty { nodes.append(Node(path: path.prefix(1))) }
      var node = 0
      for depth in 2..<max(2, path.count) {
        if let child = nodes[node].childIndex[path[depth - 1]] {
          node = child
        } else {
          nodes.append(Node(path: path.prefix(depth)))
          nodes[node].childIndex[path[depth - 1]] = nodes.count - 1
          nodes[node].children.append(nodes.count - 1)
          node = nodes.count - 1
        }
      }
      nodes[node].members.append(member)
      last = node
    }
  }

  /// Appends the declarations of one token to `items`: its constant, and for a dimension that
  /// scales with a text style, the scaled form.
  static func tokenItems(_ member: SwiftNames.Member, context: SwiftContext, into items: inout [SwiftItem]) {
    let token = member.token
    let attributes = context.attributes(for: token)
    let doc = "Token `" + token.path.description + "`."
    items.append(
      context.builder.constant(
        doc: token.description.map { [$0, doc] } ?? [doc], attributes: attributes, member.name,
        TokenValueExpression.type(of: token.value), TokenValueExpression.value(token, context: context)))
    if let style = ScaledDimension.textStyle(of: token), case .dimension(let dimension) = token.value {
      items.append(
        context.builder.function(
          "`\(member.name.filter { $0 != "`" })` scaled like \(style.rawValue) text for `size`, as `@ScaledMetric` "
            + "and `UIFontMetrics` scale it.", member.name, "(at size: ContentSize) -> Double", isStatic: true,
          attributes: attributes,
          [.code("AppleTextStyle.\(style.rawValue).scaled(\(SwiftText.number(dimension.points)), at: size)")]))
    }
  }
}
