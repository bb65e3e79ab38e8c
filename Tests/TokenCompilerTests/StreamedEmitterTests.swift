import Testing

@testable import TokenCompiler

/// The emitters that stream their long files (``EmitDelivery/stream(_:origin:_:)``) or hand
/// files over as they go (``EmitDelivery/handOver(_:)``): with a receiver and tiny pieces, which
/// spill at every safe point, every file has the bytes the same emitter returns without one.
@Suite("Streamed emitters")
struct StreamedEmitterTests {
  /// Piece sizes that spill at every safe point (1), at most of them, and now and then.
  static let pieceSizes = [1, 7, 64]

  /// The showcase (every type and value form), text that needs escaping everywhere, and a
  /// generated system of many tokens.
  static let inputs: [(name: String, input: EmitInput)] = {
    let showcase = WebFixtures.tokens(WebFixtures.showcase)
    let many = compileYAML(StreamedEmitterInput.yaml)
    #expect(many.diagnostics.isEmpty, "\(rendered(many.diagnostics))")
    return [
      (
        "showcase",
        EmitInput(tokens: showcase, validation: ValidationReport(contrastResults: DocsPageTests.results(showcase)))
      ),
      ("injection", EmitInput(tokens: WebFixtures.tokens(WebFixtures.injection))),
      ("many", EmitInput(tokens: many.tokens)),
    ]
  }()

  /// Runs `emitter` on every input with every piece size and checks that each file's bytes are
  /// the bytes it returns without a receiver, that `streamed` (paths) came in pieces (more than
  /// one, and the largest no more than `largestPiece` bytes when every safe point spills), and
  /// every other file whole; returns the receivers, by input and piece size.
  @discardableResult
  static func check(
    _ emitter: some Emitter, streamed: Set<String>, largestPiece: Int = 4096,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> [CollectingReceiver] {
    var receivers: [CollectingReceiver] = []
    for (name, input) in inputs {
      let whole = Dictionary(uniqueKeysWithValues: emitter.emit(input).map { ($0.path, $0.contents) })
      for pieceSize in pieceSizes {
        let receiver = CollectingReceiver()
        emitter.emit(input, receiver: receiver, pieceSize: pieceSize)
        let received = receiver.files
        let label = "\(name), pieces of \(pieceSize)"
        #expect(received.keys.sorted() == whole.keys.sorted(), "\(label)", sourceLocation: sourceLocation)
        for (path, bytes) in whole.sorted(by: { $0.key < $1.key }) {
          guard let got = received[path] else { continue }
          let difference = StreamedEmitterInput.firstDifference(got, bytes)
          #expect(
            difference == nil, "\(path) (\(label)) differs from byte \(difference ?? 0) on",
            sourceLocation: sourceLocation)
        }
        #expect(receiver.streamedPaths == streamed, "\(label)", sourceLocation: sourceLocation)
        for path in streamed {
          #expect(receiver.pieceCount(path) > 1, "\(path) (\(label))", sourceLocation: sourceLocation)
          if pieceSize == 1 {
            let largest = receiver.largestPiece(path)
            #expect(
              largest <= largestPiece, "\(path) (\(label)): a piece of \(largest)", sourceLocation: sourceLocation)
          }
        }
        receivers.append(receiver)
      }
    }
    return receivers
  }

  @Test func jsonFilesComeInPiecesWithTheirBytes() {
    Self.check(
      StreamedEmitterInput.make(JSONEmitter.self),
      streamed: ["tokens.tokens.json", "tokens.resolver.json", "tokens.docs.json"])
  }

  @Test func swiftFilesComeInPiecesWithTheirBytes() {
    Self.check(
      StreamedEmitterInput.make(SwiftEmitter.self),
      streamed: ["Tokens.swift", "Tokens+SwiftUI.swift", "Tokens+UIKit.swift"],
      largestPiece: 16384)
  }

  @Test func cssComesInPiecesWithItsBytes() {
    Self.check(CSSEmitter(settings: .init()), streamed: ["tokens.css"])
    var settings = CSSDocumentBuilder.Settings()
    (settings.units, settings.lightDark, settings.prefix, settings.dynamicType) = (.px, true, "ds", true)
    Self.check(CSSEmitter(settings: settings), streamed: ["tokens.css"])
  }

  @Test func markdownComesInPiecesWithItsBytesWholeOrBesideAPageInParts() {
    Self.check(DocsEmitter(), streamed: ["tokens.md"])
    let split = Self.check(DocsEmitter(pageSize: 100), streamed: ["tokens.md"])
    // The many tokens' page is split, its parts handed over whole beside the Markdown's pieces.
    #expect(split.contains { $0.handOvers > 1 })
  }

  @Test func theAssetCatalogIsHandedOverInBatchesWithTheSameFiles() {
    let receivers = Self.check(AssetCatalogEmitter(batchSize: 7), streamed: [])
    for receiver in receivers {
      // Every batch is full but the last; the emit stage's own hand-over of what is returned brings nothing.
      #expect(receiver.handOvers == (receiver.files.count + 6) / 7)
    }
    #expect(receivers.last!.handOvers > 100)
    // By default, a thousand files at a time.
    let receiver = CollectingReceiver()
    StreamedEmitterInput.make(AssetCatalogEmitter.self).emit(Self.inputs[2].input, receiver: receiver, pieceSize: 1)
    #expect(receiver.files.count > AssetCatalogEmitter.defaultBatchSize)
    #expect(receiver.handOvers == (receiver.files.count + 999) / 1000)
  }
}
