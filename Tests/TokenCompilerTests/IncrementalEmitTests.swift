import Foundation
import Testing

@testable import TokenCompiler

/// `tokenc watch` keeps what the emitters rendered (``EmitMemory``) and reuses the pieces whose
/// inputs did not change: every build of a session must still equal a build from scratch.
@Suite("Incremental emit")
struct IncrementalEmitTests {
  /// Every built-in emitter, the docs split into parts, and the example templates.
  static let configuration = """
    inputs: [tokens]
    emitters:
      json: {}
      css: {}
      docs: {pageSize: 25}
      swift: {}
      xcassets: {}
    templates:
      - {template: \(FixtureCompiler.packageRoot.path)/templates/tailwind/theme.css.mustache, output: tailwind/theme.css}
    """

  @Test func everyBuildOfASessionEqualsAFullBuild() throws {
    try IncrementalEmit.check(configuration: Self.configuration, versions: IncrementalEmit.sampleVersions())
  }

  @Test func aChangedConfigurationIsNotServedFromTheMemory() throws {
    let versions = IncrementalEmit.sampleVersions()
    let memory = EmitMemory()
    for (title, expected) in [("First", "First"), ("Second", "Second")] {
      let project = try ScratchProject(["tokenc.yaml": "emitters:\n  docs: {title: \(title)}\n"])
      defer { project.remove() }
      var compiler = Compiler.load(configurationFile: project.folder + "/tokenc.yaml")
      compiler.emitMemory = memory
      let sources = versions[0].files.keys.sorted().map { SourceFile(path: $0, text: versions[0].files[$0]!) }
      let result = compiler.compile(CompilerInputs(sources: sources))
      let page = ScratchProject.file("docs/index.html", in: result) ?? ""
      #expect(page.contains("<title>\(expected)</title>"))
    }
  }

  @Test func outsideASessionNothingIsKept() {
    let memo = EmitMemo.none
    var renders = 0
    for _ in 0..<2 {
      _ = memo.bytes("a", input: 1) {
        renders += 1
        return [1]
      }
    }
    #expect(renders == 2)
    #expect(memo.counts == EmitMemo.Counts())
  }

  @Test func aMemoReusesOnlyWhatWasRenderedFromAnEqualInput() {
    let memory = EmitMemory()
    var rendered: [String] = []
    func build(_ inputs: [String: Int]) -> [String: [UInt8]] {
      memory.begin(configuration: nil)
      let memo = memory.memo(for: "0")
      return inputs.mapValues { _ in [] }.reduce(into: [:]) { result, entry in
        let input = inputs[entry.key]!
        result[entry.key] = memo.bytes(entry.key, input: input) {
          rendered.append(entry.key)
          return Array("\(entry.key)=\(input)".utf8)
        }
      }
    }
    _ = build(["a": 1, "b": 2])
    rendered = []
    let second = build(["a": 1, "b": 3])
    #expect(rendered == ["b"])
    #expect(second["b"] == Array("b=3".utf8))
    // "c" was never rendered, so a build asking for it has nothing of it to reuse.
    rendered = []
    _ = build(["a": 1])
    _ = build(["a": 1, "c": 5])
    #expect(rendered == ["c"])
  }
}

/// The asset catalog reuses the color sets of unchanged colors.
@Suite("Incremental emit: asset catalog")
struct IncrementalAssetCatalogTests {
  @Test func aPaletteEditRendersOnlyTheColorSetsItChanges() throws {
    let counts = try IncrementalEmit.check(
      configuration: "inputs: [tokens]\nemitters:\n  xcassets: {}\n", versions: IncrementalEmit.sampleVersions())
    // The first build renders every set; editing palette.neutral.white changes it and the
    // semantic colors that alias it, and leaves the rest as they were.
    let first = try #require(counts[0]["xcassets"])
    let edited = try #require(counts[1]["xcassets"])
    #expect(first.reused == 0 && first.rendered > 50)
    #expect(edited.rendered > 1 && edited.rendered < 20)
    #expect(edited.reused + edited.rendered == first.rendered)
  }
}
