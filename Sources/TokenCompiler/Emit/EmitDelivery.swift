import Foundation

/// Where an emitter's files go before its `emit` returns: when the build writes as emitters finish
/// (``EmitStage/emit(_:diagnostics:receiver:)``), ``handOver(_:)`` gives files straight to the write
/// stage, which stages them and frees their bytes, so an emitter of many large files (a docs page
/// split into parts, an asset catalog's color sets) never holds them all at once, and
/// ``stream(_:origin:_:)`` gives it one long file in pieces as it is written. Otherwise it takes
/// nothing: handed-over files are returned, and a streamed file is kept whole.
///
/// The write stage changes the output folder only once every emitter has succeeded, so a file
/// handed over by an emitter that later reports an error is discarded with the rest.
public final class EmitDelivery: @unchecked Sendable {
  private let directory: String
  private let receiver: (any EmitReceiver)?
  /// The piece size of the streams it opens (``EmittedFileStream/pieceSize``).
  private let pieceSize: Int
  private let lock = NSLock()
  /// The files handed over, by path in the output folder and without their bytes.
  private var handedOver: [EmittedFile] = []

  /// A delivery that takes nothing: every file is returned by `emit`.
  public convenience init() { self.init(directory: "", receiver: nil) }

  /// A delivery placing files in `directory` (the emitter's folder) and giving them to
  /// `receiver`, streams in pieces of `pieceSize` bytes.
  init(directory: String, receiver: (any EmitReceiver)?, pieceSize: Int = 1 << 20) {
    self.directory = directory
    self.receiver = receiver
    self.pieceSize = pieceSize
  }

  /// Gives `files` (paths in the emitter's folder) to the write stage now, if the build writes as
  /// emitters finish, and returns the files it did not take, which `emit` returns as usual.
  /// Safe to call from any thread.
  public func handOver(_ files: [EmittedFile]) -> [EmittedFile] {
    guard let receiver else { return files }
    let placed = place(files)
    receiver.accept(placed)
    let paths = placed.map { EmittedFile(path: $0.path, contents: [], origin: $0.origin) }
    lock.withLock { handedOver += paths }
    return []
  }

  /// Writes the file at `path` (in the emitter's folder) through `write`, which writes into the
  /// stream it is given (spilling its buffer as it goes, ``EmittedFileStream/spill(_:)``) and
  /// returns the bytes left at the end. While the build writes as emitters finish, the pieces go
  /// to the write stage as they come and the result is `nil`; otherwise the file is kept whole
  /// and returned, for `emit` to return as usual.
  public func stream(
    _ path: String, origin: SourceLocation? = nil, _ write: (EmittedFileStream) -> [UInt8]
  ) -> EmittedFile? {
    guard let receiver else {
      let stream = EmittedFileStream(target: nil, pieceSize: pieceSize)
      return EmittedFile(path: path, contents: stream.end(with: write(stream)) ?? [], origin: origin)
    }
    let placed = directory.isEmpty ? path : "\(directory)/\(path)"
    let stream = EmittedFileStream(target: receiver.beginFile(at: placed, origin: origin), pieceSize: pieceSize)
    _ = stream.end(with: write(stream))
    lock.withLock { handedOver.append(EmittedFile(path: placed, contents: [], origin: origin)) }
    return nil
  }

  /// `files` with their paths in the output folder: under the emitter's folder.
  func place(_ files: [EmittedFile]) -> [EmittedFile] {
    guard !directory.isEmpty else { return files }
    return files.map { EmittedFile(path: "\(directory)/\($0.path)", contents: $0.contents, origin: $0.origin) }
  }

  /// The files handed over so far, paths in the output folder, without their bytes.
  var delivered: [EmittedFile] { lock.withLock { handedOver } }
}
