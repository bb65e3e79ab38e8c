import Foundation
import Testing

@testable import TokenCompiler

/// The docs emitter in a `tokenc watch` session: each HTML file (the whole page, each part of a
/// split page, a split page's index) is reused when what it shows did not change, and every
/// build still equals a build from scratch.
@Suite("Incremental emit docs")
struct IncrementalEmitDocsTests {
  /// The docs alone, split into parts of 25 entries.
  static let split = "inputs: [tokens]\nemitters:\n  docs: {pageSize: 25, brandColor: \"#0a84ff\"}\n"
  /// The docs alone, on one page.
  static let whole = "inputs: [tokens]\nemitters:\n  docs: {}\n"

  /// The sample versions, then edits of what a row shows of other tokens: an alias target renamed
  /// (the chains naming it), a contrast pair removed and one added first (the background a swatch
  /// is drawn on, the contrast rows), two tokens swapped, a token deprecated, and the sample again.
  static func versions() -> [IncrementalEmit.Version] {
    var versions = IncrementalEmit.sampleVersions()
    let original = versions[0].files
    func edit(_ name: String, _ file: String, _ replacements: [(String, String)]) {
      var files = versions.last!.files
      let path = "tokens/" + file
      var text = files[path] ?? ""
      for (old, new) in replacements {
        if !text.contains(old) { Issue.record("the edit '\(name)' does not apply: \(path) has no '\(old)'") }
        text = text.replacingOccurrences(of: old, with: new)
      }
      files[path] = text
      versions.append(IncrementalEmit.Version(name: name, files: files))
    }
    edit("an alias target renamed", "spacing.yaml", [("  md: 16 ", "  mid: 16 "), ("{spacing.md}", "{spacing.mid}")])
    edit(
      "a contrast pair removed", "color-semantic.yaml",
      [("  - {foreground: \"{color.brand.onHighlight}\", background: \"{color.brand.highlight}\", usage: text}\n", "")])
    edit(
      "a contrast pair added first", "color-semantic.yaml",
      [
        (
          "$contrast:\n",
          "$contrast:\n  - {foreground: \"{color.label.primary}\", background: \"{color.background.secondary}\", usage: largeText}\n"
        )
      ])
    edit("two tokens swapped", "spacing.yaml", [("  xxs: 4 ", "@"), ("  xs: 8 ", "  xxs: 4 "), ("@", "  xs: 8 ")])
    edit("unchanged", "spacing.yaml", [])
    edit(
      "a palette color deprecated", "color-base.yaml",
      [("    black: \"#000000\"", "    black:\n      $value: \"#000000\"\n      $deprecated: Use tone10.")])
    versions.append(IncrementalEmit.Version(name: "the sample tokens again", files: original))
    return versions
  }

  @Test func aSplitPageEqualsAFullBuildAndReusesItsUnchangedParts() throws {
    let versions = Self.versions()
    let counts = try IncrementalEmit.check(configuration: Self.split, versions: versions)
    // The first build renders every file; a duration edit (version 8) changes the motion part only.
    #expect(counts[0]["docs"]?.reused == 0)
    let duration = versions.firstIndex { $0.name == "a duration" }!
    let docs = try #require(counts[duration]["docs"])
    #expect(docs.reused > docs.rendered)
    #expect(docs.rendered >= 1)
    // Nothing changed: nothing is rendered.
    let unchanged = versions.firstIndex { $0.name == "unchanged" }!
    #expect(counts[unchanged]["docs"]?.rendered == 0)
  }

  @Test func aWholePageEqualsAFullBuildAndIsReusedWhenUnchanged() throws {
    let versions = Self.versions()
    let counts = try IncrementalEmit.check(configuration: Self.whole, versions: versions)
    let unchanged = versions.firstIndex { $0.name == "unchanged" }!
    #expect(counts[unchanged]["docs"] == EmitMemo.Counts(reused: 1, rendered: 0))
    #expect(counts[unchanged - 1]["docs"]?.rendered == 1)
  }
}
