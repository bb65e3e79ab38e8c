extension Naming {
  /// ``swiftIdentifier(_:)`` and ``cssCustomProperty(words:)`` of a path's ``words(_:)``, written
  /// in one pass over the path's bytes, with no array of words and no `String` per word.
  ///
  /// Words are split exactly as ``words(in:)`` splits them (ASCII letters and digits, a new
  /// word at a lowercase-to-uppercase change, the scalar-code name for a component without any).
  public static func swiftIdentifierAndCSSProperty(_ path: TokenPath) -> (swift: String, css: String) {
    var names = PathNameBytes(capacity: path.description.utf8.count)
    walkWords(of: path, into: &names)
    return (names.swiftIdentifier, String(decoding: names.css, as: UTF8.self))
  }

  /// `kebabCase(words(path))`, written in one pass over the path's bytes.
  static func kebabCase(_ path: TokenPath) -> String {
    var kebab = KebabBytes(capacity: path.description.utf8.count)
    walkWords(of: path, into: &kebab)
    return String(decoding: kebab.bytes, as: UTF8.self)
  }

  /// Hands `sink` the lowercased words of `path`, component by component
  /// (``walkWords(in:into:)``).
  static func walkWords(of path: TokenPath, into sink: inout some PathWordSink) {
    for component in path.components { walkWords(in: component, into: &sink) }
  }

  /// Hands `sink` the lowercased words of one name, a byte at a time: ASCII letters and digits,
  /// any other byte a separator (every byte of a non-ASCII character too, and a run of them
  /// splits once), a new word at a lowercase-to-uppercase change; a non-empty name without any
  /// letter or digit is one word made of its scalars' codes (`u2192`).
  static func walkWords(in text: String, into sink: inout some PathWordSink) {
    let wordsBefore = sink.wordCount
    var inWord = false
    var previousWasLower = false
    for byte in text.utf8 {
      let isUpper = byte >= 0x41 && byte <= 0x5A
      let isLower = byte >= 0x61 && byte <= 0x7A
      let isDigit = byte >= 0x30 && byte <= 0x39
      guard isUpper || isLower || isDigit else {
        inWord = false
        previousWasLower = false
        continue
      }
      let lower = isUpper ? byte + 32 : byte
      if !inWord || (isUpper && previousWasLower) {
        sink.startWord(lower)
        inWord = true
      } else {
        sink.append(lower)
      }
      previousWasLower = isLower || isDigit
    }
    if sink.wordCount == wordsBefore, !text.isEmpty {
      let word = "u" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "u")
      var bytes = word.utf8.makeIterator()
      sink.startWord(bytes.next()!)
      while let byte = bytes.next() { sink.append(byte) }
    }
  }
}

/// What ``Naming/walkWords(in:into:)`` writes a name's lowercased words into.
protocol PathWordSink {
  /// How many words were started.
  var wordCount: Int { get }
  /// Starts a word with its first (lowercased) byte.
  mutating func startWord(_ byte: UInt8)
  /// Adds a (lowercased) byte to the current word.
  mutating func append(_ byte: UInt8)
}

/// The kebab-case words of one path, joined with `-`.
private struct KebabBytes: PathWordSink {
  /// The name so far.
  var bytes: [UInt8] = []
  /// How many words were started.
  var wordCount = 0

  /// An empty name with room for a path of `capacity` bytes.
  init(capacity: Int) { bytes.reserveCapacity(capacity + 8) }

  /// Starts a word, after a `-` unless it is the first.
  mutating func startWord(_ byte: UInt8) {
    if wordCount > 0 { bytes.append(0x2D) }
    bytes.append(byte)
    wordCount += 1
  }

  /// Adds a byte to the current word.
  mutating func append(_ byte: UInt8) { bytes.append(byte) }
}

/// The Swift identifier (lower camel case) and the CSS custom property (`--` and kebab case) of
/// one path, built side by side from its lowercased words, a byte at a time.
private struct PathNameBytes: PathWordSink {
  /// The camel-case identifier so far (before ``Naming/swiftIdentifier(_:)``'s safety rules).
  var swift: [UInt8] = []
  /// `--` and the kebab-case words so far.
  var css: [UInt8] = [0x2D, 0x2D]
  /// How many words were started.
  var wordCount = 0

  /// Empty names with room for a path of `capacity` bytes.
  init(capacity: Int) {
    swift.reserveCapacity(capacity + 2)
    css.reserveCapacity(capacity + 2)
  }

  /// Starts a word with its first (lowercased) byte: capitalized in Swift after the first word,
  /// after a `-` in CSS.
  mutating func startWord(_ byte: UInt8) {
    if wordCount > 0 {
      css.append(0x2D)
      swift.append(byte >= 0x61 && byte <= 0x7A ? byte - 32 : byte)
    } else {
      swift.append(byte)
    }
    css.append(byte)
    wordCount += 1
  }

  /// Adds a (lowercased) byte to the current word.
  mutating func append(_ byte: UInt8) {
    swift.append(byte)
    css.append(byte)
  }

  /// The identifier with ``Naming/swiftIdentifier(_:)``'s rules: `_` for no words, a `_` before a
  /// leading digit, backticks around a keyword.
  var swiftIdentifier: String {
    guard let first = swift.first else { return "_" }
    let name = String(decoding: swift, as: UTF8.self)
    if first >= 0x30 && first <= 0x39 { return "_" + name }
    return Naming.swiftKeywords.contains(name) ? "`\(name)`" : name
  }
}

/// The words of a name as strings, for ``Naming/words(in:)``.
struct WordList: PathWordSink {
  /// The finished words.
  private(set) var words: [String] = []
  /// The word being written.
  private var current: [UInt8] = []
  /// How many words were started.
  private(set) var wordCount = 0

  /// Finishes the word before, then starts one.
  mutating func startWord(_ byte: UInt8) {
    finishWord()
    current.append(byte)
    wordCount += 1
  }

  /// Adds a byte to the current word.
  mutating func append(_ byte: UInt8) { current.append(byte) }

  /// Moves the word being written, if any, to ``words``.
  mutating func finishWord() {
    guard !current.isEmpty else { return }
    words.append(String(decoding: current, as: UTF8.self))
    current.removeAll(keepingCapacity: true)
  }
}
