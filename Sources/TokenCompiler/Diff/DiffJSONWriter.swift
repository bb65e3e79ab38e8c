/// Writes a ``TokenDiff`` as JSON for tools, through ``JSONWriter`` (sorted keys, stable numbers).
///
/// The top-level object has `old` and `new` (`{label, tokens}`), `summary` (the counts), and the
/// lists `added`, `removed`, `renamed`, `changed`, `contrast`, `newFindings`, `resolvedFindings`
/// and `breaking`, each in the designer's order; `docs/diff.md` describes every field.
public struct DiffJSONWriter: Sendable {
  /// Creates a writer.
  public init() {}

  /// The JSON text, ending with a newline.
  public func json(_ diff: TokenDiff) -> String {
    // Every type in the model encodes only strings, numbers, Booleans, nulls and containers.
    let value = (try? JSONValueEncoder().encode(diff)) ?? .object([:])
    return JSONWriter(style: .pretty).string(value)
  }
}
