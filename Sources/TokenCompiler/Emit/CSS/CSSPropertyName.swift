/// Custom property names for many tokens with one prefix: ``Naming/cssCustomProperty(_:prefix:)``,
/// with the prefix's words found once and each path's bytes written into one string.
struct CSSPropertyName: Sendable {
  /// `--` and the prefix's words, each followed by `-`.
  private let start: String

  /// Names with `prefix` (`ds` gives `--ds-color-…`).
  init(prefix: String) {
    start = "--" + Naming.words(in: prefix).map { $0 + "-" }.joined()
  }

  /// `--` followed by the kebab-case words of the prefix and the path (`--ds-color-label-primary`),
  /// and of `suffix` when given, as for `path.appending(suffix)` (`--typography-body-letter-spacing`).
  func of(_ path: TokenPath, _ suffix: String? = nil) -> String {
    var name = ""
    name.reserveCapacity(start.utf8.count + path.description.utf8.count + (suffix?.utf8.count ?? 0) + 8)
    name += start
    for component in path.components { Self.append(component, to: &name) }
    if let suffix { Self.append(suffix, to: &name) }
    // Every word was followed by `-`: drop the last one unless there is no word at all.
    if name.utf8.count > 2 { name.removeLast() }
    return name
  }

  /// Appends the words of one path component, each followed by `-`.
  private static func append(_ component: String, to name: inout String) {
    // A lowercase ASCII letter-and-digit name is one word already; others are split.
    if !component.isEmpty, component.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }) {
      name += component
      name += "-"
    } else {
      for word in Naming.words(in: component) {
        name += word
        name += "-"
      }
    }
  }
}
