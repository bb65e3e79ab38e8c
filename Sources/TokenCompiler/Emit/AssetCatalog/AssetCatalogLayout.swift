/// Where each color token goes in the asset catalog: a folder per group, each providing a
/// namespace, and a `.colorset` per color token.
///
/// Folder and color set names are the camel-case words of the token path's components
/// (`color/label/primary.colorset`), so the color's name in Xcode is `color/label/primary`.
/// Names that would clash in one folder (file systems may ignore case) get a number in path
/// order. The Swift emitter uses the same layout for `Color("name", bundle:)`.
///
/// The names are found in one walk down a tree of the paths' components, so each group is
/// named once and each token costs one lookup per component.
struct AssetCatalogLayout: Sendable {
  /// One color set.
  struct ColorSet: Sendable {
    /// The index of the color token in the set's ``ResolvedTokenSet/tokens``.
    var token: Int
    /// The color's name: its folders and its own name joined with `/` (`color/label/primary`).
    var name: String
  }

  /// One group folder.
  struct Folder: Sendable {
    /// The folder's path from the catalog's root (`color/label`).
    var path: String
    /// The first color set inside it (at any depth), in token order: its token is where a
    /// problem with the folder's path is reported.
    var firstColorSet: Int
  }

  /// Every color set, in token order.
  private(set) var colorSets: [ColorSet] = []
  /// Every group folder, in the order their first color sets come.
  private(set) var folders: [Folder] = []
  /// The index in ``colorSets`` of each color token's color set.
  private var colorSetByPath: [TokenPath: Int] = [:]

  /// Lays out every color token of `tokens`.
  init(_ tokens: ResolvedTokenSet) {
    let indices = tokens.indices(ofType: .color)
    colorSets.reserveCapacity(indices.count)
    colorSetByPath.reserveCapacity(indices.count)
    var tree = NameTree()
    // Paths are read in place: copying a whole token to read its path costs more than naming it.
    let paths = tokens.tokens.withUnsafeBufferPointer { buffer in indices.map { buffer[$0].path } }
    for (index, path) in zip(indices, paths) {
      let placed = tree.place(path.components, colorSet: colorSets.count)
      for folder in placed.newFolders {
        folders.append(Folder(path: tree.nodes[folder].name, firstColorSet: colorSets.count))
      }
      if colorSetByPath[path] == nil { colorSetByPath[path] = colorSets.count }
      colorSets.append(ColorSet(token: index, name: tree.nodes[placed.node].name))
    }
  }

  /// The color's name in Xcode and in `Color("name", bundle:)`: its folders joined with `/`.
  func assetName(for path: TokenPath) -> String? {
    colorSetByPath[path].map { colorSets[$0].name }
  }
}

/// The names given so far: one node per group and token path, each holding its children by
/// component and the lowercased names taken in its folder.
private struct NameTree {
  /// One named path.
  struct Node {
    /// The names from the root joined with `/`; empty for the root.
    var name: String
    /// The node of each child component.
    var children: [String: Int] = [:]
    /// The lowercased names of the children, which must differ (file systems may ignore case).
    var taken: Set<String> = []
    /// Whether a folder was made for it.
    var isFolder = false
  }

  /// The nodes; the first is the catalog's root.
  private(set) var nodes = [Node(name: "")]

  /// The node of a token path (named the first time it is seen, as are its groups), and the
  /// nodes that became folders for it, outermost first.
  mutating func place(_ components: [String], colorSet: Int) -> (node: Int, newFolders: [Int]) {
    var node = 0
    var newFolders: [Int] = []
    for (position, component) in components.enumerated() {
      if position > 0, !nodes[node].isFolder {
        nodes[node].isFolder = true
        newFolders.append(node)
      }
      if let child = nodes[node].children[component] {
        node = child
      } else {
        node = add(component, to: node)
      }
    }
    return (node, newFolders)
  }

  /// Names `component` inside the folder of `parent`, numbering it past names already taken there.
  private mutating func add(_ component: String, to parent: Int) -> Int {
    let words = Naming.words(in: component)
    var name = Naming.camelCase(words)
    var number = 2
    while nodes[parent].taken.contains(name.lowercased()) {
      name = Naming.camelCase(words + [String(number)])
      number += 1
    }
    nodes[parent].taken.insert(name.lowercased())
    let index = nodes.count
    nodes[parent].children[component] = index
    nodes.append(Node(name: parent == 0 ? name : nodes[parent].name + "/" + name))
    return index
  }
}

extension EmitInput {
  /// The asset catalog layout of these tokens, built once and shared by the xcassets emitter (its
  /// folders) and the swift emitter (the names its colors load), like ``docs``.
  var assetCatalogLayout: AssetCatalogLayout {
    shared.assetCatalog.get { AssetCatalogLayout(tokens) }
  }
}
