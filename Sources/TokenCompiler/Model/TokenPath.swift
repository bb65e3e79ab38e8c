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
    self.components = Self.components(ofDotted: dotted)
    self.description = dotted
  }

  /// Creates a path from its components and their dotted form, already joined.
  init(components: [String], description: String) {
    self.components = components
    self.description = description
  }

  /// The components of dotted text, split at each `.` (empty ones kept). ASCII text is split by
  /// its bytes, which gives what splitting by characters gives without grapheme breaking; other
  /// text is split by characters (a `.` followed by a combining mark is not a separator there).
  private static func components(ofDotted dotted: String) -> [String] {
    // Read in place when the text is contiguous (always, for native strings): a loop over raw
    // bytes, each component made from its bytes, instead of indexing the string's UTF-8 view.
    if let split = dotted.utf8.withContiguousStorageIfAvailable(Self.components(ofASCIIDotted:)), let split {
      return split
    }
    let bytes = dotted.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
    var components: [String] = []
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      if bytes[index] == UInt8(ascii: ".") {
        components.append(String(dotted[start..<index]))
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    components.append(String(dotted[start..<index]))
    return components
  }

  /// The components of ASCII dotted text read from its bytes, split at each `.` (empty ones
  /// kept); `nil` when the text is not ASCII.
  static func components(ofASCIIDotted bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    // A first pass counts the separators, so the array is allocated once at its size.
    var separators = 0
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if byte == UInt8(ascii: ".") { separators += 1 }
    }
    var components: [String] = []
    components.reserveCapacity(separators + 1)
    var start = 0
    for index in bytes.indices {
      if bytes[index] == UInt8(ascii: ".") {
        components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        start = index + 1
      }
    }
    components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
    return components
  }

  /// The alias form, `{color.label.primary}`.
  public var aliasText: String { "{\(description)}" }

  /// The last component.
  public var name: String { components.last ?? "" }

  /// The path of the enclosing group.
  public var parent: TokenPath { TokenPath(Array(components.dropLast())) }

  /// This path with `name` appended.
  public func appending(_ name: String) -> TokenPath {
    var components = self.components
    components.append(name)
    return TokenPath(components: components, description: components.count == 1 ? name : description + "." + name)
  }

  /// Compares the dotted text.
  public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.description == rhs.description }

  /// Hashes the dotted text.
  public func hash(into hasher: inout Hasher) { hasher.combine(description) }

  /// Orders paths component by component, so groups sort together.
  public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }
}
