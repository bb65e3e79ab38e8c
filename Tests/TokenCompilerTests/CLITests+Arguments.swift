import Foundation
import Testing

extension CLITests {
  /// The everyday invocations the CLI reads itself (`CommonInvocation`) and those it leaves to
  /// ArgumentParser give the same results; debug builds also parse every invocation the CLI reads
  /// both ways and stop if the commands differ, so every run here checks that as well.
  @Suite("arguments")
  struct Arguments {
    /// Spellings of one invocation: the first is read by the CLI, the others by ArgumentParser.
    @Test(arguments: [
      [["validate", "-q"], ["validate", "--quiet", "--quiet"], ["validate", "-qq"]],
      [["validate", "--config", "tokenc.yaml"], ["validate", "--config=tokenc.yaml"]],
      [["--diagnostics-format", "json", "--check"], ["build", "--diagnostics-format=json", "--check"]],
      [["build", "--emitter", "json", "--check"], ["build", "--emitter=json", "--check"]],
    ])
    func spellingsOfOneInvocationAgree(_ spellings: [[String]]) throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let results = try spellings.map { arguments -> [String] in
          let result = try project.run(arguments)
          return ["\(result.status)", result.stdout, result.stderr]
        }
        for (arguments, result) in zip(spellings, results).dropFirst() {
          #expect(result == results[0], "\(arguments)")
        }
      }
    }

    /// Options the CLI reads, each with the command's other options, all in one run.
    @Test func everyOptionTheCLIReadsTakesEffect() throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        try project.write("other.yaml", "emitters:\n  css: {}\n")
        let listed = try project.run(
          "validate", "--config", "other.yaml", "--warnings-as-errors", "--diagnostics-format", "json", "--list-rules")
        #expect(listed.status == 0)
        #expect(listed.stdout.hasPrefix("["))
        let planned = try project.run(
          "build", "--config", "other.yaml", "--output", "out", "--emitter", "json", "--emitter", "css", "--dry-run")
        #expect(planned.status == 0)
        let created = planned.stderrLines.compactMap { $0.components(separatedBy: "/out/").last }
        #expect(
          created == [
            "css/tokens.css", "json/tokens.docs.json", "json/tokens.resolver.json", "json/tokens.tokens.json",
          ])
        let checked = try project.run(
          "build", "--config", "other.yaml", "--output", "out", "--emitter", "css", "--check")
        #expect(checked.status == 1)
        #expect(checked.stderrLines.first?.hasSuffix("/out/css/tokens.css") == true)
        #expect(!project.exists("out"))
        let built = try project.run(
          "build", "--config", "other.yaml", "--output", "out", "--emitter", "css", "--emitter-option",
          "css.prefix=ds", "-q")
        #expect(built.status == 0)
        #expect(built.stderr == "")
        #expect(try project.text("out/css/tokens.css").contains("--ds-"))
      }
    }

    /// What the CLI cannot read goes to ArgumentParser, which reports it as before.
    @Test(arguments: [
      (["validate", "--config"], "Error: Missing value for '--config <config>'"),
      (["build", "--output", "-q"], "Error: Missing value for '--output <output>'"),
      (["validate", "-q", "--quiet"], ""),
      (["validate", "--emitter", "json"], "Error: Unknown option '--emitter'"),
      (["build", "--list-rules"], "Error: Unknown option '--list-rules'"),
    ])
    func whatTheCLIDoesNotReadIsArgumentParsers(_ arguments: [String], _ firstLine: String) throws {
      try CLIProject.with { project in
        try CLITests.write(CLITests.goodTokens, to: project)
        let result = try project.run(arguments)
        #expect(result.stderrLines.first ?? "" == firstLine)
        #expect(result.status == (firstLine.isEmpty ? 0 : 2))
      }
    }
  }
}
