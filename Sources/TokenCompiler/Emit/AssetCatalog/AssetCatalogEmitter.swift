/// The `xcassets` emitter: an Xcode asset catalog with one color set per color token.
///
/// Each color set has the four appearances (any, dark, high contrast, dark + high contrast)
/// in `srgb` or `display-p3`, components written as Xcode writes them (`"0.400"`), and every
/// group folder provides a namespace. The JSON is in ``JSONWriter``'s Xcode layout (``ColorSetDocument``).
public struct AssetCatalogEmitter: Emitter {
  /// The emitter's descriptor.
  public static let descriptor = EmitterDescriptor(
    id: "xcassets",
    summary: "an Xcode asset catalog with a color set per color token, in light, dark and Increase Contrast",
    defaultDirectory: "Tokens.xcassets")

  /// How many files are handed over at a time (``EmitDelivery/handOver(_:)``) while the catalog
  /// is written: a color set's `Contents.json` is about 1.5 KB, so a batch is about 1.5 MB, as
  /// much as a piece of a streamed file, and 60,000 colors are 60 hand-overs, each a lock and a
  /// few allocations, rather than 60,000.
  static let defaultBatchSize = 1000

  /// How many files go in each hand-over.
  let batchSize: Int

  /// Creates the emitter; it takes no options.
  public init(options: inout Options) { batchSize = Self.defaultBatchSize }

  /// Creates the emitter handing its files over `batchSize` at a time.
  init(batchSize: Int) { self.batchSize = max(1, batchSize) }

  /// The catalog's `Contents.json` files; each color set's (and each group folder's, from its
  /// first color) has the token's location as its origin, so a path too long is reported there.
  ///
  /// The files go to the context's delivery ``batchSize`` at a time as they are written, so a
  /// build that writes as it goes never holds them all; the ones it does not take are returned,
  /// sorted by path.
  public func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    let tokens = input.tokens
    let layout = input.assetCatalogLayout
    let delivery = context.delivery
    var kept: [EmittedFile] = []
    var batch: [EmittedFile] = []
    batch.reserveCapacity(batchSize)
    /// Adds `file` to the batch, handing the batch over once it is full.
    func add(_ file: EmittedFile) {
      batch.append(file)
      guard batch.count >= batchSize else { return }
      kept += delivery.handOver(batch)
      batch.removeAll(keepingCapacity: true)
    }
    add(EmittedFile(path: "Contents.json", contents: ColorSetDocument.catalog))
    // Tokens are read in place: copying a whole token to read two fields costs more than its file.
    tokens.tokens.withUnsafeBufferPointer { tokens in
      for folder in layout.folders {
        let first = tokens[layout.colorSets[folder.firstColorSet].token].location
        add(EmittedFile(path: folder.path + "/Contents.json", contents: ColorSetDocument.group, origin: first))
      }
      // A color set's bytes are its four appearances' (its path is its name): in a session
      // (`tokenc watch`) the sets of unchanged colors are the previous build's bytes.
      let memo = context.memo
      for colorSet in layout.colorSets {
        guard case .color(let color) = tokens[colorSet.token].value else { continue }
        let path = colorSet.name + ".colorset/Contents.json"
        add(
          EmittedFile(
            path: path, contents: memo.bytes(path, input: color.values) { ColorSetDocument.colorSet(color.values) },
            origin: tokens[colorSet.token].location))
      }
    }
    kept += delivery.handOver(batch)
    kept.sort { $0.path < $1.path }
    return kept
  }
}
