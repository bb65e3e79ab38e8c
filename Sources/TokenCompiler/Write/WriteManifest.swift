import Foundation

/// The `.tokenc-manifest.json` file: which files in the output folder tokenc wrote.
///
/// Only files listed here are ever deleted, so user files in the output folder are safe.
struct WriteManifest: Sendable, Hashable {
  /// The format version written and understood.
  static let version = 1

  /// The relative paths tokenc wrote, sorted.
  var files: [String]

  /// Creates a manifest listing `files` (sorted here).
  init(files: [String]) {
    self.files = files.sorted()
  }

  /// The manifest as deterministic pretty-printed JSON with a trailing newline.
  func encoded() -> [UInt8] {
    let value = JSONValue.object([
      "files": .array(files.map { .string($0) }),
      "version": .number(Double(Self.version)),
    ])
    return JSONWriter(style: .pretty).bytes(value)
  }

  /// Reads a manifest, or `nil` if the bytes are not a version-1 manifest.
  ///
  /// Entries that are not safe relative output paths are dropped, so a hand-edited
  /// manifest can never make tokenc delete anything outside the output folder.
  static func decode(_ bytes: [UInt8]) -> WriteManifest? {
    guard let stored = try? JSONDecoder().decode(Stored.self, from: Data(bytes)),
      stored.version == version
    else { return nil }
    return WriteManifest(files: Array(Set(stored.files.filter(OutputPath.isValid))))
  }

  private struct Stored: Decodable {
    var files: [String]
    var version: Int
  }
}
