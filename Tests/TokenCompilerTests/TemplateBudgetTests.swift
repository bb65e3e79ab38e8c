import Foundation
import Testing

@testable import TokenCompiler

/// Templates cannot run away: nested list sections stop at a budget of lookups and section
/// passes with a located error, and a normal template stays far inside it.
@Suite("templates: the rendering budget")
struct TemplateBudgetTests {
  static let nested =
    "{{#tokens}}{{#tokens}}{{#tokens}}{{#tokens}}{{path}}{{/tokens}}{{/tokens}}{{/tokens}}{{/tokens}}\n"

  @Test func nestedListSectionsStopAtTheBudget() throws {
    let outcome = try TemplateFixture.withFolder { folder in
      try TemplateFixture.write(Self.nested, to: folder.appendingPathComponent("t.mustache"))
      let compiled = compileYAML(TemplateFixture.tokens)
      let result = TemplateEmitter.render(
        folder.appendingPathComponent("t.mustache").path, requestedAt: nil,
        context: EmitInput(tokens: compiled.tokens).docsDocument,
        vocabulary: TemplateNames(in: EmitInput(tokens: compiled.tokens).docsDocument), lookupBudget: 1_000)
      return (
        result.text, rendered(result.diagnostics).map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
      )
    }
    #expect(outcome.0 == nil)
    let message = try #require(outcome.1.first)
    #expect(message.hasPrefix("t.mustache:1:47: error: rendering '"))
    #expect(
      message.hasSuffix(
        "t.mustache' stopped after 1000 lookups and section passes, far more than its output needs; sections over "
          + "lists multiply (a {{#tokens}} inside a {{#tokens}} renders every token once per token) [template/budget]"))
  }

  @Test func theBudgetScalesWithTheTokens() {
    #expect(TemplateEmitter.lookupBudget(tokens: 100) == 2_000_000)
    #expect(TemplateEmitter.lookupBudget(tokens: 100_000) == 20_000_000)
    // The same nested template on the fixture's 7 tokens (2,401 paths) is within the default budget.
    let outcome = try? TemplateFixture.render(Self.nested)
    #expect(outcome?.diagnostics == [])
    #expect(outcome?.text?.isEmpty == false)
  }
}
