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
    let result = pipeline.emit(validated, handOff: { session.accept($0) })
    guard !result.hasErrors else {
      session.discard()
      return (result, nil)
    }
    let record = inputsFingerprint == nil ? [] : DiagnosticRecord.encode(result.diagnostics)
    return (result, Result { try session.finish(inputsFingerprint: inputsFingerprint, record: record) })
  }
}
