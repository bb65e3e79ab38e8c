import Foundation
import TokenCompiler

/// The size and modification time of a file, to notice changes by comparison.
struct FileStamp: Equatable, Sendable {
  var size: UInt64
  var modified: Date

  /// Every relevant file under `roots` (folders are walked recursively; files are taken as they are).
  static func snapshot(of roots: [String], isRelevant: (String) -> Bool) -> [String: FileStamp] {
    let manager = FileManager.default
    var result: [String: FileStamp] = [:]
    func record(_ path: String) {
      guard isRelevant(path), let attributes = try? manager.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { return }
      result[path] = FileStamp(
        size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
        modified: attributes[.modificationDate] as? Date ?? .distantPast)
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
