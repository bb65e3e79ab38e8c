import Foundation

/// Where an emitter's files go before its `emit` returns: when the build writes as emitters finish
/// (``EmitStage/emit(_:diagnostics:handOff:)``), ``handOver(_:)`` gives files straight to the write
/// stage, which stages them and frees their bytes, so an emitter of many large files (a docs page
/// split into parts) never holds them all at once. Otherwise it takes nothing.
///
/// The write stage changes the output folder only once every emitter has succeeded, so a file
/// handed over by an emitter that later reports an error is discarded with the rest.
public final class EmitDelivery: @unchecked Sendable {
  private let directory: String
  private let handOff: (@Sendable ([EmittedFile]) -> Void)?
  private let lock = NSLock()
  /// The files handed over, by path in the output folder and without their bytes.
  private var handedOver: [EmittedFile] = []

  /// A delivery that takes nothing: every file is returned by `emit`.
  public convenience init() { self.init(directory: "", handOff: nil) }

  /// A delivery placing files in `directory` (the emitter's folder) and giving them to `handOff`.
  init(directory: String, handOff: (@Sendable ([EmittedFile]) -> Void)?) {
    self.directory = directory
    self.handOff = handOff
  }

  /// Gives `files` (paths in the emitter's folder) to the write stage now, if the build writes as
  /// emitters finish, and returns the files it did not take, which `emit` returns as usual.
  /// Safe to call from any thread.
  public func handOver(_ files: [EmittedFile]) -> [EmittedFile] {
    guard let handOff else { return files }
    let placed = place(files)
    handOff(placed)
    let paths = placed.map { EmittedFile(path: $0.path, contents: [], origin: $0.origin) }
    lock.withLock { handedOver += paths }
    return []
  }

  /// `files` with their paths in the output folder: under the emitter's folder.
  func place(_ files: [EmittedFile]) -> [EmittedFile] {
    guard !directory.isEmpty else { return files }
    return files.map { EmittedFile(path: "\(directory)/\($0.path)", contents: $0.contents, origin: $0.origin) }
  }

  /// The files handed over so far, paths in the output folder, without their bytes.
  var delivered: [EmittedFile] { lock.withLock { handedOver } }
}
