import Testing

@testable import TokenCompiler

/// The compact template context holds exactly the docs document: the same values and names,
/// the colors helpers read worked out as the helpers would, and messages that name the token
/// a shared value was reached through.
@Suite("Template compact context")
struct TemplateCompactContextTests {
  @Test(arguments: [
    "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites",
    "Tests/TokenCompilerTests/Fixtures/published", "Tests/TokenCompilerTests/Fixtures/injection",
    "Tests/TokenCompilerTests/Fixtures/hostile", "tokens",
  ])
  func theContextIsTheDocsDocument(folder: String) {
    let result = FixtureCompiler.compile(folder)
    let input = Compiler(configuration: Configuration()).pipeline.emitInput(for: result)
    let context = input.templateContext
    #expect(context.storage.json(context.root) == input.docsDocument, "the compact context differs from the JSON")
    let fromTree = TemplateCompactContext(input.docsDocument)
    #expect(fromTree.storage.json(fromTree.root) == input.docsDocument, "a context built from the JSON differs")
    #expect(TemplateNames(context: context).all == TemplateVocabulary.names(in: input.docsDocument))
    #expect(!context.colors.isEmpty)
    for (node, color) in context.colors.pairs {
      let json = context.storage.json(Int(node))
      #expect(TemplateHelpers.colorValue(json) == color, "color \(json)")
      for (name, format) in TemplateHelpers.colorFormats {
        let helped = try? TemplateHelpers.apply(name, to: json).get()
        #expect(helped == .string(format(color)), "\(name) of \(json)")
      }
    }
    // Every object that describes a color has it in the table.
    for node in context.storage.nodes.indices where context.storage.nodes[node].kind == .object {
      let json = context.storage.json(node)
      #expect(context.colors[Int32(node)] == TemplateHelpers.colorValue(json), "color of node \(node)")
    }
    var tokens = 0
    for node in context.storage.nodes.indices where context.storage.nodes[node].kind == .token {
      tokens += 1
      #expect(context.storage.tokenPath(node) == context.storage.json(node)["path"]?.string)
    }
    #expect(tokens == input.docs.tokens.count)
  }

  @Test func membersAreTheLastOfTheirName() {
    var builder = TemplateCompactContext.Builder()
    builder.beginObject()
    builder.key("a")
    builder.number(1)
    builder.key("b")
    builder.bool(true)
    builder.key("a")
    builder.string("x")
    builder.endObject()
    let context = TemplateCompactContext(builder: builder)
    #expect(context.storage.json(context.root) == .object(["a": "x", "b": true]))
    #expect(context.storage.keys(context.root) == ["a", "b"])
  }

  @Test func aSharedColorNamesTheTokenItWasReachedThrough() throws {
    // Both tokens have the same color, which the context stores once; the message must name
    // the token being rendered, not the first one that had the color.
    let tokens = """
      color:
        $type: color
        first: "#336699"
        second:
          $value: "#336699"
          $deprecated: true

      """
    let template = "{{#tokens}}{{#deprecated}}{{ px(value.appearances.light) }}{{/deprecated}}{{/tokens}}"
    let outcome = try TemplateFixture.render(template, tokens: tokens)
    #expect(outcome.text == nil)
    #expect(
      outcome.diagnostics == [
        "t.mustache:1:30: error: helper 'px' needs a dimension such as value, or a number of points such as "
          + "value.fontSize, not an object with alpha, colorSpace, components, hex, inSRGBGamut (token "
          + "color.second) [template/helper-argument]"
      ])
  }

  @Test func aMissOnASharedColorNamesItsToken() throws {
    let tokens =
      "color:\n  $type: color\n  first: \"#336699\"\n  second:\n    $value: \"#336699\"\n    $deprecated: true\n"
    let template = "{{#tokens}}{{#deprecated}}{{ value.appearances.light.points }}{{/deprecated}}{{/tokens}}"
    let outcome = try TemplateFixture.render(template, tokens: tokens)
    #expect(outcome.diagnostics.count == 1)
    #expect(outcome.diagnostics.first?.contains("(token color.second)") == true, "\(outcome.diagnostics)")
  }

  @Test func theResultCacheFindsWhatItKeptAndNothingElse() {
    var cache = TemplateResultCache(capacity: 4)
    var expected: [[Int]: Int] = [:]
    var generator = SystemRandomNumberGenerator()
    for round in 0..<5_000 {
      // References are node numbers (0 and up) and made values (-2 and down); keys are small.
      let reference = Int.random(in: -3_000...3_000, using: &generator)
      let key = Int.random(in: 0..<40, using: &generator)
      #expect(cache.result(reference, key) == expected[[reference, key]], "round \(round)")
      if expected[[reference, key]] == nil {
        cache.keep(round, reference, key)
        expected[[reference, key]] = round
      }
    }
    for (pair, result) in expected { #expect(cache.result(pair[0], pair[1]) == result) }
    #expect(cache.result(Int.max, 0) == nil)
    // Packed with a key, Int.max would wrap onto -1's word: references beyond 40 bits are never kept.
    var edges = TemplateResultCache(capacity: 4)
    edges.keep(7, -1, 0)
    #expect(edges.result(-1, 0) == 7 && edges.result(Int.max, 0) == nil)
    edges.keep(8, Int.min, 3)
    #expect(edges.result(Int.min, 3) == nil)
  }
}
