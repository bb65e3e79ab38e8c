import Foundation

/// The `.tokenc-manifest.json` file: which files in the output folder tokenc wrote, with
/// each file's size and XXH64 content hash.
///
/// Only files listed here (or in an interrupted build's journal) are ever deleted, so user
/// files in the output folder are safe. The manifest is committed with the output, so it
/// holds nothing machine-specific: modification times live in the local stat cache.
///
/// ```json
/// {
///   "files": [
///     {"path": "css/tokens.css", "size": 812, "xxh64": "0c5f3a9d8e7b6a41"}
///   ],
///   "version": 2
/// }
/// ```
struct WriteManifest: Sendable, Hashable {
  /// The format version written. Version 1 (a list of paths) is still read.
  static let version = 2

  /// One file tokenc wrote.
  struct Entry: Sendable, Hashable {
    /// The path relative to the output folder.
    var path: String
    /// The size in bytes; `-1` when read from a version-1 manifest.
    var size: Int
    /// The XXH64 hash of the bytes; `nil` when read from a version-1 manifest.
    var hash: UInt64?
  }

  /// The files, sorted by path.
  var entries: [Entry]
  /// The version the manifest was read from (``version`` for a new one).
  var formatVersion = WriteManifest.version

  /// Creates a manifest (entries are sorted here).
  init(entries: [Entry]) {
    self.entries = entries.sorted { $0.path < $1.path }
  }

  /// The relative paths, sorted.
  var paths: [String] { entries.map(\.path) }

  /// The manifest as deterministic JSON, one line per file, with a trailing newline.
  func encoded() -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(64 + entries.reduce(0) { $0 + $1.path.utf8.count + 64 })
    output += Self.opening
    for (index, entry) in entries.enumerated() {
      output += index == 0 ? Self.firstPath : Self.nextPath
      JSONWriter.quote(entry.path, into: &output)
      output += Self.size
      output.appendDecimal(entry.size)
      output += Self.hash
      output.appendHex(entry.hash ?? 0)
      output += Self.entryEnd
    }
    output += Array((entries.isEmpty ? "],\n" : "\n  ],\n").utf8)
    output += Array("  \"version\": \(Self.version)\n}\n".utf8)
    return output
  }

  /// The fixed pieces of the layout, as bytes.
  private static let opening = Array("{\n  \"files\": [".utf8)
  /// See ``opening``.
  private static let firstPath = Array("\n    {\"path\": ".utf8)
  /// See ``opening``.
  private static let nextPath = Array(",\n    {\"path\": ".utf8)
  /// See ``opening``.
  private static let size = Array(", \"size\": ".utf8)
  /// See ``opening``.
  private static let hash = Array(", \"xxh64\": \"".utf8)
  /// See ``opening``.
  private static let entryEnd = Array("\"}".utf8)

  /// Reads a version-2 or version-1 manifest; `nil` for anything else.
  ///
  /// Entries that are not safe relative output paths are dropped, so a hand-edited
  /// manifest can never make tokenc delete anything outside the output folder. A manifest
  /// exactly as tokenc writes it is read by ``ManifestScanner`` instead of `JSONDecoder`,
  /// twenty times faster; anything else goes through `JSONDecoder`.
  static func decode(_ bytes: [UInt8]) -> WriteManifest? {
    let scanned = ManifestScanner.scan(bytes).flatMap { $0.encoded() == bytes ? $0 : nil }
    guard var manifest = scanned ?? decodeJSON(bytes) else { return nil }
    var seen = Set<String>()
    manifest.entries.removeAll { !OutputPath.isValid($0.path) || !seen.insert($0.path).inserted }
    return manifest
  }

  /// Reads any JSON layout of a version-1 or version-2 manifest.
  private static func decodeJSON(_ bytes: [UInt8]) -> WriteManifest? {
    let data = Data(bytes)
    guard let versioned = try? JSONDecoder().decode(Versioned.self, from: data) else { return nil }
    var manifest: WriteManifest
    switch versioned.version {
    case 1:
      guard let stored = try? JSONDecoder().decode(StoredV1.self, from: data) else { return nil }
      manifest = WriteManifest(entries: stored.files.map { Entry(path: $0, size: -1, hash: nil) })
    case version:
      guard let stored = try? JSONDecoder().decode(StoredV2.self, from: data) else { return nil }
      let entries = stored.files.map { Entry(path: $0.path, size: $0.size, hash: ContentHash.parse(hex: $0.xxh64)) }
      manifest = WriteManifest(entries: entries)
    default:
      return nil
    }
    manifest.formatVersion = versioned.version
    return manifest
  }

  /// The version field alone.
  private struct Versioned: Decodable {
    /// The format version.
    var version: Int
  }

  /// A version-1 manifest.
  private struct StoredV1: Decodable {
    /// The paths.
    var files: [String]
  }

  /// A version-2 manifest.
  private struct StoredV2: Decodable {
    /// One file.
    struct File: Decodable {
      /// The path.
      var path: String
      /// The size in bytes.
      var size: Int
      /// The hash in hexadecimal.
      var xxh64: String
    }
    /// The files.
    var files: [File]
  }
}
