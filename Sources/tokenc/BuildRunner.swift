import Foundation
import TokenCompiler

/// One full build as `tokenc build` and `tokenc watch` run it: compile, report, and write only when clean.
enum BuildRunner {
  /// What a build did.
  enum Outcome {
    /// There were errors; nothing was written.
    case failed
    /// The output folder was brought up to date.
    case written(WriteReport, output: String)
  }

  /// Compiles the session's inputs and prints the diagnostics; `nil` when there are errors.
  static func compile(_ session: Session) -> PipelineResult? {
    let result = session.compiler.compile(session.inputs)
    Session.report(result.diagnostics, options: session.options, sources: session.sources)
    return result.hasErrors ? nil : result
  }

  /// Compiles the session's inputs, prints diagnostics and writes the output when there are no errors.
  static func build(_ session: Session) throws -> Outcome {
    guard let result = compile(session) else { return .failed }
    do {
      return .written(try session.compiler.write(result), output: session.compiler.outputDirectory)
    } catch let error as WriteError {
      try Session.fail([error.diagnostic], options: session.options)
    }
  }

  /// "generated/: 1 created, 2 updated, 0 unchanged, 0 removed".
  static func summary(_ report: WriteReport, output: String) -> String {
    "\(output)/: \(report.created.count) created, \(report.updated.count) updated, "
      + "\(report.unchanged.count) unchanged, \(report.removed.count) removed"
  }
}
