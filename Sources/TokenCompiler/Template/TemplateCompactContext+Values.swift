extension TemplateCompactContext.Builder {
  typealias Node = TemplateCompactContext.Node
  typealias Child = TemplateCompactContext.Child

  /// Adds a text node; its number.
  mutating func addString(_ value: String) -> Int32 {
    storage.strings.append(value)
    return add(Node(payload: UInt32(storage.strings.count - 1), count: 0, kind: .string))
  }

  /// Adds a number node; its number.
  mutating func addNumber(_ value: Double) -> Int32 {
    storage.numbers.append(value)
    return add(Node(payload: UInt32(storage.numbers.count - 1), count: 0, kind: .number))
  }

  /// Adds a container whose children `members` appends (each after its value was added); its number.
  mutating func addContainer(_ kind: TemplateCompactContext.Kind, _ members: (inout [Child]) -> Void) -> Int32 {
    let start = storage.children.count
    members(&storage.children)
    return add(Node(payload: UInt32(start), count: Int32(storage.children.count - start), kind: kind))
  }

  /// Adds a list of texts; its number.
  mutating func addList(_ texts: some Sequence<String>) -> Int32 {
    let first = Int32(storage.nodes.count)
    for text in texts { _ = addString(text) }
    let last = Int32(storage.nodes.count)
    return addContainer(.array) { children in
      for node in first..<last { children.append(Child(key: -1, node: node)) }
    }
  }

  /// Adds `{column, file, line}`; its number. Tokens of one file share its text node.
  mutating func addSource(_ location: SourceLocation, _ shared: Shared) -> Int32 {
    let column = addNumber(Double(location.column))
    let path = location.file
    let file: Int32
    if let last = shared.lastFile, last.file == path {
      file = last.node
    } else {
      file = addString(path)
      shared.lastFile = (path, file)
    }
    let line = addNumber(Double(location.line))
    return addContainer(.object) { children in
      children.append(Child(key: shared.column, node: column))
      children.append(Child(key: shared.file, node: file))
      children.append(Child(key: shared.line, node: line))
    }
  }

  /// The text node of `type`'s name, one per type.
  mutating func addType(_ type: TokenType, _ shared: Shared) -> Int32 {
    if let known = shared.types.first(where: { $0.type == type }) { return known.node }
    let node = addString(type.rawValue)
    shared.types.append((type, node))
    return node
  }

  /// Adds a color token's value as ``DocsModel/Colors/write(to:caches:)`` writes it, each color
  /// equal to an earlier one of the same token written once, and each other color of the
  /// model's numbered once per build (as that writer's cache shares them); its number.
  mutating func addColors(_ colors: DocsModel.Colors, _ shared: Shared) -> Int32 {
    let order = Appearance.sortedByName
    for index in order.indices {
      let color = colors.appearances[order[index]]
      if let equal = order[..<index].firstIndex(where: { colors.appearances[$0] == color }) {
        shared.colorNodes[index] = shared.colorNodes[equal]
      } else {
        shared.colorNodes[index] = numberedColor(color, shared)
      }
    }
    let appearances = addContainer(.object) { children in
      for index in order.indices {
        children.append(Child(key: shared.appearanceKeys[index], node: shared.colorNodes[index]))
      }
    }
    let explicit = addExplicitList(colors.explicit, shared)
    return addContainer(.object) { children in
      children.append(Child(key: shared.appearances, node: appearances))
      children.append(Child(key: shared.explicitAppearances, node: explicit))
    }
  }

  /// The list of the names of `appearances`, in `Appearance.allCases` order, one per set.
  private mutating func addExplicitList(_ appearances: Set<Appearance>, _ shared: Shared) -> Int32 {
    let all = Appearance.allCases
    var set = 0
    for appearance in appearances { set |= 1 << (all.firstIndex(of: appearance) ?? 0) }
    if let known = shared.explicitLists[set] { return known }
    if shared.appearanceNames.isEmpty { shared.appearanceNames = all.map { addString($0.rawValue) } }
    let node = addContainer(.array) { children in
      for index in all.indices where set & 1 << index != 0 {
        children.append(Child(key: -1, node: shared.appearanceNames[index]))
      }
    }
    shared.explicitLists[set] = node
    return node
  }

  /// The node of `color`: the one made for its number (``DocsModel/Color/id``, the same for
  /// colors of the same space and bits), made now if it is the first; a color without a number
  /// gets a node of its own.
  private mutating func numberedColor(_ color: DocsModel.Color, _ shared: Shared) -> Int32 {
    guard color.id >= 0 else { return addColor(color, shared) }
    if color.id < shared.colorsByID.count, shared.colorsByID[color.id] >= 0 { return shared.colorsByID[color.id] }
    let node = addColor(color, shared)
    if color.id >= shared.colorsByID.count {
      shared.colorsByID.append(contentsOf: repeatElement(-1, count: color.id + 1 - shared.colorsByID.count))
    }
    shared.colorsByID[color.id] = node
    return node
  }

  /// Adds one color as ``DTCGWrite/color(_:hex:inSRGBGamut:to:)`` writes it, with the sRGB color
  /// helpers format (as ``findColor(_:)`` works it out from those members); its number.
  private mutating func addColor(_ color: DocsModel.Color, _ shared: Shared) -> Int32 {
    let value = color.color
    let alpha = addNumber(value.alpha)
    let space: Int32
    if let known = shared.spaces.first(where: { $0.space == value.space }) {
      space = known.node
    } else {
      space = addString(value.space.rawValue)
      shared.spaces.append((value.space, space))
    }
    let red = addNumber(value.red)
    _ = (addNumber(value.green), addNumber(value.blue))
    let components = addContainer(.array) { children in
      for node in red..<red + 3 { children.append(Child(key: -1, node: node)) }
    }
    let hex = addString(color.hex)
    let node = addContainer(.object) { children in
      children.append(Child(key: shared.alpha, node: alpha))
      children.append(Child(key: shared.colorSpace, node: space))
      children.append(Child(key: shared.components, node: components))
      children.append(Child(key: shared.hex, node: hex))
      children.append(Child(key: shared.inSRGBGamut, node: color.inSRGBGamut ? 2 : 1))
    }
    colors.set(
      ColorValue(
        space: value.space, red: value.red, green: value.green, blue: value.blue, alpha: value.alpha
      ).srgbFallback, for: node)
    return node
  }
}
