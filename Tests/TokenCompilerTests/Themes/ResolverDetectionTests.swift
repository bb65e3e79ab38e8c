import Foundation
import Testing

@testable import TokenCompiler

/// A resolver document is known by its content, whatever its name: listed under `inputs:`, or
/// found in an input folder (Open Props' resolver renamed `resolver.json`, Terrazzo's as `themes.yml`).
@Suite("themes: resolvers known by their content")
struct ResolverDetectionTests {
  /// The resolver of ``ResolverDocumentTests`` at `name` instead of `system.resolver.yaml`.
  static func project(named name: String, config: String?) throws -> ScratchProject {
    try ScratchProject(
      [
        "tokens/palette.yaml": ResolverDocumentTests.palette,
        "tokens/day.yaml": "bg:\n  $type: color\n  $value: \"{gray.100}\"\n",
        "tokens/night.yaml": "bg:\n  $type: color\n  $value: \"{gray.900}\"\n",
        "tokens/\(name)": ResolverDocumentTests.themeResolver,
      ].merging(config.map { ["tokenc.yaml": $0] } ?? [:]) { _, new in new })
  }

  @Test(arguments: ["themes.yml", "resolver.json"])
  func aResolverListedUnderInputsIsReadAsOne(name: String) throws {
    let project = try Self.project(named: name, config: "inputs: [tokens/\(name)]\n")
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(project.rendered(result.diagnostics) == [])
    #expect(ThemeFileTests.hex("bg", result.tokens) == ["#eeeeee", "#111111", "#eeeeee", "#111111"])
  }

  @Test func aResolverFoundInAFolderIsReadAsOne() throws {
    let project = try Self.project(named: "themes.yml", config: nil)
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(project.rendered(result.diagnostics) == [])
    #expect(ThemeFileTests.hex("bg", result.tokens) == ["#eeeeee", "#111111", "#eeeeee", "#111111"])
  }

  @Test(.enabled(if: InteropFiles.available, "../shared/interop is missing beside the clone"))
  func openPropsResolverRenamedIsStillAResolver() throws {
    let text = try String(contentsOfFile: InteropFiles.folder + "/open-props/open-props.resolver.json", encoding: .utf8)
    let project = try ScratchProject(["op/resolver.json": text, "tokenc.yaml": "inputs: [op/resolver.json]\n"])
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(!result.hasErrors, "\(project.rendered(result.diagnostics.filter { $0.severity == .error }).prefix(3))")
    #expect(result.tokens.tokens.count > 200)
  }

  @Test func theResolverSchemaAloneIsEnough() {
    let file = SourceFile(
      path: "modes.json", text: "{\"$schema\": \"https://www.designtokens.org/schemas/2025.10/resolver.json\"}")
    #expect(ResolverSniffer.isResolver(file))
    // A token that mentions the word in a description is still a token file.
    let tokens = SourceFile(
      path: "a.json",
      text: "{\"resolutionOrder\": {\"$type\": \"number\", \"$value\": 1, \"$description\": \"resolver\"}}")
    #expect(!ResolverSniffer.isResolver(tokens))
  }

  @Test func aJSON5FileListedUnderInputsIsReportedNotParsed() throws {
    let project = try ScratchProject([
      "tokens.json5": "{a: {$type: 'number', $value: 1}}", "tokenc.yaml": "inputs: [tokens.json5]\n",
    ])
    defer { project.remove() }
    let result = project.compile(emit: false)
    let messages = project.rendered(result.diagnostics)
    #expect(messages.contains { $0.contains("is a JSON5 file, which tokenc does not read") })
    #expect(!result.hasErrors)
  }
}
