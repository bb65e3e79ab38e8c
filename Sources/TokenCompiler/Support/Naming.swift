/// How token paths become names in generated code: one place, used by every emitter,
/// the `naming/identifier` rule and the template helpers, so they always agree.
///
/// A component is split into ASCII words: any character other than a letter or a
/// digit separates words, and so does a lowercase-to-uppercase change
/// (`labelPrimary` → `label`, `Primary`). Characters outside ASCII are dropped
/// as separators; a path with no ASCII letters or digits gets a name built from
/// its Unicode scalars, so it is never empty.
public enum Naming {
  /// The words of a path, lowercased, in order.
  public static func words(_ path: TokenPath) -> [String] {
    path.components.flatMap(words(in:))
  }

  /// The lowercased words of one name, split as ``walkWords(in:into:)`` splits them.
  public static func words(in text: String) -> [String] {
    var list = WordList()
    walkWords(in: text, into: &list)
    list.finishWord()
    return list.words
  }

  /// The CSS custom property of a path whose words (``words(_:)``) are already known.
  public static func cssCustomProperty(words: [String]) -> String {
    "--" + kebabCase(words)
  }

  /// `labelPrimary`.
  public static func camelCase(_ words: [String]) -> String {
    guard let first = words.first else { return "" }
    var bytes = Array(first.utf8)
    for word in words.dropFirst() {
      let start = bytes.count
      bytes.append(contentsOf: word.utf8)
      if start < bytes.count, bytes[start] >= 0x61, bytes[start] <= 0x7A { bytes[start] -= 32 }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `LabelPrimary`.
  public static func pascalCase(_ words: [String]) -> String {
    words.map(capitalized).joined()
  }

  /// `label-primary`.
  public static func kebabCase(_ words: [String]) -> String { words.joined(separator: "-") }

  /// `label_primary`.
  public static func snakeCase(_ words: [String]) -> String { words.joined(separator: "_") }

  /// A valid Swift identifier in lower camel case: keywords are wrapped in backticks
  /// and a leading digit gets a `_` prefix.
  public static func swiftIdentifier(_ words: [String]) -> String {
    swiftSafe(camelCase(words))
  }

  /// A valid Swift type name in upper camel case (`Color`, `_2xl`).
  public static func swiftTypeName(_ words: [String]) -> String {
    swiftSafe(pascalCase(words))
  }

  /// A CSS custom property name: `--` followed by the kebab-case words (`--color-label-primary`).
  public static func cssCustomProperty(_ path: TokenPath, prefix: String = "") -> String {
    "--" + kebabCase(words(in: prefix) + words(path))
  }

  /// The word with its first letter uppercased when it is an ASCII lowercase letter.
  private static func capitalized(_ word: String) -> String {
    guard let first = word.utf8.first, first >= 0x61, first <= 0x7A else { return word }
    var bytes = Array(word.utf8)
    bytes[0] -= 32
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func swiftSafe(_ name: String) -> String {
    guard let first = name.unicodeScalars.first else { return "_" }
    if first.value >= 0x30 && first.value <= 0x39 { return "_" + name }
    return mayBeKeyword(name) && swiftKeywords.contains(name) ? "`\(name)`" : name
  }

  /// Whether `name` has the shape of a ``swiftKeywords`` entry (at most 15 bytes, lowercase ASCII
  /// letters after the first), so most names are ruled out without hashing them.
  static func mayBeKeyword(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { utf8 in
      utf8.count <= 15 && utf8.dropFirst().allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
    }
  }

  /// Swift's reserved words (declarations, statements, expressions and types), which need backticks.
  public static let swiftKeywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super",
    "throws", "true", "try", "Type", "Protocol", "_",
  ]
}
