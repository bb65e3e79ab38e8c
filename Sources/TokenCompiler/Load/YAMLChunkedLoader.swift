import Foundation

/// Parses one large YAML file on several cores: a design system's big file would otherwise keep
/// one core busy while the other idles, once the smaller files are done.
///
/// ``YAMLChunkPlan`` cuts the file's largest block mapping into runs of entries; the head and
/// tail around them parse as one document and each run on its own, all at once. The pieces give
/// the whole file's tree only if nothing joins them, so the result is used only when every piece
/// parses without a diagnostic, each run is a block mapping at the mapping's indentation, no run
/// defines an anchor, the mapping has no `<<` merge key and no key twice, aliases stay within the
/// file's budgets and nesting within the depth limit. Otherwise `load` returns `nil` and the file
/// is parsed whole, which also gives every diagnostic exactly as before.
struct YAMLChunkedLoader {
  /// The smallest file worth cutting.
  static let defaultMinimumBytes = 64 * 1024

  let loader: YAMLLoader
  /// About how many pieces to cut the file into.
  let pieces: Int

  /// The file's tree from its pieces, or `nil` when the pieces cannot vouch for it.
  func load(_ file: SourceFile) -> SourceNode? {
    guard let plan = YAMLChunkPlan.make(file.bytes, pieces: pieces) else { return nil }
    let loader = self.loader
    let ends = Array(plan.cuts.dropFirst()) + [plan.tailStart]
    // One chunk per piece, the calling thread taking pieces too: inside the load stage's own
    // parallel loop, a helper that starts late finds nothing left and the caller never waits on it.
    let pieceCount = plan.cuts.count + 1
    let parsed = ParallelMap.mapUntilFailure(count: pieceCount, chunks: pieceCount) { index -> YAMLChunkPiece? in
      file.bytes.withUnsafeBufferPointer { bytes in
        guard index > 0 else { return Self.parseHeadAndTail(of: file, bytes, plan: plan, loader: loader) }
        let start = plan.cuts[index - 1]
        let end = ends[index - 1]
        let endLine = index < plan.cuts.count ? plan.cutLines[index] : plan.tailLine
        return YAMLChunkPiece.parse(
          UnsafeBufferPointer(rebasing: bytes[start..<end]), of: file, loader: loader,
          lineOffset: plan.cutLines[index - 1], splice: (Int.max, 0),
          lines: endLine - plan.cutLines[index - 1],
          endsFile: end == bytes.count)
      }
    }
    var pieces: [YAMLChunkPiece] = []
    for piece in parsed.results {
      guard let piece else { return nil }
      pieces.append(piece)
    }
    return merge(pieces, plan: plan, file: file)
  }

  /// Parses the file up to the first cut followed by its tail, as one document.
  private static func parseHeadAndTail(
    of file: SourceFile, _ bytes: UnsafeBufferPointer<UInt8>, plan: YAMLChunkPlan, loader: YAMLLoader
  ) -> YAMLChunkPiece? {
    let headLines = plan.cutLines[0]
    var joined = [UInt8](UnsafeBufferPointer(rebasing: bytes[..<plan.cuts[0]]))
    joined += UnsafeBufferPointer(rebasing: bytes[plan.tailStart...])
    return joined.withUnsafeBufferPointer {
      YAMLChunkPiece.parse(
        $0, of: file, loader: loader, lineOffset: 0, splice: (headLines, plan.tailLine - headLines),
        lines: headLines + plan.lines - plan.tailLine, endsFile: true)
    }
  }

  /// The head-and-tail tree with every run's entries appended to the split mapping, or `nil`
  /// when the pieces do not add up to the whole file.
  private func merge(_ pieces: [YAMLChunkPiece], plan: YAMLChunkPlan, file: SourceFile) -> SourceNode? {
    var root = pieces[0].root
    let target = SourceLocation(
      fileID: SourceLocationFiles.shared.id(of: file.path), line: plan.mappingLine + 1, column: plan.indent + 1)
    guard !pieces[0].mergedMappings.contains(target) else { return nil }
    var aliasNodes = pieces[0].aliasNodes
    var aliasBytes = pieces[0].aliasBytes
    var runs: [[SourceMappingEntry]] = []
    for (index, piece) in pieces.enumerated().dropFirst() {
      guard !piece.hasAnchors, piece.mergedMappings.isEmpty,
        case .mapping(let entries, isFlow: false, let location) = piece.root,
        location.line == plan.cutLines[index - 1] + 1, location.column == plan.indent + 1
      else { return nil }
      aliasNodes += piece.aliasNodes
      aliasBytes += piece.aliasBytes
      runs.append(entries)
    }
    guard aliasNodes <= loader.aliasBudget, aliasBytes <= loader.aliasByteBudget,
      let depth = YAMLChunkSplice.append(runs, to: &root, at: target)
    else { return nil }
    for piece in pieces.dropFirst() where depth + piece.deepest >= SourceTreeBuilder.maximumDepth { return nil }
    return root
  }
}
