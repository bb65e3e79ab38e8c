import Foundation
import TokenCompiler

/// The size and modification time of a file, to notice changes by comparison.
struct FileStamp: Equatable, Sendable {
  var size: Int64
  /// Nanoseconds since 1970.
  var modified: Int64

  /// Every relevant file under `roots` (folders are walked recursively; files are taken as they are).
  static func snapshot(of roots: [String], isRelevant: (String) -> Bool) -> [String: FileStamp] {
    let manager = FileManager.default
    let fileSystem = LocalFileSystem()
    var result: [String: FileStamp] = [:]
    func record(_ path: String) {
      // One `lstat`; FileManager's attributes would also look up the owner's names.
      guard isRelevant(path), let status = fileSystem.status(at: path), status.kind == .regularFile else { return }
      result[path] = FileStamp(size: status.size, modified: status.modified)
    }
    for root in roots {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
      if !isDirectory.boolValue {
        record(root)
        continue
      }
      for subpath in manager.subpaths(atPath: root) ?? []
      where !InputDiscovery.isHidden(subpath) {
        record(InputDiscovery.join(root, subpath))
      }
    }
    return result
  }
}
