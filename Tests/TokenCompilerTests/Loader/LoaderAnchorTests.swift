import Testing

@testable import TokenCompiler

@Suite("Load stage: anchors, aliases, merge keys and their budgets")
struct LoaderAnchorTests {
  @Test func anchorsAliasesAndMergeKeysWork() throws {
    let (root, diagnostics) = loadYAML(
      """
      base: &base
        $type: dimension
        sm: 4
        md: 8
      spacing:
        <<: *base
        md: 10
        lg: 16
      copy: *base
      list: [&four 4, *four]
      """)
    #expect(diagnostics.isEmpty)
    let node = try #require(root)
    let spacing = try #require(node["spacing"]?.entries)
    #expect(spacing.map(\.key.text) == ["md", "lg", "$type", "sm"])
    #expect(node["spacing"]?["md"]?.scalar?.text == "10")
    #expect(node["spacing"]?["sm"]?.scalar?.text == "4")
    #expect(node["copy"] == node["base"])
    #expect(node["list"]?.items?.compactMap(\.scalar?.text) == ["4", "4"])
  }

  @Test func mergeKeyAcceptsAListOfMappings() throws {
    let (root, diagnostics) = loadYAML(
      """
      a: &a {x: 1, y: 1}
      b: &b {y: 2, z: 2}
      c:
        <<: [*a, *b]
      """)
    #expect(diagnostics.isEmpty)
    let c = try #require(root?["c"])
    #expect(c.entries?.map(\.key.text) == ["x", "y", "z"])
    #expect(c["y"]?.scalar?.text == "1")
  }

  @Test func mergeKeyOfAScalarIsAnError() {
    let (root, diagnostics) = loadYAML("a: &a 1\nb:\n  <<: *a\n")
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:3:3: error: a '<<' merge key needs a mapping or a list of mappings [yaml/anchor]"
      ])
  }

  @Test func undefinedAliasIsAnError() {
    let (root, diagnostics) = loadYAML("a: 1\nb: *nope\n")
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:4: error: YAML alias '*nope' names no anchor '&nope' above it [yaml/anchor]"
      ])
  }

  @Test func aliasInsideItsOwnAnchorIsAnError() {
    let (root, diagnostics) = loadYAML("a: &a\n  b: *a\n")
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:6: error: YAML alias '*a' refers to a node that contains it [yaml/anchor]"
      ])
  }

  @Test func billionLaughsFailsOnceTheExpansionBudgetIsSpent() {
    var lines = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1...20 {
      let previous = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
      lines.append("l\(level): &l\(level) [\(previous)]")
    }
    let (root, diagnostics) = loadYAML(lines.joined(separator: "\n") + "\n")
    #expect(root == nil)
    // l1 adds 9 × 10 nodes, l2 9 × 91, l3 9 × 820: 8,289 in all; l4's first alias (7,381 more) passes 10,000.
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:5:10: error: YAML aliases in this file expand to more than 10000 nodes; "
          + "refer to tokens with '{group.token}' aliases instead of '*anchors' [yaml/anchor]"
      ])
  }

  @Test func aliasBudgetIsConfigurable() {
    let text = "a: &a [1, 2, 3]\nb: *a\nc: *a\n"
    #expect(loadYAML(text, aliasBudget: 8).diagnostics.isEmpty)
    let (root, diagnostics) = loadYAML(text, aliasBudget: 7)
    #expect(root == nil)
    #expect(diagnostics.map(\.location?.description) == ["tokens.yaml:3:4"])
    #expect(diagnostics.map(\.ruleID) == [.yamlAnchor])
  }

  @Test func aliasesMayNotRepeatMoreThanTheByteBudget() {
    // A 100 KB description aliased 90 times: 90 nodes, but 9 MB of text in every output.
    let description = String(repeating: "x", count: 100_000)
    var text = "d: &d \"\(description)\"\n"
    for index in 0..<90 { text += "t\(index): *d\n" }
    let (root, diagnostics) = loadYAML(text)
    #expect(root == nil)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:85:6: error: YAML aliases in this file repeat more than 8 MB of text; "
          + "refer to tokens with '{group.token}' aliases instead of '*anchors' [yaml/anchor]"
      ])
    // Within the budget it loads.
    #expect(loadYAML("d: &d \"\(description)\"\nt: *d\n").diagnostics.isEmpty)
  }
}
