/// The static members a view uses the tokens through, named by ``SwiftMembers``:
/// `.foregroundStyle(.labelPrimary)`, `UIColor.labelPrimary`, `.textStyle(.body)`,
/// `.font(.typographyBody)`, `.animation(.emphasized, value:)`.
///
/// Colors, fonts and animations are `static let`s, so each is created once, on first use.
/// Each block is a ``SwiftMemberList``: its form is described once, not once per token.
enum SwiftStaticMembers {
  /// The core file's members on tokenc's own types: `Tokens.TextStyle.body` and
  /// `Tokens.MotionPreset.emphasized`, which `.textStyle(_:)`, `.animation(_:value:)` and
  /// `.transition(_:edge:)` take as `.body` and `.emphasized`.
  static func core(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    var items: [SwiftItem] = []
    let own = SwiftMemberList.Piece.name(.own, bare: true)
    let kinds: [([SwiftMembers.Member], String, [SwiftMemberList.Piece])] = [
      (context.members.textStyles, "TextStyle", [.text("`.textStyle(."), own, .text(")`")]),
      (
        context.members.motions, "MotionPreset",
        [.text("`.animation(."), own, .text(", value:)` and `.transition(."), own, .text(", edge:)`")]
      ),
    ]
    for (members, type, use) in kinds where !members.isEmpty {
      let typeName = ns + "." + type
      items.append(
        b.extensionOf(
          typeName,
          [
            .memberList(
              SwiftMemberList(
                members: members,
                doc: [.text("`"), .name(.constant, bare: true), .text("`, for ")] + use + [.text(".")],
                modifiers: b.staticAccess, keyword: "var", name: .own, signature: ": " + typeName,
                value: [.name(.constant, bare: false)], key: type))
          ]))
    }
    return items
  }

  /// The SwiftUI file's members: `Color`, `ShapeStyle where Self == Color`, `Font`, `Animation`,
  /// and on macOS `NSColor`.
  static func swiftUI(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let attributes = [SwiftUIFile.availability]
    let members = context.members
    var items: [SwiftItem] = []
    if !members.colors.isEmpty {
      items.append(b.extensionOf("SwiftUI.Color", attributes: attributes, [constants(members.colors, ".color", b: b)]))
      let platform = SwiftMemberList.Piece.name(.platform, bare: true)
      items.append(
        b.extensionOf(
          "SwiftUI.ShapeStyle where Self == SwiftUI.Color", attributes: attributes,
          [
            .memberList(
              SwiftMemberList(
                members: members.colors,
                doc: [
                  .text("`SwiftUI.Color."), platform, .text("`, for `.foregroundStyle(."), platform, .text(")`"),
                  .avoided, .text("."),
                ],
                modifiers: b.staticAccess, keyword: "var", name: .platform, signature: ": SwiftUI.Color",
                value: [.text("SwiftUI.Color."), .name(.platform, bare: false)], key: "ShapeStyle"))
          ]))
      items.append(
        .conditional(
          SwiftConditional(branches: [
            SwiftBranch(
              condition: SwiftUIAppKitColor.membersCondition,
              items: [
                b.extensionOf("NSColor", attributes: attributes, [constants(members.colors, ".nsColor", b: b)])
              ])
          ])))
    }
    if !members.textStyles.isEmpty {
      items.append(
        b.extensionOf("SwiftUI.Font", attributes: attributes, [constants(members.textStyles, ".font", b: b)]))
    }
    if !members.motions.isEmpty {
      let note: [SwiftMemberList.Piece] = [
        .text(" It has no Reduce Motion fallback: `.animation(."), .name(.own, bare: true), .text(", value:)` and `"),
        .name(.constant, bare: true), .text(".withAnimation(reduceMotion:_:)` have it."),
      ]
      items.append(
        b.extensionOf(
          "SwiftUI.Animation", attributes: attributes, [constants(members.motions, ".animation", note: note, b: b)]))
    }
    return items
  }

  /// The UIKit file's `UIColor` members.
  static func uiKit(_ context: SwiftContext) -> [SwiftItem] {
    guard !context.members.colors.isEmpty else { return [] }
    let b = context.builder
    return [
      b.extensionOf(
        "UIColor", attributes: [UIKitFile.availability], [constants(context.members.colors, ".uiColor", b: b)])
    ]
  }

  /// `static let name = Tokens.Group.token.property` for each member, created once.
  private static func constants(
    _ members: [SwiftMembers.Member], _ property: String, note: [SwiftMemberList.Piece] = [], b: SwiftBuilder
  ) -> SwiftItem {
    .memberList(
      SwiftMemberList(
        members: members,
        doc: [.text("`"), .name(.constant, bare: true), .text(property + "`, created once"), .avoided, .text(".")]
          + note,
        modifiers: b.staticAccess, keyword: "let", name: .platform,
        value: [.name(.constant, bare: false), .text(property)], key: property))
  }
}
