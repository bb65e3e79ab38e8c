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
      items.append(b.extensionOf(context.namespace, names.topLevel.flatMap { tokenItems($0, context: context) }))
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

  /// The designer's order, except that a group's own tokens come before its nested groups,
  /// so every token sits under the `// MARK:` of its own group; nested groups keep the order
  /// in which they first appear.
  static func tokensFirst(_ members: [SwiftNames.Member]) -> [SwiftNames.Member] {
    var firstSeen: [ArraySlice<String>: Int] = [:]
    for (index, member) in members.enumerated() {
      let components = member.token.path.components
      for depth in 1...components.count where firstSeen[components.prefix(depth)] == nil {
        firstSeen[components.prefix(depth)] = index
      }
    }
    return members.enumerated().sorted { first, second in
      let (a, b) = (first.element.token.path.components, second.element.token.path.components)
      let split = zip(a, b).prefix { $0 == $1 }.count
      let (aIsToken, bIsToken) = (split == a.count - 1, split == b.count - 1)
      if aIsToken != bIsToken { return aIsToken }
      if aIsToken { return first.offset < second.offset }
      return firstSeen[a.prefix(split + 1)]! < firstSeen[b.prefix(split + 1)]!
    }.map(\.element)
  }

  /// A group's tokens (its own first, then each nested group's), with a `// MARK:` and the
  /// group's description before the first token of each nested group.
  private static func groupMembers(
    _ group: SwiftNames.Group, names: SwiftNames, context: SwiftContext
  )
    -> [SwiftItem]
  {
    var items: [SwiftItem] = []
    var marked = Set<TokenPath>()
    for member in tokensFirst(group.members) {
      let components = member.token.path.components
      for depth in 2..<max(2, components.count) {
        let nested = TokenPath(Array(components.prefix(depth)))
        guard marked.insert(nested).inserted else { continue }
        items.append(
          .mark(
            components[1..<depth].joined(separator: "."), notes: names.groupDescriptions[nested].map { [$0] } ?? [],
            major: false))
      }
      items += tokenItems(member, context: context)
    }
    return items
  }

  /// The declarations of one token: its constant, and for a dimension that scales with a text
  /// style, the scaled form.
  static func tokenItems(_ member: SwiftNames.Member, context: SwiftContext) -> [SwiftItem] {
    let token = member.token
    let attributes = context.attributes(for: token)
    var items = [
      context.builder.constant(
        doc: (token.description.map { [$0] } ?? []) + ["Token `\(token.path)`."], attributes: attributes, member.name,
        TokenValueExpression.type(of: token.value), TokenValueExpression.value(token, context: context))
    ]
    if let style = ScaledDimension.textStyle(of: token), case .dimension(let dimension) = token.value {
      items.append(
        context.builder.function(
          "`\(member.name.filter { $0 != "`" })` scaled like \(style.rawValue) text for `size`, as `@ScaledMetric` "
            + "and `UIFontMetrics` scale it.", member.name, "(at size: ContentSize) -> Double", isStatic: true,
          attributes: attributes,
          [.code("AppleTextStyle.\(style.rawValue).scaled(\(SwiftText.number(dimension.points)), at: size)")]))
    }
    return items
  }
}
