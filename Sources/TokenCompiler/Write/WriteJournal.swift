import Foundation

/// `.tokenc/journal`: what a build is about to do, written (and flushed) before it creates or
/// renames anything, and removed once it has finished or rolled back.
///
/// If a build is killed, the next one finds the journal and, before anything else, removes
/// every staged and kept file it names (their names follow from ``build``), restores files
/// moved aside for a folder that is no longer there and removes folders it created that are
/// still empty. Every file the killed build may have created is in ``created``, so the next
/// build counts it as tokenc's and deletes it if it is no longer emitted.
struct WriteJournal: Sendable, Hashable {
  /// The first value, naming the format.
  static let format = "tokenc-journal 1"

  /// The build's id, the suffix of its staging names.
  var build: String
  /// Files that did not exist (the manifest included, the first time).
  var created: [String] = []
  /// Files that existed and are replaced (a link is replaced, never followed).
  var updated: [String] = []
  /// Files that are deleted.
  var removed: [String] = []
  /// Files tokenc wrote that are moved aside because a folder now takes their place.
  var displaced: [String] = []
  /// Folders that are created, parents first.
  var folders: [String] = []
  /// Files an earlier interrupted build may have created, carried over until a build completes.
  var carried: [String] = []

  /// Every path the journal says may be tokenc's, though no manifest lists it yet.
  var ownedPaths: Set<String> {
    Set(created).union(removed).union(displaced).union(carried)
  }

  /// The journal as JSON.
  func encoded() -> [UInt8] {
    func list(_ paths: [String]) -> JSONValue { .array(paths.map { .string($0) }) }
    let value = JSONValue.object([
      "format": .string(Self.format), "build": .string(build), "created": list(created), "updated": list(updated),
      "removed": list(removed), "displaced": list(displaced), "folders": list(folders), "carried": list(carried),
    ])
    return JSONWriter(style: .compact).bytes(value)
  }

  /// Reads a journal; `nil` if the bytes are not one. Unsafe paths are dropped.
  static func decode(_ bytes: [UInt8]) -> WriteJournal? {
    guard let stored = try? JSONDecoder().decode(Stored.self, from: Data(bytes)), stored.format == format,
      stored.build.utf8.count == 16, stored.build.allSatisfy(\.isHexDigit)
    else { return nil }
    func safe(_ paths: [String]) -> [String] { paths.filter(isSafe) }
    return WriteJournal(
      build: stored.build, created: safe(stored.created), updated: safe(stored.updated),
      removed: safe(stored.removed), displaced: safe(stored.displaced), folders: safe(stored.folders),
      carried: safe(stored.carried))
  }

  /// Whether a journal path stays inside the output folder (the manifest is allowed).
  private static func isSafe(_ path: String) -> Bool {
    path == OutputWriter.manifestName || OutputPath.isValid(path)
  }

  /// The journal as stored; see the properties of ``WriteJournal``.
  private struct Stored: Decodable {
    /// ``WriteJournal/format``.
    var format: String
    /// ``WriteJournal/build``.
    var build: String
    /// ``WriteJournal/created``.
    var created: [String]
    /// ``WriteJournal/updated``.
    var updated: [String]
    /// ``WriteJournal/removed``.
    var removed: [String]
    /// ``WriteJournal/displaced``.
    var displaced: [String]
    /// ``WriteJournal/folders``.
    var folders: [String]
    /// ``WriteJournal/carried``.
    var carried: [String]
  }
}
