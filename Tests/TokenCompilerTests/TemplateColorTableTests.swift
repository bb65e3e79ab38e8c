import Testing

@testable import TokenCompiler

/// `TemplateColorTable` finds each node's color from any hint, and nothing for other nodes.
@Suite("Template color table") struct TemplateColorTableTests {
  /// Nodes added in increasing order with gaps, looked up from every kind of hint.
  @Test func findsEachColorFromAnyHint() {
    var table = TemplateColorTable()
    var expected: [Int32: ColorValue] = [:]
    var node: Int32 = 0
    for step in 0..<300 {
      node += Int32.random(in: 1...20)
      let color = ColorValue(space: .srgb, red: Double(step) / 300, green: 0.5, blue: 0.25, alpha: 1)
      table.set(color, for: node)
      expected[node] = color
    }
    // The last node given again takes its new color, as a dictionary would.
    let recolored = ColorValue(space: .srgb, red: 1, green: 1, blue: 1, alpha: 0.5)
    table.set(recolored, for: node)
    expected[node] = recolored
    #expect(table.pairs.map(\.0) == expected.keys.sorted())
    for probe in -1...(node + 3) {
      let hint = Int.random(in: -2...(table.nodes.count + 2))
      let index = table.index(of: probe, near: hint)
      #expect(index.map { table.colors[$0] } == expected[probe], "node \(probe) from \(hint)")
      #expect(index.map { table.nodes[$0] } == (expected[probe] == nil ? nil : probe))
      #expect(table[probe] == expected[probe])
    }
    #expect(TemplateColorTable().isEmpty && TemplateColorTable()[0] == nil && !table.isEmpty)
  }
}
