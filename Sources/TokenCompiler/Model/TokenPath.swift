/// The dot-separated name of a token, such as `color.label.primary`.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The names from the outermost group to the token.
  public var components: [String]

  /// Creates a path from its components.
  public init(_ components: [String]) { self.components = components }

  /// Creates a path from dotted text (`"color.label.primary"`).
  public init(dotted: String) {
    self.components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// The dotted form, as written inside `{…}` aliases.
  public var description: String { components.joined(separator: ".") }

  /// The alias form, `{color.label.primary}`.
  public var aliasText: String { "{\(description)}" }

  /// The last component.
  public var name: String { components.last ?? "" }

  /// The path of the enclosing group.
  public var parent: TokenPath { TokenPath(Array(components.dropLast())) }

  /// This path with `name` appended.
  public func appending(_ name: String) -> TokenPath { TokenPath(components + [name]) }

  /// Orders paths component by component, so groups sort together.
  public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }
}
