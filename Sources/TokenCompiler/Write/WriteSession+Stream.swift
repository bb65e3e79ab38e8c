/// Files that come in pieces (``EmitDelivery/stream(_:origin:_:)``).
extension WriteSession: EmitReceiver {
  /// Starts a streamed file: for now its pieces are collected and the whole file is handed over
  /// as ``accept(_:)`` takes it when it ends.
  func beginFile(at path: String, origin: SourceLocation?) -> any EmittedFileTarget {
    CollectedFile(path: path, origin: origin, session: self)
  }
}

/// A streamed file collected in memory, handed over whole when it ends.
private final class CollectedFile: EmittedFileTarget {
  /// The file so far.
  private var file: EmittedFile
  /// The session it goes to.
  private let session: WriteSession

  /// Starts collecting the file at `path` for `session`.
  init(path: String, origin: SourceLocation?, session: WriteSession) {
    file = EmittedFile(path: path, contents: [], origin: origin)
    self.session = session
  }

  /// Appends the piece.
  func write(_ piece: UnsafeBufferPointer<UInt8>) { file.contents.append(contentsOf: piece) }

  /// Hands the whole file over.
  func end() { session.accept([file]) }
}
