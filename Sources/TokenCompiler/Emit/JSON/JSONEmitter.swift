/// The `json` emitter: DTCG 2025.10 tokens and resolver documents, and the docs JSON.
///
/// Writes `<name>.tokens.json`, `<name>.resolver.json` and `<name>.docs.json`
/// (name `tokens` by default), each written straight into one byte buffer (``JSONByteSink``) in
/// ``JSONWriter``'s layout: the DTCG files pretty-printed, the docs JSON one record per line
/// (``docsStyle``). The token file keeps the designer's order of groups and tokens; everything
/// else has sorted keys.
public struct JSONEmitter: Emitter {
  /// The emitter's descriptor.
  public static let descriptor = EmitterDescriptor(
    id: "json", summary: "DTCG 2025.10 token and resolver files, and tokens.docs.json for docs and templates",
    defaultDirectory: "json",
    options: [nameOption.descriptor], cost: 3)

  /// The layout of `<name>.docs.json`: one token, group, contrast pair or finding per line, so
  /// that a change to one token is a one-line diff and 10,000 tokens are not half a million lines.
  static let docsStyle = JSONWriter.Style.records

  /// The base name of the files.
  static let nameOption = OptionKey<String>("name", "the base name of the files", default: "tokens")

  private let name: String

  /// Creates the emitter from its options.
  public init(options: inout Options) {
    name = options.fileName(Self.nameOption, longestSuffix: ".resolver.json") ?? Self.nameOption.defaultValue
  }

  /// The three JSON files, written side by side (the docs JSON, the largest, started first), each
  /// streamed through the context's delivery: in pieces when the build writes as it goes. In a
  /// session's rebuild the token file and the docs JSON reuse the previous build's bytes of each
  /// token whose input is unchanged (the context's memo).
  public func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    let tokenFile = "\(name).tokens.json"
    let paths = [tokenFile, "\(name).resolver.json", "\(name).docs.json"]
    let (delivery, memo) = (context.delivery, context.memo)
    let files = ParallelMap.map([0, 1, 2], startingWith: [2, 0, 1]) { file -> EmittedFile? in
      delivery.stream(paths[file]) { stream in
        switch file {
        case 0: DTCGDocument.bytes(input.tokens, memo: memo, stream: stream)
        case 1: ResolverDocument.bytes(input.tokens, tokenFile: tokenFile, stream: stream)
        default: Self.docsBytes(input, memo: memo, stream: stream)
        }
      }
    }
    return files.compactMap { $0 }
  }

  /// `tokens.docs.json`: the docs model written straight to bytes (the same bytes as writing
  /// ``EmitInput/docsDocument``, without building that tree, which only templates need); the
  /// last of them when `stream` takes the others in pieces.
  static func docsBytes(_ input: EmitInput, writer: JSONWriter, stream: EmittedFileStream? = nil) -> [UInt8] {
    let docs = input.docs
    var sink = JSONByteSink(style: writer.style, capacity: max(4096, docs.tokens.count * 1536), stream: stream)
    docs.write(to: &sink)
    return sink.finish()
  }
}
