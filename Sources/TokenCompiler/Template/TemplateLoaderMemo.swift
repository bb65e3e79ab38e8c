import Foundation

/// The templates loaded without problems in this process, each with the files it was made of, so
/// that `tokenc watch` parses an unchanged template once, and a build's inputs' fingerprint
/// (``TemplateLoader/files(of:fileSystem:)``) finds its files without scanning them again.
///
/// A kept template is given again only while every one of its files reads the same bytes. A load
/// depends on nothing else (the partials it reaches are named in those bytes), so the result is
/// the one a fresh load would give; a file that changed (`tokenc watch`) is loaded afresh.
final class TemplateLoaderMemo: @unchecked Sendable {
  /// The one memo of the process.
  static let shared = TemplateLoaderMemo()

  /// A loaded template and the files it was made of.
  struct Entry: Sendable {
    /// The template ready to render.
    var loaded: TemplateLoader.Loaded
    /// Every file read for it, with its bytes.
    var read: [SourceFile]
  }

  private var entries: [String: Entry] = [:]
  private let lock = NSLock()

  /// The template kept for `path`, if every file it was made of still reads the same in `fileSystem`.
  func loaded(_ path: String, fileSystem: any FileSystem) -> Entry? {
    lock.lock()
    let entry = entries[path]
    lock.unlock()
    guard let entry, entry.read.allSatisfy({ (try? fileSystem.readFile(at: $0.path)) == $0.bytes }) else { return nil }
    return entry
  }

  /// Keeps `loaded`, made of the files `read`, for `path`.
  func keep(_ loaded: TemplateLoader.Loaded, read: [SourceFile], for path: String) {
    lock.lock()
    entries[path] = Entry(loaded: loaded, read: read)
    lock.unlock()
  }
}
