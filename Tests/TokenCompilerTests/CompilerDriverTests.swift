import Foundation
import Testing
import TokenCompiler

/// The library driven the way another Swift tool would drive it: only public API (this file
/// imports `TokenCompiler` without `@testable`), a configuration in, files and diagnostics out.
@Suite("library driver")
struct CompilerDriverTests {
  static let tokens = """
    spacing:
      $type: dimension
      sm: 8
      md: 16
    """

  @Test func compilesAndWritesFromAConfigurationFile() throws {
    try withFolder { folder in
      try write(Self.tokens, to: "\(folder)/tokens/spacing.yaml")
      try write("inputs: [tokens]\noutput: out\nemitters: {json: {}, css: {prefix: ds}}\n", to: "\(folder)/tokenc.yaml")
      let compiler = Compiler.load(configurationFile: "\(folder)/tokenc.yaml")
      #expect(compiler.setupDiagnostics.isEmpty)
      let result = compiler.compile()
      #expect(!result.hasErrors)
      #expect(
        result.files.map(\.path) == [
          "css/tokens.css", "json/tokens.docs.json", "json/tokens.resolver.json", "json/tokens.tokens.json",
        ])
      let css = try #require(result.files.first { $0.path == "css/tokens.css" })
      #expect(String(decoding: css.contents, as: UTF8.self).contains("--ds-spacing-md: 1rem;"))
      let report = try compiler.write(result)
      #expect(report.created.count == 4)
      #expect(FileManager.default.fileExists(atPath: "\(folder)/out/css/tokens.css"))
      #expect(try compiler.plan(compiler.compile()).hasChanges == false)
    }
  }

  @Test func anUnknownEmitterIsAnErrorAndNothingIsEmitted() throws {
    try withFolder { folder in
      try write(Self.tokens, to: "\(folder)/tokens/spacing.yaml")
      let configuration = Configuration(
        directory: folder, emitters: [EmitterSetting(id: "json"), EmitterSetting(id: "jsno")])
      let compiler = Compiler(configuration: configuration)
      let result = compiler.compile()
      #expect(result.hasErrors)
      #expect(result.files.isEmpty)
      #expect(
        result.diagnostics.map(\.message) == [
          "unknown emitter 'jsno'; did you mean 'json'? (emitters: json, css, docs, swift, xcassets, template)"
        ])
      #expect(throws: WriteError.self) { try compiler.write(result) }
      #expect(!FileManager.default.fileExists(atPath: "\(folder)/generated"))
    }
  }

  @Test func configurationAndInputProblemsAreLocatedDiagnostics() throws {
    try withFolder { folder in
      try write("inputs: [missing]\nemitters:\n  css: {units: em}\n", to: "\(folder)/tokenc.yaml")
      let compiler = Compiler.load(configurationFile: "\(folder)/tokenc.yaml")
      let inputs = compiler.loadInputs()
      #expect(compiler.hasSetupErrors(inputs))
      let result = compiler.compile(inputs)
      #expect(
        result.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" } == [
          "1:10 input '\(folder)/missing' does not exist",
          "3:16 emitter css option 'units' must be one of rem, px, not 'em'; did you mean 'rem'?",
        ])
    }
  }

  @Test func userRulesAndEmittersGoThroughTheSameRegistries() throws {
    var rules = RuleRegistry.builtIn
    rules.register(NoSmallSpacing.self)
    var emitters = EmitterRegistry([])
    emitters.register(TokenCount.self)
    let configuration = Configuration(emitters: [EmitterSetting(id: "count", options: [])])
    let compiler = Compiler(configuration: configuration, rules: rules, emitters: emitters)
    let result = compiler.compile(CompilerInputs(sources: [SourceFile(path: "t.yaml", text: Self.tokens)]))
    #expect(result.diagnostics.map(\.message) == ["spacing.sm is under 10 pt"])
    #expect(result.diagnostics.first?.location?.line == 3)
    #expect(result.files.map(\.path) == ["count/count.txt"])
    #expect(result.files.first?.contents == Array("2 tokens\n".utf8))
  }

  @Test func anEmitterErrorStopsTheBuild() throws {
    let configuration = Configuration(emitters: [EmitterSetting(id: "swift", options: [])])
    var failing = configuration
    failing.emitters = [EmitterSetting(id: "count", options: [])]
    var emitters = EmitterRegistry.builtIn
    emitters.register(TokenCount.self)
    let compiler = Compiler(configuration: failing, emitters: emitters)
    let result = compiler.compile(CompilerInputs(sources: [SourceFile(path: "t.yaml", text: "{}\n")]))
    #expect(result.hasErrors)
    #expect(result.files.isEmpty)
    #expect(result.diagnostics.map(\.message) == ["nothing to count"])
  }
}

extension CompilerDriverTests {
  @Test func aTemplateIsAnEmitterConfiguredLikeAnyOther() throws {
    try withFolder { folder in
      try write(Self.tokens, to: "\(folder)/tokens/spacing.yaml")
      try write("{{#tokens}}{{ path }};{{/tokens}}\n", to: "\(folder)/paths.mustache")
      try write(
        "emitters:\n  template: {template: paths.mustache, output: paths.txt}\n", to: "\(folder)/tokenc.yaml")
      let result = Compiler.load(configurationFile: "\(folder)/tokenc.yaml").compile()
      #expect(result.diagnostics.isEmpty)
      #expect(result.files.map(\.path) == ["paths.txt"])
      #expect(result.files.first?.contents == Array("spacing.sm;spacing.md;\n".utf8))
    }
  }

  @Test func emitterSetupProblemsAreFoundWithoutEmitting() throws {
    try withFolder { folder in
      try write(Self.tokens, to: "\(folder)/tokens/spacing.yaml")
      try write(
        "emitters:\n  swift: {colors: assetCatalog}\ntemplates:\n  - {template: gone.mustache, output: x.txt}\n",
        to: "\(folder)/tokenc.yaml")
      let compiler = Compiler.load(configurationFile: "\(folder)/tokenc.yaml")
      #expect(
        compiler.setupDiagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" } == [
          "2:19 emitter swift has colors: assetCatalog, but the xcassets emitter that writes the asset catalog "
            + "does not run; add it to emitters: or use colors: code",
          "4:16 template '\(folder)/gone.mustache' does not exist",
        ])
      #expect(compiler.validate(compiler.loadInputs()).hasErrors)
    }
  }

  @Test func twoEmittersWritingOnePathIsALocatedError() throws {
    try withFolder { folder in
      try write(Self.tokens, to: "\(folder)/tokens/spacing.yaml")
      try write("x", to: "\(folder)/t.mustache")
      try write(
        "emitters:\n  css: {}\n  index: {}\n  template: {template: t.mustache, output: css/tokens.css}\n",
        to: "\(folder)/tokenc.yaml")
      var emitters = EmitterRegistry.builtIn
      emitters.register(CSSNamedIndex.self)
      let result = Compiler.load(configurationFile: "\(folder)/tokenc.yaml", emitters: emitters).compile()
      #expect(result.files.isEmpty)
      #expect(
        result.diagnostics.map { "\($0.location?.line ?? 0) \($0.message)" } == [
          "3 'css/tokens.css' is written by emitter css and emitter index; give one of them another directory",
          "4 template output 'css/tokens.css' is also written by an emitter; choose another path",
        ])
    }
  }
}

/// A user emitter whose file clashes with the css emitter's.
private struct CSSNamedIndex: Emitter {
  static let descriptor = EmitterDescriptor(id: "index", summary: "a clash", defaultDirectory: "css")
  init(options: inout Options) {}
  func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    [EmittedFile(path: "tokens.css", text: "")]
  }
}

/// A user rule: spacing under 10 pt is a warning.
private struct NoSmallSpacing: Rule {
  static let descriptor = RuleDescriptor(
    id: "example/no-small-spacing", defaultSeverity: .warning, summary: "spacing is at least 10 pt",
    explanation: "An example rule registered by a library user.")

  init(options: inout Options) {}

  func check(_ tokens: ResolvedTokenSet, context: inout RuleContext) {
    for token in tokens.tokens {
      if case .dimension(let dimension) = token.value, dimension.points < 10 {
        context.report("\(token.path) is under 10 pt", token: token)
      }
    }
  }
}

/// A user emitter: writes the number of tokens, and reports an error when there are none.
private struct TokenCount: Emitter {
  static let descriptor = EmitterDescriptor(id: "count", summary: "the number of tokens", defaultDirectory: "count")

  init(options: inout Options) {}

  func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    guard !input.tokens.tokens.isEmpty else {
      context.report(.error, "nothing to count", at: nil)
      return []
    }
    return [EmittedFile(path: "count.txt", text: "\(input.tokens.tokens.count) tokens\n")]
  }
}

private func write(_ text: String, to path: String) throws {
  let folder = (path as NSString).deletingLastPathComponent
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  try text.write(toFile: path, atomically: true, encoding: .utf8)
}

private func withFolder(_ body: (String) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-driver-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  try body(folder)
}
