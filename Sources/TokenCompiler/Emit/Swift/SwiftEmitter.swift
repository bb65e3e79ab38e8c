/// The `swift` emitter: the tokens as Swift for SwiftUI and UIKit apps.
///
/// Writes three files, named after the namespace (`Tokens` by default):
/// - `Tokens.swift`: every token as a plain value, with no import, so it compiles anywhere;
/// - `Tokens+SwiftUI.swift`: colors, fonts, animations and view modifiers, behind `#if canImport(SwiftUI)`;
/// - `Tokens+UIKit.swift`: `UIColor`s, `UIFont`s and the Reduce Motion choice, behind `#if canImport(UIKit)`.
///
/// Declarations are built as a ``SwiftFile`` tree and rendered by ``SwiftWriter``.
public struct SwiftEmitter: Emitter {
  /// The emitter's descriptor.
  public static let descriptor = EmitterDescriptor(
    id: "swift",
    summary: "Swift values for every token, with SwiftUI and UIKit colors, fonts and animations",
    defaultDirectory: "swift", options: SwiftOptions.descriptors, cost: 3)

  private let options: SwiftOptions

  /// Creates the emitter from its options.
  public init(options: inout Options) {
    self.options = SwiftOptions(&options)
  }

  /// `colors: assetCatalog` needs the asset catalog: the `xcassets` emitter must run too.
  public func prepare(context: inout EmitContext) {
    if options.colors == .assetCatalog, !context.emitterIDs.contains(AssetCatalogEmitter.descriptor.id) {
      context.report(
        .error,
        "emitter swift has colors: assetCatalog, but the \(AssetCatalogEmitter.descriptor.id) emitter that writes "
          + "the asset catalog does not run; add it to emitters: or use colors: code",
        rule: .config, at: options.colorsLocation)
    }
  }

  /// The longest suffix added to the base name of the files, for the `fileName` length check.
  static let longestFileSuffix = "+SwiftUI.swift"

  /// The three Swift files, each built and then streamed through the context's delivery (in
  /// pieces when the build writes as it goes), one after the other.
  public func emit(_ input: EmitInput, context emitContext: inout EmitContext) -> [EmittedFile] {
    let names = input.swiftNames(namespace: options.namespace)
    let context = SwiftContext(
      options: options, assets: input.assetCatalogLayout,
      types: Set(TokenType.allCases.filter { !input.tokens.indices(ofType: $0).isEmpty }),
      members: SwiftMembers(names, namespace: options.namespace, prefix: options.memberPrefix))
    // In a session, each token's declarations are pieces of the memo, keyed by the file first.
    var writer = SwiftWriter()
    writer.memo = emitContext.memo.keeps ? emitContext.memo : nil
    let namespace = options.fileName ?? options.namespace
    let capacity = 64 * input.tokens.tokens.count + 4096
    let files: [(path: String, key: String, capacity: Int, build: () -> SwiftFile)] = [
      (
        SwiftFileNames.core(namespace), "core", 5 * capacity,
        { CoreFile.build(input.tokens, names: names, context: context) }
      ),
      (
        SwiftFileNames.swiftUI(namespace), "swiftUI", 5 * capacity,
        { SwiftUIFile.build(names: names, context: context) }
      ),
      (SwiftFileNames.uiKit(namespace), "uiKit", 2 * capacity, { UIKitFile.build(names: names, context: context) }),
    ]
    return files.compactMap { file in
      writer.memoFile = file.key
      return emitContext.delivery.stream(file.path) {
        writer.bytes(file.build(), capacity: file.capacity, stream: $0)
      }
    }
  }
}
