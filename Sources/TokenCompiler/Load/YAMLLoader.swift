import CYAML
import Foundation

/// The load stage: turns the bytes of a YAML or JSON file into a ``SourceNode`` tree.
///
/// It drives libyaml's event API (the parser lives on the heap and every event is
/// deleted), checks UTF-8 first so encoding errors get a line and column, rejects
/// duplicate keys, and expands YAML anchors only within ``aliasBudget`` nodes.
public struct YAMLLoader: Sendable {
  /// The most nodes that YAML aliases (`*name`) may add to one file.
  public var aliasBudget: Int
  /// The most bytes of text that YAML aliases may repeat in one file: a 100 KB description
  /// aliased 9,000 times stays within the node budget but would fill every output with 900 MB.
  public var aliasByteBudget: Int
  /// 8 MiB, far more than aliases in a real token file repeat.
  public static let defaultAliasByteBudget = 8 * 1_048_576
  /// The smallest YAML file parsed in pieces on several cores (``YAMLChunkedLoader``).
  var chunkMinimumBytes = YAMLChunkedLoader.defaultMinimumBytes
  /// How many pieces such a file is cut into: one per core (two beat four on two cores: the
  /// head and tail parse as one piece, often larger than the others), none on one core.
  var chunkPieces = ParallelMap.cores > 1 ? ParallelMap.cores : 0

  /// Creates a loader.
  public init(aliasBudget: Int = 10_000, aliasByteBudget: Int = YAMLLoader.defaultAliasByteBudget) {
    self.aliasBudget = aliasBudget
    self.aliasByteBudget = aliasByteBudget
  }

  /// Parses `file`; returns its root node, or `nil` for an empty or unreadable file.
  public func load(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> SourceNode? {
    if let (offset, problem) = UTF8Check.firstInvalidSequence(in: file.bytes) {
      diagnostics.error(
        .yamlEncoding, "invalid UTF-8: \(problem); save the file as UTF-8",
        at: file.location(ofByte: offset))
      return nil
    }
    if file.bytes.count >= chunkMinimumBytes, chunkPieces >= 2, !file.isJSON,
      let root = YAMLChunkedLoader(loader: self, pieces: chunkPieces).load(file)
    {
      return root
    }
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else {
      diagnostics.error(.io, "libyaml could not allocate a parser", at: nil)
      return nil
    }
    defer { yaml_parser_delete(parser) }
    return file.bytes.withUnsafeBufferPointer { buffer in
      // libyaml detects the encoding itself (UTF-16 was rejected above), which skips a
      // UTF-8 byte order mark; forcing UTF-8 would make the mark a syntax error.
      yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
      var builder = SourceTreeBuilder(file: file, aliasBudget: aliasBudget, aliasByteBudget: aliasByteBudget)
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
          diagnostics.append(Self.syntaxError(parser.pointee, file: file))
          return nil
        }
        let done = event.type == YAML_STREAM_END_EVENT
        let keepGoing = builder.handle(event)
        yaml_event_delete(&event)
        if !keepGoing || done { break }
      }
      diagnostics.append(contentsOf: builder.diagnostics)
      return builder.diagnostics.hasErrors ? nil : builder.root
    }
  }

  /// A located diagnostic for a libyaml reader, scanner or parser error, with a hint for common mistakes.
  private static func syntaxError(_ parser: yaml_parser_t, file: SourceFile) -> Diagnostic {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
    let location: SourceLocation
    if parser.error == YAML_READER_ERROR {
      location = file.location(ofByte: parser.problem_offset)
    } else {
      location = SourceLocation(
        file: file.path, line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
    }
    var message = "YAML syntax error: \(problem)"
    if let context = parser.context.map({ String(cString: $0) }) {
      message += " \(context)"
    }
    let line = file.lineText(location.line)
    let flowStart = parser.context_mark.line + 1
    let unclosed = problem.contains("expected ',' or '}'") || problem.contains("expected ',' or ']'")
    let inFlow = unclosed || (problem.contains("expected node content") && message.contains("flow"))
    if inFlow,
      let comment = YAMLHints.commentInFlow(file, from: min(flowStart, location.line - 1), through: location.line)
    {
      return Diagnostic(
        .error, .yamlSyntax,
        "YAML reads '\(comment.text)' as a comment (a '#' after a space starts one), so this { … } is never "
          + "closed; put the color in quotes: \"\(comment.word)\"",
        at: comment.location)
    }
    if unclosed, location.line > flowStart, !file.isJSON || line.allSatisfy(\.isWhitespace) {
      // libyaml notices on a later line (the next key, or the end of the file): point at the opening
      // bracket. JSON is one multi-line { … }, so there only the end of the file counts.
      let bracket = problem.contains("']'") ? "[" : "{"
      let opening = SourceLocation(file: file.path, line: flowStart, column: parser.context_mark.column + 1)
      return Diagnostic(
        .error, .yamlSyntax,
        "YAML syntax error: this \(bracket) is never closed (\(problem)); close it with "
          + "'\(bracket == "[" ? "]" : "}")'",
        at: opening)
    }
    if problem.contains("cannot start any token"), line.contains("\t") {
      message += "; YAML indentation must use spaces, not tabs"
    } else if problem.contains("mapping values are not allowed"), YAMLHints.isOverIndented(file, line: location.line) {
      message += "; this line is indented more than the key above it: line it up with its siblings"
    } else if problem.contains("mapping values are not allowed") {
      message += "; if a value contains ': ', put it in quotes"
    } else if problem.contains("did not find expected key") || problem.contains("expected <block end>") {
      message += "; check the indentation of this line against the lines above"
    } else if problem.contains("found undefined tag handle") || problem.contains("cannot start any token"),
      line.contains("@") || line.contains("`")
    {
      message += "; values starting with '@' or '`' must be quoted"
    }
    return Diagnostic(.error, .yamlSyntax, message, at: location)
  }
}
