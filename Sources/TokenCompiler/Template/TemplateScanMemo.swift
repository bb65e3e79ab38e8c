import Foundation

/// The last scan of each template file in this process (``TemplateScanner/scan(_:file:firstTag:firstMark:joinsRuns:)``),
/// given again for the same text and numbering: a build's inputs' fingerprint scans its templates
/// to find their partials (``TemplateLoader/files(of:fileSystem:)``), and the template emitter,
/// which also checks and prepares them for rendering, reuses those scans.
///
/// One entry per file path, so `tokenc watch` keeps only the latest version of each.
final class TemplateScanMemo: @unchecked Sendable {
  /// The one memo of the process.
  static let shared = TemplateScanMemo()

  /// What a scan depends on besides the file's path.
  private struct Key: Equatable {
    var text: String
    var firstTag: Int
    var firstMark: Int
    var joinsRuns: Bool
  }

  private var entries: [String: (key: Key, result: TemplateScanner.Result)] = [:]
  private let lock = NSLock()

  /// The scan of `text`, the file `file`, as ``TemplateScanner/scan(_:file:firstTag:firstMark:joinsRuns:)`` gives it.
  func scan(_ text: String, file: String, firstTag: Int, firstMark: Int, joinsRuns: Bool) -> TemplateScanner.Result {
    let key = Key(text: text, firstTag: firstTag, firstMark: firstMark, joinsRuns: joinsRuns)
    if let kept = lock.withLock({ entries[file] }), kept.key == key { return kept.result }
    let result = TemplateScanner.scan(text, file: file, firstTag: firstTag, firstMark: firstMark, joinsRuns: joinsRuns)
    lock.withLock { entries[file] = (key, result) }
    return result
  }
}
