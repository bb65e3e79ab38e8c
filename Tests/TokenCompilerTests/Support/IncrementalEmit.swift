import Foundation
import Testing

@testable import TokenCompiler

/// Builds successive versions of a design system twice, as `tokenc watch` does (one
/// ``EmitMemory`` across the builds, a new compiler each time) and from scratch, and expects
/// every build's files and diagnostics to be the same both ways.
enum IncrementalEmit {
  /// One version of the token files: a name for failure messages and the files by path.
  struct Version {
    var name: String
    var files: [String: String]
  }

  /// What each emitter reused and rendered in one build of the session, by emitter id (the
  /// counts of emitters configured twice are added).
  typealias Counts = [String: EmitMemo.Counts]

  /// Compiles every version in order with the configuration `yaml` (a `tokenc.yaml`, written to
  /// a scratch folder; `inputs` are the versions' files, given in memory) and returns each
  /// build's counts; records an issue for every file or diagnostic that differs.
  @discardableResult
  static func check(
    configuration yaml: String, versions: [Version], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [Counts] {
    let project = try ScratchProject(["tokenc.yaml": yaml])
    defer { project.remove() }
    let memory = EmitMemory()
    var counts: [Counts] = []
    for version in versions {
      let sources = version.files.keys.sorted().map { SourceFile(path: $0, text: version.files[$0]!) }
      var session = Compiler.load(configurationFile: project.folder + "/tokenc.yaml")
      session.emitMemory = memory
      let incremental = session.compile(CompilerInputs(sources: sources))
      let full = Compiler.load(configurationFile: project.folder + "/tokenc.yaml")
        .compile(CompilerInputs(sources: sources))
      compare(incremental, full, version: version.name, sourceLocation: sourceLocation)
      var byID: Counts = [:]
      for (key, count) in memory.counts {
        let id = key.split(separator: "\u{1F}", omittingEmptySubsequences: false)[1]
        byID[String(id), default: EmitMemo.Counts()].reused += count.reused
        byID[String(id), default: EmitMemo.Counts()].rendered += count.rendered
      }
      counts.append(byID)
    }
    return counts
  }

  private static func compare(
    _ incremental: PipelineResult, _ full: PipelineResult, version: String, sourceLocation: Testing.SourceLocation
  ) {
    #expect(
      rendered(incremental.diagnostics) == rendered(full.diagnostics), "diagnostics of \(version)",
      sourceLocation: sourceLocation)
    let (left, right) = (files(incremental), files(full))
    #expect(left.keys.sorted() == right.keys.sorted(), "file list of \(version)", sourceLocation: sourceLocation)
    for path in left.keys.sorted() where left[path] != right[path] {
      let a = String(decoding: left[path] ?? [], as: UTF8.self)
      let b = String(decoding: right[path] ?? [], as: UTF8.self)
      Issue.record(
        "\(version): \(path) differs from a full build:\n\(Golden.unifiedDiff(expected: b, actual: a))",
        sourceLocation: sourceLocation)
    }
  }

  private static func files(_ result: PipelineResult) -> [String: [UInt8]] {
    Dictionary(result.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
  }

  /// The sample design system in `tokens/` and a series of edits of it, each version built on
  /// the one before: a palette color aliased by semantic colors, a description, a dimension, a
  /// token added (moving every later line), one removed, one renamed, a typography and a motion
  /// value, then the original again.
  static func sampleVersions() -> [Version] {
    let original = Dictionary(
      FixtureCompiler.sources("tokens").map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) },
      uniquingKeysWith: { first, _ in first })
    var versions = [Version(name: "the sample tokens", files: original)]
    func edit(_ name: String, _ file: String, _ old: String, _ new: String) {
      var files = versions.last!.files
      let path = "tokens/" + file
      guard let text = files[path], text.contains(old) else {
        Issue.record("the edit '\(name)' does not apply: \(path) has no '\(old)'")
        return
      }
      files[path] = text.replacingOccurrences(of: old, with: new)
      versions.append(Version(name: name, files: files))
    }
    edit("a palette color", "color-base.yaml", "white: \"#FFFFFF\"", "white: \"#FFFFFE\"")
    edit(
      "a description", "color-semantic.yaml", "Body text, titles and anything the reader must read",
      "Body text, titles & <anything> the reader \"must\" read")
    edit("a dimension", "spacing.yaml", "  md: 16 ", "  md: 20 ")
    edit("a token added", "spacing.yaml", "  xxs: 4 ", "  xxxs: 2\n  xxs: 4 ")
    edit("a token removed", "spacing.yaml", "  xxl: 40\n", "")
    edit("a token renamed", "spacing.yaml", "  xxxl: 48", "  huge: 48")
    edit("a font weight", "typography.yaml", "    bold: bold ", "    bold: heavy ")
    edit("a duration", "motion.yaml", "  standard: 250ms ", "  standard: 300ms ")
    versions.append(Version(name: "the sample tokens again", files: original))
    return versions
  }
}
