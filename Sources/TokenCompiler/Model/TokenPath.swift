/// The dot-separated name of a token, such as `color.label.primary`.
///
/// Equality and hashing use the dotted text (one string) rather than the
/// components, which keeps the dictionaries of every stage cheap.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The names from the outermost group to the token.
  public let components: [String]
  /// The dotted form, as written inside `{…}` aliases.
  public let description: String

  /// Creates a path from its components.
  public init(_ components: [String]) {
    self.components = components
    self.description = components.joined(separator: ".")
  }

  /// Creates a path from dotted text (`"color.label.primary"`).
  public init(dotted: String) {
    self.components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    self.description = dotted
  }

  /// The alias form, `{color.label.primary}`.
  public var aliasText: String { "{\(description)}" }

  /// The last component.
  public var name: String { components.last ?? "" }

  /// The path of the enclosing group.
  public var parent: TokenPath { TokenPath(Array(components.dropLast())) }

  /// This path with `name` appended.
  public func appending(_ name: String) -> TokenPath { TokenPath(components + [name]) }

  /// Compares the dotted text.
  public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.description == rhs.description }

  /// Hashes the dotted text.
  public func hash(into hasher: inout Hasher) { hasher.combine(description) }

  /// Orders paths component by component, so groups sort together.
  public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }
}
