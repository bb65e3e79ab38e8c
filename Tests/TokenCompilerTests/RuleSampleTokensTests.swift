import Testing

@testable import TokenCompiler

/// The sample design system in `tokens/` passes the layout, type, motion and naming rules,
/// and shows the token-file markers they read.
@Suite("Rules: the sample tokens")
struct RuleSampleTokensTests {
  /// The rule ids of this group, plus the suppression check.
  static let ids = Set(RuleSupportTests.rules + [.suppressInvalid])

  @Test func theSampleTokensPassEveryRuleAtDefaultSeverity() {
    let result = FixtureCompiler.compile("tokens")
    #expect(rendered(result.diagnostics.filter { Self.ids.contains($0.ruleID) }) == [])
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
  }

  @Test func theOffByDefaultRulesPassTooExceptTheBrandDisplayStyle() throws {
    var diagnostics: [Diagnostic] = []
    let (root, _) = loadYAML(
      "rules:\n  radius/concentric: error\n  type/apple-ladder-drift: warning\n",
      path: "tokenc.yaml")
    let configuration = Configuration.parse(root, directory: ".", rules: .builtIn, diagnostics: &diagnostics)
    try #require(diagnostics.isEmpty)
    let result = FixtureCompiler.compile("tokens", configuration: configuration)
    // display names largeTitle but is a bigger brand face on purpose, so it drifts from Apple's table.
    #expect(
      result.diagnostics.filter { Self.ids.contains($0.ruleID) }.map { "\($0.ruleID) \($0.message)" } == [
        "type/apple-ladder-drift 'typography.display' names largeTitle but drifts from Apple's table by up to 14 pt "
          + "(84 pt line height at accessibility5; Apple: 70 pt) in 12 of 12 steps; at most 2 pt is allowed"
      ])
  }

  @Test func theSampleShowsTheMarkers() throws {
    let tokens = FixtureCompiler.compile("tokens").tokens
    let height = try #require(tokens["size.control.height"])
    #expect(height.tokenc.interactive?.value == true)
    for path in ["radius.card.inner", "radius.panel.inner"] {
      let nested = try #require(tokens[path]?.tokenc.nested, "\(path)")
      guard case .alias(let outer)? = nested.outer, case .alias(let padding)? = nested.padding else {
        Issue.record("\(path): outer and padding should be aliases")
        continue
      }
      #expect(outer.path == TokenPath(dotted: path).parent.appending("outer"))
      #expect(tokens[padding.path] != nil)
    }
  }

  @Test func breakingTheSampleIsCaught() throws {
    // The checks are live on the sample: make the card's padding 12 and the inner radius is no longer concentric.
    var sources = FixtureCompiler.sources("tokens")
    let index = try #require(sources.firstIndex { $0.path == "tokens/spacing.yaml" })
    let text = String(decoding: sources[index].bytes, as: UTF8.self)
    sources[index] = SourceFile(
      path: sources[index].path, text: text.replacingOccurrences(of: "$value: \"{spacing.xs}\"", with: "$value: 12"))
    var diagnostics: [Diagnostic] = []
    let (root, _) = loadYAML("rules:\n  radius/concentric: warning\n", path: "tokenc.yaml")
    let configuration = Configuration.parse(root, directory: ".", rules: .builtIn, diagnostics: &diagnostics)
    let result = FixtureCompiler.compile(sources, configuration: configuration)
    #expect(
      result.diagnostics.filter { $0.ruleID == "radius/concentric" }.map(\.message) == [
        "'radius.card.inner' is 8 pt, but nested in '{radius.card.outer}' (16 pt) with '{spacing.inset.card}' "
          + "(12 pt) of padding it should be 16 - 12 = 4 pt"
      ])
  }
}
