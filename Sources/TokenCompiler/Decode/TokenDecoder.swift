/// The decode stage: turns the source trees of every input file into one ``TokenDocument``.
///
/// It reads groups and tokens as DTCG 2025.10 does (`$type` inherited from groups,
/// `$deprecated` too), accepts a plain value under a typed group as a token, and
/// reports every shape problem at its line and column. Files are merged; the same
/// token defined twice is an error naming both places.
public struct TokenDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// Decodes and merges loaded files, in order.
  public func decode(_ files: [(file: SourceFile, root: SourceNode?)], diagnostics: inout [Diagnostic]) -> TokenDocument
  {
    var walker = GroupWalker()
    for (file, root) in files {
      guard let root else { continue }
      walker.walkFile(root, isJSON: file.isJSON)
    }
    diagnostics.append(contentsOf: walker.reader.diagnostics)
    return walker.document
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
