import ArgumentParser
import Dispatch
import Foundation
import TokenCompiler

/// `tokenc watch`: builds, then rebuilds whenever a token file or the configuration changes.
struct WatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Build, then rebuild whenever a token file or tokenc.yaml changes (Ctrl-C stops).",
    discussion: """
      Uses inotify on Linux and polls elsewhere (or with --poll). When the tokens have \
      errors, the diagnostics are printed and the output folder keeps the last good build.
      """)

  @OptionGroup var common: CommonOptions
  @OptionGroup var outputOptions: OutputOptions

  @Flag(help: "Poll for changes instead of using inotify.")
  var poll = false

  @Option(help: "Seconds between polls with --poll.")
  var pollInterval: Double = 0.5

  func validate() throws {
    guard pollInterval > 0 else { throw ValidationError("--poll-interval must be positive") }
  }

  func run() throws {
    // What earlier builds of this session left: the token files they parsed (an edit re-parses
    // only its file), and the stat cache and manifest of the last write (not read back from disk).
    let loadCache = LoadCache()
    // Each rebuild reports before the old versions of the files it replaced are deleted.
    let writeMemory = WriteMemory(defersCleanup: true)
    // Not what the emitters rendered (`EmitMemory`): measured side by side on the 10,000-token
    // bench system it made a one-token rebuild slower (docs/performance.md), so it stays off here
    // until it pays.
    let emitMemory: EmitMemory? = nil
    // However the session ends, the last write's journal goes with its old versions.
    defer { writeMemory.waitForCleanup() }
    func rebuild(_ changed: [String], since start: ContinuousClock.Instant) -> [String] {
      self.rebuild(
        changed: changed, since: start, loadCache: loadCache, writeMemory: writeMemory, emitMemory: emitMemory)
    }
    var roots = rebuild([], since: .now)
    var watcher = try makeWatcher(roots)
    let stop = StopSignal { watcher.stop() }
    defer { withExtendedLifetime(stop) {} }
    while true {
      switch watcher.wait() {
      case .stopped:
        Session.status("\(Self.timestamp()) stopped watching")
        return
      case .changed(let paths):
        let newRoots = rebuild(paths.sorted(), since: watcher.changeSeen)
        if newRoots != roots {
          roots = newRoots
          watcher = try makeWatcher(roots)
          stop.action = { watcher.stop() }
        }
      }
    }
  }

  /// Builds once and returns the folders and files to watch; `start` is when the change was seen.
  ///
  /// With text diagnostics, the tokens' diagnostics and a "checked" line are printed as soon as
  /// validation passes, before the output is emitted and written (which takes most of a rebuild):
  /// a designer sees the verdict on an edit without waiting for the files. The "built" line
  /// follows once every file is written; both say how long after the change they came.
  private func rebuild(
    changed: [String], since start: ContinuousClock.Instant, loadCache: LoadCache, writeMemory: WriteMemory,
    emitMemory: EmitMemory?
  ) -> [String] {
    if !changed.isEmpty { Session.status("\(Self.timestamp()) changed: \(changed.joined(separator: ", "))") }
    guard
      let session = try? Session(
        options: common, overrides: outputOptions, loadCache: loadCache, writeMemory: writeMemory,
        emitMemory: emitMemory)
    else {
      Session.status("\(Self.timestamp()) the configuration has errors; the output folder keeps the last good build")
      return common.config.map { [$0] } ?? ["tokenc.yaml"]
    }
    let configuration = session.compiler.configuration
    let roots =
      configuration.inputs.map { InputDiscovery.join(configuration.directory, $0) }
      + (session.compiler.configurationFile.map { [$0] } ?? []) + configuration.templateWatchPaths
    let output = session.compiler.outputDirectory
    let checked: (() -> Void)? =
      common.diagnosticsFormat == .text
      ? {
        Session.status(
          "\(Self.timestamp()) checked: no errors (\(Self.milliseconds(since: start))); writing \(output)/")
      } : nil
    let outcome = try? BuildRunner.build(session, validated: checked)
    if let outcome, let summary = BuildRunner.summary(outcome) {
      if case .written(let report, let output) = outcome {
        for warning in BuildRunner.keptWarnings(report.kept, output: output) {
          Session.status(warning, essential: true)
        }
      }
      Session.status("\(Self.timestamp()) built: \(summary) (\(Self.milliseconds(since: start)))")
    } else {
      // Token errors stop the build before "checked"; after it, a template's or the write's.
      let what: String
      if case .failed(.tokenErrors) = outcome { what = "the tokens have errors" } else { what = "the build failed" }
      Session.status("\(Self.timestamp()) \(what); \(output)/ keeps the last good build")
    }
    return roots
  }

  private func makeWatcher(_ roots: [String]) throws -> FileWatcher {
    let configName = common.config ?? "tokenc.yaml"
    let watcher = try FileWatcher(roots: roots, forcePolling: poll, pollInterval: pollInterval) { path in
      path == configName || path.hasSuffix("/" + configName)
        || InputDiscovery.extensions.contains(where: path.hasSuffix)
        || path.hasSuffix(".mustache") || roots.contains(path)
    }
    let how = watcher.usesInotify ? "inotify" : "polling every \(pollInterval)s"
    Session.status(
      "\(Self.timestamp()) watching \(roots.joined(separator: ", ")) (\(how)); press Ctrl-C to stop")
    return watcher
  }

  /// The local time as `[HH:mm:ss]` (from `localtime_r`: a `DateFormatter` costs more than
  /// a millisecond to make).
  private static func timestamp() -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "[\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))]"
  }

  /// The time since `start`, as `123 ms`.
  private static func milliseconds(since start: ContinuousClock.Instant) -> String {
    let elapsed = ContinuousClock.now - start
    let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    return "\(milliseconds) ms"
  }
}

/// Turns SIGINT and SIGTERM into a call of `action` on a background queue, so the
/// watch loop can finish cleanly instead of being killed mid-write.
final class StopSignal: @unchecked Sendable {
  var action: () -> Void
  private let sources: [DispatchSourceSignal]

  init(_ action: @escaping () -> Void) {
    self.action = action
    var sources: [DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      sources.append(source)
    }
    self.sources = sources
    for source in sources {
      source.setEventHandler { [weak self] in self?.action() }
      source.resume()
    }
  }
}
