/// When a writer of one long file (``JSONByteSink``, ``SwiftTextBuffer``, ``CSSTextBuffer``,
/// ``MarkdownStream``) hands its ``ByteBuffer`` to the file's ``EmittedFileStream``: at a safe
/// point (where no byte already written will be read or rewritten) once the buffer holds a
/// piece (``EmittedFileStream/pieceSize``).
///
/// The check at a safe point is one integer compare: the threshold is `Int.max` when the file
/// is kept whole (no stream, or one that takes no pieces) and while spilling is paused, so the
/// buffer is then never spilled and the writer's output is the whole file, as before.
struct BufferSpill {
  /// The stream the pieces go to; `nil` when the file is kept whole.
  private let stream: EmittedFileStream?
  /// The buffer count from which a safe point spills: the piece size, or `Int.max` when the file
  /// is kept whole or spilling is paused.
  private var threshold: Int

  /// Spills into `stream` if it takes pieces; never otherwise.
  init(_ stream: EmittedFileStream?) {
    let taking = stream.flatMap { $0.takesPieces ? $0 : nil }
    self.stream = taking
    threshold = taking?.pieceSize ?? .max
  }

  /// Hands what `buffer` holds to the stream, leaving it empty, if it holds a piece; call it only
  /// where no position recorded in the buffer will be used again.
  ///
  /// - Returns: whether the buffer was emptied (positions into it then start from 0 again).
  @inline(__always)
  mutating func atSafePoint(_ buffer: inout ByteBuffer) -> Bool {
    guard buffer.count >= threshold else { return false }
    return spill(&buffer)
  }

  /// Hands `buffer` over: out of line, as it happens once a piece.
  @inline(never)
  private func spill(_ buffer: inout ByteBuffer) -> Bool {
    stream?.spill(&buffer) ?? false
  }

  /// Stops spilling until ``resume(_:)`` (while a writer records a position it will read back,
  /// such as the start of a value it keeps a copy of); returns what to resume with. Pauses nest.
  mutating func pause() -> Int {
    defer { threshold = .max }
    return threshold
  }

  /// Spills again as before the ``pause()`` that returned `threshold`.
  mutating func resume(_ threshold: Int) {
    self.threshold = threshold
  }

  /// The bytes handed to the stream so far.
  var handedOver: Int { stream?.count ?? 0 }

  /// The room a writer reserves for a file of about `whole` bytes: all of it when the file is
  /// kept whole, else about two pieces (a piece, and what is written before the next safe point).
  static func capacity(_ whole: Int, for stream: EmittedFileStream?) -> Int {
    guard let stream, stream.takesPieces else { return whole }
    return min(whole, 2 * stream.pieceSize)
  }
}
