/// A new file written piece by piece (``FileSystem/createFileWriter(at:)``), by one thread.
public protocol FileWriting: AnyObject {
  /// Appends `bytes` to the file.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) throws
  /// Closes the file once every piece is written; its status then, when the file system can
  /// tell (as ``FileSystem/createNewFileReturningStatus(at:contents:)`` tells it).
  func close() throws -> FileStatus?
  /// Gives up on the file: closes it and removes it.
  func abandon()
}

/// A file read from its start piece by piece (``FileSystem/openFileReader(at:)``), by one thread.
public protocol FileReading: AnyObject {
  /// Reads up to `buffer.count` bytes into `buffer`; fewer only at the end of the file.
  ///
  /// - Returns: how many bytes were read; 0 at the end.
  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int
}

extension FileSystem {
  /// A writer that collects the pieces and creates the file with
  /// ``createNewFileReturningStatus(at:contents:)`` when closed.
  public func createFileWriter(at path: String) throws -> any FileWriting {
    CollectingFileWriter(fileSystem: self, path: path)
  }

  /// A reader over the bytes ``readFile(at:)`` returns.
  public func openFileReader(at path: String) throws -> any FileReading {
    BytesFileReader(bytes: try readFile(at: path))
  }
}

/// ``FileSystem/createFileWriter(at:)`` for file systems that only create whole files.
private final class CollectingFileWriter: FileWriting {
  /// Where the file goes.
  private let fileSystem: any FileSystem
  /// Its path.
  private let path: String
  /// The pieces so far.
  private var bytes: [UInt8] = []

  /// A writer of the file at `path` of `fileSystem`.
  init(fileSystem: any FileSystem, path: String) {
    self.fileSystem = fileSystem
    self.path = path
  }

  /// Appends the piece.
  func write(_ piece: UnsafeBufferPointer<UInt8>) throws { bytes.append(contentsOf: piece) }

  /// Creates the file.
  func close() throws -> FileStatus? { try fileSystem.createNewFileReturningStatus(at: path, contents: bytes) }

  /// Nothing was created.
  func abandon() { bytes = [] }
}

/// ``FileSystem/openFileReader(at:)`` over bytes read whole.
private final class BytesFileReader: FileReading {
  /// The file.
  private let bytes: [UInt8]
  /// How many bytes were read.
  private var offset = 0

  /// A reader of `bytes`.
  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Copies the next bytes.
  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
    let count = min(buffer.count, bytes.count - offset)
    guard count > 0, let start = buffer.baseAddress else { return 0 }
    bytes.withUnsafeBufferPointer { start.initialize(from: $0.baseAddress! + offset, count: count) }
    offset += count
    return count
  }
}
