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

  /// Creates the emitter; it takes no options.
  public init(options: inout Options) {}

  /// The catalog's `Contents.json` files; each color set's (and each group folder's, from its
  /// first color) has the token's location as its origin, so a path too long is reported there.
  public func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    let tokens = input.tokens
    let layout = input.assetCatalogLayout
    var files: [EmittedFile] = []
    files.reserveCapacity(1 + layout.folders.count + layout.colorSets.count)
    files.append(EmittedFile(path: "Contents.json", contents: ColorSetDocument.catalog))
    // Tokens are read in place: copying a whole token to read two fields costs more than its file.
    tokens.tokens.withUnsafeBufferPointer { tokens in
      for folder in layout.folders {
        let first = tokens[layout.colorSets[folder.firstColorSet].token].location
        files.append(EmittedFile(path: folder.path + "/Contents.json", contents: ColorSetDocument.group, origin: first))
      }
      for colorSet in layout.colorSets {
        guard case .color(let color) = tokens[colorSet.token].value else { continue }
        files.append(
          EmittedFile(
            path: colorSet.name + ".colorset/Contents.json", contents: ColorSetDocument.colorSet(color.values),
            origin: tokens[colorSet.token].location))
      }
    }
    files.sort { $0.path < $1.path }
    return files
  }
}
