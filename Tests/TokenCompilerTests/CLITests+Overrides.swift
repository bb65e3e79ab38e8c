import Foundation
import Testing

@testable import TokenCompiler

/// `--output` and `--emitter` override tokenc.yaml, as the SwiftPM build tool plugin needs.
extension CLITests {
  @Suite("output overrides")
  struct Overrides {
    @Test func outputAndEmitterFlagsOverrideTheConfiguration() throws {
      try CLIProject.with { project in
        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 16\n")
        try project.write("tokenc.yaml", "output: configured\nemitters:\n  json: {name: design}\n")
        let result = try project.run("build", "--output", "elsewhere", "--emitter", "json")
        #expect(result.status == 0)
        #expect(!project.exists("configured"))
        // The emitter keeps its configured options when selected with --emitter.
        #expect(
          project.files(under: "elsewhere").sorted() == [
            ".tokenc-manifest.json", "json/design.docs.json", "json/design.resolver.json", "json/design.tokens.json",
          ])
        let unknown = try project.run("build", "--emitter", "jsno")
        #expect(unknown.status == 2)
        #expect(
          unknown.stderrLines.first
            == "tokenc: error: unknown emitter 'jsno'; did you mean 'json'? (emitters: \(Self.emitterList)) [config/invalid]"
        )
      }
    }

    @Test func emitterOptionsOverrideOneOptionFromTheCommandLine() throws {
      try CLIProject.with { project in
        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 16\n")
        try project.write("tokenc.yaml", "emitters:\n  swift: {namespace: DS}\n")
        let result = try project.run("build", "--emitter", "swift", "--emitter-option", "swift.fileName=Tokens")
        #expect(result.status == 0)
        #expect(
          project.files(under: "generated/swift").sorted() == [
            "Tokens+SwiftUI.swift", "Tokens+UIKit.swift", "Tokens.swift",
          ])
        // The namespace from tokenc.yaml is kept: only the file names changed.
        #expect(try project.text("generated/swift/Tokens.swift").contains("enum DS"))
        let malformed = try project.run("build", "--emitter-option", "fileName")
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("--emitter-option 'fileName' must look like id.option=value"))
      }
    }

    @Test func numberAndBooleanEmitterOptionsCanBeSetFromTheCommandLine() throws {
      try CLIProject.with { project in
        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 16\n  lg: 24\n  xl: 32\n")
        let split = try project.run(
          "build", "--emitter", "docs", "--emitter", "css", "--emitter-option", "docs.pageSize=2",
          "--emitter-option", "css.lightDark=true")
        #expect(split.status == 0, "\(split.stderr)")
        #expect(
          project.files(under: "generated/docs").sorted() == [
            "index.html", "spacing-1.html", "spacing-2.html", "tokens.md",
          ])
        let whole = try project.run("build", "--emitter", "docs", "--emitter-option", "docs.pageSize=0")
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(
          project.files(under: "generated/docs").sorted() == ["index.html", "tokens.md"], "the parts are removed")
        let wrong = try project.run("build", "--emitter", "docs", "--emitter-option", "docs.pageSize=many")
        #expect(wrong.status == 2)
        #expect(
          wrong.stderrLines.first
            == "--emitter-option:1:1: error: emitter docs option 'pageSize' must be a number, not 'many' [config/invalid]"
        )
      }
    }

    @Test func anEmitterOptionWithoutConfiguredEmittersKeepsTheDefaultOnes() throws {
      try CLIProject.with { project in
        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 16\n")
        let result = try project.run("build", "--emitter-option", "swift.fileName=Tokens")
        #expect(result.status == 0)
        // Only the summary: no error for `template`, which runs only when configured.
        #expect(result.stderrLines.map { $0.hasPrefix("generated/: ") } == [true])
        #expect(project.exists("generated/swift/Tokens.swift") && project.exists("generated/css"))
        // An option for an emitter that does not exist is one error, not one per default emitter.
        let unknown = try project.run("build", "--emitter-option", "jsno.name=x")
        #expect(unknown.status == 2)
        #expect(
          unknown.stderrLines == [
            "tokenc: error: unknown emitter 'jsno'; did you mean 'json'? (emitters: \(Self.emitterList)) [config/invalid]",
            "1 error",
          ])
      }
    }

    @Test func anEmptyOutputFlagIsAnErrorAndWritesNothing() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run("build", "--output", "")
        #expect(result.status == 2)
        #expect(
          result.stderrLines == [
            "tokenc: error: --output must name a folder; an empty output would write into the current folder "
              + "[config/invalid]", "1 error",
          ])
        #expect(!project.exists("json") && !project.exists(OutputWriter.manifestName) && !project.exists("generated"))
      }
    }

    @Test func emitterFlagsSelectTheTemplatesOnlyWhenTheTemplateEmitterIsNamed() throws {
      try CLIProject.with { project in
        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 16\n")
        try project.write("names.mustache", "{{#tokens}}{{name}}\n{{/tokens}}")
        try project.write("tokenc.yaml", "templates:\n  - {template: names.mustache, output: names.txt}\n")
        // `--emitter swift` writes Swift only: the configured template does not run.
        let swift = try project.run("build", "--output", "swift-only", "--emitter", "swift")
        #expect(swift.status == 0)
        #expect(!project.exists("swift-only/names.txt") && project.exists("swift-only/swift/Tokens.swift"))
        // `--emitter template` renders the configured templates and nothing else.
        let templates = try project.run("build", "--output", "templates-only", "--emitter", "template")
        #expect(templates.status == 0)
        #expect(project.files(under: "templates-only").sorted() == [".tokenc-manifest.json", "names.txt"])
        #expect(try project.text("templates-only/names.txt") == "md\n")
        // Naming it when tokenc.yaml has no templates is one clear error, and nothing is written.
        try project.write("tokenc.yaml", "output: out\n")
        let none = try project.run("build", "--emitter", "template")
        #expect(none.status == 2)
        #expect(
          none.stderrLines == [
            "tokenc: error: --emitter template runs the templates: of tokenc.yaml, and it lists none [config/invalid]",
            "1 error",
          ])
        #expect(!project.exists("out"))
      }
    }

    /// Every built-in emitter id, as the error lists them.
    static var emitterList: String {
      EmitterRegistryNames.ids.joined(separator: ", ")
    }
  }
}

/// The registered emitter ids, read from the registry so the test follows new emitters.
enum EmitterRegistryNames {
  static var ids: [String] { EmitterRegistry.builtIn.descriptors.map(\.id) }
}
