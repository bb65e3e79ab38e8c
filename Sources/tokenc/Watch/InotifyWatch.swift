#if canImport(Glibc)
  import Foundation
  import TokenCompiler
  import Glibc

  /// An inotify instance watching folders (recursively) for changes to their entries.
  ///
  /// Only readiness matters to ``FileWatcher``: it compares file stamps after each
  /// burst of events, so event payloads are read and discarded.
  final class InotifyWatch {
    let descriptor: Int32
    private let roots: [String]
    private var watched: Set<String> = []
    private static let mask: UInt32 = UInt32(
      IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF)

    init(roots: [String]) throws {
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { throw WatchError("inotify is unavailable: \(String(cString: strerror(errno)))") }
      self.roots = roots
      addNewFolders()
    }

    deinit { close(descriptor) }

    /// Watches every folder under the roots not yet watched (new folders appear while watching),
    /// and the folder holding each root file.
    func addNewFolders() {
      let manager = FileManager.default
      for root in roots {
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
        guard isDirectory.boolValue else {
          let folder = (root as NSString).deletingLastPathComponent
          watch(folder.isEmpty ? "." : folder)
          continue
        }
        watch(root)
        for subpath in manager.subpaths(atPath: root) ?? []
        where !InputDiscovery.isHidden(subpath) {
          let path = InputDiscovery.join(root, subpath)
          var isFolder: ObjCBool = false
          if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { watch(path) }
        }
      }
    }

    /// Reads and discards every pending event.
    func drain() {
      var buffer = [UInt8](repeating: 0, count: 16 * 1024)
      while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    private func watch(_ folder: String) {
      guard !watched.contains(folder), inotify_add_watch(descriptor, folder, Self.mask) >= 0 else { return }
      watched.insert(folder)
    }
  }
#endif
