/// What a path names on disk, without following a final symbolic link.
public enum FileKind: Sendable, Hashable {
  /// A regular file.
  case regularFile
  /// A directory.
  case directory
  /// A symbolic link (to anything).
  case symbolicLink
  /// A socket, device, pipe or anything else.
  case other
}

/// What `lstat(2)` says about a path: its kind, and enough to tell whether a file changed.
///
/// The numbers are `-1` (inode `0`) when a file system cannot tell them; such a status
/// never matches a recorded one, so the file is then compared byte for byte.
public struct FileStatus: Sendable, Hashable {
  /// What the path names (a link is not followed).
  public var kind: FileKind
  /// The size in bytes.
  public var size: Int64
  /// The modification time, in nanoseconds since 1970.
  public var modified: Int64
  /// The status change time (`ctime`), in nanoseconds since 1970.
  public var changed: Int64
  /// The inode number.
  public var inode: UInt64

  /// Creates a status.
  public init(kind: FileKind, size: Int64 = -1, modified: Int64 = -1, changed: Int64 = -1, inode: UInt64 = 0) {
    self.kind = kind
    self.size = size
    self.modified = modified
    self.changed = changed
    self.inode = inode
  }

  /// Whether size, times and inode are known, so the status can vouch for unchanged bytes.
  public var isComplete: Bool { size >= 0 && modified >= 0 && changed >= 0 && inode != 0 }
}

/// An exclusive lock on the output folder, held until ``unlock()`` or the end of the process.
public protocol FileLock: AnyObject, Sendable {
  /// Releases the lock.
  func unlock()

  /// Whether the locked file is still the one its path names. A build that created the output
  /// folder and then failed removes the lock file with the folder: a build that was waiting on
  /// that file gets a lock nobody else sees, and must lock the path again.
  var isCurrent: Bool { get }
}

extension FileLock {
  /// A lock that cannot go stale.
  public var isCurrent: Bool { true }
}

/// The file operations ``OutputWriter`` and input discovery need, so tests can inject failures.
///
/// All paths are full paths (absolute, or relative to the current directory).
/// Implementations should throw ``WriteError`` so messages name the failing path.
/// The requirements after ``subpaths(of:)`` have defaults for simple file systems.
public protocol FileSystem: Sendable {
  /// What is at `path`, not following a final symbolic link; `nil` if nothing is there.
  func kind(at path: String) -> FileKind?
  /// The whole contents of the file at `path`, following symbolic links.
  func readFile(at path: String) throws -> [UInt8]
  /// Creates a file that must not exist yet (not following a link there) and writes `contents`.
  ///
  /// On failure nothing created by this call is left behind. The bytes need not reach the
  /// disk before ``synchronizeFile(at:)`` or ``synchronizeFileSystem(containing:)``.
  func createNewFile(at path: String, contents: [UInt8]) throws
  /// Creates the directory at `path` and any missing parents; succeeds if it already exists.
  func createDirectory(at path: String) throws
  /// Renames `source` over `destination` in one atomic step, as `rename(2)` does.
  func rename(_ source: String, to destination: String) throws
  /// Removes a file or symbolic link (never a directory); succeeds if nothing is there.
  func removeFile(at path: String) throws
  /// Removes the directory at `path` only if it is empty, as `rmdir(2)` does.
  ///
  /// - Returns: whether the directory was removed.
  func removeDirectoryIfEmpty(at path: String) -> Bool
  /// Every file and folder below the directory at `path`, relative to it; empty if it cannot be read.
  func subpaths(of path: String) -> [String]

  /// What `lstat(2)` says about `path`; `nil` if nothing is there.
  func status(at path: String) -> FileStatus?
  /// ``createNewFile(at:contents:)``, then what the file's status is once its bytes are written
  /// (as `fstat(2)` on the open file says it), so a caller need not `lstat` it again; `nil` when
  /// the file system cannot tell.
  func createNewFileReturningStatus(at path: String, contents: [UInt8]) throws -> FileStatus?
  /// The names in the directory at `path` (not `.` and `..`); empty if it cannot be read.
  func contentsOfDirectory(at path: String) -> [String]
  /// Makes the new `destination` hold the bytes of the regular file `source`: a hard link
  /// where the file system allows one, else a copy.
  func duplicate(_ source: String, to destination: String) throws
  /// Takes an exclusive lock on the file at `path` (created if missing), waiting up to `timeout`.
  ///
  /// - Returns: the lock, or `nil` if another process still held it when `timeout` ran out.
  func lockExclusively(at path: String, waitingUpTo timeout: Swift.Duration) throws -> (any FileLock)?
  /// Flushes the file (or directory) at `path` to disk, as `fsync(2)` does.
  func synchronizeFile(at path: String) throws
  /// Flushes everything written to the file system holding `path` to disk, as `syncfs(2)` does.
  func synchronizeFileSystem(containing path: String) throws
  /// The existing folder at `path`, opened to create folders and files in it by relative paths.
  func openFolder(at path: String) -> any OpenFolder
  /// Creates a file that must not exist yet (not following a link there), to be written piece
  /// by piece and then closed; as for ``createNewFile(at:contents:)``, a failed write or close
  /// leaves nothing behind.
  func createFileWriter(at path: String) throws -> any FileWriting
  /// Opens the file at `path` to read it from the start, piece by piece.
  func openFileReader(at path: String) throws -> any FileReading
}

extension FileSystem {
  /// Only the kind: such a status never vouches for unchanged bytes.
  public func status(at path: String) -> FileStatus? {
    kind(at: path).map { FileStatus(kind: $0) }
  }

  /// Creates the file with ``createNewFile(at:contents:)`` and does not tell its status.
  public func createNewFileReturningStatus(at path: String, contents: [UInt8]) throws -> FileStatus? {
    try createNewFile(at: path, contents: contents)
    return nil
  }

  /// The entries of ``subpaths(of:)`` that have no `/`.
  public func contentsOfDirectory(at path: String) -> [String] {
    subpaths(of: path).filter { !$0.contains("/") }
  }

  /// Copies the file with ``readFile(at:)`` and ``createNewFile(at:contents:)``.
  public func duplicate(_ source: String, to destination: String) throws {
    guard kind(at: source) == .regularFile else {
      throw WriteError(path: source, reason: "cannot keep a copy: not a regular file")
    }
    try createNewFile(at: destination, contents: try readFile(at: source))
  }

  /// No locking: always succeeds at once.
  public func lockExclusively(at path: String, waitingUpTo timeout: Swift.Duration) throws -> (any FileLock)? {
    NoLock()
  }

  /// Does nothing.
  public func synchronizeFile(at path: String) throws {}

  /// Does nothing.
  public func synchronizeFileSystem(containing path: String) throws {}

  /// The folder by its path: each call goes to this file system with the full path.
  public func openFolder(at path: String) -> any OpenFolder {
    PathFolder(fileSystem: self, path: path)
  }
}

/// The lock of a file system that has no locks.
private final class NoLock: FileLock {
  /// Does nothing.
  func unlock() {}
}

/// A folder opened once, in which folders and files are then created by paths relative to it,
/// so the system need not walk the folder's full path again for each of them. It stays open
/// as long as the value lives.
///
/// A staged fresh build creates thousands of files deep in the staging area: relative to the
/// area's open folder, each `mkdir` and `open` walks only the components below it.
public protocol OpenFolder: Sendable {
  /// The folder's full path, as it was opened.
  var path: String { get }
  /// ``FileSystem/createDirectory(at:)`` for `relative` inside the folder.
  func createDirectory(at relative: String) throws
  /// ``FileSystem/createNewFileReturningStatus(at:contents:)`` for `relative` inside the folder.
  func createNewFileReturningStatus(at relative: String, contents: [UInt8]) throws -> FileStatus?
}

/// A folder that is only a path: each call goes to the file system with the full path, as if
/// the folder had not been opened (the default for file systems that cannot open one).
struct PathFolder: OpenFolder {
  /// The file system the calls go to.
  let fileSystem: any FileSystem
  /// The folder's full path.
  let path: String

  /// Creates the folder `relative` inside ``path``, with the file system's full-path call.
  func createDirectory(at relative: String) throws {
    try fileSystem.createDirectory(at: path + "/" + relative)
  }

  /// Creates the file `relative` inside ``path``, with the file system's full-path call.
  func createNewFileReturningStatus(at relative: String, contents: [UInt8]) throws -> FileStatus? {
    try fileSystem.createNewFileReturningStatus(at: path + "/" + relative, contents: contents)
  }
}
