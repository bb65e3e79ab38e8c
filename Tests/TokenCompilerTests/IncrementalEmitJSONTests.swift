import Foundation
import Testing

@testable import TokenCompiler

/// The `json` emitter in a session (``EmitMemory``): the token file and the docs JSON reuse each
/// token's bytes whose input is unchanged, and every build still equals a build from scratch.
@Suite("Incremental emit: json")
struct IncrementalEmitJSONTests {
  /// The json emitter alone.
  static let configuration = "inputs: [tokens]\nemitters:\n  json: {}\n"

  /// The sample versions, then edits of what a token's bytes depend on besides its own value.
  static func versions() -> [IncrementalEmit.Version] {
    var versions = IncrementalEmit.sampleVersions()
    /// A version of the last with each edit's `old` replaced by `new` in its file (every file when `nil`).
    func edit(_ name: String, _ edits: [(file: String?, old: String, new: String)]) {
      var files = versions.last!.files
      for edit in edits {
        let paths = files.keys.sorted().filter { path in edit.file.map { path == "tokens/" + $0 } ?? true }
        let matching = paths.filter { files[$0]!.contains(edit.old) }
        if matching.isEmpty { Issue.record("the edit '\(name)' does not apply: no '\(edit.old)'") }
        for path in matching { files[path] = files[path]!.replacingOccurrences(of: edit.old, with: edit.new) }
      }
      versions.append(IncrementalEmit.Version(name: name, files: files))
    }
    /// ``edit(_:_:)`` of one file.
    func edit(_ name: String, _ file: String?, _ old: String, _ new: String) { edit(name, [(file, old, new)]) }
    edit("an alias target's value", "spacing.yaml", "  md: 16 ", "  md: 18 ")
    edit(
      "an alias target renamed",
      [(nil, "{spacing.md}", "{spacing.medium}"), ("spacing.yaml", "  md: 18 ", "  medium: 18 ")])
    edit("an alias made a literal", "spacing.yaml", "      $value: \"{spacing.xs}\"", "      $value: 8")
    edit("a field alias's target", "typography.yaml", "    regular: regular ", "    regular: light ")
    edit("a palette color in dark", "color-base.yaml", "black: \"#000000\"", "black: \"#010101\"")
    edit(
      "a contrast pair removed", "color-semantic.yaml",
      "  - {foreground: \"{color.label.primary}\", background: \"{color.background.grouped}\", usage: text}\n", "")
    edit(
      "a contrast pair added", "color-semantic.yaml", "  # Accent\n",
      "  # Accent\n  - {foreground: \"{color.label.secondary}\", background: \"{color.background.grouped}\", usage: largeText}\n"
    )
    edit(
      "a group renamed", [(nil, "spacing.inset.", "spacing.padding."), ("spacing.yaml", "  inset:\n", "  padding:\n")])
    edit("a token added in the middle of a group", "spacing.yaml", "  sm: 12 ", "  sm: 12\n  smPlus: 14\n  smd: 13 ")
    edit("the last token of a group removed", "spacing.yaml", "    listRow: \"{spacing.sm}\"", "")
    edit("a token deprecated", "spacing.yaml", "  smd: 13 ", "  smd:\n    $value: 13\n    $deprecated: Use sm.\n ")
    versions.append(IncrementalEmit.Version(name: "the sample tokens once more", files: versions[0].files))
    return versions
  }

  /// Each version built through one memory equals its build from scratch, and an edit reuses most tokens.
  @Test func everyBuildOfASessionEqualsAFullBuild() throws {
    let counts = try IncrementalEmit.check(configuration: Self.configuration, versions: Self.versions())
    // The first build renders everything; a one-value edit reuses nearly every token.
    let first = try #require(counts.first?["json"])
    #expect(first.reused == 0 && first.rendered > 0)
    let second = try #require(counts.dropFirst().first?["json"])
    #expect(second.reused > 10 * second.rendered, "\(second)")
    // The original again after the last edit: only what the edits touched is rendered.
    let last = try #require(counts.last?["json"])
    #expect(last.reused > last.rendered, "\(last)")
  }

  /// Collects what a stream hands over.
  final class Collected: EmittedFileTarget {
    /// The bytes so far.
    var bytes: [UInt8] = []
    /// How many pieces were handed over.
    var pieces = 0
    /// Appends `piece`.
    func write(_ piece: UnsafeBufferPointer<UInt8>) {
      bytes.append(contentsOf: piece)
      pieces += 1
    }
    /// Nothing: the bytes are read when the writer is done.
    func end() {}
  }

  /// A file handed over in pieces of 100 bytes (a spill after nearly every token) is the same
  /// bytes as a whole one, when its tokens are rendered into a memo and when they are reused.
  @Test(arguments: [
    "tokens", "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites",
  ])
  func streamedInSmallPiecesTheFilesAreTheSameFromAMemo(folder: String) {
    let input = Compiler(configuration: Configuration()).pipeline.emitInput(for: FixtureCompiler.compile(folder))
    let expected = [
      DTCGDocument.bytes(input.tokens),
      JSONEmitter.docsBytes(input, writer: JSONWriter(style: JSONEmitter.docsStyle)),
    ]
    let memory = EmitMemory()
    for build in 0..<2 {
      memory.begin(configuration: nil)
      let memo = memory.memo(for: "json")
      for file in 0..<2 {
        let target = Collected()
        let stream = EmittedFileStream(target: target, pieceSize: 100)
        let last =
          file == 0
          ? DTCGDocument.bytes(input.tokens, memo: memo, stream: stream)
          : JSONEmitter.docsBytes(input, memo: memo, stream: stream)
        #expect(target.pieces > 1)
        #expect(target.bytes + last == expected[file], "file \(file) of build \(build)")
      }
      if build == 1 { #expect(memo.counts.rendered == 0 && memo.counts.reused > 0) }
    }
  }

  /// Without a session the memo's paths write what the usual writers write.
  @Test func outsideASessionTheFilesAreTheUsualOnes() {
    let input = Compiler(configuration: Configuration()).pipeline.emitInput(for: FixtureCompiler.compile("tokens"))
    #expect(DTCGDocument.bytes(input.tokens, memo: .none) == DTCGDocument.bytes(input.tokens))
    #expect(
      JSONEmitter.docsBytes(input, memo: .none)
        == JSONEmitter.docsBytes(input, writer: JSONWriter(style: JSONEmitter.docsStyle)))
  }
}
