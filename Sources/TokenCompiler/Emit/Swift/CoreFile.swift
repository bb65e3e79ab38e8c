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
      items.append(
        b.extensionOf(
          context.namespace, [.tokenConstants(SwiftTokenConstants(members: names.topLevel, context: context))]))
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
    items.reserveCapacity(2 * tree.nodes.count)
    func visit(_ node: Int) {
      let path = tree.nodes[node].path
      if path.count > 1 {
        items.append(
          .mark(
            path.dropFirst().joined(separator: "."),
            notes: names.groupDescriptions[TokenPath(Array(path))].map { [$0] } ?? [], major: false))
      }
      if !tree.nodes[node].members.isEmpty {
        let members = tree.nodes[node].members.map { group.members[$0] }
        items.append(.tokenConstants(SwiftTokenConstants(members: members, context: context)))
      }
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
  /// scales with a text style, the scaled form. The plain form of what ``SwiftTokenConstants``
  /// writes without these declarations; tests compare the two.
  static func tokenItems(_ member: SwiftNames.Member, context: SwiftContext, into items: inout [SwiftItem]) {
    let token = member.token
    let doc = "Token `" + token.path.description + "`."
    items.append(
      context.builder.constant(
        doc: token.description.map { [$0, doc] } ?? [doc], attributes: context.attributes(for: token), member.name,
        TokenValueExpression.type(of: token.value), TokenValueExpression.value(token, context: context)))
    if let scaled = scaledFunction(member, context: context) { items.append(.declaration(scaled)) }
  }

  /// The scaled form of a dimension that scales with a text style: a static function next to its constant.
  static func scaledFunction(_ member: SwiftNames.Member, context: SwiftContext) -> SwiftDeclaration? {
    guard let style = ScaledDimension.textStyle(of: member.token), case .dimension(let dimension) = member.token.value
    else { return nil }
    let item = context.builder.function(
      "`\(member.name.filter { $0 != "`" })` scaled like \(style.rawValue) text for `size`, as `@ScaledMetric` "
        + "and `UIFontMetrics` scale it.", member.name, "(at size: ContentSize) -> Double", isStatic: true,
      attributes: context.attributes(for: member.token),
      [.code("AppleTextStyle.\(style.rawValue).scaled(\(SwiftText.number(dimension.points)), at: size)")])
    guard case .declaration(let declaration) = item else { return nil }
    return declaration
  }
}
