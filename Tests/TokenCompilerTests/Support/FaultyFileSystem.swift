import Foundation
import TokenCompiler

/// The local file system with failures on demand, and a record of what was done.
///
/// - `killAfter`: after that many changing operations every further one fails, as if the
///   process had been killed there; a file being written at that moment is left half written.
/// - `failing`: changing operations it accepts (given as `name path`, e.g. `rename /tmp/out/a.css`)
///   fail with "No space left on device".
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
  /// The file system that does the work.
  private let base = LocalFileSystem()
  /// Guards ``changes`` and ``log`` (builds may probe from several threads).
  private let lock = NSLock()
  /// The changing operations done.
  private var changes = 0
  /// Every operation.
  private var log: [String] = []
  /// The number of changing operations allowed before the "kill"; `nil` for no kill.
  let killAfter: Int?
  /// The changing operations (`name path`) that fail.
  let failing: @Sendable (String) -> Bool

  /// Creates a file system that is killed after `killAfter` changes and fails the `failing` operations.
  init(killAfter: Int? = nil, failing: @escaping @Sendable (String) -> Bool = { _ in false }) {
    self.killAfter = killAfter
    self.failing = failing
  }

  /// The changing operations done so far.
  var changeCount: Int { lock.withLock { changes } }
  /// Every operation, as `name path`, in order.
  var operations: [String] { lock.withLock { log } }

  /// Records `name path`; throws if the file system is "killed" or `path` is failing.
  private func change(_ name: String, _ path: String) throws {
    try lock.withLock {
      log.append("\(name) \(path)")
      if let killAfter, changes >= killAfter { throw WriteError(path: path, reason: "killed") }
      changes += 1
    }
    if failing("\(name) \(path)") { throw WriteError(path: path, reason: "\(name): No space left on device") }
  }

  /// Records a reading operation.
  private func record(_ name: String, _ path: String) { lock.withLock { log.append("\(name) \(path)") } }

  /// Forwards.
  func kind(at path: String) -> FileKind? { base.kind(at: path) }
  /// Forwards.
  func status(at path: String) -> FileStatus? { base.status(at: path) }
  /// Records and forwards.
  func readFile(at path: String) throws -> [UInt8] {
    record("read", path)
    return try base.readFile(at: path)
  }
  /// A change; when killed here, half the bytes are left.
  func createNewFile(at path: String, contents: [UInt8]) throws {
    do {
      try change("create", path)
    } catch let error as WriteError where error.reason == "killed" {
      // Killed while writing: half the bytes are on disk.
      try? base.createNewFile(at: path, contents: Array(contents.prefix(contents.count / 2)))
      throw error
    }
    try base.createNewFile(at: path, contents: contents)
  }
  /// A change.
  func createDirectory(at path: String) throws {
    try change("mkdir", path)
    try base.createDirectory(at: path)
  }
  /// A change, recorded with its destination.
  func rename(_ source: String, to destination: String) throws {
    try change("rename", destination)
    try base.rename(source, to: destination)
  }
  /// A change.
  func removeFile(at path: String) throws {
    try change("unlink", path)
    try base.removeFile(at: path)
  }
  /// A change.
  func removeDirectoryIfEmpty(at path: String) -> Bool {
    (try? change("rmdir", path)) != nil && base.removeDirectoryIfEmpty(at: path)
  }
  /// Forwards.
  func subpaths(of path: String) -> [String] { base.subpaths(of: path) }
  /// Forwards.
  func contentsOfDirectory(at path: String) -> [String] { base.contentsOfDirectory(at: path) }
  /// A change, recorded as `link`.
  func duplicate(_ source: String, to destination: String) throws {
    try change("link", destination)
    try base.duplicate(source, to: destination)
  }
  /// Forwards.
  func lockExclusively(at path: String, waitingUpTo timeout: Swift.Duration) throws -> (any FileLock)? {
    try base.lockExclusively(at: path, waitingUpTo: timeout)
  }
  /// A change, recorded as `fsync`; nothing is flushed.
  func synchronizeFile(at path: String) throws {
    try change("fsync", path)
  }
  /// A change, recorded as `syncfs`; nothing is flushed.
  func synchronizeFileSystem(containing path: String) throws {
    try change("syncfs", path)
  }
}
