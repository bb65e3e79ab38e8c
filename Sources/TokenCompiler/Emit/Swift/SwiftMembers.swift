/// The names of the static members that let a view write `.foregroundStyle(.labelPrimary)`,
/// `UIColor.labelPrimary`, `.textStyle(.body)`, `.font(.typographyBody)` or
/// `.animation(.emphasized, value:)`.
///
/// Each color, typography and motion token gets two names, in the order written:
/// - `own`: its member on tokenc's own type (`Tokens.TextStyle.body`, `Tokens.MotionPreset.emphasized`),
///   the token's member name, numbered when two groups use the same one;
/// - `platform`: its member on the platform's types (`Color`, `ShapeStyle`, `UIColor`, `NSColor`,
///   `Font`, `Animation`), the `memberPrefix` option followed by the member name. A name the
///   platform already uses for that kind of value (``SwiftPlatformNames``: `Color.red`, `Font.body`,
///   `Animation.default`) would be ambiguous at the call site, so it takes the top-level group's
///   name first (`color.tint` → `colorTint`), then a number.
struct SwiftMembers: Sendable {
  /// One token's static member names: a class, so the member lists' passes share one copy.
  final class Member: Sendable {
    /// The attributes of every declaration for the token: `@available(*, deprecated, …)` when it is.
    let attributes: [SwiftAttribute]
    /// Its constant in the core file, such as `Tokens.Color.labelPrimary`.
    let constant: String
    /// Its member on tokenc's own type.
    let own: String
    /// Its member on the platform's types.
    let platform: String
    /// The name the platform already uses, when `platform` had to avoid it.
    let avoided: String?

    /// The names of one token.
    init(attributes: [SwiftAttribute], constant: String, own: String, platform: String, avoided: String?) {
      self.attributes = attributes
      self.constant = constant
      self.own = own
      self.platform = platform
      self.avoided = avoided
    }
  }

  /// The color tokens.
  var colors: [Member] = []
  /// The typography tokens.
  var textStyles: [Member] = []
  /// The motion tokens.
  var motions: [Member] = []

  /// No members.
  init() {}

  /// Plans the members of `names`' tokens, with `prefix` before the platform names.
  init(_ names: SwiftNames, namespace: String, prefix: String) {
    var counts = (colors: 0, textStyles: 0, motions: 0)
    func count(_ members: [SwiftNames.Member]) {
      for member in members {
        switch member.token.type {
        case .color: counts.colors += 1
        case .typography: counts.textStyles += 1
        case .motion: counts.motions += 1
        default: break
        }
      }
    }
    count(names.topLevel)
    for group in names.groups { count(group.members) }
    var planners = [
      Planner(type: .color, platformNames: SwiftPlatformNames.colors, count: counts.colors),
      Planner(type: .typography, platformNames: SwiftPlatformNames.fonts, count: counts.textStyles),
      Planner(type: .motion, platformNames: SwiftPlatformNames.animations, count: counts.motions),
    ]
    func plan(_ member: SwiftNames.Member, group: String?, owner: String) {
      guard let index = planners.firstIndex(where: { $0.type == member.token.type }) else { return }
      planners[index].add(member, group: group, constant: owner + member.name, prefix: prefix)
    }
    for group in names.groups {
      let owner = namespace + "." + group.typeName + "."
      for index in group.members.indices { plan(group.members[index], group: group.component, owner: owner) }
    }
    for index in names.topLevel.indices { plan(names.topLevel[index], group: nil, owner: namespace + ".") }
    colors = planners[0].members
    textStyles = planners[1].members
    motions = planners[2].members
  }

  /// The members of one kind of token, named in the order written.
  private struct Planner {
    /// The tokens' type.
    var type: TokenType
    /// The names the platform's types already use.
    var platformNames: Set<String>
    /// The names taken on tokenc's own type.
    var ownTaken: Set<String> = ["init", "self"]
    /// The names taken on the platform's types.
    var platformTaken: Set<String>
    /// The members planned so far.
    var members: [Member] = []

    /// A planner for `count` tokens of `type`, whose platform types have `platformNames`.
    init(type: TokenType, platformNames: Set<String>, count: Int) {
      self.type = type
      self.platformNames = platformNames
      platformTaken = platformNames
      platformTaken.reserveCapacity(platformNames.count + count)
      ownTaken.reserveCapacity(2 + count)
      members.reserveCapacity(count)
    }

    /// Names `member`, whose constant in the core file is `constant`.
    mutating func add(_ member: SwiftNames.Member, group: String?, constant: String, prefix: String) {
      let words = member.words
      let own = SwiftMembers.unique(member.identifier, words: words, prefix: "", taken: &ownTaken)
      let plain = prefix.isEmpty ? member.identifier : SwiftMembers.name(words, prefix: prefix)
      var platform = plain
      var avoided: String?
      let bare = SwiftNames.bare(plain)
      if !platformTaken.insert(bare).inserted {
        if platformNames.contains(bare) { avoided = plain }
        let groupWords = group.map { Naming.words(in: $0) } ?? []
        platform = SwiftMembers.unique(
          SwiftMembers.name(groupWords + words, prefix: prefix), words: groupWords + words, prefix: prefix,
          taken: &platformTaken)
      }
      let attributes = member.token.deprecation.map { [SwiftAttribute.deprecated(message: $0.reason)] } ?? []
      members.append(
        Member(attributes: attributes, constant: constant, own: own, platform: platform, avoided: avoided))
    }
  }

  /// `prefix` followed by the words in camel case, or the words alone (keywords in backticks).
  private static func name(_ words: [String], prefix: String) -> String {
    guard !prefix.isEmpty else { return Naming.swiftIdentifier(words) }
    let rest = Naming.camelCase(words)
    return prefix + rest.prefix(1).uppercased() + rest.dropFirst()
  }

  /// `candidate`, or the words with a number appended while it is taken.
  private static func unique(_ candidate: String, words: [String], prefix: String, taken: inout Set<String>) -> String {
    if taken.insert(SwiftNames.bare(candidate)).inserted { return candidate }
    var name = candidate
    var number = 2
    while taken.contains(SwiftNames.bare(name)) {
      name = Self.name(words + [String(number)], prefix: prefix)
      number += 1
    }
    taken.insert(SwiftNames.bare(name))
    return name
  }
}
