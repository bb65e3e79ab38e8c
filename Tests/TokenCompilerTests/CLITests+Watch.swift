import Foundation
import Testing

/// `tokenc watch` with real file changes in a temporary project, using inotify and polling.
extension CLITests {
  @Suite("watch")
  struct Watch {
    @Test(arguments: [[], ["--poll", "--poll-interval", "0.2"]])
    func rebuildsOnChangeKeepsLastGoodOutputAndStopsOnCtrlC(extraArguments: [String]) throws {
      try CLIProject.with { project in
        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 16\n")
        let watch = try WatchProcess(project: project, arguments: ["watch"] + extraArguments)
        defer { watch.terminateIfRunning() }
        try watch.waitFor("watching tokens")
        let docs = "generated/json/tokens.docs.json"
        #expect(try project.text(docs).contains("\"points\":16"))

        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 24\n")
        try watch.waitFor("changed: tokens/space.yaml", occurrence: 1)
        try watch.waitFor("built:", occurrence: 2)
        #expect(try project.text(docs).contains("\"points\":24"))
        // The verdict on the tokens comes before the output is written.
        let rebuild = watch.output.components(separatedBy: "changed: tokens/space.yaml").last ?? ""
        let checked = try #require(rebuild.range(of: "checked: no errors ("))
        #expect(checked.upperBound < (rebuild.range(of: "built:")?.lowerBound ?? checked.lowerBound))
        // The old versions of the replaced files go just after the report (DeferredCleanup).
        try watch.waitUntil("the old versions of the replaced files are deleted") {
          !project.files(under: "generated").contains { $0.contains(".tokenc-old-") }
        }
        let lastGood = try project.snapshot("generated")

        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 24px2\n")
        try watch.waitFor("the tokens have errors; generated/ keeps the last good build")
        #expect(watch.output.contains("tokens/space.yaml:3:7: error: 'space.md' must be a dimension"))
        #expect(try project.snapshot("generated") == lastGood)

        // An output file changed behind the watch's back is repaired by the next rebuild, though
        // the watch keeps the stat cache and the manifest in memory.
        try project.write("generated/css/tokens.css", "edited by hand\n")
        try project.write("tokens/more/radius.yaml", "radius:\n  $type: dimension\n  card: 12\n")
        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 32\n")
        // Under load the three writes can land in two rebuilds: wait for the one that saw them all.
        try watch.waitFor("built:", occurrence: 3)
        try watch.waitUntil("radius.card and --space-md: 2rem are written") {
          try project.text(docs).contains("\"path\":\"radius.card\"")
            && project.text("generated/css/tokens.css").contains("--space-md: 2rem;")
        }

        let status = try watch.interrupt()
        #expect(status == 0)
        #expect(watch.output.contains("stopped watching"))
      }
    }
  }
}

/// A `tokenc` process running in the background, its standard error read as it arrives.
final class WatchProcess {
  private let process = Process()
  private let log: URL

  init(project: CLIProject, arguments: [String]) throws {
    log = project.root.appendingPathComponent("watch-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.executableURL = try TokencBinary.url()
    process.arguments = arguments
    process.currentDirectoryURL = project.directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  /// Everything the process printed so far.
  var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

  /// Waits (up to 30 s) until `text` has been printed `occurrence` times.
  func waitFor(_ text: String, occurrence: Int = 1) throws {
    let deadline = Date().addingTimeInterval(30)
    while output.components(separatedBy: text).count - 1 < occurrence {
      guard Date() < deadline, process.isRunning else {
        throw CLIRunnerError(description: "waited for '\(text)' ×\(occurrence); output so far:\n\(output)")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Waits (up to 30 s) until `condition` holds, e.g. until a rebuild has written a file.
  func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(30)
    while !((try? condition()) ?? false) {
      guard Date() < deadline, process.isRunning else {
        throw CLIRunnerError(description: "waited until \(what); output so far:\n\(output)")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Sends SIGINT (Ctrl-C) and returns the exit status.
  func interrupt() throws -> Int32 {
    process.interrupt()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    guard !process.isRunning, process.terminationReason == .exit else {
      throw CLIRunnerError(description: "tokenc watch did not exit cleanly on SIGINT; output:\n\(output)")
    }
    return process.terminationStatus
  }

  /// Kills the process if a failed expectation left it running.
  func terminateIfRunning() {
    if process.isRunning { process.terminate() }
  }
}
