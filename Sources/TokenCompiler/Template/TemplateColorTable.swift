/// The sRGB color of each object of a context that describes one (see
/// ``TemplateHelpers/colorValue(_:)``), by node: the nodes in increasing order, as the builder
/// numbers them while it adds them, each with its color.
///
/// A render formats colors in the order the context numbers them, so it finds each near the
/// one it found before (``index(of:near:)``), without hashing the node as a dictionary did.
struct TemplateColorTable: Sendable {
  /// The nodes that describe a color, in increasing order.
  private(set) var nodes: [Int32] = []
  /// The color of each of ``nodes``.
  private(set) var colors: [ColorValue] = []

  /// How far past the hint ``index(of:near:)`` looks before it searches.
  private static let reach = 8

  /// An empty table.
  init() {}

  /// Whether no node describes a color.
  var isEmpty: Bool { nodes.isEmpty }

  /// Every node with its color, in node order.
  var pairs: Zip2Sequence<[Int32], [ColorValue]> { zip(nodes, colors) }

  /// Makes room for `count` colors.
  mutating func reserveCapacity(_ count: Int) {
    nodes.reserveCapacity(count)
    colors.reserveCapacity(count)
  }

  /// Sets the color of `node`, which is the last node given or comes after every one given.
  mutating func set(_ color: ColorValue, for node: Int32) {
    if let last = nodes.last, last == node {
      colors[colors.count - 1] = color
      return
    }
    precondition(nodes.last.map { $0 < node } ?? true, "colors are added in node order")
    nodes.append(node)
    colors.append(color)
  }

  /// The color of `node`, if it describes one.
  subscript(node: Int32) -> ColorValue? { index(of: node, near: 0).map { colors[$0] } }

  /// The position of `node` in ``nodes``, if it is there: looked for from `hint` on for a few
  /// places, then by halving.
  func index(of node: Int32, near hint: Int) -> Int? {
    var position = max(0, hint)
    let end = min(nodes.count, position + Self.reach)
    while position < end {
      let found = nodes[position]
      if found == node { return position }
      if found > node { break }
      position += 1
    }
    var (low, high) = (0, nodes.count)
    while low < high {
      let middle = (low + high) / 2
      if nodes[middle] < node { low = middle + 1 } else { high = middle }
    }
    return low < nodes.count && nodes[low] == node ? low : nil
  }
}
