/// A file an emitter writes in pieces (``EmitDelivery/stream(_:origin:_:)``): a writer that
/// fills a buffer hands it over with ``spill(_:)`` whenever it has grown past ``pieceSize``
/// (and is at a point where nothing before it will change), so a file of tens of megabytes is
/// never held whole. When the build keeps its files in memory (``takesPieces`` is false), the
/// writer keeps writing into one buffer and the stream takes the whole file at the end.
///
/// One thread writes a stream.
public final class EmittedFileStream {
  /// How large a writer lets its buffer grow before spilling it: 1 MiB by default, small
  /// enough that a file's pieces cost little memory and large enough that each is one cheap
  /// `write(2)`.
  public let pieceSize: Int
  /// Where the pieces go; `nil` while the whole file is kept in memory.
  private let target: (any EmittedFileTarget)?
  /// The bytes written through ``write(_:)`` while the file is kept whole.
  private var kept: [UInt8] = []
  /// The bytes handed over so far.
  public private(set) var count = 0

  /// A stream to `target` (`nil`: the file is kept whole), spilled every `pieceSize` bytes.
  init(target: (any EmittedFileTarget)?, pieceSize: Int = 1 << 20) {
    self.target = target
    self.pieceSize = max(1, pieceSize)
  }

  /// Whether pieces are taken before the end; when not, ``spill(_:)`` never takes anything.
  public var takesPieces: Bool { target != nil }

  /// Writes the next bytes of the file: handed over at once when pieces are taken, else kept
  /// (for writers that make their own pieces rather than fill a ``ByteBuffer``).
  public func write(_ piece: UnsafeBufferPointer<UInt8>) {
    if let target { target.write(piece) } else { kept.append(contentsOf: piece) }
    count += piece.count
  }

  /// Hands over what `buffer` holds, leaving it empty, if pieces are taken and it holds at
  /// least ``pieceSize`` bytes; call it where no byte already written will be written again.
  ///
  /// - Returns: whether the buffer was emptied.
  @discardableResult
  func spill(_ buffer: inout ByteBuffer) -> Bool {
    guard let target, buffer.count >= pieceSize else { return false }
    buffer.withBytes(0..<buffer.count) { target.write($0) }
    count += buffer.count
    buffer.truncate(to: 0)
    return true
  }

  /// Ends the file with its last bytes: the whole file when no piece was taken. Returns the
  /// whole file when it is kept in memory, else `nil` (the target has it all).
  func end(with last: [UInt8]) -> [UInt8]? {
    guard let target else { return kept.isEmpty ? last : kept + last }
    last.withUnsafeBufferPointer { target.write($0) }
    count += last.count
    target.end()
    return nil
  }
}
