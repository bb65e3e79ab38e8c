extension TemplateCompactContext.Builder {
  /// The member names the token writer uses, numbered once per builder, and the values it
  /// shares between tokens (equal text and lists are one node: a node's number only tells
  /// renders which results they already worked out).
  final class Shared {
    /// The numbers of the token's members, in the order they are written (sorted by name).
    let alias, aliasChain, deprecated, description, name, path, pathComponents, source, type, value: Int32
    /// The numbers of `reason` (in `deprecated`) and of `column`, `file` and `line` (in `source`).
    let reason, column, file, line: Int32
    /// The numbers of a color value's members.
    let appearances, explicitAppearances: Int32
    /// The numbers of a color's members.
    let alpha, colorSpace, components, hex, inSRGBGamut: Int32
    /// The number of each appearance's name, in ``Appearance/sortedByName`` order.
    let appearanceKeys: [Int32]
    /// The text node of each appearance's name, in `Appearance.allCases` order.
    var appearanceNames: [Int32] = []
    /// The `explicitAppearances` list of each set of appearances (bit `n` for `Appearance.allCases[n]`).
    var explicitLists = [Int32?](repeating: nil, count: 1 << Appearance.allCases.count)
    /// The text node of the last type and color spaces written.
    var types: [(type: TokenType, node: Int32)] = []
    /// The text node of each color space written.
    var spaces: [(space: ColorSpace, node: Int32)] = []
    /// The text node of the last source file written (tokens come file by file).
    var lastFile: (file: String, node: Int32)?
    /// The node of each numbered color written (by ``DocsModel/Color/id``), -1 for none yet.
    var colorsByID: [Int32] = []
    /// The node of each appearance's color in the token being written, in ``Appearance/sortedByName`` order.
    var colorNodes = [Int32](repeating: 0, count: Appearance.allCases.count)

    /// Numbers the names in `builder`.
    init(_ builder: inout TemplateCompactContext.Builder) {
      (alias, aliasChain, deprecated) = (
        builder.keyID("alias"), builder.keyID("aliasChain"), builder.keyID("deprecated")
      )
      (description, name, path) = (builder.keyID("description"), builder.keyID("name"), builder.keyID("path"))
      (pathComponents, source, type) = (builder.keyID("pathComponents"), builder.keyID("source"), builder.keyID("type"))
      (value, reason, column) = (builder.keyID("value"), builder.keyID("reason"), builder.keyID("column"))
      (file, line, appearances) = (builder.keyID("file"), builder.keyID("line"), builder.keyID("appearances"))
      (explicitAppearances, alpha) = (builder.keyID("explicitAppearances"), builder.keyID("alpha"))
      (colorSpace, components, hex) = (builder.keyID("colorSpace"), builder.keyID("components"), builder.keyID("hex"))
      inSRGBGamut = builder.keyID("inSRGBGamut")
      appearanceKeys = Appearance.sortedByName.map { builder.keyID($0.rawValue) }
    }
  }

  /// Writes `token` as ``DocsModel/Token/write(to:caches:)`` writes it (the same members and
  /// values), without naming each member by its text: the members are added in place, and a
  /// color value (most tokens) is written here too, each equal color of the token once. Any
  /// other value is written by the model.
  mutating func writeToken(_ token: DocsModel.Token, caches: inout DocsModel.JSONCaches) {
    let shared = self.shared ?? Shared(&self)
    self.shared = shared
    let null = Int32(TemplateCompactContext.nullNode)
    let alias = token.alias.map { addString($0.aliasText) } ?? null
    let chain = addList(token.aliasChain.lazy.map(\.description))
    var deprecated = null
    if let deprecation = token.deprecation {
      let reason = deprecation.reason.map { addString($0) } ?? null
      deprecated = addContainer(.object) { $0.append(Child(key: shared.reason, node: reason)) }
    }
    let description = token.description.map { addString($0) } ?? null
    let name = addString(token.path.name)
    let path = addString(token.path.description)
    let components = addList(token.path.components)
    let source = addSource(token.source, shared)
    let type = addType(token.type, shared)
    let value: Int32
    if case .color(let colors) = token.value {
      value = addColors(colors, shared)
    } else {
      value = capture { token.value.write(to: &$0, caches: &caches) }
    }
    let node = addContainer(.token) { children in
      children.append(Child(key: shared.alias, node: alias))
      children.append(Child(key: shared.aliasChain, node: chain))
      children.append(Child(key: shared.deprecated, node: deprecated))
      children.append(Child(key: shared.description, node: description))
      children.append(Child(key: shared.name, node: name))
      children.append(Child(key: shared.path, node: path))
      children.append(Child(key: shared.pathComponents, node: components))
      children.append(Child(key: shared.source, node: source))
      children.append(Child(key: shared.type, node: type))
      children.append(Child(key: shared.value, node: value))
    }
    put(node)
  }

  /// The node of `value`, which `write` writes as the model does (into a list opened for it).
  mutating func capture(_ write: (inout Self) -> Void) -> Int32 {
    open()
    write(&self)
    depth -= 1
    let node = frames[depth].values.last ?? Int32(TemplateCompactContext.nullNode)
    frames[depth].values.removeAll(keepingCapacity: true)
    return node
  }
}
