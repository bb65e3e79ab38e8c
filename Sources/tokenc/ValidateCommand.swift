import ArgumentParser
import Foundation
import TokenCompiler

/// `tokenc validate`: checks the tokens without writing anything.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check the tokens and print every problem; write nothing.")

  @OptionGroup var common: CommonOptions

  @Flag(
    help: """
      List every rule with its id, the severity in force (with tokenc.yaml and --warnings-as-errors) \
      and its summary, \
      then exit; --diagnostics-format json prints it as JSON.
      """)
  var listRules = false

  func run() throws {
    if listRules {
      var overrides = ConfigurationOverrides()
      overrides.warningsAsErrors = common.warningsAsErrors
      let compiler = Compiler.load(configurationFile: common.config, overrides: overrides)
      if compiler.setupDiagnostics.hasErrors {
        try Session.fail(
          compiler.setupDiagnostics, options: common, sources: compiler.configurationSource.map { [$0] } ?? [])
      }
      RuleList.print(compiler, format: common.diagnosticsFormat)
      return
    }
    let session = try Session(options: common)
    let result = session.compiler.validate(session.inputs)
    Session.report(result.diagnostics, options: common, sources: session.sources)
    if result.hasErrors { throw ExitStatus.tokenErrors.code }
    if common.diagnosticsFormat == .text {
      // With findings, Session.report has already printed the summary line.
      let tokens = result.tokens.tokens.count
      let files = session.inputs.sources.count
      let counts = "\(tokens) token\(tokens == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
      Session.status(result.diagnostics.isEmpty ? "\(counts): no problems" : "\(counts) checked")
    }
    Session.exitSuccessfully(keeping: (session, result))
  }
}
