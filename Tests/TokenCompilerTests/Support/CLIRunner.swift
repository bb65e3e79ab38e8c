import Foundation

/// What one run of the `tokenc` executable printed and returned.
struct CLIResult: Sendable {
  /// The exit status.
  var status: Int32
  /// Everything written to standard output.
  var stdout: String
  /// Everything written to standard error.
  var stderr: String

  /// Standard error split into lines, without the final empty line.
  var stderrLines: [String] {
    allStderrLines.filter { !Self.isSourceLine($0) }
  }

  /// Every line of standard error, the quoted source lines and carets included.
  var allStderrLines: [String] {
    stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// Whether a line is the quoted source (`    4 |   md: 12qq`) or its caret line (`      |       ^`)
  /// that text diagnostics print under a located message; the suites on messages leave them out,
  /// and the source-line tests check them exactly.
  static func isSourceLine(_ line: String) -> Bool {
    guard line.hasPrefix("    "), let bar = line.firstIndex(of: "|") else { return false }
    let gutter = line[line.index(line.startIndex, offsetBy: 4)..<bar]
    return gutter.last == " " && gutter.dropLast().allSatisfy { $0 == " " || $0.isNumber }
  }
}

/// A file's bytes and modification date, to prove a run did not touch it.
struct FileState: Equatable, Sendable {
  /// The contents.
  var bytes: Data
  /// The modification date.
  var modified: Date?
}

/// Why the `tokenc` executable could not be found or run.
struct CLIRunnerError: Error, CustomStringConvertible {
  /// What went wrong.
  var description: String
}

/// A fresh temporary project folder in which the real `tokenc` binary runs as a subprocess.
struct CLIProject {
  /// The temporary folder holding the project and the captured output.
  let root: URL
  /// The project folder: the current directory of every run.
  let directory: URL

  /// Creates a project in a new temporary folder, runs `body` with it and removes the folder.
  static func with<T>(_ body: (CLIProject) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-cli-\(UUID().uuidString)")
    let project = CLIProject(root: root, directory: root.appendingPathComponent("project"))
    try FileManager.default.createDirectory(at: project.directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    return try body(project)
  }

  /// The on-disk URL of a path relative to the project.
  func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

  /// Writes `text` to a project file, creating its folders.
  func write(_ path: String, _ text: String) throws {
    try FileManager.default.createDirectory(
      at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url(path))
  }

  /// Whether a file or folder exists at a project path.
  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

  /// A project file's text.
  func text(_ path: String) throws -> String { String(decoding: try Data(contentsOf: url(path)), as: UTF8.self) }

  /// Every regular file under a project folder (hidden ones included), relative to that folder, sorted.
  ///
  /// tokenc's private state folder in an output folder (`.tokenc/`: lock, stat cache) is left out.
  func files(under folder: String) -> [String] {
    let base = url(folder).path
    return (FileManager.default.subpaths(atPath: base) ?? []).filter { path in
      guard !path.hasPrefix(".tokenc/") else { return false }
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }

  /// The bytes and modification date of every file under a project folder.
  func snapshot(_ folder: String) throws -> [String: FileState] {
    var states: [String: FileState] = [:]
    for path in files(under: folder) {
      let full = url(folder).appendingPathComponent(path).path
      let attributes = try FileManager.default.attributesOfItem(atPath: full)
      states[path] = FileState(
        bytes: try Data(contentsOf: URL(fileURLWithPath: full)), modified: attributes[.modificationDate] as? Date)
    }
    return states
  }

  /// Sets the modification date of every file under a project folder to `date`.
  func backdate(_ folder: String, to date: Date = Date(timeIntervalSince1970: 1_000_000_000)) throws {
    for path in files(under: folder) {
      try FileManager.default.setAttributes(
        [.modificationDate: date], ofItemAtPath: url(folder).appendingPathComponent(path).path)
    }
  }

  /// Runs `tokenc` with `arguments` in the project folder and waits for it.
  ///
  /// `NO_COLOR=1` is set unless `noColor` is false, in which case `NO_COLOR` is removed.
  /// Output goes to files outside the project, so neither stream is a terminal.
  func run(_ arguments: String..., noColor: Bool = true, environment: [String: String] = [:]) throws -> CLIResult {
    try run(arguments, noColor: noColor, environment: environment)
  }

  /// Runs `tokenc` with an array of arguments, as the variadic form does.
  func run(
    _ arguments: [String], in subfolder: String? = nil, noColor: Bool = true, environment extra: [String: String] = [:]
  ) throws -> CLIResult {
    let process = Process()
    process.executableURL = try TokencBinary.url()
    process.arguments = arguments
    process.currentDirectoryURL = subfolder.map { directory.appendingPathComponent($0) } ?? directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = noColor ? "1" : nil
    environment["FORCE_COLOR"] = nil
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let outURL = root.appendingPathComponent("stdout-\(UUID().uuidString)")
    let errURL = root.appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    guard process.terminationReason == .exit else {
      throw CLIRunnerError(description: "tokenc \(arguments.joined(separator: " ")) was killed by a signal")
    }
    return CLIResult(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}

/// Finds the `tokenc` executable SwiftPM built next to the test bundle.
enum TokencBinary {
  /// The executable, or an error listing every place looked at.
  static func url() throws -> URL {
    let manager = FileManager.default
    for candidate in candidates {
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
        manager.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw CLIRunnerError(
      description: "cannot find the tokenc executable; looked at:\n"
        + candidates.map { "  \($0.path)" }.joined(separator: "\n")
        + "\nbuild it with `swift build --build-tests` (or set TOKENC_BINARY to its path)")
  }

  /// Where the executable may be: `TOKENC_BINARY`, then the build folder holding the tests.
  static var candidates: [URL] {
    var folders: [URL] = []
    let main = Bundle.main.bundleURL
    folders += [main, main.deletingLastPathComponent()]
    let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    folders += [runner.deletingLastPathComponent(), runner.deletingLastPathComponent().deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    var urls = folders.map { $0.appendingPathComponent("tokenc") }
    if let override = ProcessInfo.processInfo.environment["TOKENC_BINARY"] {
      urls.insert(URL(fileURLWithPath: override), at: 0)
    }
    var seen = Set<String>()
    return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }
}
