import Foundation

@testable import TokenCompiler

/// An ``EmitReceiver`` that keeps what it is given: whole files by hand-over (counting the calls
/// that brought any), and each streamed file's pieces in order, to compare with what an emitter
/// returns when nothing receives.
final class CollectingReceiver: EmitReceiver, @unchecked Sendable {
  /// Guards everything below.
  private let lock = NSLock()
  /// The files accepted whole, by path.
  private var accepted: [String: [UInt8]] = [:]
  /// How many calls of ``accept(_:)`` brought at least one file.
  private var acceptCalls = 0
  /// The non-empty pieces of each streamed file, by path, in order.
  private var pieces: [String: [[UInt8]]] = [:]
  /// The streamed files that were ended.
  private var ended: Set<String> = []

  /// An empty receiver.
  init() {}

  /// Keeps `files`.
  func accept(_ files: [EmittedFile]) {
    lock.withLock {
      if !files.isEmpty { acceptCalls += 1 }
      for file in files {
        precondition(accepted[file.path] == nil && pieces[file.path] == nil, "\(file.path) given twice")
        accepted[file.path] = file.contents
      }
    }
  }

  /// A target keeping the pieces of the file at `path`.
  func beginFile(at path: String, origin _: SourceLocation?) -> any EmittedFileTarget {
    lock.withLock {
      precondition(accepted[path] == nil && pieces[path] == nil, "\(path) given twice")
      pieces[path] = []
    }
    return Target(path: path, receiver: self)
  }

  /// Keeps a piece of the file at `path`.
  fileprivate func keep(_ piece: [UInt8], of path: String) {
    lock.withLock {
      precondition(!ended.contains(path), "a piece of \(path) after its end")
      if !piece.isEmpty { pieces[path, default: []].append(piece) }
    }
  }

  /// Notes that the file at `path` is complete.
  fileprivate func end(_ path: String) {
    _ = lock.withLock { ended.insert(path) }
  }

  /// Every file received, accepted or streamed (its pieces joined), by path.
  var files: [String: [UInt8]] {
    lock.withLock {
      precondition(ended == Set(pieces.keys), "a streamed file was never ended")
      return accepted.merging(pieces.mapValues { $0.flatMap { $0 } }) { first, _ in first }
    }
  }

  /// How many non-empty pieces the streamed file at `path` came in (0 when not streamed).
  func pieceCount(_ path: String) -> Int { lock.withLock { pieces[path]?.count ?? 0 } }

  /// The size of the largest piece of the streamed file at `path`.
  func largestPiece(_ path: String) -> Int { lock.withLock { pieces[path]?.map(\.count).max() ?? 0 } }

  /// The paths of the streamed files.
  var streamedPaths: Set<String> { lock.withLock { Set(pieces.keys) } }

  /// How many hand-overs brought files.
  var handOvers: Int { lock.withLock { acceptCalls } }

  /// What one streamed file's target passes on to the receiver.
  private final class Target: EmittedFileTarget {
    /// The file's path.
    let path: String
    /// Where the pieces go.
    let receiver: CollectingReceiver

    /// A target for the file at `path`.
    init(path: String, receiver: CollectingReceiver) {
      self.path = path
      self.receiver = receiver
    }

    /// Keeps a copy of `piece`.
    func write(_ piece: UnsafeBufferPointer<UInt8>) { receiver.keep(Array(piece), of: path) }

    /// Ends the file.
    func end() { receiver.end(path) }
  }
}

extension Emitter {
  /// Runs the emitter as ``emit(_:)`` does, but delivering to `receiver` with streams spilled
  /// every `pieceSize` bytes (as a writing build does); the files it returns are given to
  /// `receiver` too, as the emit stage gives them.
  func emit(_ input: EmitInput, receiver: CollectingReceiver, pieceSize: Int) {
    var context = EmitContext(
      emitterID: Self.descriptor.id, emitterIDs: Set(EmitterRegistry.builtIn.descriptors.map(\.id)),
      delivery: EmitDelivery(directory: "", receiver: receiver, pieceSize: pieceSize))
    receiver.accept(emit(input, context: &context))
  }
}
