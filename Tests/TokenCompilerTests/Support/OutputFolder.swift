import Foundation
import TokenCompiler

/// Scratch output folders for the write-stage tests, and what is in them (never following links).
enum OutputFolder {
  /// Runs `body` with a not-yet-existing output folder `<scratch>/out` and the scratch folder,
  /// and removes the scratch folder afterwards.
  static func with(_ body: (_ out: String, _ scratch: String) throws -> Void) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokenc-write-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try body(scratch + "/out", scratch)
  }

  /// Every entry below `folder` (folders included), relative and sorted; links are not entered.
  static func everything(_ folder: String) -> [String] {
    var found: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let full = relative.isEmpty ? folder : folder + "/" + relative
      for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
        let path = relative.isEmpty ? name : relative + "/" + name
        found.append(path)
        if kind(folder + "/" + path) == .typeDirectory { pending.append(path) }
      }
    }
    return found.sorted()
  }

  /// Every file or link below `folder` but outside `.tokenc/`, relative and sorted.
  static func files(_ folder: String) -> [String] {
    everything(folder).filter { !$0.hasPrefix(".tokenc/") && kind(folder + "/" + $0) != .typeDirectory }
  }

  /// The text of every regular file from ``files(_:)``.
  static func contents(_ folder: String) -> [String: String] {
    var contents: [String: String] = [:]
    for path in files(folder) where kind(folder + "/" + path) == .typeRegular {
      contents[path] = text(folder + "/" + path)
    }
    return contents
  }

  /// Staging files of any build (new, old or pre-journal temporary files) anywhere below `folder`.
  static func strays(_ folder: String) -> [String] {
    everything(folder).filter { path in
      [".tokenc-new-", ".tokenc-old-", ".tokenc-tmp-"].contains { path.contains($0) }
    }
  }

  /// The file type at `path`, not following a link; `nil` if nothing is there.
  static func kind(_ path: String) -> FileAttributeType? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
  }

  /// The text of the file at `path`, or `nil`.
  static func text(_ path: String) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `text` to `path`, creating folders.
  static func write(_ text: String, to path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// Emitted files from `path: text` pairs.
  static func emitted(_ files: KeyValuePairs<String, String>) -> [EmittedFile] {
    files.map { EmittedFile(path: $0.key, text: $0.value) }
  }
}
