import TokenCompiler

/// A read-only file system held in memory: the files a fuzz target hands the library.
///
/// The targets only compile, so the library must never change a file: every changing
/// operation stops the process, and libFuzzer reports the input that made it happen. Paths
/// are compared after dropping `.` components and repeated slashes; `..` is kept as written,
/// so it never reaches a file, and nothing outside these files can be read.
public struct MemoryFileSystem: FileSystem {
  /// The files, by normalized path.
  private let files: [String: [UInt8]]
  /// Every folder above a file (`""` is the top).
  private let folders: Set<String>

  /// Creates a file system holding `files` (paths relative to the top, such as `tokens/a.yaml`).
  public init(_ files: [String: [UInt8]]) {
    var normalized: [String: [UInt8]] = [:]
    var folders: Set<String> = [""]
    for (path, bytes) in files {
      let path = Self.normalize(path)
      normalized[path] = bytes
      var components = path.split(separator: "/").dropLast()
      while !components.isEmpty {
        folders.insert(components.joined(separator: "/"))
        components.removeLast()
      }
    }
    self.files = normalized
    self.folders = folders
  }

  /// `path` without `.` components, empty components or a leading slash kept apart: `./a//b` is `a/b`.
  static func normalize(_ path: String) -> String {
    let components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
  }

  /// A file, a folder or nothing.
  public func kind(at path: String) -> FileKind? {
    let path = Self.normalize(path)
    if files[path] != nil { return .regularFile }
    return folders.contains(path) ? .directory : nil
  }

  /// The bytes of a file.
  public func readFile(at path: String) throws -> [UInt8] {
    guard let bytes = files[Self.normalize(path)] else { throw WriteError(path: path, reason: "no such file") }
    return bytes
  }

  /// Every file and folder below `path`, relative to it.
  public func subpaths(of path: String) -> [String] {
    let path = Self.normalize(path)
    guard folders.contains(path) else { return [] }
    let prefix = path.isEmpty ? "" : path + "/"
    let below = Array(files.keys) + folders.filter { !$0.isEmpty }
    return below.filter { $0.hasPrefix(prefix) && $0 != path }.map { String($0.dropFirst(prefix.count)) }.sorted()
  }

  /// Stops the process: compiling must not write.
  public func createNewFile(at path: String, contents: [UInt8]) throws { refuse("create", path) }
  /// Stops the process: compiling must not write.
  public func createDirectory(at path: String) throws { refuse("mkdir", path) }
  /// Stops the process: compiling must not write.
  public func rename(_ source: String, to destination: String) throws { refuse("rename", source) }
  /// Stops the process: compiling must not write.
  public func removeFile(at path: String) throws { refuse("unlink", path) }
  /// Stops the process: compiling must not write.
  public func removeDirectoryIfEmpty(at path: String) -> Bool { refuse("rmdir", path) }

  /// A broken promise: the in-memory pipeline tried to change the file system.
  private func refuse(_ operation: String, _ path: String) -> Never {
    fatalError("fuzz: compiling tried to change the file system (\(operation) \(path))")
  }
}
