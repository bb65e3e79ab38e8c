import Foundation
import Testing

@testable import TokenCompiler

/// The docs emitter's `logo` option: an SVG or PNG inside the project, embedded as a data URI;
/// anything else is a located configuration error.
@Suite("Docs page: logo")
struct DocsLogoTests {
  static let svg =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 8 8\"><rect width=\"8\" height=\"8\"/></svg>\n"
  static let tokens = "space:\n  $type: dimension\n  md: 16\n"

  /// Compiles a project whose tokenc.yaml gives the docs emitter `options`; the page (if
  /// written) and the diagnostics, relative to the project.
  static func run(_ options: String, files: [String: String] = [:]) throws -> (page: String?, messages: [String]) {
    var all = files
    all["tokenc.yaml"] = "emitters:\n  docs: \(options)\n"
    all["tokens/space.yaml"] = tokens
    let project = try ScratchProject(all)
    defer { project.remove() }
    let result = project.compile()
    return (ScratchProject.file("docs/index.html", in: result), project.rendered(result.diagnostics))
  }

  @Test func anSVGInTheProjectIsEmbeddedBesideTheTitle() throws {
    let (page, messages) = try Self.run(
      "{title: Acme, brandColor: \"#ff2d55\", logo: brand/logo.svg}", files: ["brand/logo.svg": Self.svg])
    #expect(messages.isEmpty, "\(messages)")
    let uri = "data:image/svg+xml;base64," + Data(Self.svg.utf8).base64EncodedString()
    #expect(page?.contains("<div class=\"brand\"><img class=\"brand-logo\" src=\"\(uri)\" alt=\"\">") == true)
    #expect(page?.contains("<h1>Acme</h1>") == true)
    #expect(page?.contains("<header class=\"page-header branded has-logo\" style=\"--page-brand: #ff2d55\">") == true)
  }

  @Test func aPNGIsEmbeddedWithItsType() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]
    let project = try ScratchProject([
      "tokenc.yaml": "emitters:\n  docs: {logo: logo.png}\n", "tokens/space.yaml": Self.tokens,
    ])
    defer { project.remove() }
    try Data(png).write(to: URL(fileURLWithPath: project.folder + "/logo.png"))
    let result = project.compile()
    #expect(project.rendered(result.diagnostics).isEmpty)
    let page = try #require(ScratchProject.file("docs/index.html", in: result))
    #expect(page.contains("src=\"data:image/png;base64,\(Data(png).base64EncodedString())\""))
  }

  @Test(arguments: [
    (
      "{logo: missing.svg}", [String: String](),
      "tokenc.yaml:2:16: error: docs option 'logo': 'missing.svg' does not exist [config/invalid]"
    ),
    (
      "{logo: notes.svg}", ["notes.svg": "just text\n"],
      "tokenc.yaml:2:16: error: docs option 'logo': 'notes.svg' is not an SVG image (an <svg> element) "
        + "[config/invalid]"
    ),
    (
      "{logo: fake.png}", ["fake.png": Self.svg],
      "tokenc.yaml:2:16: error: docs option 'logo': 'fake.png' is not a PNG image [config/invalid]"
    ),
    (
      "{logo: logo.gif}", ["logo.gif": "GIF89a"],
      "tokenc.yaml:2:16: error: emitter docs option 'logo' must be an .svg or .png file inside the project, "
        + "relative to tokenc.yaml's folder; 'logo.gif': it is not an .svg or .png file [config/invalid]"
    ),
    (
      "{logo: ../outside.svg}", [:],
      "tokenc.yaml:2:16: error: emitter docs option 'logo' must be an .svg or .png file inside the project, "
        + "relative to tokenc.yaml's folder; '../outside.svg': the path contains a `..` component [config/invalid]"
    ),
    (
      "{logo: /etc/logo.svg}", [:],
      "tokenc.yaml:2:16: error: emitter docs option 'logo' must be an .svg or .png file inside the project, "
        + "relative to tokenc.yaml's folder; '/etc/logo.svg': the path is absolute [config/invalid]"
    ),
  ])
  func aLogoThatCannotBeUsedIsALocatedConfigurationError(
    options: String, files: [String: String], message: String
  )
    throws
  {
    let (page, messages) = try Self.run(options, files: files)
    #expect(messages == [message])
    #expect(page == nil)
  }

  @Test func aLogoThroughASymbolicLinkIsRefused() throws {
    let outside = try ScratchProject(["logo.svg": Self.svg])
    defer { outside.remove() }
    let project = try ScratchProject([
      "tokenc.yaml": "emitters:\n  docs: {logo: brand/logo.svg}\n", "tokens/space.yaml": Self.tokens,
    ])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(atPath: project.folder + "/brand", withDestinationPath: outside.folder)
    let messages = project.rendered(project.compile().diagnostics)
    #expect(
      messages == [
        "tokenc.yaml:2:16: error: docs option 'logo': 'brand' is a symbolic link; the logo must be inside the "
          + "project [config/invalid]"
      ])
  }
}
