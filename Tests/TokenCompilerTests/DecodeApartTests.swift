import Foundation
import Testing

@testable import TokenCompiler

/// Base files are decoded each on its own (large groups in chunks) and merged in order: the
/// document and every diagnostic (messages, locations, order) are what one walker over every
/// file gives, including when files meet (a token defined twice, a token that is a group elsewhere).
@Suite("decode: files walked apart")
struct DecodeApartTests {
  /// A file with one group large enough to be split, with problems spread over its chunks: bad
  /// colors, an unknown mode name on several tokens, groups of an unknown `$type`.
  static func large(_ path: String, group: String, count: Int = 2 * DecodeSplit.chunkSize + 100) -> SourceFile {
    var text = "color:\n  \(group):\n    $type: color\n    $deprecated: old palette\n"
    for index in 0..<count {
      if index % 97 == 5 {
        text += "    c\(index): \"#zz\(index)\"\n"
      } else if index % 150 == 7 {
        text += "    c\(index):\n      $value: \"#102030\"\n"
        text += "      $extensions: {mode: {compact: \"#000000\", dark: \"#111111\"}}\n"
      } else if index % 300 == 11 {
        text += "    g\(index):\n      $type: sparkle\n      a: 1\n      b: 2\n"
      } else {
        text += "    c\(index): \"#\(String(format: "%06X", index * 2_654_435 % 0xFFFFFF))\"\n"
      }
    }
    return SourceFile(path: path, text: text)
  }

  /// A small file with the same top-level group, another unknown `$type` and the same unknown mode.
  static let small = SourceFile(
    path: "tokens/b.yaml",
    text: """
      color:
        extra:
          $type: color
          ink: "#101010"
          toned:
            $value: "#202020"
            $extensions: {mode: {compact: "#000000"}}
      weird:
        $type: sparkle
        x: 1

      """)

  /// The document and diagnostics of `files` (as layers), walked apart or by one walker.
  static func decode(
    _ layers: [InputLayer], apart: Bool, unknownTypes: UnknownTypePolicy = .skip, cache: DecodeCache? = nil
  ) -> (TokenDocument, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let loaded = layers.map { (layer: $0, root: YAMLLoader().load($0.file, diagnostics: &diagnostics)) }
    var decoder = TokenDecoder(unknownTypes: unknownTypes)
    decoder.walksApart = apart
    let document = decoder.decode(loaded, cache: cache, diagnostics: &diagnostics)
    return (document, diagnostics)
  }

  /// Checks that walking apart gives what one walker gives; returns the diagnostics.
  @discardableResult
  static func expectSame(_ layers: [InputLayer], unknownTypes: UnknownTypePolicy = .skip) -> [Diagnostic] {
    let apart = decode(layers, apart: true, unknownTypes: unknownTypes)
    let together = decode(layers, apart: false, unknownTypes: unknownTypes)
    #expect(apart.0 == together.0)
    #expect(apart.1 == together.1)
    return apart.1
  }

  /// Whether `files` are merged from walks apart (not walked again by one walker).
  static func mergesApart(_ files: [SourceFile]) throws -> Bool {
    var diagnostics: [Diagnostic] = []
    let prepared = try files.map {
      PreparedLayer(
        layer: InputLayer(file: $0, role: .base), root: try #require(YAMLLoader().load($0, diagnostics: &diagnostics)),
        brokenTokens: [], hasReferences: false)
    }
    let setup = DecodeSetup(themeNames: ThemeNames(), unknownTypes: .skip)
    return setup.walkApart(prepared[...], cache: nil, reserving: 0, keepingPaths: false) != nil
  }

  static func base(_ files: SourceFile...) -> [InputLayer] { files.map { InputLayer(file: $0, role: .base) } }

  @Test func aLargeGroupIsSplitIntoChunks() throws {
    var diagnostics: [Diagnostic] = []
    let root = try #require(YAMLLoader().load(Self.large("tokens/a.yaml", group: "brand"), diagnostics: &diagnostics))
    var planner = DecodeSetup(themeNames: ThemeNames(), unknownTypes: .skip).walker()
    planner.splitChildren = DecodeSplit.chunkSize
    planner.walkFile(root, isJSON: false)
    #expect(planner.deferred.count == 2)
    #expect(planner.deferred.map(\.chunk.range.count).reduce(0, +) == 2 * DecodeSplit.chunkSize + 100 + 2)
  }

  @Test(arguments: [UnknownTypePolicy.skip, .error])
  func splitFilesGiveWhatOneWalkerGives(unknownTypes: UnknownTypePolicy) throws {
    let diagnostics = Self.expectSame(
      Self.base(Self.large("tokens/a.yaml", group: "brand"), Self.small, Self.large("tokens/c.yaml", group: "tint")),
      unknownTypes: unknownTypes)
    // The problems of every chunk are there, the unknown mode reported once for all files.
    #expect(try Self.mergesApart([Self.large("tokens/a.yaml", group: "brand"), Self.small]))
    let badColors = (0..<(2 * DecodeSplit.chunkSize + 100)).count(where: { $0 % 97 == 5 })
    #expect(diagnostics.count(where: { $0.message.contains("'#zz") }) == 2 * badColors)
    #expect(diagnostics.count(where: { $0.message.contains("$extensions.mode 'compact'") }) == 1)
    if unknownTypes == .skip {
      #expect(
        diagnostics.contains { $0.message.contains("2 tokens skipped, 'color.brand.g11.a', 'color.brand.g11.b'") })
    }
  }

  @Test func filesThatMeetAreWalkedByOneWalker() throws {
    // The same token twice, across files: one error, at the second definition.
    let copy = SourceFile(path: "tokens/z.yaml", text: "color:\n  extra:\n    $type: color\n    ink: \"#111111\"\n")
    let duplicate = Self.expectSame(Self.base(Self.large("tokens/a.yaml", group: "brand"), Self.small, copy))
    #expect(duplicate.contains { $0.message.hasPrefix("token 'color.extra.ink' is defined twice") })
    // A token in one file that is a group in another, both ways round.
    let token = SourceFile(
      path: "tokens/t.yaml", text: "color:\n  extra:\n    ink:\n      deep: {$type: color, $value: \"#111111\"}\n")
    let clash = Self.expectSame(Self.base(Self.small, token))
    #expect(clash.contains { $0.message.contains("is a group here but a token at") })
    let group = SourceFile(path: "tokens/g.yaml", text: "color:\n  $type: color\n  extra: \"#111111\"\n")
    Self.expectSame(Self.base(group, Self.small))
    #expect(try !Self.mergesApart([Self.small, copy]))
    #expect(try !Self.mergesApart([Self.small, token]))
    #expect(try !Self.mergesApart([group, Self.small]))
  }

  @Test func aStyleDictionaryTokenInAChunkStopsTheFileAsOneWalkerDoes() {
    var text = String(decoding: Self.large("tokens/a.yaml", group: "brand").bytes, as: UTF8.self)
    text += "    late: {value: \"#fff\", type: color}\n    after: \"#000000\"\nspacing:\n  $type: dimension\n  s: 4\n"
    text = text.replacingOccurrences(of: "    c700: ", with: "    old: {value: \"#fff\", type: color}\n    c700: ")
    Self.expectSame(Self.base(SourceFile(path: "tokens/a.yaml", text: text), Self.small))
  }

  /// A file whose top-level names no other file has.
  static let palette = SourceFile(path: "tokens/p.yaml", text: "palette:\n  $type: color\n  red: \"#FF0000\"\n")

  @Test func filesWithOtherTopLevelNamesMergeWithoutPathTables() throws {
    #expect(try Self.mergesApart([Self.palette, Self.small]))
    Self.expectSame(Self.base(Self.palette, Self.small, Self.large("tokens/c.yaml", group: "tint")))
    Self.expectSame(Self.base(Self.palette, Self.large("tokens/c.yaml", group: "tint")))
    // A theme after them finds the tokens of both.
    let dark = SourceFile(
      path: "tokens/dark.yaml", text: "palette:\n  red: \"#EE0000\"\ncolor:\n  extra:\n    ink: \"#EEEEEE\"\n")
    let diagnostics = Self.expectSame(
      Self.base(Self.palette, Self.small) + [InputLayer(file: dark, role: .theme(.dark, inferred: false))])
    #expect(!diagnostics.contains { $0.message.contains("defined only for") })
  }

  @Test func themesAndOverridesAfterTheBaseFilesSeeTheMergedTokens() {
    let dark = SourceFile(
      path: "tokens/dark.yaml", text: "color:\n  extra:\n    ink: \"#EEEEEE\"\n  brand:\n    c1: \"#FFFFFF\"\n")
    let layers =
      Self.base(Self.large("tokens/a.yaml", group: "brand"), Self.small)
      + [InputLayer(file: dark, role: .theme(.dark, inferred: false), origin: "a dark set")]
    Self.expectSame(layers)
    let override = SourceFile(path: "tokens/o.yaml", text: "color:\n  extra:\n    ink: \"#EEEEEE\"\n")
    Self.expectSame(
      Self.base(Self.small) + [InputLayer(file: override, role: .override)]
        + Self.base(Self.large("tokens/a.yaml", group: "brand")))
  }
}
