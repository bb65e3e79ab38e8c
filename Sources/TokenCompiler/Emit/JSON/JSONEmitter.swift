/// The `json` emitter: DTCG 2025.10 tokens and resolver documents, and the docs JSON.
///
/// Writes `<name>.tokens.json`, `<name>.resolver.json` and `<name>.docs.json`
/// (name `tokens` by default). The token file keeps the designer's order of groups and tokens
/// (``OrderedJSON``); everything else goes through ``JSONWriter`` with sorted keys (the docs JSON
/// through ``JSONStreamEncoder``, which writes the same bytes without a ``JSONValue`` tree).
public struct JSONEmitter: Emitter {
  /// The emitter's descriptor.
  public static let descriptor = EmitterDescriptor(
    id: "json", summary: "DTCG 2025.10 token and resolver files, and tokens.docs.json for docs and templates",
    defaultDirectory: "json",
    options: [nameOption.descriptor])

  /// The base name of the files.
  static let nameOption = OptionKey<String>("name", "the base name of the files", default: "tokens")

  private let name: String

  /// Creates the emitter from its options.
  public init(options: inout Options) {
    name = options.fileName(Self.nameOption, longestSuffix: ".resolver.json") ?? Self.nameOption.defaultValue
  }

  /// The three JSON files.
  public func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    let writer = JSONWriter(style: .pretty)
    let tokenFile = "\(name).tokens.json"
    return [
      EmittedFile(path: tokenFile, contents: Array(DTCGDocument.ordered(input.tokens).text.utf8)),
      EmittedFile(
        path: "\(name).resolver.json",
        contents: writer.bytes(ResolverDocument.build(input.tokens, tokenFile: tokenFile))),
      EmittedFile(path: "\(name).docs.json", contents: Self.docsBytes(input, writer: writer)),
    ]
  }

  /// `tokens.docs.json`: the docs model streamed straight to bytes (the same bytes as writing
  /// ``EmitInput/docsDocument``, without building that tree, which only templates need).
  static func docsBytes(_ input: EmitInput, writer: JSONWriter) -> [UInt8] {
    do {
      return try JSONStreamEncoder(writer: writer).bytes(input.docs)
    } catch {
      preconditionFailure("the docs model always encodes: \(error)")
    }
  }
}
