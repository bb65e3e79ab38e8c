import ArgumentParser
import Foundation
import TokenCompiler

/// `tokenc validate`: checks the tokens without writing anything.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check the tokens and print every problem; write nothing.")

  @OptionGroup var common: CommonOptions

  @Flag(help: "List every rule with its id, default severity and summary, then exit.")
  var listRules = false

  func run() throws {
    if listRules {
      for rule in RuleRegistry.builtIn.descriptors {
        print(
          "\(rule.id.rawValue.padding(toLength: 26, withPad: " ", startingAt: 0)) \(rule.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)"
        )
      }
      return
    }
    let session = try Session(options: common)
    let result = session.pipeline.run(session.sources)
    Session.report(result.diagnostics, options: common)
    if result.hasErrors { throw ExitStatus.tokenErrors.code }
    if common.diagnosticsFormat == .text {
      // With findings, Session.report has already printed the summary line.
      let tokens = result.tokens.tokens.count
      let files = session.sources.count
      let counts = "\(tokens) token\(tokens == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
      Session.status(result.diagnostics.isEmpty ? "\(counts): no problems" : "\(counts) checked")
    }
  }
}
