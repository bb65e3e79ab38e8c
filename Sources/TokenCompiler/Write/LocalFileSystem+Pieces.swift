#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files written and read piece by piece, for ``LocalFileSystem``.
extension LocalFileSystem {
  /// Creates the file exclusively (`O_EXCL | O_NOFOLLOW`), as ``createNewFile(at:contents:)``
  /// does, and keeps it open for its pieces; no `fsync` (the writer flushes once per build).
  public func createFileWriter(at path: String) throws -> any FileWriting {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
    guard descriptor >= 0 else { throw WriteError.posix(path, "cannot create file", errno: errno) }
    return DescriptorFileWriter(descriptor: descriptor, path: path)
  }

  /// Opens the file for reading (following links, as ``readFile(at:)`` does).
  public func openFileReader(at path: String) throws -> any FileReading {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw WriteError.posix(path, "cannot read file", errno: errno) }
    return DescriptorFileReader(descriptor: descriptor, path: path)
  }
}

/// A new file open for writing; removed again if a write or the close fails, or if abandoned.
private final class DescriptorFileWriter: FileWriting {
  /// The open file; -1 once closed.
  private var descriptor: Int32
  /// Its path, for messages and removal.
  private let path: String

  /// Takes over `descriptor`, the new file at `path`.
  init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  /// Closes a file neither closed nor abandoned (and leaves it: only a kill gets here).
  deinit { if descriptor >= 0 { _ = systemClose(descriptor) } }

  /// Writes every byte of the piece (``LocalFileSystem/writeAll(_:to:path:)``); on failure the
  /// file is abandoned.
  func write(_ piece: UnsafeBufferPointer<UInt8>) throws {
    do {
      try LocalFileSystem.writeAll(UnsafeRawBufferPointer(piece), to: descriptor, path: path)
    } catch {
      abandon()
      throw error
    }
  }

  /// `fstat`s the file, then closes it.
  func close() throws -> FileStatus? {
    var info = stat()
    let status = fstat(descriptor, &info) == 0 ? LocalFileSystem.status(of: info) : nil
    let result = systemClose(descriptor)
    descriptor = -1
    guard result == 0 else {
      let code = errno
      _ = unlink(path)
      throw WriteError.posix(path, "cannot close file", errno: code)
    }
    return status
  }

  /// Closes and removes the file.
  func abandon() {
    guard descriptor >= 0 else { return }
    _ = systemClose(descriptor)
    descriptor = -1
    _ = unlink(path)
  }
}

/// A file open for reading, closed when the last reference goes.
private final class DescriptorFileReader: FileReading {
  /// The open file.
  private let descriptor: Int32
  /// Its path, for messages.
  private let path: String

  /// Takes over `descriptor`, the file at `path`.
  init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  /// Closes the file.
  deinit { _ = systemClose(descriptor) }

  /// `read(2)`s until `buffer` is full or the file ends.
  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var filled = 0
    while filled < buffer.count {
      let count = systemRead(descriptor, base + filled, buffer.count - filled)
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw WriteError.posix(path, "cannot read file", errno: errno)
      }
      filled += count
    }
    return filled
  }
}

/// `close(2)` and `read(2)`, outside the classes so their methods do not shadow them.
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
/// See ``systemClose(_:)``.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}
