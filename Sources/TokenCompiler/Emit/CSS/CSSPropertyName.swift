/// Custom property names for many tokens with one prefix: ``Naming/cssCustomProperty(_:prefix:)``,
/// with the prefix's words found once and each path's bytes written into one string.
struct CSSPropertyName: Sendable {
  /// `--` and the prefix's words, each followed by `-`.
  private let start: [UInt8]

  /// Names with `prefix` (`ds` gives `--ds-color-…`).
  init(prefix: String) {
    start = Array(("--" + Naming.words(in: prefix).map { $0 + "-" }.joined()).utf8)
  }

  /// `--` followed by the kebab-case words of the prefix and the path (`--ds-color-label-primary`),
  /// and of `suffix` when given, as for `path.appending(suffix)` (`--typography-body-letter-spacing`).
  func of(_ path: TokenPath, _ suffix: String? = nil) -> String {
    if suffix == nil, let name = simpleName(path) { return name }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(start.count + path.description.utf8.count + (suffix?.utf8.count ?? 0) + 8)
    bytes += start
    for component in path.components { Self.append(component, to: &bytes) }
    if let suffix { Self.append(suffix, to: &bytes) }
    // Every word was followed by `-`: drop the last one unless there is no word at all.
    if bytes.count > 2 { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Suffixes that follow many paths (`duration`, `letterSpacing`), their kebab-case words found once.
  struct Suffixes: Sendable {
    /// Each suffix's words joined by `-` (`letter-spacing`), empty for a suffix without a word.
    fileprivate let kebab: [[UInt8]]

    /// The words of each of `suffixes`, as `path.appending(suffix)` would give them.
    init(_ suffixes: [String]) {
      kebab = suffixes.map { suffix in
        Array((CSSPropertyName.isWord(suffix) ? suffix : Naming.words(in: suffix).joined(separator: "-")).utf8)
      }
    }
  }

  /// ``of(_:_:)`` of `path`, then of `path` and each of `suffixes`: the path's words are found once,
  /// and each suffix's kebab-case words follow them, as `path.appending(suffix)` would give.
  func of(_ path: TokenPath, suffixes: [String]) -> [String] { of(path, suffixes: Suffixes(suffixes)) }

  /// ``of(_:suffixes:)`` with the suffixes' words found already.
  func of(_ path: TokenPath, suffixes: Suffixes) -> [String] {
    let base = of(path)
    var names = [base]
    names.reserveCapacity(1 + suffixes.kebab.count)
    var baseText = base
    baseText.withUTF8 { base in
      // `base` is `--` alone only when neither the prefix nor the path has a word; no `-` follows it then.
      let separator = base.count == 2 ? 0 : 1
      for words in suffixes.kebab {
        guard !words.isEmpty else {
          names.append(names[0])
          continue
        }
        names.append(
          String(unsafeUninitializedCapacity: base.count + separator + words.count) { buffer in
            var position = buffer.initialize(fromContentsOf: base)
            if separator == 1 {
              buffer[position] = UInt8(ascii: "-")
              position += 1
            }
            return buffer[position...].initialize(fromContentsOf: words)
          })
      }
    }
    return names
  }

  /// The name of a path whose components are each one word already (lowercase ASCII letters and
  /// digits), written straight into the string; `nil` for any other path.
  private func simpleName(_ path: TokenPath) -> String? {
    var count = start.count
    for component in path.components {
      guard Self.isWord(component) else { return nil }
      count += component.utf8.count + 1
    }
    guard count > start.count else { return nil }
    return String(unsafeUninitializedCapacity: count - 1) { buffer in
      var position = buffer.initialize(fromContentsOf: start)
      for component in path.components {
        if position > start.count {
          buffer[position] = UInt8(ascii: "-")
          position += 1
        }
        // The component's bytes are copied whole (one word: ASCII letters and digits).
        var component = component
        let at = position
        position = component.withUTF8 { buffer[at...].initialize(fromContentsOf: $0) }
      }
      return position
    }
  }

  /// Whether `component` is one word already: lowercase ASCII letters and digits, not empty.
  static func isWord(_ component: String) -> Bool {
    var component = component
    return component.withUTF8 { !$0.isEmpty && $0.allSatisfy(isWordByte) }
  }

  /// A lowercase ASCII letter or a digit.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
  }

  /// Appends the words of one path component, each followed by `-`.
  private static func append(_ component: String, to bytes: inout [UInt8]) {
    // A lowercase ASCII letter-and-digit name is one word already; others are split.
    if isWord(component) {
      bytes.append(contentsOf: component.utf8)
      bytes.append(UInt8(ascii: "-"))
    } else {
      for word in Naming.words(in: component) {
        bytes.append(contentsOf: word.utf8)
        bytes.append(UInt8(ascii: "-"))
      }
    }
  }
}
