import Foundation
import Testing

@testable import TokenCompiler

/// The swift emitter in `tokenc watch`: each token's declarations are pieces of its memo, and
/// every build of a session must still equal a build from scratch, also when an edit changes
/// another token's name, asset name, value or group.
@Suite("Incremental emit: swift")
struct IncrementalEmitSwiftTests {
  /// The configurations: the defaults, colors from the asset catalog, and other names and access.
  static let configurations = [
    "emitters:\n  swift: {}\n",
    "emitters:\n  swift: {colors: assetCatalog, bundle: module}\n  xcassets: {}\n",
    "emitters:\n  swift: {namespace: DS, memberPrefix: ds, accessLevel: internal, fileName: Design, imports: [Foundation]}\n",
  ].map { "inputs: [tokens]\nrules: {naming/identifier: off}\n" + $0 }

  @Test(arguments: configurations)
  func everyBuildOfASessionEqualsAFullBuild(configuration: String) throws {
    let versions = IncrementalEmit.sampleVersions() + Self.versions()
    let counts = try IncrementalEmit.check(configuration: configuration, versions: versions)
    // A build that stops before the emitters leaves the previous build's counts: every version must build.
    let project = try ScratchProject(["tokenc.yaml": configuration])
    defer { project.remove() }
    for version in versions {
      let sources = version.files.keys.sorted().map { SourceFile(path: $0, text: version.files[$0]!) }
      let result = Compiler.load(configurationFile: project.folder + "/tokenc.yaml")
        .compile(CompilerInputs(sources: sources))
      let errors = rendered(result.diagnostics.filter(\.isBlocking))
      #expect(errors.isEmpty, "\(version.name): \(errors)")
      #expect(result.files.contains { $0.path.hasSuffix("+SwiftUI.swift") }, "\(version.name): no Swift files")
    }
    // After the one-value edit, most pieces come from the first build; the same tokens again, all of them.
    let edited = try #require(counts[1]["swift"])
    #expect(edited.reused > 10 * edited.rendered, "\(edited)")
    let again = try #require(counts[IncrementalEmit.sampleVersions().count - 1]["swift"])
    #expect(again.reused > 0)
  }

  @Test(arguments: [1, 64])
  func streamedFilesHoldTheReusedPieces(pieceSize: Int) throws {
    let emitter = StreamedEmitterInput.make(SwiftEmitter.self)
    let memory = EmitMemory()
    let yaml = StreamedEmitterInput.yaml
    let edited = yaml.replacingOccurrences(of: "  s7: 14\n", with: "  s7: 16\n")
      .replacingOccurrences(of: "\"Color 5: ", with: "\"Colour 5: ")
    for (build, text) in [yaml, edited, yaml].enumerated() {
      let compiled = compileYAML(text)
      let input = EmitInput(tokens: compiled.tokens)
      memory.begin(configuration: nil)
      let memo = memory.memo(for: "swift")
      let receiver = CollectingReceiver()
      var context = EmitContext(
        emitterID: "swift", emitterIDs: ["swift"],
        delivery: EmitDelivery(directory: "", receiver: receiver, pieceSize: pieceSize), memo: memo)
      receiver.accept(emitter.emit(input, context: &context))
      let whole = Dictionary(uniqueKeysWithValues: emitter.emit(input).map { ($0.path, $0.contents) })
      #expect(receiver.files.keys.sorted() == whole.keys.sorted())
      for (path, bytes) in whole.sorted(by: { $0.key < $1.key }) {
        let difference = StreamedEmitterInput.firstDifference(receiver.files[path] ?? [], bytes)
        #expect(difference == nil, "build \(build): \(path) differs from byte \(difference ?? 0) on")
      }
      if build > 0 { #expect(memo.counts.reused > 100 * memo.counts.rendered, "build \(build): \(memo.counts)") }
    }
  }

  /// Edits of the sample tokens, each on the one before, that change what other tokens write: an
  /// alias target's value and name, a name (and asset name) that clashes after camel-casing and
  /// then goes again, a group renamed, a group and a top-level token added and removed, a
  /// deprecation, a dimension that scales with Dynamic Type, a name the platform already uses.
  static func versions() -> [IncrementalEmit.Version] {
    let original = IncrementalEmit.sampleVersions()[0]
    var versions: [IncrementalEmit.Version] = []
    func edit(_ name: String, _ changes: [(file: String, old: String, new: String)]) {
      var files = versions.last?.files ?? original.files
      for change in changes {
        let path = "tokens/" + change.file
        guard let text = files[path], text.contains(change.old) else {
          Issue.record("the edit '\(name)' does not apply: \(path) has no '\(change.old)'")
          return
        }
        files[path] = text.replacingOccurrences(of: change.old, with: change.new)
      }
      versions.append(IncrementalEmit.Version(name: name, files: files))
    }
    let base = "color-base.yaml"
    let semantic = "color-semantic.yaml"
    edit(
      "an alias target renamed, with a new value",
      [
        (base, "    black: \"#000000\"", "    ink: \"#010101\""),
        (semantic, "{palette.neutral.black}", "{palette.neutral.ink}"),
      ])
    edit(
      "a name that clashes after camel-casing",
      [(base, "    white: \"#FFFFFF\"", "    White: \"#FFFFFF\"\n    white: \"#FFFFFF\"")])
    edit("a clashing spacing name", [("spacing.yaml", "  xxxl: 48", "  xxxl: 48\n  insetScreen: 16")])
    edit("the clash gone", [(base, "    White: \"#FFFFFF\"\n", ""), ("spacing.yaml", "\n  insetScreen: 16", "")])
    edit("a color named whiteX", [(base, "    white: \"#FFFFFF\"", "    white: \"#FFFFFF\"\n    whiteX: \"#FEFEFE\"")])
    // `whitex` is another Swift name but the same color set name, ignoring case: `whiteX` becomes `whiteX2`.
    edit("an asset name that clashes", [(base, "    whiteX: ", "    whitex: \"#FDFDFD\"\n    whiteX: ")])
    edit(
      "a group renamed",
      [(base, "  graphite:", "  slate:"), (semantic, "{palette.graphite.", "{palette.slate.")])
    edit(
      "a group and a top-level token added",
      [
        (
          "spacing.yaml", "spacing:\n",
          "extra:\n  $type: dimension\n  only: 8\nhairline:\n  $type: dimension\n  $value: 1\nspacing:\n"
        )
      ])
    edit("the only token of a group removed", [("spacing.yaml", "extra:\n  $type: dimension\n  only: 8\n", "")])
    edit("the top-level token removed", [("spacing.yaml", "hairline:\n  $type: dimension\n  $value: 1\n", "")])
    edit(
      "a deprecation changed", [(semantic, "this alias will be removed in 3.0.", "it goes in 3.0 \"soon\".")])
    edit(
      "a dimension that scales with body text",
      [
        (
          "spacing.yaml", "    listRow: \"{spacing.sm}\"",
          "    listRow:\n      $value: \"{spacing.sm}\"\n      $extensions: {dev.tokenc: {scalesWith: body}}"
        )
      ])
    edit("the scaled dimension's target changed", [("spacing.yaml", "  sm: 12 ", "  sm: 8 ")])
    edit("a name the platform already uses", [(base, "  neutral:\n", "  clear: \"#FFFFFF00\"\n  neutral:\n")])
    // `color.tint` is `Color.colorTint` (`Color.tint` is SwiftUI's): with `palette.colorTint` first, `colorTint2`.
    edit("a platform name taken first", [(base, "  neutral:\n", "  colorTint: \"#123456\"\n  neutral:\n")])
    edit("a token added before it", [(base, "  clear: ", "  cyan: \"#00FFFF\"\n  clear: ")])
    versions.append(IncrementalEmit.Version(name: "the sample tokens at the end", files: original.files))
    return versions
  }
}
