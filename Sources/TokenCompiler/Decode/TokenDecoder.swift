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
    var walker = GroupWalker()
    walker.themeNames = themeNames
    walker.unknownTypes = unknownTypes
    for (layer, _) in layers { walker.modified[layer.file.path] = layer.file.modified }
    walker.inputFiles = Set(layers.map(\.layer.file.path))
    walker.reserveCapacity(forBytes: layers.reduce(0) { $0 + $1.layer.file.bytes.count })
    let ordered = layers.enumerated()
      .sorted { ($0.element.layer.decodingRank, $0.offset) < ($1.element.layer.decodingRank, $1.offset) }
      .map(\.element)
    var expansion = ReferenceExpansion(roots: layers.compactMap(\.root))
    var unloaded: [String] = []
    for (layer, root) in ordered {
      guard var root else {
        if !unloaded.contains(layer.file.path) { unloaded.append(layer.file.path) }
        continue
      }
      if ReferenceExpansion.mayHoldReferences(layer.file.bytes) {
        root = expansion.expand(root, root: root)
        walker.brokenTokens = expansion.brokenTokens
      }
      walker.walkFile(root, isJSON: layer.file.isJSON, role: layer.role, origin: layer.origin)
    }
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
