/// `naming/identifier`: every token path gives a unique Swift identifier and CSS custom property.
///
/// Names come from ``Naming``, the scheme the emitters and template helpers use: the flat
/// Swift identifier of the whole path (`swiftIdentifier`), the CSS custom property, and the
/// Swift type of each top-level group, which the Swift emitter makes an enum
/// (`color.label.primary` → `Tokens.Color.labelPrimary`).
public struct NamingIdentifierRule: Rule {
  /// The rule's descriptor.
  public static let descriptor = RuleDescriptor(
    id: "naming/identifier", defaultSeverity: .error,
    summary: "token paths give unique Swift identifiers and CSS custom properties",
    explanation: """
      Every token becomes a Swift identifier (color.labelPrimary → colorLabelPrimary) \
      and a CSS custom property (--color-label-primary). Names are split into words at \
      punctuation and at lowercase-to-uppercase changes, so 'text-primary', \
      'text_primary' and 'textPrimary', or 'label.primary' and 'labelPrimary', all give \
      the same names and one of the tokens would silently replace the other in \
      generated code. The same goes for top-level groups, which become Swift types \
      ('text-style' and 'textStyle' are both TextStyle). Swift keywords get backticks \
      and a leading digit gets '_', so every name is valid; what can go wrong is two \
      tokens or two top-level groups sharing one. The rule reports each collision at \
      the later definition and points at the earlier one. Rename one of them.
      """)

  /// It visits every token (or every pair) of its types, so it starts before the cheap rules.
  public static var isCostly: Bool { true }

  /// Creates the rule; it takes no options.
  public init(options: inout Options) {}

  /// Reports tokens, and top-level groups, whose generated names collide.
  public func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    let all = tokens.tokens
    // Keyed by the camel-case words alone: the Swift identifier only adds a `_` before a leading
    // digit or backticks around a keyword, characters the words never hold, so two paths share
    // an identifier exactly when they share these bytes. The identifier itself is written for
    // the names in messages only.
    var swift = NameTable(kind: "the Swift name", capacity: all.count)
    var camel = CamelCaseBytes()
    for index in all.indices {
      camel.clear()
      Naming.walkWords(of: all[index].path, into: &camel)
      swift.add(String(decoding: camel.bytes, as: UTF8.self), index)
    }
    swift.collisions = Dictionary(
      uniqueKeysWithValues: swift.collisions.map { _, indices in
        (Naming.swiftIdentifierAndCSSProperty(all[indices[0]].path).swift, indices)
      })
    // Two paths with one CSS property have the same words (they are joined with '-' and never
    // contain one), so they have one Swift name too: only tokens that share a Swift name can
    // share a CSS property. Added in token order, as a table of every token would add them.
    let sharing = swift.collisions.values.joined().sorted()
    var css = NameTable(kind: "the CSS property", capacity: sharing.count)
    for index in sharing {
      css.add(Naming.swiftIdentifierAndCSSProperty(all[index].path).css, index)
    }
    // Each later definition of a shared name is reported against the earliest one, by place in the files.
    var clashes: [Int: [(first: Int, name: String)]] = [:]
    for table in [swift, css] {
      for (name, indices) in table.collisions.sorted(by: { $0.key < $1.key }) {
        let ordered = indices.sorted { (all[$0].location, all[$0].path) < (all[$1].location, all[$1].path) }
        for later in ordered.dropFirst() {
          clashes[later, default: []].append((ordered[0], "\(table.kind) '\(name)'"))
        }
      }
    }
    for (index, entries) in clashes.sorted(by: { $0.key < $1.key }) {
      let (token, first) = (all[index], all[entries[0].first])
      let names = Measure.sentence(entries.filter { $0.first == entries[0].first }.map(\.name))
      context.report(
        "'\(token.path)' and '\(first.path)' (\(first.location)) both become \(names); rename one of them",
        token: token, at: token.location,
        notes: [DiagnosticNote("'\(first.path)' is defined here", at: first.location)])
    }
    checkTopLevelGroups(tokens, context: &context)
  }

  /// Generated names and the tokens that share one.
  private struct NameTable {
    /// What the names are, for messages.
    let kind: String
    /// The first token index of every name.
    var firstIndex: [String: Int] = [:]
    /// Every token index of the names given to more than one token.
    var collisions: [String: [Int]] = [:]

    /// Creates an empty table with room for `capacity` names.
    init(kind: String, capacity: Int) {
      self.kind = kind
      firstIndex.reserveCapacity(capacity)
    }

    /// Records that token `index` gets `name`, hashing the name once when it is new.
    mutating func add(_ name: String, _ index: Int) {
      func claim(_ slot: inout Int) -> Int? {
        guard slot >= 0 else {
          slot = index
          return nil
        }
        return slot
      }
      if let first = claim(&firstIndex[name, default: -1]) {
        collisions[name, default: [first]].append(index)
      }
    }
  }

  /// The lower camel-case words of one path, one buffer reused for every path.
  private struct CamelCaseBytes: PathWordSink {
    /// The name so far.
    private(set) var bytes: [UInt8] = []
    /// How many words were started.
    private(set) var wordCount = 0

    /// Empties the buffer for the next path, keeping its room.
    mutating func clear() {
      bytes.removeAll(keepingCapacity: true)
      wordCount = 0
    }

    /// Starts a word with its first (lowercased) byte, capitalized after the first word.
    mutating func startWord(_ byte: UInt8) {
      bytes.append(wordCount > 0 && byte >= 0x61 && byte <= 0x7A ? byte - 32 : byte)
      wordCount += 1
    }

    /// Adds a (lowercased) byte to the current word.
    mutating func append(_ byte: UInt8) { bytes.append(byte) }
  }

  /// Top-level groups become Swift types (enums of their tokens), so their names must differ too.
  private func checkTopLevelGroups(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    var firstByPath: [TokenPath: DecodedGroup] = [:]
    for group in tokens.groups where group.path.components.count == 1 {
      if let seen = firstByPath[group.path], seen.location < group.location { continue }
      firstByPath[group.path] = group
    }
    var typeNames: [String: DecodedGroup] = [:]
    for group in firstByPath.values.sorted(by: { ($0.location, $0.path) < ($1.location, $1.path) }) {
      let name = Naming.swiftTypeName(Naming.words(in: group.path.name))
      guard let first = typeNames[name] else {
        typeNames[name] = group
        continue
      }
      context.report(
        "top-level groups '\(group.path)' and '\(first.path)' (\(first.location)) both become the Swift type "
          + "'\(name)'; rename one of them",
        token: nil, at: group.location,
        notes: [DiagnosticNote("'\(first.path)' is defined here", at: first.location)])
    }
  }
}
