/// The `xcassets` emitter: an Xcode asset catalog with one color set per color token.
///
/// Each color set has the four appearances (any, dark, high contrast, dark + high contrast)
/// in `srgb` or `display-p3`, components written as Xcode writes them (`"0.400"`), and every
/// group folder provides a namespace. JSON goes through ``JSONWriter`` in its Xcode style.
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
    let layout = AssetCatalogLayout(input.tokens)
    let writer = JSONWriter(style: .xcode)
    var files = [EmittedFile(path: "Contents.json", contents: writer.bytes(ColorSetDocument.catalog))]
    var firstColor: [[String]: SourceLocation] = [:]
    for colorSet in layout.colorSets {
      for length in 1..<colorSet.components.count where firstColor[Array(colorSet.components.prefix(length))] == nil {
        firstColor[Array(colorSet.components.prefix(length))] = colorSet.token.location
      }
    }
    for folder in layout.folders {
      files.append(
        EmittedFile(
          path: folder.joined(separator: "/") + "/Contents.json", contents: writer.bytes(ColorSetDocument.group),
          origin: firstColor[folder]))
    }
    for colorSet in layout.colorSets {
      guard case .color(let color) = colorSet.token.value else { continue }
      let folders = colorSet.components.dropLast().map { $0 + "/" }.joined()
      files.append(
        EmittedFile(
          path: folders + colorSet.components.last! + ".colorset/Contents.json",
          contents: writer.bytes(ColorSetDocument.colorSet(color.values)), origin: colorSet.token.location))
    }
    return files.sorted { $0.path < $1.path }
  }
}
