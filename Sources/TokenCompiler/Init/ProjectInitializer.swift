/// Writes a starter design system into a folder, as `tokenc init` does: every file, or nothing.
///
/// - It never overwrites: when any file it would write exists (or a link, or a file where it
///   needs a folder), it lists them all in ``InitError/conflicts(_:)`` and writes nothing.
/// - It never follows a symbolic link inside the project folder, nor one that is the project
///   folder itself, and every starter path is relative without `.` or `..` components.
/// - Each file is written to a temporary file beside it (created exclusively, not through a
///   link) and renamed into place, so no reader ever sees half a file.
/// - When a file operation fails, what it wrote so far is removed again.
///
/// ```swift
/// let report = try ProjectInitializer(folder: "design-system").run()
/// print(report.written)   // ["tokenc.yaml", "tokens/color-base.yaml", …]
/// ```
public struct ProjectInitializer: Sendable {
  /// The project folder; created, with missing parents, when it does not exist.
  public let folder: String
  /// The files to write.
  public let files: [StarterFile]
  /// Where to write them.
  public let fileSystem: any FileSystem

  /// Creates an initializer for `folder` (default: the current folder).
  public init(
    folder: String = ".", files: [StarterFile] = StarterDesignSystem.files,
    fileSystem: any FileSystem = LocalFileSystem()
  ) {
    var folder = folder.isEmpty ? "." : folder
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    self.folder = folder
    self.files = files
    self.fileSystem = fileSystem
  }

  /// The subfolders the files need, relative to ``folder``, parents first.
  public var subfolders: [String] {
    OutputPath.folders(of: files.map(\.path)).sorted()
  }

  /// `path` (relative to ``folder``) as a path to open.
  public func fullPath(_ path: String) -> String { OutputPath.join(folder, path) }

  /// Everything in the way of the files, in path order; empty when ``run()`` may write.
  ///
  /// - Throws: ``InitError/unusableFolder(_:reason:)`` when the project folder is a link or
  ///   not a folder, or a starter path is not a plain relative path.
  public func conflicts() throws(InitError) -> [InitConflict] {
    switch fileSystem.kind(at: folder) {
    case nil: return []
    case .directory?: break
    case .symbolicLink?:
      throw .unusableFolder(folder, reason: "it is a symbolic link, which tokenc init does not follow")
    default: throw .unusableFolder(folder, reason: "it is not a folder")
    }
    if let bad = files.first(where: { !OutputPath.isValid($0.path) }) {
      throw .unusableFolder(folder, reason: "'\(bad.path)' is not a plain relative path")
    }
    var found: [InitConflict] = []
    var blocked: [String] = []
    for subfolder in subfolders where !blocked.contains(where: { subfolder.hasPrefix($0 + "/") }) {
      guard let kind = fileSystem.kind(at: fullPath(subfolder)), kind != .directory else { continue }
      found.append(InitConflict(path: subfolder, kind: kind, isFolder: true))
      blocked.append(subfolder)
    }
    for file in files where !blocked.contains(where: { file.path.hasPrefix($0 + "/") }) {
      guard let kind = fileSystem.kind(at: fullPath(file.path)) else { continue }
      found.append(InitConflict(path: file.path, kind: kind, isFolder: false))
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Writes every file, or nothing.
  ///
  /// - Throws: ``InitError``; after any error, nothing it wrote is left behind.
  public func run() throws(InitError) -> InitReport {
    let conflicts = try conflicts()
    guard conflicts.isEmpty else { throw .conflicts(conflicts) }
    var progress = Progress()
    do {
      if fileSystem.kind(at: folder) == nil {
        try fileSystem.createDirectory(at: folder)
        progress.createdFolder = true
      }
      for subfolder in subfolders where fileSystem.kind(at: fullPath(subfolder)) == nil {
        try makeFolder(subfolder)
        progress.subfolders.append(subfolder)
      }
      for file in files {
        try write(file, progress: &progress)
        progress.written.append(file.path)
      }
    } catch {
      roll(back: progress)
      if let error = error as? InitError { throw error }
      throw .io(error as? WriteError ?? WriteError(path: folder, reason: "\(error)"))
    }
    return InitReport(
      folder: folder, createdFolder: progress.createdFolder, createdSubfolders: progress.subfolders,
      written: progress.written)
  }

  /// What a run has created so far, to undo on failure.
  private struct Progress {
    var createdFolder = false
    var subfolders: [String] = []
    var written: [String] = []
    var temporary: String?
  }

  /// Creates one subfolder, whose parent exists; refuses a link put there meanwhile.
  private func makeFolder(_ subfolder: String) throws {
    try fileSystem.createDirectory(at: fullPath(subfolder))
    guard fileSystem.kind(at: fullPath(subfolder)) == .directory else {
      throw WriteError(path: fullPath(subfolder), reason: "cannot create folder: something else appeared there")
    }
  }

  /// Writes one file: a temporary file beside it, then a rename, checking first that its folder
  /// is still a real folder and that nothing has appeared at the target meanwhile.
  private func write(_ file: StarterFile, progress: inout Progress) throws {
    let parent = OutputPath.parent(of: file.path)
    guard parent.isEmpty || fileSystem.kind(at: fullPath(parent)) == .directory else {
      throw WriteError(path: fullPath(parent), reason: "cannot write into it: it is no longer a folder")
    }
    let name = ".\(OutputPath.fileName(of: file.path)).tokenc-init-\(ContentHash.hex(.random(in: .min ... .max)))"
    let temporary = fullPath(parent.isEmpty ? name : parent + "/" + name)
    try fileSystem.createNewFile(at: temporary, contents: Array(file.text.utf8))
    progress.temporary = temporary
    if let kind = fileSystem.kind(at: fullPath(file.path)) {
      throw InitError.conflicts([InitConflict(path: file.path, kind: kind, isFolder: false)])
    }
    try fileSystem.rename(temporary, to: fullPath(file.path))
    progress.temporary = nil
  }

  /// Removes what a failed run wrote: the temporary file, the files, then the folders it created.
  private func roll(back progress: Progress) {
    if let temporary = progress.temporary { try? fileSystem.removeFile(at: temporary) }
    for path in progress.written.reversed() { try? fileSystem.removeFile(at: fullPath(path)) }
    for subfolder in progress.subfolders.reversed() { _ = fileSystem.removeDirectoryIfEmpty(at: fullPath(subfolder)) }
    if progress.createdFolder { _ = fileSystem.removeDirectoryIfEmpty(at: folder) }
  }
}
