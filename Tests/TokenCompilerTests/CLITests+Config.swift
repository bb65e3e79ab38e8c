import Foundation
import Testing

/// A `tokenc.yaml` that must be rejected, with the located message expected for it.
struct ConfigErrorCase: Sendable, CustomTestStringConvertible {
  /// What the case checks.
  var name: String
  /// The config file's text.
  var config: String
  /// The first line printed on standard error.
  var message: String

  /// The name shown in test results.
  var testDescription: String { name }
}

extension CLITests {
  /// `tokenc.yaml`, usage and I/O errors (exit 2), and rule severities from the config.
  @Suite("configuration")
  struct Config {
    static let errorCases = [
      ConfigErrorCase(
        name: "unknown key", config: "inputz: [tokens]\n",
        message: "tokenc.yaml:1:1: error: tokenc.yaml has no option 'inputz'; did you mean 'inputs'? "
          + "(options: inputs, output, emitters, rules, templates, warningsAsErrors, appearances, themes, modifiers, "
          + "unknownTypes) [config/invalid]"),
      ConfigErrorCase(
        name: "unknown rule", config: "rules:\n  group/emty: error\n",
        message: "tokenc.yaml:2:3: error: unknown rule 'group/emty'; did you mean 'group/empty'? "
          + "(`tokenc validate --list-rules` lists them) [config/invalid]"),
      ConfigErrorCase(
        name: "structural check", config: "rules:\n  alias/cycle: off\n",
        message: "tokenc.yaml:2:3: error: 'alias/cycle' is a structural check that always stops the build; "
          + "it cannot be configured [config/invalid]"),
      ConfigErrorCase(
        name: "unknown emitter", config: "emitters:\n  jsn: {}\n",
        message: "tokenc.yaml:2:3: error: unknown emitter 'jsn'; did you mean 'json'? "
          + "(emitters: \(EmitterRegistryNames.ids.joined(separator: ", "))) [config/invalid]"),
      ConfigErrorCase(
        name: "bad severity", config: "rules:\n  group/empty: fatal\n",
        message:
          "tokenc.yaml:2:16: error: the severity of 'group/empty' must be error, warning, note or off, not 'fatal' "
          + "[config/invalid]"),
      ConfigErrorCase(
        name: "unknown emitter option", config: "emitters:\n  json: {nam: x}\n",
        message:
          "tokenc.yaml:2:10: error: emitter json has no option 'nam'; did you mean 'name'? (options: directory, name) "
          + "[config/invalid]"),
      ConfigErrorCase(
        name: "emitter directory outside the output", config: "emitters:\n  json: {directory: ../escape}\n",
        message: "tokenc.yaml:2:21: error: emitter 'json' directory '../escape' is not allowed: "
          + "the path contains a `..` component [config/invalid]"),
      ConfigErrorCase(
        name: "empty output", config: "output: \"\"\n",
        message: "tokenc.yaml:1:9: error: output must name a folder; an empty output would write into the project "
          + "folder [config/invalid]"),
      ConfigErrorCase(
        name: "output is the project", config: "output: ./\n",
        message: "tokenc.yaml:1:9: error: output './' is not allowed: it is the project folder itself, where tokenc "
          + "would overwrite and delete files; name a folder such as generated [config/invalid]"),
      ConfigErrorCase(
        name: "output above the project", config: "output: out/../..\n",
        message: "tokenc.yaml:1:9: error: output 'out/../..' is not allowed: it leaves the project folder; name a "
          + "folder inside it, such as generated [config/invalid]"),
      ConfigErrorCase(
        name: "absolute output", config: "output: /tmp/tokenc-out\n",
        message: "tokenc.yaml:1:9: error: output '/tmp/tokenc-out' is not allowed: it is absolute; name a folder "
          + "inside the project, relative to tokenc.yaml (such as generated), or pass --output [config/invalid]"),
      ConfigErrorCase(
        name: "output is an input", config: "output: tokens/\n",
        message: "tokenc.yaml:1:9: error: output 'tokens/' is not allowed: it holds the input 'tokens'; tokenc would "
          + "overwrite or delete token files [config/invalid]"),
      ConfigErrorCase(
        name: "output inside an input", config: "output: tokens/out\n",
        message: "tokenc.yaml:1:9: error: output 'tokens/out' is not allowed: it is inside the input 'tokens'; the "
          + "next build would read its own output [config/invalid]"),
      ConfigErrorCase(
        name: "default output inside an input", config: "inputs: [.]\n",
        message: "tokenc.yaml:1:10: error: output 'generated' is not allowed: it is inside the input '.'; the next "
          + "build would read its own output [config/invalid]"),
      ConfigErrorCase(
        name: "css name with a folder", config: "emitters:\n  css: {name: ../x}\n",
        message: "tokenc.yaml:2:15: error: emitter css option 'name' is not a file name: it must be a name without "
          + "'/' [config/invalid]"),
      ConfigErrorCase(
        name: "empty json name", config: "emitters:\n  json: {name: \"\"}\n",
        message: "tokenc.yaml:2:16: error: emitter json option 'name' is not a file name: it is empty "
          + "[config/invalid]"),
      ConfigErrorCase(
        name: "json name with NUL", config: "emitters:\n  json: {name: \"a\\0b\"}\n",
        message: "tokenc.yaml:2:16: error: emitter json option 'name' is not a file name: the path contains a NUL "
          + "character [config/invalid]"),
      ConfigErrorCase(
        name: "css name too long", config: "emitters:\n  css: {name: \(String(repeating: "n", count: 300))}\n",
        message: "tokenc.yaml:2:15: error: emitter css option 'name' is not a file name: with '.css' it is 304 "
          + "bytes; file systems allow at most 255 bytes per name [config/invalid]"),
      ConfigErrorCase(
        name: "missing input", config: "inputs: [missing]\n",
        message: "tokenc.yaml:1:10: error: input 'missing' does not exist [io/error]"),
    ]

    @Test(arguments: errorCases)
    func configErrorsExitWithStatus2(_ errorCase: ConfigErrorCase) throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        try project.write("tokenc.yaml", errorCase.config)
        for command in ["build", "validate"] {
          let result = try project.run(command)
          #expect(result.status == 2, "\(command)")
          #expect(result.stderrLines == [errorCase.message, "1 error"], "\(command)")
        }
        #expect(!project.exists("generated"))
      }
    }

    @Test func missingTokensFolderIsAnIOError() throws {
      try CLIProject.with { project in
        let result = try project.run("build")
        #expect(result.status == 2)
        #expect(
          result.stderrLines == [
            "tokenc: error: input 'tokens' does not exist [io/error]",
            "    fix: run `tokenc init` to write a starter design system (tokenc.yaml and tokens/), then `tokenc build`",
            "1 error",
          ])
      }
    }

    @Test func unreadableConfigFileIsAnIOError() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run("build", "--config", "nope.yaml")
        #expect(result.status == 2)
        #expect(
          result.stderrLines == ["tokenc: error: cannot read the configuration file 'nope.yaml' [io/error]", "1 error"])
      }
    }

    @Test(arguments: [["build", "--bogus"], ["validate", "--diagnostics-format", "xml"], ["frobnicate", "x"]])
    func usageErrorsExitWithStatus2(_ arguments: [String]) throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run(arguments)
        #expect(result.status == 2)
        // Argument parser errors start "Error: "; a mistyped subcommand is tokenc's own "error: unknown command".
        #expect(result.stderr.hasPrefix("Error: ") || result.stderr.hasPrefix("error: unknown command 'frobnicate'"))
        #expect(!project.exists("generated"))
      }
    }

    @Test func ruleSetToErrorStopsTheBuild() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        try project.write("tokens/empty.yaml", "legacy: {}\n")
        #expect(
          try project.run("build").stderrLines.first
            == "tokens/empty.yaml:1:1: warning: group 'legacy' is empty [group/empty]")
        try FileManager.default.removeItem(at: project.url("generated"))
        try project.write("tokenc.yaml", "rules:\n  group/empty: error\n")
        let result = try project.run("build")
        #expect(result.status == 1)
        #expect(
          result.stderrLines == [
            "tokens/empty.yaml:1:1: error: group 'legacy' is empty [group/empty]", "1 error", "nothing was written",
          ])
        #expect(!project.exists("generated"))
      }
    }

    @Test func ruleSetToOffIsSilent() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        try project.write("tokens/empty.yaml", "legacy: {}\n")
        try project.write("tokenc.yaml", "emitters:\n  json: {}\nrules:\n  group/empty: {severity: off}\n")
        let result = try project.run("build")
        #expect(result.status == 0)
        #expect(result.stderrLines == ["generated/: 3 created, 0 updated, 0 unchanged, 0 removed"])
      }
    }
  }
}
