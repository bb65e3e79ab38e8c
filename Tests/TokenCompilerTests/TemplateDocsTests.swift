import Foundation
import Testing

@testable import TokenCompiler

/// docs/templates.md: every helper example renders what the page says, and every helper is documented.
@Suite("Template docs")
struct TemplateDocsTests {
  /// One row of the helper table: helper, token path (or "(root)"), template and output.
  struct Example: Sendable, CustomTestStringConvertible {
    var helper: String
    var token: String
    var template: String
    var output: String
    var testDescription: String { "\(helper) \(template)" }
  }

  static let page =
    (try? String(
      contentsOf: FixtureCompiler.packageRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8)) ?? ""

  /// The rows between `<!-- helper-examples -->` and `<!-- /helper-examples -->`.
  static let examples: [Example] = {
    guard let start = page.range(of: "<!-- helper-examples -->"), let end = page.range(of: "<!-- /helper-examples -->")
    else { return [] }
    return page[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2).compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 4 else { return nil }
      func code(_ cell: String) -> String { cell.hasPrefix("`") ? String(cell.dropFirst().dropLast()) : cell }
      return Example(helper: code(cells[0]), token: code(cells[1]), template: code(cells[2]), output: code(cells[3]))
    }
  }()

  /// The context of the sample design system in `tokens/`.
  static let context: JSONValue = {
    let compiler = Compiler(configuration: Configuration(emitters: []))
    let result = compiler.validate(CompilerInputs(sources: FixtureCompiler.sources("tokens")))
    return TemplateContext.build(result, compiler: compiler)
  }()

  @Test(arguments: examples)
  func exampleRendersAsDocumented(_ example: Example) throws {
    let scope =
      example.token == "(root)"
      ? Self.context : Self.context["tokens"]?.array?.first { $0["path"]?.string == example.token }
    let root = try #require(scope, "no token \(example.token) in tokens/")
    try TemplateFixture.withFolder { folder in
      let path = folder.appendingPathComponent("example.mustache")
      try TemplateFixture.write(example.template, to: path)
      let result = TemplateEmitter.render(
        path.path, requestedAt: nil, context: root, vocabulary: TemplateNames(in: Self.context))
      #expect(rendered(result.diagnostics) == [])
      #expect(result.text == example.output)
    }
  }

  @Test func everyHelperHasAnExample() {
    #expect(Self.examples.count > 20)
    let documented = Set(Self.examples.map(\.helper))
    #expect(TemplateHelpers.names.filter { !documented.contains($0) } == [])
    #expect(TemplateHelpers.positionHelpers.filter { Self.page.contains("`\($0)()`") == false } == [])
  }

  @Test func everyRuleIsDocumentedAndExplained() {
    for rule in TemplateDiagnostics.explanations.keys {
      #expect(Self.page.contains("`\(rule)`"), "\(rule)")
    }
    #expect(TemplateDiagnostics.explanations.count == 7)
  }
}
