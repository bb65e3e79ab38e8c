import Foundation
import Testing
import TokenCompiler

/// The load cache `tokenc watch` keeps between builds: unchanged files are not parsed again, and a
/// compile with reused files gives exactly what a compile from scratch gives.
@Suite("load cache")
struct LoadCacheTests {
  static let spacing = SourceFile(path: "tokens/spacing.yaml", text: "spacing:\n  $type: dimension\n  sm: 8\n")
  static let colors = SourceFile(
    path: "tokens/colors.yaml", text: "color:\n  $type: color\n  ink: \"#111111\"\n  paper: \"#fafafa\"\n")

  /// Compiles `sources` with the json emitter only.
  func compile(_ sources: [SourceFile], cache: LoadCache?) -> PipelineResult {
    let configuration = Configuration(directory: "/project", emitters: [EmitterSetting(id: "json")])
    return Compiler(configuration: configuration, loadCache: cache).compile(CompilerInputs(sources: sources))
  }

  @Test func unchangedFilesAreReusedWithTheSameResult() throws {
    let cache = LoadCache()
    let first = compile([Self.spacing, Self.colors], cache: cache)
    #expect(cache.counts.reused == 0 && cache.counts.parsed == 2)
    let second = compile([Self.spacing, Self.colors], cache: cache)
    #expect(cache.counts.reused == 2 && cache.counts.parsed == 2)
    let uncached = compile([Self.spacing, Self.colors], cache: nil)
    #expect(second.files == first.files)
    #expect(second.files == uncached.files)
    #expect(second.diagnostics == uncached.diagnostics)
  }

  @Test func anEditedFileIsParsedAgainWithItsNewProblems() throws {
    let cache = LoadCache()
    _ = compile([Self.spacing, Self.colors], cache: cache)
    let broken = SourceFile(path: Self.spacing.path, text: "spacing:\n  $type: dimension\n  sm: [8\n")
    let result = compile([broken, Self.colors], cache: cache)
    #expect(cache.counts.reused == 1 && cache.counts.parsed == 3)
    let uncached = compile([broken, Self.colors], cache: nil)
    #expect(result.hasErrors)
    #expect(result.diagnostics == uncached.diagnostics)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.map { $0.location?.file } == ["tokens/spacing.yaml"])

    // Back to the first text: parsed again (the cache keeps the last bytes of each path only).
    _ = compile([Self.spacing, Self.colors], cache: cache)
    #expect(cache.counts.reused == 2 && cache.counts.parsed == 4)
  }

  @Test func aFileNoLongerReadIsForgotten() throws {
    let cache = LoadCache()
    _ = compile([Self.spacing, Self.colors], cache: cache)
    _ = compile([Self.colors], cache: cache)
    _ = compile([Self.spacing, Self.colors], cache: cache)
    // colors reused twice; spacing parsed again after it was dropped.
    #expect(cache.counts.reused == 2 && cache.counts.parsed == 3)
  }
}
