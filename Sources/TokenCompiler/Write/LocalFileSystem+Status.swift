import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lstat`, hard links, `flock` and flushing, for ``LocalFileSystem``.
extension LocalFileSystem {
  /// `lstat(2)` of `path`.
  public func status(at path: String) -> FileStatus? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return Self.status(of: info)
  }

  /// The status that `lstat(2)` or `fstat(2)` filled in as `info`.
  static func status(of info: stat) -> FileStatus {
    let kind: FileKind
    switch info.st_mode & S_IFMT {
    case S_IFREG: kind = .regularFile
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    default: kind = .other
    }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    return FileStatus(
      kind: kind, size: Int64(info.st_size),
      modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec), inode: UInt64(info.st_ino))
  }

  /// `linkat(2)`; a copy where the file system has no hard links.
  public func duplicate(_ source: String, to destination: String) throws {
    guard linkat(AT_FDCWD, source, AT_FDCWD, destination, 0) != 0 else { return }
    let code = errno
    guard [EPERM, EXDEV, EMLINK, EOPNOTSUPP].contains(code), kind(at: source) == .regularFile else {
      throw WriteError.posix(destination, "cannot keep the previous version", errno: code)
    }
    try createNewFile(at: destination, contents: try readFile(at: source))
  }

  /// `flock(2)` on `path` (opened with `O_NOFOLLOW`), polled every 20 ms until `timeout`.
  public func lockExclusively(at path: String, waitingUpTo timeout: Swift.Duration) throws -> (any FileLock)? {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o666)
    guard descriptor >= 0 else { throw WriteError.posix(path, "cannot open lock file", errno: errno) }
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR else {
        _ = close(descriptor)
        throw WriteError.posix(path, "cannot lock file", errno: code)
      }
      guard clock.now < deadline else {
        _ = close(descriptor)
        return nil
      }
      usleep(20_000)
    }
    return DescriptorLock(descriptor: descriptor, path: path)
  }

  /// `fsync(2)` of the file or directory at `path`.
  public func synchronizeFile(at path: String) throws {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { throw WriteError.posix(path, "cannot open for flushing", errno: errno) }
    defer { _ = close(descriptor) }
    guard fsync(descriptor) == 0 else { throw WriteError.posix(path, "cannot flush", errno: errno) }
  }

  /// `syncfs(2)` on Linux (looked up at run time; glibc does not export it to Swift), else `sync(2)`.
  public func synchronizeFileSystem(containing path: String) throws {
    #if os(Linux)
      typealias SyncFS = @convention(c) (Int32) -> Int32
      if let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard descriptor >= 0 else { throw WriteError.posix(path, "cannot open for flushing", errno: errno) }
        defer { _ = close(descriptor) }
        guard unsafeBitCast(symbol, to: SyncFS.self)(descriptor) == 0 else {
          throw WriteError.posix(path, "cannot flush file system", errno: errno)
        }
        return
      }
    #endif
    sync()
  }
}

/// A held `flock`: closing the descriptor releases it.
private final class DescriptorLock: FileLock {
  /// The open lock file.
  private let descriptor: Int32
  /// The path it was opened at.
  private let path: String

  /// Wraps a descriptor that holds the lock on the file opened at `path`.
  init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  /// Whether `path` still names the locked file (same device and inode, by `fstat`/`lstat`).
  var isCurrent: Bool {
    var held = stat()
    var named = stat()
    guard fstat(descriptor, &held) == 0, lstat(path, &named) == 0 else { return false }
    return held.st_dev == named.st_dev && held.st_ino == named.st_ino
  }

  /// Closes the descriptor, which releases the lock; call it once.
  func unlock() { _ = close(descriptor) }
}
