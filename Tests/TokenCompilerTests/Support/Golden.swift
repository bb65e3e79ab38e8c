import Foundation
import Testing

/// Golden-file checks: expected output lives under `Tests/TokenCompilerTests/Golden/<name>/`.
///
/// A mismatch fails with a unified diff; running the tests with `UPDATE_GOLDEN=1`
/// rewrites the expected files instead (then review them with `git diff`).
enum Golden {
  /// The folder holding this test target's fixtures and goldens.
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

  /// Whether goldens should be rewritten rather than compared.
  static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

  /// Compares `files` (path → bytes) with `Golden/<name>/`, including files that should no longer exist.
  static func check(
    _ files: [(path: String, contents: [UInt8])], name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let directory = testsDirectory.appendingPathComponent("Golden/\(name)")
    let manager = FileManager.default
    if updating {
      try? manager.removeItem(at: directory)
      for file in files {
        let url = directory.appendingPathComponent(file.path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents).write(to: url)
      }
      return
    }
    let expectedPaths = Set(
      (manager.subpaths(atPath: directory.path) ?? []).filter { path in
        var isDirectory: ObjCBool = false
        return manager.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
          && !isDirectory.boolValue
      })
    let actualPaths = Set(files.map(\.path))
    for missing in expectedPaths.subtracting(actualPaths).sorted() {
      Issue.record(
        "golden \(name)/\(missing) exists but was not produced (UPDATE_GOLDEN=1 to accept)",
        sourceLocation: sourceLocation)
    }
    for file in files.sorted(by: { $0.path < $1.path }) {
      let url = directory.appendingPathComponent(file.path)
      guard let expected = manager.contents(atPath: url.path) else {
        Issue.record(
          "no golden for \(name)/\(file.path) (UPDATE_GOLDEN=1 to create it)", sourceLocation: sourceLocation)
        continue
      }
      if Array(expected) != file.contents {
        let diff = unifiedDiff(
          expected: String(decoding: expected, as: UTF8.self), actual: String(decoding: file.contents, as: UTF8.self))
        Issue.record(
          "golden \(name)/\(file.path) differs (UPDATE_GOLDEN=1 to accept):\n\(diff)", sourceLocation: sourceLocation)
      }
    }
  }

  /// A unified diff of two texts, computed with `diff -u` when available.
  static func unifiedDiff(expected: String, actual: String) -> String {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let left = temporary.appendingPathComponent("expected")
    let right = temporary.appendingPathComponent("actual")
    try? Data(expected.utf8).write(to: left)
    try? Data(actual.utf8).write(to: right)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["diff", "-u", left.path, right.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return "(diff unavailable)" }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    return lines.prefix(200).joined(separator: "\n")
      + (lines.count > 200 ? "\n… (\(lines.count - 200) more lines)" : "")
  }
}
