import Foundation
import TokenCompiler

/// One full build as `tokenc build` and `tokenc watch` run it: validate, report, emit unless the
/// output is already up to date, and write only when clean.
enum BuildRunner {
  /// What a build did.
  enum Outcome {
    /// There were errors; nothing was written. The status says whether they are the tokens'
    /// (1) or the configuration's and templates' (2).
    case failed(ExitStatus)
    /// The output folder was brought up to date.
    case written(WriteReport, output: String)
    /// Nothing changed: the output was not emitted again.
    case upToDate(files: Int, output: String)
  }

  /// What `--check` and `--dry-run` found.
  enum Planned {
    /// There were errors (printed); the exit status they call for.
    case failed(ExitStatus)
    /// Nothing the output is made from changed and every output file is as written: no emit.
    case upToDate(files: Int)
    /// What a write would change, or why that could not be worked out.
    case planned(Result<WritePlan, any Error>)
  }

  /// The token models of builds whose process ends after them, never freed (see
  /// ``build(_:validated:keepsModelUntilExit:)``); only the main thread appends.
  nonisolated(unsafe) private static var keptUntilExit: [PipelineResult] = []

  /// What comes before emitting: the up-to-date check, then validation.
  private enum Checked {
    /// There were errors (printed); the exit status they call for.
    case failed(ExitStatus)
    /// Nothing the output is made from changed and every output file is as written: no emit.
    case upToDate(files: Int)
    /// Validated without errors; `printed` were reported already.
    case validated(PipelineResult, fingerprint: String?, printed: [Diagnostic])
  }

  /// Reports the recorded diagnostics when nothing the output is made from changed and the output
  /// folder is as the last build left it; otherwise validates the session's inputs.
  ///
  /// With `validated` (`tokenc watch`), the tokens' diagnostics are printed as soon as validation
  /// finds no error and `validated` is called (to say that the output is being written) before
  /// emitting; the emitters' own diagnostics follow once they have run.
  private static func check(
    _ session: Session, validated onValidated: (() -> Void)?, keepsModelUntilExit: Bool
  ) -> Checked {
    let compiler = session.compiler
    // The fingerprint covers the tool, the configuration with its overrides, every token file and
    // every template, so the same fingerprint means the same diagnostics and the same files.
    let fingerprint =
      compiler.hasSetupErrors(session.inputs)
      ? nil : ToolIdentity.current.flatMap { compiler.inputsFingerprint(session.inputs, tool: $0) }
    if let fingerprint, let build = compiler.upToDate(inputsFingerprint: fingerprint) {
      Session.report(build.diagnostics, options: session.options, sources: session.sources)
      return .upToDate(files: build.files)
    }
    let validated = compiler.validate(session.inputs)
    if keepsModelUntilExit { keptUntilExit.append(validated) }
    guard !validated.hasErrors else {
      Session.report(validated.diagnostics, options: session.options, sources: session.sources)
      return .failed(failureStatus(validated.diagnostics))
    }
    var printed: [Diagnostic] = []
    if let onValidated {
      Session.report(validated.diagnostics, options: session.options, sources: session.sources)
      printed = validated.diagnostics
      onValidated()
    }
    return .validated(validated, fingerprint: fingerprint, printed: printed)
  }

  /// ``check(_:validated:keepsModelUntilExit:)``, then emits and compares each emitter's files with the output folder
  /// as soon as it finishes, changing nothing (`--check` and `--dry-run`): the bytes are released
  /// once compared, so the whole output is never held in memory. Only `tokenc build` plans, and
  /// it ends after: the token model is kept until then.
  static func plan(_ session: Session) -> Planned {
    switch check(session, validated: nil, keepsModelUntilExit: true) {
    case .failed(let status): return .failed(status)
    case .upToDate(let files): return .upToDate(files: files)
    case .validated(let validated, _, let printed):
      let (result, plan) = session.compiler.emitAndPlan(validated)
      Session.report(
        result.diagnostics.removingOnce(printed), options: session.options, sources: session.sources)
      guard let plan, !result.hasErrors else { return .failed(failureStatus(result.diagnostics)) }
      return .planned(plan)
    }
  }

  /// 2 when an error is the configuration's, an input's or a template's (they are usage
  /// problems, found while emitting), else 1: the tokens have errors.
  static func failureStatus(_ diagnostics: [Diagnostic]) -> ExitStatus {
    let usage = diagnostics.contains { diagnostic in
      diagnostic.severity == .error
        && ([RuleID.config, .io].contains(diagnostic.ruleID) || diagnostic.ruleID.rawValue.hasPrefix("template/"))
    }
    return usage ? .usage : .tokenErrors
  }

  /// Compiles the session's inputs, prints diagnostics and writes the output when there are no
  /// errors; `validated` is as for ``check(_:validated:keepsModelUntilExit:)``.
  ///
  /// Each emitter's files are written (staged, or found unchanged) as soon as it finishes and
  /// their bytes released (``Compiler/emitAndWrite(_:inputsFingerprint:)``); the output folder
  /// changes only once every emitter has succeeded.
  ///
  /// `keepsModelUntilExit` (a command that ends the process after this build) keeps the validated
  /// token model alive to the end: freeing its tens of thousands of small objects (~4 ms at
  /// 10,000 tokens) only costs time when the process ends anyway. `tokenc watch` frees each one.
  static func build(
    _ session: Session, validated: (() -> Void)? = nil, keepsModelUntilExit: Bool = false
  ) throws -> Outcome {
    let output = session.compiler.outputDirectory
    switch check(session, validated: validated, keepsModelUntilExit: keepsModelUntilExit) {
    case .failed(let status):
      return .failed(status)
    case .upToDate(let files):
      return .upToDate(files: files, output: output)
    case .validated(let validated, let fingerprint, let printed):
      let (result, write) = session.compiler.emitAndWrite(validated, inputsFingerprint: fingerprint)
      Session.report(
        result.diagnostics.removingOnce(printed), options: session.options, sources: session.sources)
      guard let write, !result.hasErrors else { return .failed(failureStatus(result.diagnostics)) }
      do {
        return .written(try write.get(), output: output)
      } catch let error as WriteError {
        try Session.fail([error.diagnostic], options: session.options)
      }
    }
  }

  /// "generated/: 1 created, 2 updated, 0 unchanged, 0 removed".
  static func summary(_ report: WriteReport, output: String) -> String {
    "\(output)/: \(report.created.count) created, \(report.updated.count) updated, "
      + "\(report.unchanged.count) unchanged, \(report.removed.count) removed"
  }

  /// One warning per stale file left in place because it no longer holds what tokenc wrote
  /// (`planned`: for a dry run, which removes nothing anyway).
  static func keptWarnings(_ kept: [String], output: String, planned: Bool = false) -> [String] {
    kept.map { path in
      "warning: \(output)/\(path) \(planned ? "would not be" : "was not") removed: it no longer holds what "
        + "tokenc wrote (edited, or listed by a manifest tokenc did not write); delete it by hand if it is not needed"
    }
  }

  /// The summary of a build, whether it wrote or found everything up to date.
  static func summary(_ outcome: Outcome) -> String? {
    switch outcome {
    case .failed: nil
    case .written(let report, let output): summary(report, output: output)
    case .upToDate(let files, let output): "\(output)/: 0 created, 0 updated, \(files) unchanged, 0 removed"
    }
  }
}

/// What identifies the code that runs, for the inputs fingerprint: a rebuilt `tokenc` must
/// never trust output an older one wrote.
enum ToolIdentity {
  /// The version, and the path, size, modification time and inode of this executable; `nil`
  /// when they cannot be read (then every build emits).
  static let current: String? = {
    // `lstat` directly: FileManager's attributes also look up the owner's user and group names
    // (through nscd and /etc/passwd), on every run.
    guard let path = executablePath, let status = LocalFileSystem().status(at: path),
      status.isComplete
    else { return nil }
    return "tokenc \(Tokenc.configuration.version) \(path) \(status.size) \(status.modified) \(status.inode)"
  }()

  /// The path of this executable. On Linux, where `/proc/self/exe` names it, that link is read
  /// directly: `Bundle.main` lists the executable's folder (twice) to set up the main bundle,
  /// which costs milliseconds in a folder such as `/usr/local/bin`.
  static var executablePath: String? {
    #if os(Linux)
      let capacity = Int(PATH_MAX)
      var buffer = [CChar](repeating: 0, count: capacity + 1)
      let count = readlink("/proc/self/exe", &buffer, capacity)
      guard count > 0 else { return Bundle.main.executablePath }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return Bundle.main.executablePath
    #endif
  }
}

extension [Diagnostic] {
  /// The diagnostics without one occurrence of each of `printed` (already shown), in order.
  func removingOnce(_ printed: [Diagnostic]) -> [Diagnostic] {
    guard !printed.isEmpty else { return self }
    var left: [Diagnostic: Int] = [:]
    for diagnostic in printed { left[diagnostic, default: 0] += 1 }
    return filter { diagnostic in
      guard let count = left[diagnostic], count > 0 else { return true }
      left[diagnostic] = count - 1
      return false
    }
  }
}
