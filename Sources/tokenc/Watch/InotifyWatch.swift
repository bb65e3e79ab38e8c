#if canImport(Glibc)
  import Foundation
  import TokenCompiler
  import Glibc

  /// An inotify instance watching folders (recursively) for changes to their entries.
  ///
  /// ``FileWatcher`` compares file stamps after each burst of events, so what changed is not
  /// read from the events; only the last event of a burst matters, to tell a save that is
  /// complete (the file closed after writing, or renamed into place) from one still going on.
  final class InotifyWatch {
    let descriptor: Int32
    private let roots: [String]
    private var watched: Set<String> = []
    /// The folder of each watch descriptor, to name the file of an event.
    private var folders: [Int32: String] = [:]
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

    /// Reads every pending event and returns the path of the last one if that event ends a
    /// write (`IN_CLOSE_WRITE`) or moves a file into place (`IN_MOVED_TO`), and `nil` otherwise.
    func drain() -> String? {
      var buffer = [UInt8](repeating: 0, count: 16 * 1024)
      var last: String?
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return last }
        last = buffer.withUnsafeBytes { self.lastCompletedPath(in: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
      }
    }

    /// The path of the last event in `events` if it completes a save, else `nil`.
    private func lastCompletedPath(in events: UnsafeRawBufferPointer) -> String? {
      let header = MemoryLayout<inotify_event>.size
      var offset = 0
      var last: String?
      while offset + header <= events.count {
        let descriptor = events.loadUnaligned(fromByteOffset: offset, as: Int32.self)
        let mask = events.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
        let length = Int(events.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
        let name = events[(offset + header)..<min(events.count, offset + header + length)].prefix { $0 != 0 }
        offset += header + length
        guard mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0, !name.isEmpty, let folder = folders[descriptor] else {
          last = nil
          continue
        }
        last = InputDiscovery.join(folder, String(decoding: name, as: UTF8.self))
      }
      return last
    }

    private func watch(_ folder: String) {
      guard !watched.contains(folder) else { return }
      let number = inotify_add_watch(descriptor, folder, Self.mask)
      guard number >= 0 else { return }
      watched.insert(folder)
      folders[number] = folder
    }
  }
#endif
