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
  /// One token's static member names.
  struct Member: Sendable {
    /// The token.
    var token: ResolvedToken
    /// Its constant in the core file, such as `Tokens.Color.labelPrimary`.
    var constant: String
    /// Its member on tokenc's own type.
    var own: String
    /// Its member on the platform's types.
    var platform: String
    /// The name the platform already uses, when `platform` had to avoid it.
    var avoided: String?
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
    var entries: [(member: SwiftNames.Member, group: String?, constant: String)] = []
    for group in names.groups {
      entries += group.members.map { ($0, group.component, "\(namespace).\(group.typeName).\($0.name)") }
    }
    entries += names.topLevel.map { ($0, nil, "\(namespace).\($0.name)") }
    let kinds: [(TokenType, Set<String>, WritableKeyPath<SwiftMembers, [Member]>)] = [
      (.color, SwiftPlatformNames.colors, \.colors),
      (.typography, SwiftPlatformNames.fonts, \.textStyles),
      (.motion, SwiftPlatformNames.animations, \.motions),
    ]
    for (type, platformNames, keyPath) in kinds {
      var ownTaken: Set<String> = ["init", "self"]
      var platformTaken = platformNames
      for entry in entries where entry.member.token.type == type {
        let words = Self.words(of: entry.member.token.path, grouped: entry.group != nil)
        let own = Self.unique(Naming.swiftIdentifier(words), words: words, prefix: "", taken: &ownTaken)
        let plain = Self.name(words, prefix: prefix)
        var platform = plain
        var avoided: String?
        if platformTaken.contains(plain.filter { $0 != "`" }) {
          if platformNames.contains(plain.filter { $0 != "`" }) { avoided = plain }
          let groupWords = entry.group.map { Naming.words(in: $0) } ?? []
          platform = Self.unique(
            Self.name(groupWords + words, prefix: prefix), words: groupWords + words, prefix: prefix,
            taken: &platformTaken)
        } else {
          platformTaken.insert(plain.filter { $0 != "`" })
        }
        self[keyPath: keyPath].append(
          Member(
            token: entry.member.token, constant: entry.constant, own: own, platform: platform, avoided: avoided))
      }
    }
  }

  /// The words of a token's member name: its path without the top-level group, if it has one.
  private static func words(of path: TokenPath, grouped: Bool) -> [String] {
    grouped ? path.components.dropFirst().flatMap(Naming.words(in:)) : Naming.words(path)
  }

  /// `prefix` followed by the words in camel case, or the words alone (keywords in backticks).
  private static func name(_ words: [String], prefix: String) -> String {
    guard !prefix.isEmpty else { return Naming.swiftIdentifier(words) }
    let rest = Naming.camelCase(words)
    return prefix + rest.prefix(1).uppercased() + rest.dropFirst()
  }

  /// `candidate`, or the words with a number appended while it is taken.
  private static func unique(_ candidate: String, words: [String], prefix: String, taken: inout Set<String>) -> String {
    var name = candidate
    var number = 2
    while taken.contains(name.filter { $0 != "`" }) {
      name = Self.name(words + [String(number)], prefix: prefix)
      number += 1
    }
    taken.insert(name.filter { $0 != "`" })
    return name
  }
}
