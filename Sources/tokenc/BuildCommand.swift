import ArgumentParser
import Foundation
import TokenCompiler

/// `tokenc build`: compiles the tokens and brings the output folder up to date.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Compile the tokens and update the output folder (nothing is written if there are errors).",
    discussion: """
      Files whose bytes did not change are not touched; files tokenc wrote before and \
      no longer produces are removed. Every write is atomic.
      """)

  @OptionGroup var common: CommonOptions
  @OptionGroup var outputOptions: OutputOptions

  @Flag(help: "Write nothing; exit 1 and list the files that would change if the output is stale.")
  var check = false

  @Flag(help: "Write nothing; list the files that would be created, updated or removed.")
  var dryRun = false

  func validate() throws {
    if check && dryRun { throw ValidationError("--check and --dry-run cannot be combined") }
  }

  func run() throws {
    let session = try Session(options: common, overrides: outputOptions)
    guard check || dryRun else {
      let outcome = try BuildRunner.build(session, keepsModelUntilExit: true)
      if case .failed(let status) = outcome {
        Session.status("nothing was written")
        throw status.code
      }
      if case .written(let report, let output) = outcome {
        for warning in BuildRunner.keptWarnings(report.kept, output: output) {
          Session.status(warning, essential: true)
        }
      }
      guard let summary = BuildRunner.summary(outcome) else { return }
      Session.status(summary)
      return
    }
    let output = session.compiler.outputDirectory
    let planned: Result<WritePlan, any Error>
    switch BuildRunner.plan(session) {
    case .failed(let status):
      Session.status("nothing was written")
      throw status.code
    case .upToDate(let files):
      return Session.status("\(output)/ is up to date (\(files) files)")
    case .planned(let plan):
      planned = plan
    }
    do {
      let plan = try planned.get()
      for path in plan.created { Session.status("would create \(output)/\(path)") }
      for path in plan.updated { Session.status("would update \(output)/\(path)") }
      for path in plan.removed { Session.status("would remove \(output)/\(path)") }
      for warning in BuildRunner.keptWarnings(plan.kept, output: output, planned: true) {
        Session.status(warning, essential: true)
      }
      if plan.manifestChanged, !plan.hasChanges {
        Session.status("would update \(output)/\(OutputWriter.manifestName)")
      }
      let stale = plan.hasChanges || plan.manifestChanged
      if check && stale {
        Session.status("\(output)/ is stale; run `tokenc build` (or `make`) and commit the result", essential: true)
        throw ExitStatus.tokenErrors.code
      }
      if !stale { Session.status("\(output)/ is up to date (\(plan.unchanged.count) files)") }
    } catch let error as WriteError {
      try Session.fail([error.diagnostic], options: common)
    }
  }
}
