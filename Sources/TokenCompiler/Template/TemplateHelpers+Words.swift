/// The naming helpers' fast path: the words of dotted ASCII text joined in one pass over its
/// bytes, with no array of words and no `String` per word.
///
/// It gives exactly what ``Naming`` gives from ``Naming/words(in:)`` (a word is a run of ASCII
/// letters and digits, a new one starts at a lowercase-to-uppercase change, each lowercased), for
/// the text ``TemplateHelpers`` hands the words of the whole text to: ASCII, with a letter or a
/// digit in every non-empty component. Any other text is `nil` here and takes the general path.
enum TemplateWords {
  /// How the words are joined.
  enum Style: Sendable {
    /// `label-primary`, as ``Naming/kebabCase(_:)``.
    case kebab
    /// `label_primary`, as ``Naming/snakeCase(_:)``.
    case snake
    /// `labelPrimary`, as ``Naming/camelCase(_:)``.
    case camel
    /// `LabelPrimary`, as ``Naming/pascalCase(_:)``.
    case pascal

    /// The byte between two words, if any.
    var separator: UInt8? {
      switch self {
      case .kebab: UInt8(ascii: "-")
      case .snake: UInt8(ascii: "_")
      case .camel, .pascal: nil
      }
    }
  }

  /// The words of `text` joined in `style`; `nil` when `text` is not ASCII text whose every
  /// non-empty "."-separated component has a letter or a digit (or its bytes are not contiguous).
  static func joined(_ text: String, _ style: Style) -> String? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard everyComponentHasAWord(bytes) else { return nil }
      return String(unsafeUninitializedCapacity: 2 * bytes.count) { output in
        var words = StyledWords(output: output, style: style)
        Naming.walkWords(in: text, into: &words)
        return words.count
      }
    } ?? nil
  }

  /// For ASCII text, what follows its first "." (the path without its first component), or the
  /// text itself when it has none; `nil` for any other text.
  static func droppingGroup(_ text: String) -> String? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return text }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
    } ?? nil
  }

  /// Whether `bytes` are ASCII, have a letter or a digit, and each of their "."-separated
  /// components is empty or has one.
  static func everyComponentHasAWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var hasWord = false
    var componentHasWord = false
    var componentIsEmpty = true
    for byte in bytes {
      guard byte < 0x80 else { return false }
      if byte == UInt8(ascii: ".") {
        guard componentHasWord || componentIsEmpty else { return false }
        (componentHasWord, componentIsEmpty) = (false, true)
        continue
      }
      componentIsEmpty = false
      if isWordByte(byte) {
        componentHasWord = true
        hasWord = true
      }
    }
    return hasWord && (componentHasWord || componentIsEmpty)
  }

  /// Whether `byte` is an ASCII letter or digit.
  @inline(__always)
  private static func isWordByte(_ byte: UInt8) -> Bool {
    let lowered = byte | 0x20
    return (byte >= 0x30 && byte <= 0x39) || (lowered >= 0x61 && lowered <= 0x7A)
  }
}

/// Words joined in a ``TemplateWords/Style`` as ``Naming/walkWords(in:into:)`` hands them over,
/// written into room for twice the text's bytes (a separator at most before each byte).
private struct StyledWords: PathWordSink {
  /// Where the joined words go.
  let output: UnsafeMutableBufferPointer<UInt8>
  /// How they are joined.
  let style: TemplateWords.Style
  /// How many bytes are written.
  var count = 0
  /// How many words were started.
  var wordCount = 0

  /// Starts a word: the separator before all but the first, the first byte capitalized in
  /// camel case (after the first word) and Pascal case.
  mutating func startWord(_ byte: UInt8) {
    if wordCount > 0, let separator = style.separator { append(separator) }
    let capitalizes = style == .pascal || (style == .camel && wordCount > 0)
    wordCount += 1
    append(capitalizes && byte >= 0x61 && byte <= 0x7A ? byte - 32 : byte)
  }

  /// Adds a byte to the current word.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    output[count] = byte
    count += 1
  }
}
