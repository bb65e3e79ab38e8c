import Foundation
import Testing

@testable import TokenCompiler

/// The decode cache `tokenc watch` keeps (in its ``LoadCache``): a base file whose bytes and
/// layer did not change is not walked again, and a compile with reused walks gives exactly what
/// a compile from scratch gives.
@Suite("decode cache")
struct DecodeCacheTests {
  static let large = DecodeApartTests.large("tokens/a.yaml", group: "brand")
  static let small = DecodeApartTests.small
  static let palette = SourceFile(
    path: "tokens/palette.yaml", text: "palette:\n  $type: color\n  red: \"#FF0000\"\n  ref: \"{color.extra.ink}\"\n")

  /// Compiles `sources` with the json emitter only.
  func compile(_ sources: [SourceFile], cache: LoadCache?) -> PipelineResult {
    let configuration = Configuration(directory: "/project", emitters: [EmitterSetting(id: "json")])
    return Compiler(configuration: configuration, loadCache: cache).compile(CompilerInputs(sources: sources))
  }

  @Test func aRebuildAfterEditingOneFileGivesWhatACompileFromScratchGives() {
    let cache = LoadCache()
    _ = compile([Self.large, Self.small, Self.palette], cache: cache)
    #expect(cache.decodeCache.counts.reused == 0 && cache.decodeCache.counts.walked == 3)
    let edited = SourceFile(
      path: Self.palette.path, text: "palette:\n  $type: color\n  red: \"#EE0000\"\n  ref: \"{color.extra.ink}\"\n")
    let rebuilt = compile([Self.large, Self.small, edited], cache: cache)
    #expect(cache.decodeCache.counts.reused == 2 && cache.decodeCache.counts.walked == 4)
    let cold = compile([Self.large, Self.small, edited], cache: nil)
    #expect(rebuilt.diagnostics == cold.diagnostics)
    #expect(rebuilt.tokens.tokens == cold.tokens.tokens)
    #expect(rebuilt.files == cold.files)
    #expect(rebuilt.diagnostics.contains { $0.message.contains("'#zz5'") })

    // An edit that makes a token defined twice: the reused walks meet the new one.
    let clash = SourceFile(path: Self.palette.path, text: "color:\n  extra:\n    $type: color\n    ink: \"#111111\"\n")
    let clashed = compile([Self.large, Self.small, clash], cache: cache)
    #expect(clashed.diagnostics == compile([Self.large, Self.small, clash], cache: nil).diagnostics)
    #expect(clashed.diagnostics.contains { $0.message.hasPrefix("token 'color.extra.ink' is defined twice") })
  }

  /// Decodes `files` as base files with `decoder`, through `cache`.
  static func decode(
    _ files: [SourceFile], _ decoder: TokenDecoder, cache: DecodeCache?
  ) -> (
    TokenDocument, [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    let loaded = files.map {
      (layer: InputLayer(file: $0, role: .base), root: YAMLLoader().load($0, diagnostics: &diagnostics))
    }
    let document = decoder.decode(loaded, cache: cache, diagnostics: &diagnostics)
    return (document, diagnostics)
  }

  @Test func aChangedOptionDoesNotReuseAWalk() {
    let cache = DecodeCache()
    let files = [Self.large, Self.small]
    _ = Self.decode(files, TokenDecoder(unknownTypes: .skip), cache: cache)
    let erroring = TokenDecoder(unknownTypes: .error)
    let second = Self.decode(files, erroring, cache: cache)
    #expect(cache.counts.reused == 0 && cache.counts.walked == 4)
    let cold = Self.decode(files, erroring, cache: nil)
    #expect(second.0 == cold.0 && second.1 == cold.1)
    #expect(second.1.contains { $0.severity == .error && $0.message.contains("unknown $type 'sparkle'") })

    let renamed = TokenDecoder(
      themeNames: ThemeNames(configured: ["compact": .appearance(.dark)]), unknownTypes: .error)
    let third = Self.decode(files, renamed, cache: cache)
    #expect(cache.counts.reused == 0 && cache.counts.walked == 6)
    #expect(third.1 == Self.decode(files, renamed, cache: nil).1)
    // Unchanged options: both walks reused, twice, as they were kept (merging moves tokens out
    // of the walks it merges, never out of the cache's).
    for reuses in 1...2 {
      let reused = Self.decode(files, renamed, cache: cache)
      #expect(cache.counts.reused == 2 * reuses && cache.counts.walked == 6)
      #expect(reused.0 == third.0 && reused.1 == third.1)
    }
  }

  @Test func aChangedLayerDoesNotReuseAWalk() {
    let cache = DecodeCache()
    var diagnostics: [Diagnostic] = []
    let root = YAMLLoader().load(Self.small, diagnostics: &diagnostics)
    let decoder = TokenDecoder(unknownTypes: .skip)
    _ = decoder.decode([(InputLayer(file: Self.small, role: .base), root)], cache: cache, diagnostics: &diagnostics)
    let themed = [(layer: InputLayer(file: Self.small, role: .theme(.dark, inferred: false)), root: root)]
    var cached: [Diagnostic] = []
    let document = decoder.decode(themed, cache: cache, diagnostics: &cached)
    var cold: [Diagnostic] = []
    #expect(document == decoder.decode(themed, cache: nil, diagnostics: &cold))
    #expect(cached == cold)
    #expect(cached.contains { $0.message.contains("is defined only for dark") })
    #expect(cache.counts.reused == 0)
  }
}
