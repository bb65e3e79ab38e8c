import Foundation

/// The token files and configurations of one git revision, copied out of the repository into
/// a temporary folder with `git ls-tree` and `git cat-file --batch`: nothing is checked out,
/// and nothing is written into the project. ``remove()`` deletes the folder.
///
/// Only files whose names tokenc could read (`.yaml`, `.yml`, `.json`, `.tokens`) are copied:
/// those below the current folder, then those of the inputs its configuration names elsewhere
/// in the repository (`inputs: [tokens, ../shared]`). Nothing outside the repository is read.
public struct GitSnapshot: Sendable {
  /// Why a revision could not be read.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// The revision, as named.
  public let revision: String
  /// The temporary folder holding the repository's files.
  public let root: String
  /// The folder in the snapshot that stands for the current folder (`root` plus the prefix).
  public let directory: String

  /// Whether `name` names a commit in the repository that holds `directory`.
  public static func isRevision(_ name: String, in directory: String) -> Bool {
    guard !name.isEmpty, !name.hasPrefix("-") else { return false }
    let result = try? run(["rev-parse", "--verify", "--quiet", name + "^{commit}"], in: directory)
    return result?.status == 0
  }

  /// Copies the readable files of `revision` below `directory` into a new temporary folder,
  /// with those of the inputs the configuration (`configuration`, default `tokenc.yaml`, relative
  /// to `directory`) names elsewhere in the repository.
  public static func make(revision: String, in directory: String, configuration: String? = nil) throws -> GitSnapshot {
    guard isRevision(revision, in: directory) else {
      throw Failure(description: "'\(revision)' is not a revision of the git repository here")
    }
    let prefixRun = try run(["rev-parse", "--show-prefix"], in: directory)
    let prefix = String(decoding: prefixRun.output, as: UTF8.self).trimmingCharacters(in: .newlines)
    let listing = try run(["ls-tree", "-r", "-z", "--full-tree", "--name-only", revision + "^{commit}"], in: directory)
    guard listing.status == 0 else { throw Failure(description: "git ls-tree failed for '\(revision)'") }
    let readable = [".yaml", ".yml", ".json", ".tokens"]
    let all = listing.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter { path in
      !path.contains("\n") && readable.contains { path.hasSuffix($0) }
    }
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("tokenc-diff-\(UUID().uuidString)").path
    try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
    let snapshot = GitSnapshot(revision: revision, root: root, directory: root + "/" + prefix)
    do {
      try manager.createDirectory(atPath: snapshot.directory, withIntermediateDirectories: true)
      let commit = String(
        decoding: try run(["rev-parse", revision + "^{commit}"], in: directory).output, as: UTF8.self
      )
      .trimmingCharacters(in: .newlines)
      try copy(all.filter { $0.hasPrefix(prefix) }, of: commit, from: directory, into: root)
      let elsewhere = snapshot.inputsOutside(prefix: prefix, configuration: configuration)
      let more = all.filter { path in
        !path.hasPrefix(prefix) && elsewhere.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }
      }
      if !more.isEmpty { try copy(more, of: commit, from: directory, into: root) }
    } catch {
      snapshot.remove()
      throw error
    }
    return snapshot
  }

  /// The repository paths of the configured inputs that lie outside the folder `prefix` (`""`
  /// for the whole repository); inputs outside the repository are left out.
  private func inputsOutside(prefix: String, configuration: String?) -> [String] {
    let file = InputDiscovery.join(directory, configuration ?? Configuration.fileName)
    guard let bytes = try? LocalFileSystem().readFile(at: file) else { return [] }
    var ignored: [Diagnostic] = []
    let read = Configuration.parse(SourceFile(path: file, bytes: bytes), diagnostics: &ignored)
    return read.inputs.compactMap { input in
      guard !input.hasPrefix("/") else { return nil }
      let path = OutputFolderCheck.normalize(InputDiscovery.join(read.directory, input))
      if path == root { return "" }
      guard path.hasPrefix(root + "/") else { return nil }
      let inRepository = String(path.dropFirst(root.count + 1))
      return inRepository.hasPrefix(prefix) && !prefix.isEmpty ? nil : inRepository
    }
  }

  /// Copies `paths` of `commit` into `root` with one `git cat-file --batch`.
  private static func copy(_ paths: [String], of commit: String, from directory: String, into root: String) throws {
    let requests = root + "/.requests"
    try Data(paths.map { "\(commit):\($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: requests))
    let batch = try run(["cat-file", "--batch"], in: directory, input: requests)
    try FileManager.default.removeItem(atPath: requests)
    try write(batch.output, paths: paths, into: root)
  }

  /// `location` in the snapshot written as `REVISION:path` (the path from the repository's
  /// top, as `git show` takes it); a location outside the snapshot stays as it is.
  public func label(_ location: SourceLocation) -> SourceLocation {
    guard location.file.hasPrefix(root + "/") else { return location }
    var location = location
    location.file = revision + ":" + OutputFolderCheck.normalize(String(location.file.dropFirst(root.count + 1)))
    return location
  }

  /// `text` (a message) with every path in the snapshot written as `REVISION:path`; a path
  /// runs to the next quote, space or comma.
  public func label(path text: String) -> String {
    let marker = root + "/"
    guard text.contains(marker) else { return text }
    var output = ""
    var rest = text[...]
    while let range = rest.range(of: marker) {
      output += rest[..<range.lowerBound]
      let path = rest[range.upperBound...].prefix { !"'\" ,;\n".contains($0) }
      output += revision + ":" + OutputFolderCheck.normalize(String(path))
      rest = rest[path.endIndex...]
    }
    return output + rest
  }

  /// `diagnostic` with every path in the snapshot written as `REVISION:path`.
  public func label(_ diagnostic: Diagnostic) -> Diagnostic {
    var diagnostic = diagnostic
    diagnostic.message = label(path: diagnostic.message)
    diagnostic.location = diagnostic.location.map(label)
    for index in diagnostic.notes.indices {
      diagnostic.notes[index].message = label(path: diagnostic.notes[index].message)
      diagnostic.notes[index].location = diagnostic.notes[index].location.map(label)
    }
    return diagnostic
  }

  /// Deletes the temporary folder.
  public func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// Splits `git cat-file --batch` output (`<oid> blob <size>\n<bytes>\n` per file) into the files.
  private static func write(_ output: Data, paths: [String], into root: String) throws {
    let bytes = [UInt8](output)
    var index = 0
    for path in paths {
      guard let newline = bytes[index...].firstIndex(of: 0x0A) else { break }
      let header = String(decoding: bytes[index..<newline], as: UTF8.self).split(separator: " ")
      index = newline + 1
      guard header.count == 3, header[1] == "blob", let size = Int(header[2]), index + size <= bytes.count else {
        continue
      }
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes[index..<index + size]).write(to: url)
      index += size + 1
    }
  }

  /// Runs `git` in `directory`, standard input from the file `input`; standard error is dropped.
  private static func run(
    _ arguments: [String], in directory: String, input: String? = nil
  ) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = try input.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? .nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run git: \(error.localizedDescription)")
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
