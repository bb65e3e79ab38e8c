import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

/// The few file operations ``OutputWriter`` needs, so tests can inject failures.
///
/// All paths are full paths (absolute, or relative to the current directory).
/// Implementations should throw ``WriteError`` so messages name the failing path.
public protocol FileSystem: Sendable {
  /// What is at `path`, not following a final symbolic link; `nil` if nothing is there.
  func kind(at path: String) -> FileKind?
  /// The whole contents of the file at `path`, following symbolic links.
  func readFile(at path: String) throws -> [UInt8]
  /// Creates a file that must not exist yet, writes `contents` and flushes them to disk.
  ///
  /// On failure nothing created by this call is left behind.
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
}

/// The real file system, through Foundation and POSIX calls.
public struct LocalFileSystem: FileSystem {
  /// Creates the file system.
  public init() {}

  /// What is at `path`, not following a final symbolic link.
  public func kind(at path: String) -> FileKind? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return nil
    }
    switch attributes[.type] as? FileAttributeType {
    case .typeRegular?: return .regularFile
    case .typeDirectory?: return .directory
    case .typeSymbolicLink?: return .symbolicLink
    default: return .other
    }
  }

  /// Reads the file at `path`.
  public func readFile(at path: String) throws -> [UInt8] {
    try WriteError.wrapping(path, "cannot read file") {
      Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
  }

  /// Creates a new file exclusively (`O_EXCL`), writes it, `fsync`s it and closes it.
  public func createNewFile(at path: String, contents: [UInt8]) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw WriteError.posix(path, "cannot create file", errno: errno) }
    do {
      try writeAll(contents, to: descriptor, path: path)
      guard fsync(descriptor) == 0 else {
        throw WriteError.posix(path, "cannot flush file", errno: errno)
      }
    } catch {
      _ = close(descriptor)
      _ = unlink(path)
      throw error
    }
    guard close(descriptor) == 0 else {
      let code = errno
      _ = unlink(path)
      throw WriteError.posix(path, "cannot close file", errno: code)
    }
  }

  /// Creates the directory at `path` with its parents.
  public func createDirectory(at path: String) throws {
    try WriteError.wrapping(path, "cannot create directory") {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
  }

  /// Renames with `rename(2)`, replacing `destination` atomically.
  public func rename(_ source: String, to destination: String) throws {
    guard systemRename(source, destination) == 0 else {
      throw WriteError.posix(destination, "cannot replace file", errno: errno)
    }
  }

  /// Removes a file or link with `unlink(2)`.
  public func removeFile(at path: String) throws {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw WriteError.posix(path, "cannot remove file", errno: errno)
    }
  }

  /// Removes an empty directory with `rmdir(2)`.
  public func removeDirectoryIfEmpty(at path: String) -> Bool {
    rmdir(path) == 0
  }

  /// Lists the tree below `path` with `FileManager`.
  public func subpaths(of path: String) -> [String] {
    FileManager.default.subpaths(atPath: path) ?? []
  }

  private func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
    try bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          throw WriteError.posix(path, "cannot write file", errno: errno)
        }
        offset += count
      }
    }
  }
}

/// `rename(2)`, outside the struct so its `rename` method does not shadow the C function.
private func systemRename(_ source: String, _ destination: String) -> Int32 {
  rename(source, destination)
}
