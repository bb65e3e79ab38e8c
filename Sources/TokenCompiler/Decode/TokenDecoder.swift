/// The decode stage: turns the source trees of every input file into one ``TokenDocument``.
///
/// It reads groups and tokens as DTCG 2025.10 does (`$type` inherited from groups,
/// `$deprecated` too), accepts a plain value under a typed group as a token, and
/// reports every shape problem at its line and column. Files are merged; the same
/// token defined twice is an error naming both places.
public struct TokenDecoder: Sendable {
  /// The theme names `$extensions.mode` keys are read with.
  public var themeNames: ThemeNames

  /// What to do with a token whose `$type` tokenc does not know.
  public var unknownTypes: UnknownTypePolicy

  /// Whether base files are walked each on its own and merged (tests turn it off to compare
  /// with one walker over every file).
  var walksApart = true

  /// Creates a decoder.
  public init(themeNames: ThemeNames = ThemeNames(), unknownTypes: UnknownTypePolicy = .error) {
    self.themeNames = themeNames
    self.unknownTypes = unknownTypes
  }

  /// Decodes and merges loaded files, in order, each as a base file.
  public func decode(_ files: [(file: SourceFile, root: SourceNode?)], diagnostics: inout [Diagnostic]) -> TokenDocument
  {
    decode(files.map { (layer: InputLayer(file: $0.file, role: .base), root: $0.root) }, diagnostics: &diagnostics)
  }

  /// Decodes and merges loaded sources in their roles: base and override sources in order,
  /// then themes, then Reduce Motion (``InputLayer/decodingRank``), so each finds what it redefines.
  public func decode(
    _ layers: [(layer: InputLayer, root: SourceNode?)], diagnostics: inout [Diagnostic]
  )
    -> TokenDocument
  {
    decode(layers, cache: nil, diagnostics: &diagnostics)
  }

  /// ``decode(_:diagnostics:)``, reusing from `cache` the walk of each base file whose bytes and
  /// layer are unchanged since the cache kept it (`tokenc watch`), and keeping the new walks there.
  ///
  /// The base files that come first are walked each on its own, on every core (large groups
  /// in chunks, ``DecodeSplit``), and put back together in order (``GroupWalker/absorb(_:)``);
  /// when their paths meet (a token defined twice, a token that is a group elsewhere) they are
  /// walked again by one walker, so messages and their order are what one walk gives.
  public func decode(
    _ layers: [(layer: InputLayer, root: SourceNode?)], cache: DecodeCache?, diagnostics: inout [Diagnostic]
  ) -> TokenDocument {
    var setup = DecodeSetup(themeNames: themeNames, unknownTypes: unknownTypes)
    for (layer, _) in layers { setup.modified[layer.file.path] = layer.file.modified }
    setup.inputFiles = Set(layers.map(\.layer.file.path))
    let ordered = layers.enumerated()
      .sorted { ($0.element.layer.decodingRank, $0.offset) < ($1.element.layer.decodingRank, $1.offset) }
      .map(\.element)
    var expansion = ReferenceExpansion(roots: layers.compactMap(\.root))
    var unloaded: [String] = []
    var prepared: [PreparedLayer] = []
    for (layer, root) in ordered {
      guard var root else {
        if !unloaded.contains(layer.file.path) { unloaded.append(layer.file.path) }
        continue
      }
      let hasReferences = ReferenceExpansion.mayHoldReferences(layer.file.bytes)
      if hasReferences { root = expansion.expand(root, root: root) }
      prepared.append(
        PreparedLayer(layer: layer, root: root, brokenTokens: expansion.brokenTokens, hasReferences: hasReferences))
    }
    let apart = prepared.prefix { $0.layer.role == .base }.count
    let bytes = layers.reduce(0) { $0 + $1.layer.file.bytes.count }
    var walker =
      (walksApart
        ? setup.walkApart(prepared[..<apart], cache: cache, reserving: bytes, keepingPaths: apart < prepared.count)
        : nil)
      ?? setup.walkTogether(prepared[..<apart], reserving: bytes)
    for layer in prepared[apart...] { walker.walk(layer) }
    diagnostics.append(contentsOf: expansion.diagnostics)
    let named = walker.namingSkippedTokens(in: walker.reader.diagnostics)
    diagnostics.append(contentsOf: walker.duplicateFiles.merged(into: named))
    var document = walker.document
    document.unloadedFiles = unloaded
    return document
  }
}

/// What a group passes down to its children.
struct GroupContext {
  var path: TokenPath
  var type: InheritedType
  var deprecation: Deprecation?
}

/// A group's `$type` as seen by its descendants.
enum InheritedType {
  case none
  case type(TokenType)
  case unsupported(String)
}
