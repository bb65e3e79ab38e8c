/// The Swift names of the tokens: one enum per top-level group, holding every token below it
/// as a static member named after the rest of its path.
///
/// `color.label.primary` → `Tokens.Color.labelPrimary`; a token at the top level is a member
/// of the namespace itself. Every name comes from ``Naming``. Names that would break the
/// generated code are changed in a fixed, documented way: a group whose type name is
/// reserved gets `Group` appended (`type` → `TypeGroup`), and a name already taken in the same
/// scope gets a number (`labelPrimary2`), in the order written. The `naming/identifier` rule reports
/// such collisions; this only keeps the output compiling when the rule is off.
struct SwiftNames: Sendable {
  /// One token and its member name: a class, so the emitter's many passes over the members share
  /// one copy instead of copying the token each time.
  final class Member: Sendable {
    /// The set's tokens, which the member reads its token from in place: a copy of the whole token
    /// per member retained and released every field of it.
    private let tokens: [ResolvedToken]
    /// The token's index in the set's ``ResolvedTokenSet/tokens``.
    let index: Int
    /// Its member name, a valid identifier (keywords in backticks).
    let name: String
    /// The words the name is made of (the path without the top-level group, if it has one).
    let words: [String]
    /// The identifier of `words`, before a number was appended to make it unique.
    let identifier: String

    /// The token, read in place (``ResolvedTokenSet/tokens`` at ``index``).
    var token: ResolvedToken {
      _read { yield tokens[index] }
    }

    /// The member for the token at `index` of `tokens`, named `name`, made of `words` (`identifier`
    /// before it was made unique).
    init(tokens: [ResolvedToken], index: Int, name: String, words: [String], identifier: String) {
      self.tokens = tokens
      self.index = index
      self.name = name
      self.words = words
      self.identifier = identifier
    }
  }

  /// One top-level group and the enum that holds its tokens.
  struct Group: Sendable {
    /// The group's name in the token files.
    var component: String
    /// The enum's name.
    var typeName: String
    /// The group's description, if any file gives one.
    var description: String?
    /// Its tokens, in the order written.
    var members: [Member]
  }

  /// The top-level groups, in the order written.
  var groups: [Group] = []
  /// The tokens at the top level, members of the namespace itself.
  var topLevel: [Member] = []
  /// The description of every group that has one.
  var groupDescriptions: [TokenPath: String] = [:]

  /// Type names the generated code refers to inside the namespace, so no group may take them:
  /// the value types, the standard-library types it names, and names that cannot be used after
  /// a dot (`Type`, `Protocol`).
  static let reservedTypeNames: Set<String> = [
    "AdaptiveColor", "ColorComponents", "AppleTextStyle", "ContentSize", "TypeStep", "TextStyle", "MotionPreset",
    "CubicBezier", "FontWeight", "TokenShadow", "TokenBorder", "TokenStrokeStyle", "TokenGradient", "Swift", "Double",
    "String", "Int", "Bool", "Hashable", "Sendable", "CaseIterable",
    "Comparable", "Equatable", "Never", "Optional", "Array", "Self", "Type", "Protocol", "Any",
  ]

  /// Plans the names of `tokens` inside a namespace called `namespace`.
  init(_ tokens: ResolvedTokenSet, namespace: String) {
    for group in tokens.groups {
      if let description = group.description, groupDescriptions[group.path] == nil {
        groupDescriptions[group.path] = description
      }
    }
    var typeNames = Set([namespace])
    var topLevelNames = Set<String>()
    var indexByComponent: [String: Int] = [:]
    var groupNames: [Set<String>] = []
    // Each token is read in place: a loop over the array would copy every token.
    tokens.tokens.withUnsafeBufferPointer { buffer in
      for position in buffer.indices {
        let path = buffer[position].path
        guard path.components.count > 1, let component = path.components.first else {
          let words = Naming.words(path)
          let identifier = Naming.swiftIdentifier(words)
          topLevel.append(
            Member(
              tokens: tokens.tokens, index: position, name: Self.unique(identifier, words, in: &topLevelNames),
              words: words, identifier: identifier))
          continue
        }
        let index: Int
        if let known = indexByComponent[component] {
          index = known
        } else {
          index = groups.count
          indexByComponent[component] = index
          groups.append(
            Group(
              component: component, typeName: Self.typeName(component, taken: &typeNames),
              description: groupDescriptions[TokenPath([component])], members: []))
          groupNames.append([])
        }
        let rest = path.components.dropFirst()
        let words = rest.allSatisfy(Self.isOneWord) ? Array(rest) : rest.flatMap(Naming.words(in:))
        let identifier = Naming.swiftIdentifier(words)
        let name = Self.unique(identifier, words, in: &groupNames[index])
        groups[index].members.append(
          Member(tokens: tokens.tokens, index: position, name: name, words: words, identifier: identifier))
      }
    }
  }

  /// The enum name for a top-level group: its Pascal-case words, with `Group` appended when
  /// reserved and a number when taken.
  private static func typeName(_ component: String, taken: inout Set<String>) -> String {
    let words = Naming.words(in: component)
    let stem = reservedTypeNames.contains(Naming.swiftTypeName(words).filter { $0 != "`" }) ? words + ["group"] : words
    var candidate = Naming.swiftTypeName(stem)
    var number = 1
    while taken.contains(candidate) || reservedTypeNames.contains(candidate) {
      number += 1
      candidate = Naming.swiftTypeName(stem + [String(number)])
    }
    taken.insert(candidate)
    return candidate
  }

  /// A member name: `identifier` (made of `words`), with a number appended while it is taken in
  /// the same scope.
  private static func unique(_ identifier: String, _ words: [String], in taken: inout Set<String>) -> String {
    if taken.insert(bare(identifier)).inserted { return identifier }
    var candidate = identifier
    var number = 2
    while taken.contains(bare(candidate)) {
      candidate = Naming.swiftIdentifier(words + [String(number)])
      number += 1
    }
    taken.insert(bare(candidate))
    return candidate
  }

  /// Whether ``Naming/words(in:)`` gives `component` itself: lowercase ASCII letters and digits.
  private static func isOneWord(_ component: String) -> Bool {
    !component.isEmpty && component.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
  }

  /// `name` without backticks.
  static func bare(_ name: String) -> String {
    name.utf8.contains(UInt8(ascii: "`")) ? name.filter { $0 != "`" } : name
  }
}
