import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system, through POSIX calls (and Foundation for listing folders).
public struct LocalFileSystem: FileSystem {
  /// Creates the file system.
  public init() {}

  /// What is at `path`, not following a final symbolic link.
  public func kind(at path: String) -> FileKind? { status(at: path)?.kind }

  /// Reads the file at `path`.
  ///
  /// One `open`, one `fstat` for the size and `read`s straight into the array (one more read
  /// sees the end; a file that grows meanwhile is read to its new end). Foundation's
  /// `Data(contentsOf:)` and the copy into an array took about 4 ms per megabyte, on the main
  /// thread before any token file is parsed.
  public func readFile(at path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw WriteError.posix(path, "cannot read file", errno: errno) }
    defer { _ = close(descriptor) }
    var info = stat()
    let size = fstat(descriptor, &info) == 0 && info.st_size > 0 ? Int(info.st_size) : 0
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var filled = 0
    while true {
      if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4_096))) }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw WriteError.posix(path, "cannot read file", errno: errno)
      }
      filled += count
    }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }

  /// Creates a new file exclusively (`O_EXCL | O_NOFOLLOW`), writes it and closes it.
  ///
  /// There is no `fsync` here: the writer flushes once per build instead.
  public func createNewFile(at path: String, contents: [UInt8]) throws {
    _ = try createNewFile(at: path, contents: contents, status: false)
  }

  /// ``createNewFile(at:contents:)``, with an `fstat(2)` of the file after its last write.
  public func createNewFileReturningStatus(at path: String, contents: [UInt8]) throws -> FileStatus? {
    try createNewFile(at: path, contents: contents, status: true)
  }

  /// Creates, writes and closes the file; with `status`, `fstat`s it before closing.
  private func createNewFile(at path: String, contents: [UInt8], status: Bool) throws -> FileStatus? {
    try Self.createNewFile(
      named: path, contents: contents, status: status,
      open: { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666) },
      remove: { _ = unlink(path) })
  }

  /// Creates the file `open` opens (exclusively), writes `contents` and closes it; with `status`,
  /// `fstat`s it before closing. On failure `remove` deletes it; errors name `path`.
  static func createNewFile(
    named path: String, contents: [UInt8], status: Bool, open: () -> Int32, remove: () -> Void
  ) throws -> FileStatus? {
    let descriptor = open()
    guard descriptor >= 0 else { throw WriteError.posix(path, "cannot create file", errno: errno) }
    var written: FileStatus?
    do {
      try contents.withUnsafeBytes { try Self.writeAll($0, to: descriptor, path: path) }
      if status {
        var info = stat()
        if fstat(descriptor, &info) == 0 { written = Self.status(of: info) }
      }
    } catch {
      _ = close(descriptor)
      remove()
      throw error
    }
    guard close(descriptor) == 0 else {
      let code = errno
      remove()
      throw WriteError.posix(path, "cannot close file", errno: code)
    }
    return written
  }

  /// Creates the directory at `path` with `mkdir(2)`, creating missing parents first.
  public func createDirectory(at path: String) throws {
    if mkdir(path, 0o777) == 0 { return }
    let code = errno
    if code == EEXIST, kind(at: path) == .directory { return }
    let parent = (path as NSString).deletingLastPathComponent
    guard code == ENOENT, !parent.isEmpty, parent != path else {
      throw WriteError.posix(path, "cannot create directory", errno: code)
    }
    try createDirectory(at: parent)
    guard mkdir(path, 0o777) == 0 || (errno == EEXIST && kind(at: path) == .directory) else {
      throw WriteError.posix(path, "cannot create directory", errno: errno)
    }
  }

  /// Renames with `rename(2)`, replacing `destination` (never following a link there) atomically.
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

  /// Lists one folder with `FileManager`.
  public func contentsOfDirectory(at path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  }

  /// Writes every byte of `buffer` to `descriptor`, retrying after interruptions; a failure
  /// names `path`.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
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

/// `rename(2)`, outside the struct so its `rename` method does not shadow the C function.
private func systemRename(_ source: String, _ destination: String) -> Int32 {
  rename(source, destination)
}
