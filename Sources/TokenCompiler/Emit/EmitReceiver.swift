/// What takes the emitters' files while they run: the write stage, when a build writes (or
/// compares) each file as soon as it is made (``Compiler/emitAndWrite(_:inputsFingerprint:)``).
///
/// Whole files come through ``accept(_:)``; a long file an emitter writes in pieces
/// (``EmitDelivery/stream(_:origin:_:)``) through ``beginFile(at:origin:)``, so that its bytes
/// never have to be in memory all at once. Both may be called from any thread, for several
/// files at a time.
public protocol EmitReceiver: Sendable {
  /// Takes `files` (paths in the output folder); their bytes are the receiver's now.
  func accept(_ files: [EmittedFile])
  /// Starts the file at `path` (in the output folder), whose bytes come in pieces through the
  /// returned target, which one thread writes and then ends.
  func beginFile(at path: String, origin: SourceLocation?) -> any EmittedFileTarget
}

/// Where the pieces of one streamed file go (``EmitReceiver/beginFile(at:origin:)``): written
/// in order from one thread, then ended once.
public protocol EmittedFileTarget: AnyObject {
  /// Takes the next bytes of the file (copied or written before the call returns).
  func write(_ piece: UnsafeBufferPointer<UInt8>)
  /// The file is complete: no more pieces come.
  func end()
}
