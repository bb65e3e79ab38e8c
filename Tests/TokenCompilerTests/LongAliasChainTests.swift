import Testing

@testable import TokenCompiler

/// Alias chains cost linear time and memory: every token of a 20,000-hop chain resolves, the
/// rules find the token holding the value in constant time, and the docs list at most 32 hops
/// per token (no timing here: `make bench` and docs/performance.md measure).
@Suite("hostile input: long alias chains")
struct LongAliasChainTests {
  static let hops = 20_000

  /// `c0` is a color; `c1` aliases `c0`, … `cN` aliases `cN-1`.
  static var chain: String {
    var text = "c:\n  $type: color\n  c0: \"#0a84ff\"\n"
    for index in 1...hops { text += "  c\(index): \"{c.c\(index - 1)}\"\n" }
    return text
  }

  @Test func everyTokenOfALongChainResolvesAndTheDocsStayBounded() throws {
    let result = FixtureCompiler.compile(
      [SourceFile(path: "chain.yaml", text: Self.chain)],
      configuration: Configuration(emitters: [EmitterSetting(id: "json")]))
    #expect(!result.hasErrors, "\(rendered(result.diagnostics.filter { $0.severity == .error }))")
    let last = try #require(result.tokens[TokenPath(["c", "c\(Self.hops)"])])
    #expect(last.literalHolder == TokenPath(["c", "c0"]))
    #expect(ThemeFileTests.hex("c.c\(Self.hops)", result.tokens).first == "#0a84ff")
    // The docs list the first hops and the token holding the value.
    let entry = DocsModel.Token(last)
    #expect(entry.aliasChain.count == DocsModel.Token.aliasChainLimit)
    #expect(entry.aliasChain.first == TokenPath(["c", "c\(Self.hops - 1)"]))
    #expect(entry.aliasChain.last == TokenPath(["c", "c0"]))
    let docs = try #require(ScratchProject.file("json/tokens.docs.json", in: result))
    // At most 8 hops per token: about 1.5 KB per color token, not the quadratic gigabytes.
    #expect(docs.utf8.count < 2_000 * Self.hops)
  }
}

/// Thousands of unresolved aliases (a renamed group) are each reported, and the first ones
/// still get a suggestion; the searches stay within a linear budget.
@Suite("hostile input: many unresolved aliases")
struct ManyUnresolvedAliasesTests {
  @Test func everyUnresolvedAliasIsReportedAndTheFirstGetSuggestions() {
    var text = "palette:\n  $type: color\n"
    for index in 0..<5_000 { text += "  blue\(index): \"#0a84ff\"\n" }
    text += "semantic:\n  $type: color\n"
    for index in 0..<5_000 { text += "  s\(index): \"{pallete.blue\(index)}\"\n" }
    let (tokens, diagnostics) = compileYAML(text)
    let unresolved = diagnostics.filter { $0.ruleID == .aliasUnresolved }
    #expect(unresolved.count == 5_000)
    #expect(tokens.tokens.count == 5_000)
    #expect(
      rendered([unresolved[0]]) == [
        "tokens.yaml:5005:7: error: '{pallete.blue0}' does not name a token; did you mean '{palette.blue0}'? "
          + "[alias/unresolved]"
      ])
  }
}
