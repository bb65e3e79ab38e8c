import Foundation
import Testing

@testable import TokenCompiler

extension CLITests {
  /// A build whose inputs did not change skips the emit stage; every change that could change
  /// the output (tokens, configuration, a template partial, an output file edited by hand)
  /// still rebuilds.
  @Suite("up-to-date builds")
  struct UpToDate {
    static let config = """
      emitters: {json: {}}
      templates:
        - {template: templates/main.mustache, output: names.txt}
      """

    static func setUp(_ project: CLIProject) throws {
      try CLITests.write(CLITests.goodTokens, to: project)
      try project.write("tokenc.yaml", config)
      try project.write("templates/main.mustache", "{{#tokens}}{{> row}}{{/tokens}}")
      try project.write("templates/row.mustache", "{{ path }}\n")
    }

    @Test func aSecondBuildIsUpToDateAndEveryRealChangeRebuilds() throws {
      try CLIProject.with { project in
        try Self.setUp(project)
        let first = try project.run("build")
        #expect(first.status == 0)
        #expect(project.exists("generated/.tokenc/inputs"))
        // The first no-op build checks the files the fresh build wrote in the cache's own tick.
        _ = try project.run("build")
        let noop = try project.run("build")
        #expect(noop.stderrLines == ["generated/: 0 created, 0 updated, 4 unchanged, 0 removed"])
        #expect(try project.run("build", "--check").stderrLines == ["generated/ is up to date (4 files)"])

        try project.write("templates/row.mustache", "- {{ path }}\n")
        let partial = try project.run("build")
        #expect(partial.stderrLines == ["generated/: 0 created, 1 updated, 3 unchanged, 0 removed"])
        #expect(try project.text("generated/names.txt").hasPrefix("- "))

        try project.write("generated/json/tokens.tokens.json", "edited by hand")
        let restored = try project.run("build")
        #expect(restored.stderrLines == ["generated/: 0 created, 1 updated, 3 unchanged, 0 removed"])
        #expect(try project.text("generated/json/tokens.tokens.json") != "edited by hand")

        try project.write("tokens/size.yaml", "size:\n  $type: dimension\n  sm: 8\n  md: 16\n")
        let changed = try project.run("build")
        #expect(changed.stderrLines.first?.contains(" 0 updated") == false)

        try project.write("tokenc.yaml", Self.config + "\nrules: {group/empty: off}\n")
        let configured = try project.run("build")
        #expect(configured.status == 0)
        #expect(configured.stderrLines == ["generated/: 0 created, 0 updated, 4 unchanged, 0 removed"])
        #expect(try project.run("build", "--check").status == 0)
      }
    }

    @Test func theFingerprintCoversToolTokensTemplatesAndConfiguration() throws {
      try CLIProject.with { project in
        try Self.setUp(project)
        let path = project.url("tokenc.yaml").path
        let compiler = Compiler.load(configurationFile: path)
        let inputs = compiler.loadInputs()
        let base = try #require(compiler.inputsFingerprint(inputs, tool: "a"))
        #expect(compiler.inputsFingerprint(inputs, tool: "a") == base)
        #expect(compiler.inputsFingerprint(inputs, tool: "b") != base)
        var edited = inputs
        edited.sources[0].bytes += Array("\n".utf8)
        #expect(compiler.inputsFingerprint(edited, tool: "a") != base)
        try project.write("templates/row.mustache", "{{ name }}\n")
        #expect(compiler.inputsFingerprint(inputs, tool: "a") != base)
        let overridden = Compiler.load(
          configurationFile: path, overrides: ConfigurationOverrides(emitters: ["json"]))
        #expect(overridden.inputsFingerprint(inputs, tool: "a") != base)
        #expect(Compiler(configuration: Configuration()).inputsFingerprint(inputs, tool: "a") == nil)

        // The driver's check: after a completed write with a fingerprint (and a second write that
        // vouches for files written in the stat cache's own tick), nothing needs emitting.
        let fingerprint = try #require(compiler.inputsFingerprint(inputs, tool: "a"))
        let result = compiler.compile(inputs)
        #expect(compiler.upToDate(inputsFingerprint: fingerprint)?.files == nil)
        _ = try compiler.write(result, inputsFingerprint: fingerprint)
        _ = try compiler.write(result, inputsFingerprint: fingerprint)
        #expect(compiler.upToDate(inputsFingerprint: fingerprint)?.files == result.files.count)
        #expect(compiler.upToDate(inputsFingerprint: base)?.files == nil)
      }
    }

    /// An up-to-date build reports the diagnostics of the build that wrote the output, read from
    /// the record kept with the fingerprint (it does not validate again), exactly as that build
    /// printed them.
    @Test func anUpToDateBuildReportsTheRecordedDiagnostics() throws {
      try CLIProject.with { project in
        try project.write("tokenc.yaml", "emitters:\n  json: {}\n")
        try project.write("tokens/s.yaml", "spacing:\n  $type: dimension\n  sm: 8\n  odd: 13\n")
        let compiler = Compiler.load(configurationFile: project.url("tokenc.yaml").path)
        let inputs = compiler.loadInputs()
        let fingerprint = try #require(compiler.inputsFingerprint(inputs, tool: "a"))
        let result = compiler.compile(inputs)
        #expect(result.diagnostics.map(\.ruleID) == ["spacing/grid"])
        _ = try compiler.write(result, inputsFingerprint: fingerprint)
        _ = try compiler.write(result, inputsFingerprint: fingerprint)
        let upToDate = try #require(compiler.upToDate(inputsFingerprint: fingerprint))
        #expect(upToDate.files == result.files.count)
        #expect(upToDate.diagnostics == result.diagnostics)

        // A damaged record is never trusted: the build compiles again.
        let record = project.url("generated/.tokenc/inputs")
        var bytes = try Data(contentsOf: record)
        bytes.append(contentsOf: Array("garbage".utf8))
        try bytes.write(to: record)
        #expect(compiler.upToDate(inputsFingerprint: fingerprint) == nil)

        let fresh = try project.run("build")
        _ = try project.run("build")
        let noop = try project.run("build")
        #expect(noop.status == 0)
        #expect(noop.stderrLines.first == fresh.stderrLines.first)
        #expect(noop.stderrLines.first?.hasSuffix("[spacing/grid]") == true)
        #expect(noop.stderrLines.last == "generated/: 0 created, 0 updated, 3 unchanged, 0 removed")
      }
    }
  }
}
