/// The static members a view uses the tokens through, named by ``SwiftMembers``:
/// `.foregroundStyle(.labelPrimary)`, `UIColor.labelPrimary`, `.textStyle(.body)`,
/// `.font(.typographyBody)`, `.animation(.emphasized, value:)`.
///
/// Colors, fonts and animations are `static let`s, so each is created once, on first use.
enum SwiftStaticMembers {
  /// The core file's members on tokenc's own types: `Tokens.TextStyle.body` and
  /// `Tokens.MotionPreset.emphasized`, which `.textStyle(_:)`, `.animation(_:value:)` and
  /// `.transition(_:edge:)` take as `.body` and `.emphasized`.
  static func core(_ context: SwiftContext) -> [SwiftItem] {
    let b = context.builder
    let ns = context.namespace
    var items: [SwiftItem] = []
    let kinds: [([SwiftMembers.Member], String, (String) -> String)] = [
      (context.members.textStyles, "TextStyle", { "`.textStyle(.\($0))`" }),
      (context.members.motions, "MotionPreset", { "`.animation(.\($0), value:)` and `.transition(.\($0), edge:)`" }),
    ]
    for (members, type, use) in kinds where !members.isEmpty {
      let typeName = ns + "." + type
      items.append(
        b.extensionOf(
          typeName,
          members.map { member in
            b.property(
              "`\(bare(member.constant))`, for \(use(bare(member.own))).", member.own, typeName, isStatic: true,
              attributes: member.attributes, [.code(member.constant)])
          }))
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
      items.append(
        b.extensionOf(
          "SwiftUI.Color", attributes: attributes,
          members.colors.map { constant($0, ".color", b: b, context: context) }))
      items.append(
        b.extensionOf(
          "SwiftUI.ShapeStyle where Self == SwiftUI.Color", attributes: attributes,
          members.colors.map { member in
            b.property(
              "`SwiftUI.Color.\(bare(member.platform))`, for `.foregroundStyle(.\(bare(member.platform)))`"
                + avoided(member) + ".",
              member.platform, "SwiftUI.Color", isStatic: true, attributes: member.attributes,
              [.code("SwiftUI.Color.\(member.platform)")])
          }))
      items.append(
        .conditional(
          SwiftConditional(branches: [
            SwiftBranch(
              condition: SwiftUIAppKitColor.membersCondition,
              items: [
                b.extensionOf(
                  "NSColor", attributes: attributes,
                  members.colors.map { constant($0, ".nsColor", b: b, context: context) })
              ])
          ])))
    }
    if !members.textStyles.isEmpty {
      items.append(
        b.extensionOf(
          "SwiftUI.Font", attributes: attributes,
          members.textStyles.map { constant($0, ".font", b: b, context: context) }))
    }
    if !members.motions.isEmpty {
      items.append(
        b.extensionOf(
          "SwiftUI.Animation", attributes: attributes,
          members.motions.map {
            constant(
              $0, ".animation",
              note: " It has no Reduce Motion fallback: `.animation(.\(bare($0.own)), value:)` and "
                + "`\(bare($0.constant)).withAnimation(reduceMotion:_:)` have it.", b: b, context: context)
          }))
    }
    return items
  }

  /// The UIKit file's `UIColor` members.
  static func uiKit(_ context: SwiftContext) -> [SwiftItem] {
    guard !context.members.colors.isEmpty else { return [] }
    let b = context.builder
    return [
      b.extensionOf(
        "UIColor", attributes: [UIKitFile.availability],
        context.members.colors.map { constant($0, ".uiColor", b: b, context: context) })
    ]
  }

  /// `static let name = Tokens.Group.token.property`, created once.
  private static func constant(
    _ member: SwiftMembers.Member, _ property: String, note: String = "", b: SwiftBuilder, context: SwiftContext
  ) -> SwiftItem {
    b.constant(
      doc: ["`\(bare(member.constant))\(property)`, created once\(avoided(member)).\(note)"],
      attributes: member.attributes, member.platform, "", .code(member.constant + property))
  }

  /// ` (`tint` is the platform's own)` when the member's name had to avoid one, else nothing.
  private static func avoided(_ member: SwiftMembers.Member) -> String {
    member.avoided.map { " (`\(bare($0))` is the platform's own)" } ?? ""
  }

  private static func bare(_ name: String) -> String { SwiftNames.bare(name) }
}
