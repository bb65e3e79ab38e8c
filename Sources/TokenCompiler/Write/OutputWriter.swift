/// The write stage: puts emitted files into the output folder safely and only when needed.
///
/// - Every file is written to a temporary file in its own folder and renamed over the target,
///   so readers never see a half-written file.
/// - Files whose bytes are already right are not touched, so their modification dates stay.
/// - `.tokenc-manifest.json` records what tokenc wrote; files it lists that are no longer
///   emitted are deleted, with folders that become empty. Other files are never deleted.
public struct OutputWriter: Sendable {
  /// The name of the manifest file kept at the top of the output folder.
  public static let manifestName = ".tokenc-manifest.json"

  /// The output folder, as given.
  public var outputDirectory: String
  /// The file system written to.
  public var fileSystem: any FileSystem

  /// Creates a writer for `outputDirectory`, which is created when first needed.
  public init(outputDirectory: String, fileSystem: any FileSystem = LocalFileSystem()) {
    self.outputDirectory = outputDirectory
    self.fileSystem = fileSystem
  }

  /// Compares `files` with the output folder and says what ``write(_:)`` would do,
  /// without changing anything.
  ///
  /// - Throws: ``WriteError`` if a path is absolute, has `..`, `.` or empty components or
  ///   backslashes, names the manifest, or clashes with another emitted path.
  public func plan(_ files: [EmittedFile]) throws -> WritePlan {
    try prepare(files).plan
  }

  /// Writes `files` into the output folder and removes stale files from earlier writes.
  ///
  /// Paths are checked before anything is written. Stale files are removed first, then
  /// new and changed files are written, then the manifest.
  ///
  /// - Throws: ``WriteError`` naming the path for an invalid path or a failed file operation.
  public func write(_ files: [EmittedFile]) throws -> WriteReport {
    try apply(prepare(files))
  }

  /// The output folder without trailing slashes; `.` if it was given empty.
  var root: String {
    var root = outputDirectory
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    return root.isEmpty ? "." : root
  }

  /// The on-disk path of a relative output path.
  func fullPath(_ relative: String) -> String { OutputPath.join(root, relative) }

  /// Everything ``apply(_:)`` needs, worked out from the emitted files and the disk.
  struct PreparedWrite {
    var plan: WritePlan
    var pending: [String: [UInt8]]
    var emitted: Set<String>
    var previous: Set<String>
    var manifestBytes: [UInt8]
  }

  /// Validates the paths and compares every file with the disk.
  func prepare(_ files: [EmittedFile]) throws -> PreparedWrite {
    try OutputPath.validate(files.map(\.path))
    var created: [String] = []
    var updated: [String] = []
    var unchanged: [String] = []
    var pending: [String: [UInt8]] = [:]
    for file in files {
      let path = fullPath(file.path)
      let kind = fileSystem.kind(at: path)
      if kind == nil {
        created.append(file.path)
      } else if kind == .regularFile || kind == .symbolicLink,
        (try? fileSystem.readFile(at: path)) == file.contents
      {
        unchanged.append(file.path)
        continue
      } else {
        updated.append(file.path)
      }
      pending[file.path] = file.contents
    }
    let emitted = Set(files.map(\.path))
    let previous = Set(readManifest()?.files ?? [])
    let removed = previous.subtracting(emitted).filter { path in
      let kind = fileSystem.kind(at: fullPath(path))
      return kind == .regularFile || kind == .symbolicLink
    }
    let manifestBytes = WriteManifest(files: Array(emitted)).encoded()
    let oldManifest = try? fileSystem.readFile(at: fullPath(Self.manifestName))
    let plan = WritePlan(
      created: created, updated: updated, unchanged: unchanged, removed: Array(removed),
      manifestChanged: oldManifest != manifestBytes)
    return PreparedWrite(
      plan: plan, pending: pending, emitted: emitted, previous: previous,
      manifestBytes: manifestBytes)
  }

  /// The manifest from the last write, or `nil` if it is missing or unreadable.
  func readManifest() -> WriteManifest? {
    guard let bytes = try? fileSystem.readFile(at: fullPath(Self.manifestName)) else { return nil }
    return WriteManifest.decode(bytes)
  }
}
