/// Emitting and writing in one pass, so a build never holds its whole output in memory.
extension Compiler {
  /// Runs the emit stage on a result of ``validate(_:)`` and writes its files as each emitter
  /// finishes: ``emit(_:)`` then ``write(_:inputsFingerprint:)`` with the same output, the same
  /// guarantees and the same errors, but each emitter's bytes are compared or staged and
  /// released as soon as it has finished instead of waiting for the slowest emitter. The output
  /// folder changes only once every emitter has succeeded; if one fails (or a clash or a
  /// warning under `warningsAsErrors` makes the result fail), nothing changes and what was staged
  /// is removed.
  ///
  /// - Returns: the result (with the emitters' diagnostics, and no files: they are written), and
  ///   what the write did or why it failed; `nil` when the result has errors and nothing was written.
  public func emitAndWrite(
    _ validated: PipelineResult, inputsFingerprint: String? = nil
  ) -> (result: PipelineResult, write: Result<WriteReport, any Error>?) {
    guard !validated.hasErrors else { return (validated, nil) }
    let session = WriteSession(writer: writer)
    let result = emit(validated, into: session)
    guard !result.hasErrors else { return (result, nil) }
    let record = inputsFingerprint == nil ? [] : DiagnosticRecord.encode(result.diagnostics)
    return (result, Result { try session.finish(inputsFingerprint: inputsFingerprint, record: record) })
  }

  /// Runs the emit stage on a result of ``validate(_:)`` and compares its files with the output
  /// folder as each emitter finishes, changing nothing: ``emit(_:)`` then ``plan(_:)`` with the
  /// same plan and the same errors, but each emitter's bytes are released once compared
  /// (`tokenc build --check` and `--dry-run`).
  ///
  /// - Returns: the result (with the emitters' diagnostics, and no files), and the plan or why
  ///   it could not be made; `nil` when the result has errors.
  public func emitAndPlan(_ validated: PipelineResult) -> (result: PipelineResult, plan: Result<WritePlan, any Error>?)
  {
    guard !validated.hasErrors else { return (validated, nil) }
    let session = WriteSession(writer: writer, purpose: .plan)
    let result = emit(validated, into: session)
    guard !result.hasErrors else { return (result, nil) }
    return (result, Result { try session.finishPlan() })
  }

  /// Emits `validated`, handing each emitter's files to `session` as it finishes; when the result
  /// has errors, what the session was handed is discarded.
  private func emit(_ validated: PipelineResult, into session: WriteSession) -> PipelineResult {
    let result = pipeline.emit(validated, receiver: session)
    if result.hasErrors { session.discard() }
    return result
  }
}
