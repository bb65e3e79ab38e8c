import Foundation

/// The token files and configurations of one git revision, copied out of the repository into
/// a temporary folder with `git ls-tree` and `git cat-file --batch`: nothing is checked out,
/// and nothing is written into the project. ``remove()`` deletes the folder.
///
/// Only files below the current folder whose names tokenc could read (`.yaml`, `.yml`, `.json`,
/// `.tokens`) are copied, so inputs a configuration names outside its own folder are missing.
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

  /// Copies the readable files of `revision` below `directory` into a new temporary folder.
  public static func make(revision: String, in directory: String) throws -> GitSnapshot {
    guard isRevision(revision, in: directory) else {
      throw Failure(description: "'\(revision)' is not a revision of the git repository here")
    }
    let prefixRun = try run(["rev-parse", "--show-prefix"], in: directory)
    let prefix = String(decoding: prefixRun.output, as: UTF8.self).trimmingCharacters(in: .newlines)
    let listing = try run(["ls-tree", "-r", "-z", "--full-tree", "--name-only", revision + "^{commit}"], in: directory)
    guard listing.status == 0 else { throw Failure(description: "git ls-tree failed for '\(revision)'") }
    let readable = [".yaml", ".yml", ".json", ".tokens"]
    let paths = listing.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter { path in
      path.hasPrefix(prefix) && !path.contains("\n") && readable.contains { path.hasSuffix($0) }
    }
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("tokenc-diff-\(UUID().uuidString)").path
    try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
    let snapshot = GitSnapshot(revision: revision, root: root, directory: root + "/" + prefix)
    do {
      try manager.createDirectory(atPath: snapshot.directory, withIntermediateDirectories: true)
      let requests = root + "/.requests"
      let commit = String(
        decoding: try run(["rev-parse", revision + "^{commit}"], in: directory).output, as: UTF8.self
      )
      .trimmingCharacters(in: .newlines)
      try Data(paths.map { "\(commit):\($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: requests))
      let batch = try run(["cat-file", "--batch"], in: directory, input: requests)
      try manager.removeItem(atPath: requests)
      try write(batch.output, paths: paths, into: root)
    } catch {
      snapshot.remove()
      throw error
    }
    return snapshot
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
