import Foundation
import Testing

@testable import TokenCompiler

/// The context the docs model builds shares each numbered color's node between the tokens that
/// have it (``TemplateCompactContext/Builder/addColors(_:_:)``); renders from it write exactly
/// what they write from a context built from the JSON, where no color is shared.
@Suite("Template shared colors")
struct TemplateSharedColorTests {
  /// The example templates and one that formats every appearance of every color token.
  static let templates = [
    "templates/android/colors.xml.mustache", "templates/android/colors-night.xml.mustache",
    "templates/tailwind/theme.css.mustache",
  ]

  /// A template writing each color token's appearances in every color format, and the name of
  /// each token as every naming helper makes it.
  static let everyFormat = """
    {{#byType(tokens)}}
    {{#color}}
    {{ kebabCase(path) }} {{ snakeCase(name) }} {{ camelCase(path) }} {{ pascalCase(dropGroup(path)) }}
    {{#value.appearances}}
    {{ hex(light) }} {{ argb(dark) }} {{ rgba(lightHighContrast) }} {{ hex(darkHighContrast) }}
    {{/value.appearances}}
    {{/color}}
    {{/byType(tokens)}}

    """

  @Test(arguments: [
    "tokens", "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites",
  ])
  func rendersFromTheSharedContextWriteWhatTheJSONContextWrites(folder: String) throws {
    let result = FixtureCompiler.compile(folder)
    let input = Compiler(configuration: Configuration()).pipeline.emitInput(for: result)
    let shared = input.templateContext
    let unshared = TemplateCompactContext(input.docsDocument)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shared-colors-\(UUID().uuidString).mustache")
    try Self.everyFormat.write(to: scratch, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for path in Self.templates + [scratch.path] {
      let fromModel = TemplateEmitter.render(
        path, requestedAt: nil, context: shared, vocabulary: TemplateNames(context: shared))
      let fromJSON = TemplateEmitter.render(
        path, requestedAt: nil, context: unshared, vocabulary: TemplateNames(context: unshared))
      #expect(fromModel.diagnostics.isEmpty, "\(path): \(fromModel.diagnostics)")
      #expect(fromModel.text != nil && fromModel.text == fromJSON.text, "\(path)")
    }
  }

  @Test func anAliasSharesItsTargetsColorNode() throws {
    let result = FixtureCompiler.compile("tokens")
    let input = Compiler(configuration: Configuration()).pipeline.emitInput(for: result)
    let context = input.templateContext
    let storage = context.storage
    // The node of `value.appearances.<appearance>` of each color token, by the color's JSON.
    var nodes: [JSONValue: Set<Int>] = [:]
    for node in storage.nodes.indices where storage.nodes[node].kind == .token {
      guard let value = storage.keyIDs["value"].flatMap({ storage.member(node, key: $0) }),
        let appearances = storage.keyIDs["appearances"].flatMap({ storage.member(value, key: $0) })
      else { continue }
      for color in storage.elements(appearances) { nodes[storage.json(color), default: []].insert(color) }
    }
    #expect(nodes.count > 10)
    #expect(nodes.values.allSatisfy { $0.count == 1 }, "an equal color has several nodes")
  }
}
