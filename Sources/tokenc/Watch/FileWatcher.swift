import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waits for changes to files under a set of folders: inotify on Linux, polling elsewhere
/// (or when asked). Used by `tokenc watch`.
///
/// Folders are watched rather than files, so editors that save by writing a
/// temporary file and renaming it over the original are seen too. ``stop()`` may be
/// called from any thread (e.g. a SIGINT handler's queue) and makes ``wait()`` return.
final class FileWatcher: @unchecked Sendable {
  /// What ``wait()`` returns.
  enum Event: Sendable, Equatable {
    /// These files changed, appeared or disappeared.
    case changed(Set<String>)
    /// ``stop()`` was called.
    case stopped
  }

  /// Whether the watcher uses inotify (`false` means it polls).
  let usesInotify: Bool
  private let roots: [String]
  private let isRelevant: @Sendable (String) -> Bool
  private let pollInterval: Double
  private let stopPipe: [Int32]
  private var inotify: InotifyWatch?
  private var snapshot: [String: FileStamp] = [:]
  /// When the activity that ended the last ``wait()`` with ``Event/changed(_:)`` began: the
  /// first event of the save (with polling, the poll that noticed it).
  private(set) var changeSeen = ContinuousClock.now

  /// Watches the folders (recursively) and files in `roots`, reporting paths that `isRelevant` accepts.
  init(
    roots: [String], forcePolling: Bool = false, pollInterval: Double = 0.5,
    isRelevant: @escaping @Sendable (String) -> Bool
  ) throws {
    self.roots = roots
    self.isRelevant = isRelevant
    self.pollInterval = pollInterval
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw WatchError("cannot create a pipe: \(String(cString: strerror(errno)))") }
    stopPipe = fds
    #if canImport(Glibc)
      inotify = forcePolling ? nil : try InotifyWatch(roots: roots)
    #endif
    usesInotify = inotify != nil
    snapshot = FileStamp.snapshot(of: roots, isRelevant: isRelevant)
  }

  deinit {
    close(stopPipe[0])
    close(stopPipe[1])
  }

  /// Makes ``wait()`` return ``Event/stopped``; safe to call from any thread.
  func stop() {
    var byte: UInt8 = 1
    _ = write(stopPipe[1], &byte, 1)
  }

  /// Blocks until relevant files change (after a short quiet period, so one save is one event) or until stopped.
  func wait() -> Event {
    while true {
      let timeout = usesInotify ? -1 : Int32(pollInterval * 1000)
      var complete = false
      switch waitForActivity(timeout: timeout) {
      case .stopped: return .stopped
      case .activity(let completesSave): complete = completesSave
      case .timeout: break  // a poll: compare the stamps
      }
      let seen = ContinuousClock.now
      // Let a burst of writes (an editor's save, `git checkout`) settle before rebuilding: 15 ms
      // without activity, or 2 ms when the burst's last event closed a relevant file after
      // writing it or renamed one into place (a save that is complete; more files of the same
      // burst come sooner than that). Writes that come later start another build, which is cheap.
      while case .activity(let completes) = waitForActivity(timeout: complete ? Self.quietAfterSave : Self.quiet) {
        complete = completes
      }
      if case .stopped = waitForActivity(timeout: 0) { return .stopped }
      let changes = collectChanges()
      if !changes.isEmpty {
        changeSeen = seen
        return .changed(changes)
      }
    }
  }

  /// Milliseconds without events that end a burst of file activity.
  private static let quiet: Int32 = 15
  /// Milliseconds without events that end a burst whose last event completed a save.
  private static let quietAfterSave: Int32 = 2

  /// What waiting for events saw; `completesSave` is whether the last event completed a save
  /// of a relevant file (polling sees no events: it only times out).
  private enum Activity: Equatable {
    case activity(completesSave: Bool)
    case timeout
    case stopped
  }

  private func waitForActivity(timeout: Int32) -> Activity {
    var fds = [pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
    if let inotify { fds.append(pollfd(fd: inotify.descriptor, events: Int16(POLLIN), revents: 0)) }
    let result = poll(&fds, nfds_t(fds.count), timeout)
    if result > 0, fds[0].revents != 0 { return .stopped }
    if result > 0 {
      let completed = inotify?.drain()
      return .activity(completesSave: completed.map(isRelevant) ?? false)
    }
    return .timeout
  }

  /// The relevant paths whose size or modification time changed, or that appeared or disappeared.
  private func collectChanges() -> Set<String> {
    inotify?.addNewFolders()
    let current = FileStamp.snapshot(of: roots, isRelevant: isRelevant)
    var changed = Set<String>()
    for (path, stamp) in current where snapshot[path] != stamp { changed.insert(path) }
    for path in snapshot.keys where current[path] == nil { changed.insert(path) }
    snapshot = current
    return changed
  }
}

/// A problem setting up a watch.
struct WatchError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  var description: String

  init(_ description: String) { self.description = description }
}
