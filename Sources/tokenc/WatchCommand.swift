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
    // The token files parsed by earlier builds of this session: an edit re-parses only its file.
    let loadCache = LoadCache()
    var roots = rebuild(changed: [], loadCache: loadCache)
    var watcher = try makeWatcher(roots)
    let stop = StopSignal { watcher.stop() }
    defer { withExtendedLifetime(stop) {} }
    while true {
      switch watcher.wait() {
      case .stopped:
        Session.status("\(Self.timestamp()) stopped watching")
        return
      case .changed(let paths):
        let newRoots = rebuild(changed: paths.sorted(), loadCache: loadCache)
        if newRoots != roots {
          roots = newRoots
          watcher = try makeWatcher(roots)
          stop.action = { watcher.stop() }
        }
      }
    }
  }

  /// Builds once and returns the folders and files to watch.
  private func rebuild(changed: [String], loadCache: LoadCache) -> [String] {
    if !changed.isEmpty { Session.status("\(Self.timestamp()) changed: \(changed.joined(separator: ", "))") }
    guard let session = try? Session(options: common, overrides: outputOptions, loadCache: loadCache) else {
      Session.status("\(Self.timestamp()) the configuration has errors; the output folder keeps the last good build")
      return common.config.map { [$0] } ?? ["tokenc.yaml"]
    }
    let configuration = session.compiler.configuration
    let roots =
      configuration.inputs.map { InputDiscovery.join(configuration.directory, $0) }
      + (session.compiler.configurationFile.map { [$0] } ?? []) + configuration.templateWatchPaths
    if let outcome = try? BuildRunner.build(session), let summary = BuildRunner.summary(outcome) {
      if case .written(let report, let output) = outcome {
        for warning in BuildRunner.keptWarnings(report.kept, output: output) {
          Session.status(warning, essential: true)
        }
      }
      Session.status("\(Self.timestamp()) built: \(summary)")
    } else {
      Session.status(
        "\(Self.timestamp()) the tokens have errors; \(session.compiler.outputDirectory)/ keeps the last good build")
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

  private static func timestamp() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    return "[\(formatter.string(from: Date()))]"
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
