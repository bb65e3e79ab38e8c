import Testing

@testable import TokenCompiler

/// `TemplateHelperResults` finds exactly what it kept, whether a result went into a slot or,
/// past its budget or out of range, into its fallback table.
@Suite("Template helper results") struct TemplateHelperResultsTests {
  /// Random keeps and lookups, checked against a dictionary, with budgets from none to plenty.
  @Test(arguments: [0, 100, 5_000, 1 << 24])
  func findsWhatItKeptAndNothingElse(budget: Int) {
    var results = TemplateHelperResults(nodeCount: 2_000, budget: budget)
    var expected: [[Int]: Int] = [:]
    var generator = SystemRandomNumberGenerator()
    for round in 0..<6_000 {
      // Nodes (0 and up, some beyond the context), made values (-2 and down), and keys past the slots' limit.
      let reference = Int.random(in: -3_000...2_500, using: &generator)
      let key =
        round % 7 == 0 ? Int.random(in: 250..<300, using: &generator) : Int.random(in: 0..<12, using: &generator)
      #expect(results.result(reference, key) == expected[[reference, key]], "round \(round)")
      if expected[[reference, key]] == nil {
        // Results are references too: nodes, made values, and one that does not fit 32 bits.
        let result = round % 97 == 0 ? Int(Int32.max) + round : (round % 2 == 0 ? round : -2 - round)
        results.keep(result, reference, key)
        expected[[reference, key]] = result
      }
    }
    for (pair, result) in expected { #expect(results.result(pair[0], pair[1]) == result) }
    // Keys below 0 and references beyond 40 bits are never kept.
    results.keep(1, 5, -1)
    results.keep(2, Int.max, 0)
    #expect(results.result(5, -1) == nil && results.result(Int.max, 0) == nil)
  }

  /// A result kept for one value and helper is not found for its neighbours.
  @Test func neighboursStayApart() {
    var results = TemplateHelperResults(nodeCount: 10)
    results.keep(-7, 3, 1)
    results.keep(4, -2, 1)
    #expect(results.result(3, 1) == -7 && results.result(-2, 1) == 4)
    #expect(results.result(2, 1) == nil && results.result(4, 1) == nil && results.result(3, 0) == nil)
    #expect(results.result(3, 2) == nil && results.result(-3, 1) == nil && results.result(-2, 0) == nil)
  }
}
