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
  /// The names given, by path: what ``assetName(for:)`` looks paths up in.
  private var tree = NameTree()

  /// Lays out every color token of `tokens`.
  init(_ tokens: ResolvedTokenSet) {
    let indices = tokens.indices(ofType: .color)
    colorSets.reserveCapacity(indices.count)
    // Paths are read in place: copying a whole token to read its path costs more than naming it.
    var newFolders: [Int] = []
    tokens.tokens.withUnsafeBufferPointer { buffer in
      for index in indices {
        newFolders.removeAll(keepingCapacity: true)
        let node = tree.place(buffer[index].path.components, colorSet: colorSets.count, newFolders: &newFolders)
        for folder in newFolders {
          folders.append(Folder(path: tree.nodes[folder].name, firstColorSet: colorSets.count))
        }
        colorSets.append(ColorSet(token: index, name: tree.nodes[node].name))
      }
    }
  }

  /// The color's name in Xcode and in `Color("name", bundle:)`: its folders joined with `/`.
  func assetName(for path: TokenPath) -> String? {
    var node = 0
    for component in path.components {
      guard let child = tree.nodes[node].children[component] else { return nil }
      node = child
    }
    return tree.nodes[node].colorSet.map { colorSets[$0].name }
  }

  /// ``assetName(for:)`` of the token at `index` in the set's tokens, found without hashing its
  /// path: color sets are in token order, and tokens with the same path have the same name.
  func assetName(forToken index: Int) -> String? {
    var low = 0
    var high = colorSets.count
    while low < high {
      let middle = (low + high) / 2
      if colorSets[middle].token < index { low = middle + 1 } else { high = middle }
    }
    return low < colorSets.count && colorSets[low].token == index ? colorSets[low].name : nil
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
    /// The first color set at this path, if any.
    var colorSet: Int?
  }

  /// The nodes; the first is the catalog's root.
  private(set) var nodes = [Node(name: "")]

  /// Places color set `colorSet` at a token path and returns its node (named the first time it is
  /// seen, as are its groups); appends to `newFolders` each node that became a folder for it,
  /// outermost first.
  mutating func place(_ components: [String], colorSet: Int, newFolders: inout [Int]) -> Int {
    var node = 0
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
    if nodes[node].colorSet == nil { nodes[node].colorSet = colorSet }
    return node
  }

  /// Names `component` inside the folder of `parent`, numbering it past names already taken there.
  private mutating func add(_ component: String, to parent: Int) -> Int {
    let name = Self.name(component, taken: &nodes[parent].taken)
    let index = nodes.count
    nodes[parent].children[component] = index
    nodes.append(Node(name: parent == 0 ? name : nodes[parent].name + "/" + name))
    return index
  }

  /// The camel-case words of `component`, with a number appended while its lowercased form is in
  /// `taken`, which then holds it. A name of lowercase ASCII letters and digits is one word already.
  private static func name(_ component: String, taken: inout Set<String>) -> String {
    let simple =
      !component.isEmpty && component.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
    if simple, taken.insert(component).inserted { return component }
    let words = simple ? [component] : Naming.words(in: component)
    var name = Naming.camelCase(words)
    var number = 2
    while taken.contains(name.lowercased()) {
      name = Naming.camelCase(words + [String(number)])
      number += 1
    }
    taken.insert(name.lowercased())
    return name
  }
}

extension EmitInput {
  /// The asset catalog layout of these tokens, built once and shared by the xcassets emitter (its
  /// folders) and the swift emitter (the names its colors load), like ``docs``.
  var assetCatalogLayout: AssetCatalogLayout {
    shared.assetCatalog.get { AssetCatalogLayout(tokens) }
  }
}
