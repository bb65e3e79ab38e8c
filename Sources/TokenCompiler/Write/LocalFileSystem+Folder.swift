import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creating folders and files relative to an open folder, for ``LocalFileSystem``.
extension LocalFileSystem {
  /// Opens the folder at `path` (never through a link) for `mkdirat(2)` and `openat(2)`; a
  /// folder that cannot be opened is used by its path instead.
  public func openFolder(at path: String) -> any OpenFolder {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return PathFolder(fileSystem: self, path: path) }
    return DescriptorFolder(descriptor: descriptor, path: path)
  }
}

/// A folder held open by its descriptor, closed when the last reference goes. Its calls fail
/// as ``LocalFileSystem``'s full-path calls do, naming the same full paths.
private final class DescriptorFolder: OpenFolder {
  /// The open folder.
  let descriptor: Int32
  /// Its full path, for messages.
  let path: String

  /// Takes over `descriptor`, the open folder at `path`.
  init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  /// Closes the folder.
  deinit { _ = close(descriptor) }

  /// `mkdirat(2)`, creating missing parents (inside the folder) first.
  func createDirectory(at relative: String) throws {
    if mkdirat(descriptor, relative, 0o777) == 0 { return }
    let code = errno
    if code == EEXIST, isDirectory(relative) { return }
    let parent = (relative as NSString).deletingLastPathComponent
    guard code == ENOENT, !parent.isEmpty, parent != relative else {
      throw WriteError.posix(path + "/" + relative, "cannot create directory", errno: code)
    }
    try createDirectory(at: parent)
    guard mkdirat(descriptor, relative, 0o777) == 0 || (errno == EEXIST && isDirectory(relative)) else {
      throw WriteError.posix(path + "/" + relative, "cannot create directory", errno: errno)
    }
  }

  /// `openat(2)` exclusively, then as ``LocalFileSystem/createNewFileReturningStatus(at:contents:)``.
  func createNewFileReturningStatus(at relative: String, contents: [UInt8]) throws -> FileStatus? {
    try LocalFileSystem.createNewFile(
      named: path + "/" + relative, contents: contents, status: true,
      open: { openat(descriptor, relative, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666) },
      remove: { _ = unlinkat(descriptor, relative, 0) })
  }

  /// Whether `relative` is a folder, not following a final link.
  private func isDirectory(_ relative: String) -> Bool {
    var info = stat()
    return fstatat(descriptor, relative, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
