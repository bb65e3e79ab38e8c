/// Where each color token goes in the asset catalog: a folder per group, each providing a
/// namespace, and a `.colorset` per color token.
///
/// Folder and color set names are the camel-case words of the token path's components
/// (`color/label/primary.colorset`), so the color's name in Xcode is `color/label/primary`.
/// Names that would clash in one folder (file systems may ignore case) get a number in path
/// order. The Swift emitter uses the same layout for `Color("name", bundle:)`.
struct AssetCatalogLayout: Sendable {
  /// One color set: the token and the names of its folders, the last being the color set's.
  struct ColorSet: Sendable {
    /// The color token.
    var token: ResolvedToken
    /// The folder names from the catalog's root; the last is the color set's own name.
    var components: [String]
  }

  /// Every color set, in token path order.
  private(set) var colorSets: [ColorSet] = []
  /// Every group folder (as folder names from the root), sorted.
  private(set) var folders: [[String]] = []
  private var names: [TokenPath: [String]] = [:]

  /// Lays out every color token of `tokens`.
  init(_ tokens: ResolvedTokenSet) {
    var taken: [[String]: Set<String>] = [:]
    var assigned: [TokenPath: [String]] = [TokenPath([]): []]
    func place(_ path: TokenPath) -> [String] {
      if let known = assigned[path] { return known }
      let parent = place(path.parent)
      let words = Naming.words(in: path.name)
      var name = Naming.camelCase(words)
      var number = 2
      while taken[parent, default: []].contains(name.lowercased()) {
        name = Naming.camelCase(words + [String(number)])
        number += 1
      }
      taken[parent, default: []].insert(name.lowercased())
      assigned[path] = parent + [name]
      return parent + [name]
    }
    for token in tokens.tokens(ofType: .color) {
      let components = place(token.path)
      colorSets.append(ColorSet(token: token, components: components))
      names[token.path] = components
    }
    var folderSet = Set<[String]>()
    for colorSet in colorSets {
      for length in 1..<colorSet.components.count { folderSet.insert(Array(colorSet.components.prefix(length))) }
    }
    folders = folderSet.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The color's name in Xcode and in `Color("name", bundle:)`: its folders joined with `/`.
  func assetName(for path: TokenPath) -> String? {
    names[path]?.joined(separator: "/")
  }
}
