import Testing

@testable import TokenCompiler

/// The resolve stage resolves large documents level by level on every core
/// (``ResolveLevels``): the tokens, values and diagnostics must be those of one token after
/// the other, in the same order.
@Suite("Resolve stage: levels on every core")
struct ResolveLevelsTests {
  /// Blocks of tokens on three levels, enough of them that each level is cut into chunks:
  /// a literal, an alias to it, type mismatches on levels 1 and 2, a token behind a mismatch
  /// (skipped without a message) and an alias to a missing name.
  static func blocks(_ count: Int) -> String {
    (0..<count).map { index in
      """
      b\(index):
        base: {$type: color, $value: "#0a84ff"}
        size: {$type: dimension, $value: "{b\(index).base}"}
        link: "{b\(index).base}"
        deep: {$type: dimension, $value: "{b\(index).link}"}
        after: "{b\(index).size}"
        lost: "{b\(index).gone}"

      """
    }.joined()
  }

  @Test func largeDocumentsResolveAsOneTokenAfterTheOtherWould() throws {
    let count = 300
    let (tokens, diagnostics) = compileYAML(Self.blocks(count))
    // Each block is 7 lines: its name, then base, size, link, deep, after, lost.
    let unresolved = (0..<count).map { index in
      "\(7 * index + 7): '{b\(index).gone}' does not name a token"
    }
    let mismatches = (0..<count).flatMap { index in
      [
        "\(7 * index + 3): 'b\(index).size' is a dimension (its $type), but '{b\(index).base}' is a color",
        "\(7 * index + 5): 'b\(index).deep' is a dimension (its $type), but '{b\(index).link}' is a color",
      ]
    }
    let found = diagnostics.map { diagnostic -> String in
      let message = diagnostic.message.split(separator: ";").first.map(String.init) ?? ""
      return "\(diagnostic.location?.line ?? 0): \(message)"
    }
    // Unknown names in token order, then the mismatches in dependency order, block by block
    // (not level by level).
    #expect(found == unresolved + mismatches)
    #expect(tokens.tokens.map(\.path.description) == (0..<count).flatMap { ["b\($0).base", "b\($0).link"] })
    for index in [0, count / 2, count - 1] {
      let link = try #require(tokens["b\(index).link"])
      #expect(link.color?.values.light.hex == "#0a84ff")
      #expect(link.aliasOf?.path == TokenPath(["b\(index)", "base"]))
      #expect(link.aliasChain == [TokenPath(["b\(index)", "base"])])
      #expect(link.location.line == 7 * index + 4)
    }
  }

  @Test func levelsPutEachTokenAfterEverythingItRefersTo() {
    // 0 ← 1 ← 2, 3 refers to nothing, 4 refers to 2 and 3.
    var graph = DependencyGraph(capacity: 5)
    for edges in [[], [0], [1], [], [2, 3]] {
      for target in edges { graph.addEdge(to: target) }
      graph.closeNode()
    }
    let levels = ResolveLevels(candidates: [0, 1, 2, 3, 4], graph: graph)
    #expect(levels.members == [0, 3, 1, 2, 4])
    #expect(levels.ends == [2, 3, 4, 5])
  }
}
