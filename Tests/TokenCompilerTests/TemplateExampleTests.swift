import Foundation
import Testing

@testable import TokenCompiler

/// The examples in `templates/`, as the repository's own `tokenc.yaml` builds them into `generated/`.
@Suite("Template examples")
struct TemplateExampleTests {
  static let root = FixtureCompiler.packageRoot

  /// The repository's `tokenc.yaml`, read as `tokenc build` reads it from the package root.
  static func repositoryConfiguration() throws -> Configuration {
    let data = try Data(contentsOf: root.appendingPathComponent("tokenc.yaml"))
    var diagnostics: [Diagnostic] = []
    let node = YAMLLoader().load(SourceFile(path: "tokenc.yaml", bytes: Array(data)), diagnostics: &diagnostics)
    let configuration = Configuration.parse(node, directory: root.path, rules: .builtIn, diagnostics: &diagnostics)
    #expect(rendered(diagnostics) == [])
    return configuration
  }

  /// Renders the configured templates against the showcase fixture (loaded, decoded and resolved).
  static func showcaseFiles() throws -> [EmittedFile] {
    let configuration = try repositoryConfiguration()
    var diagnostics: [Diagnostic] = []
    let loader = YAMLLoader()
    let loaded = FixtureCompiler.sources("Tests/TokenCompilerTests/Fixtures/showcase").map {
      (file: $0, root: loader.load($0, diagnostics: &diagnostics))
    }
    let tokens = Resolver().resolve(TokenDecoder().decode(loaded, diagnostics: &diagnostics), diagnostics: &diagnostics)
    let stage = EmitStage(
      registry: .builtIn, settings: [], templates: configuration.templates, directory: root.path,
      diagnostics: &diagnostics)
    let files = stage.emit(EmitInput(tokens: tokens), diagnostics: &diagnostics)
    #expect(rendered(diagnostics.filter { $0.severity == .error }) == [])
    return files
  }

  /// Checks the three example outputs in `files`.
  static func expectValid(_ files: [EmittedFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    let light = ExampleValidity.androidColors(byPath["android/values/colors.xml"] ?? [])
    let night = ExampleValidity.androidColors(byPath["android/values-night/colors.xml"] ?? [])
    #expect(light.problems == [], sourceLocation: sourceLocation)
    #expect(night.problems == [], sourceLocation: sourceLocation)
    #expect(light.names == night.names, sourceLocation: sourceLocation)
    let css = String(decoding: byPath["tailwind/theme.css"] ?? [], as: UTF8.self)
    #expect(ExampleValidity.tailwindTheme(css) == [], sourceLocation: sourceLocation)
  }

  @Test func theRepositoryConfigurationListsTheExamples() throws {
    let configuration = try Self.repositoryConfiguration()
    #expect(configuration.inputs == ["tokens"])
    #expect(configuration.output == "generated")
    // Every built-in emitter runs, listed so the docs page can carry the sample's brand.
    let builtIn = EmitterRegistry.builtIn.descriptors.filter(\.runsByDefault).map(\.id)
    #expect(Set(configuration.emitters?.map(\.id) ?? []) == Set(builtIn))
    let docs = configuration.emitters?.first { $0.id == "docs" }
    #expect(docs?.options.map(\.key.text) == ["title", "brandColor", "logo"])
    #expect(
      configuration.templates.map { "\($0.template) → \($0.output)" } == [
        "templates/android/colors.xml.mustache → android/values/colors.xml",
        "templates/android/colors-night.xml.mustache → android/values-night/colors.xml",
        "templates/tailwind/theme.css.mustache → tailwind/theme.css",
      ])
  }

  @Test func androidColorsMatchTheirGolden() throws {
    let files = try Self.showcaseFiles().filter { $0.path.hasPrefix("android/") }
    try Golden.check(files.map { ($0.path, $0.contents) }, name: "template-android")
  }

  @Test func tailwindThemeMatchesItsGolden() throws {
    let files = try Self.showcaseFiles().filter { $0.path.hasPrefix("tailwind/") }
    try Golden.check(files.map { ($0.path, $0.contents) }, name: "template-tailwind")
  }

  @Test func showcaseOutputsAreValid() throws {
    let files = try Self.showcaseFiles()
    #expect(
      files.map(\.path) == ["android/values-night/colors.xml", "android/values/colors.xml", "tailwind/theme.css"])
    Self.expectValid(files)
  }

  @Test func theSampleDesignSystemBuildsValidOutputs() throws {
    var configuration = try Self.repositoryConfiguration()
    configuration.emitters = []
    let result = FixtureCompiler.compile("tokens", configuration: configuration)
    #expect(rendered(result.diagnostics.filter { $0.severity == .error }) == [])
    #expect(result.files.map(\.path).sorted() == configuration.templates.map(\.output).sorted())
    Self.expectValid(result.files)
  }

  @Test func theAndroidExampleIsValidForAnyTokenName() throws {
    let tokens = "c:\n  $type: color\n  \"a<b>&'\":\n    $value: {light: \"#FF0000\", dark: \"#00FF00\"}\n"
    let setting = TemplateSetting(template: "templates/android/colors.xml.mustache", output: "colors.xml")
    let outcome = TemplateFixture.render(setting, in: Self.root, tokens: tokens)
    #expect(outcome.diagnostics == [])
    let text = outcome.text ?? ""
    #expect(text.contains(#"<color name="c_a_b">#FFFF0000</color>"#))
    #expect(ExampleValidity.androidColors(Array(text.utf8)).problems == [])
  }
}
