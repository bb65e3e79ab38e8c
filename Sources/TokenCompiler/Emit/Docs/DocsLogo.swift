import Foundation

/// The docs page's logo (the `logo` option): an SVG or PNG file inside the project, read
/// through the build's file system and embedded in the page as a `data:` URI, so the page
/// stays one self-contained file. A path outside the project (absolute, with `..`, or through
/// a symbolic link), a missing file or one that is not an SVG or PNG is a located
/// `config/invalid` error.
struct DocsLogo: Sendable {
  /// The path as written, relative to the configuration's folder.
  let path: String
  /// Where the option is written in `tokenc.yaml`.
  let location: SourceLocation?

  /// The largest logo embedded.
  static let maximumBytes = 512 * 1024

  /// What is wrong with `path` as written, before the file is read; `nil` when it may be used.
  static func problem(with path: String) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    if path.isEmpty { return "the path is empty" }
    if path.hasPrefix("/") || path.hasPrefix("~") { return "the path is absolute" }
    if path.contains("\\") { return "the path contains a backslash; separate folders with `/`" }
    if components.contains("..") { return "the path contains a `..` component" }
    if kind(of: path) == nil { return "it is not an .svg or .png file" }
    return nil
  }

  /// The image type the file name says: `image/svg+xml` or `image/png`.
  static func kind(of path: String) -> String? {
    switch path.split(separator: ".").last?.lowercased() {
    case "svg"?: "image/svg+xml"
    case "png"?: "image/png"
    default: nil
    }
  }

  /// The file as a `data:` URI, or the message saying why it cannot be used.
  func dataURI(directory: String, fileSystem: any FileSystem) -> Result<String, Failure> {
    guard let mediaType = Self.kind(of: path) else { return .failure(Failure("it is not an .svg or .png file")) }
    var prefix = directory
    for component in path.split(separator: "/") where component != "." {
      prefix = InputDiscovery.join(prefix, String(component))
      switch fileSystem.kind(at: prefix) {
      case .symbolicLink?:
        return .failure(Failure("'\(prefix)' is a symbolic link; the logo must be inside the project"))
      case nil: return .failure(Failure("'\(InputDiscovery.join(directory, path))' does not exist"))
      default: continue
      }
    }
    let full = InputDiscovery.join(directory, path)
    guard fileSystem.kind(at: full) == .regularFile, let bytes = try? fileSystem.readFile(at: full) else {
      return .failure(Failure("'\(full)' is not a readable file"))
    }
    guard bytes.count <= Self.maximumBytes else {
      return .failure(Failure("'\(full)' is \(bytes.count / 1024) KB; a logo may be at most 512 KB"))
    }
    guard Self.matches(bytes, mediaType) else {
      let expected = mediaType == "image/png" ? "a PNG image" : "an SVG image (an <svg> element)"
      return .failure(Failure("'\(full)' is not \(expected)"))
    }
    return .success("data:\(mediaType);base64," + Data(bytes).base64EncodedString())
  }

  /// Whether `bytes` are what `mediaType` says: the PNG signature, or UTF-8 text with `<svg`.
  static func matches(_ bytes: [UInt8], _ mediaType: String) -> Bool {
    if mediaType == "image/png" { return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }
    guard let text = String(validating: bytes, as: UTF8.self) else { return false }
    return text.contains("<svg")
  }

  /// Why a logo cannot be used.
  struct Failure: Error {
    /// The message, without the option's name.
    let message: String

    /// Creates a failure.
    init(_ message: String) { self.message = message }
  }
}
