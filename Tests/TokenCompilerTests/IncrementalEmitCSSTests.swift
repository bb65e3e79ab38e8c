import Foundation
import Testing

@testable import TokenCompiler

/// The css emitter in a session (`tokenc watch`): `tokens.css` put together from each token's
/// fragments, kept between builds, has a full build's bytes after every kind of edit, and a
/// one-value edit renders few tokens.
@Suite("Incremental emit: css")
struct IncrementalEmitCSSTests {
  /// The css emitter alone, with default options, with options that change names and add rules,
  /// and with `light-dark()` (which renders everything every time).
  static let configurations = [
    "inputs: [tokens]\nrules: {naming/identifier: warning}\nemitters:\n  css: {}\n",
    "inputs: [tokens]\nemitters:\n  css: {prefix: ds, units: px, dynamicType: true, name: theme}\n",
    "inputs: [tokens]\nemitters:\n  css: {lightDark: true}\n",
  ]

  @Test(arguments: configurations)
  func everyBuildEqualsAFullBuild(configuration: String) throws {
    let counts = try IncrementalEmit.check(configuration: configuration, versions: Self.versions())
    guard !configuration.contains("lightDark") else { return }
    // The first build renders every token; the palette color edit after it reuses most.
    let (first, second) = (counts[0]["css"]!, counts[1]["css"]!)
    #expect(first.reused == 0 && first.rendered > 100)
    #expect(second.reused > 10 * second.rendered, "\(second)")
    // A dark appearance changed alone renders that one token.
    let darkOnly = Self.versions().firstIndex { $0.name == "a dark appearance" }!
    #expect(counts[darkOnly]["css"]!.rendered == 1, "\(counts[darkOnly]["css"]!)")
  }

  /// The sample versions, then edits of what a token's fragments depend on: an alias target's
  /// name, a single appearance, a group's name, a token added in the middle, the only tokens
  /// that need a rule removed and back, and two paths with the same custom property name.
  static func versions() -> [IncrementalEmit.Version] {
    var versions = IncrementalEmit.sampleVersions()
    func edit(_ name: String, _ change: (inout [String: String]) -> Void) {
      var files = versions.last!.files
      change(&files)
      #expect(files != versions.last!.files, "the edit '\(name)' changes nothing")
      versions.append(IncrementalEmit.Version(name: name, files: files))
    }
    func replace(_ file: String, _ old: String, _ new: String) -> (inout [String: String]) -> Void {
      { files in files["tokens/" + file] = files["tokens/" + file]!.replacingOccurrences(of: old, with: new) }
    }
    func everywhere(_ old: String, _ new: String) -> (inout [String: String]) -> Void {
      { files in for path in files.keys { files[path] = files[path]!.replacingOccurrences(of: old, with: new) } }
    }
    let original = versions[0].files
    edit("an alias target renamed", everywhere("neutral", "plain"))
    edit("an alias target's value", replace("color-base.yaml", "black: \"#000000\"", "black: \"#000001\""))
    edit(
      "a dark appearance",
      replace(
        "color-semantic.yaml",
        "        dark: \"{palette.plain.black}\"\n        lightHighContrast: \"{palette.gray.tone96}\"",
        "        dark: \"{palette.gray.tone10}\"\n        lightHighContrast: \"{palette.gray.tone96}\""))
    edit("a whole-value alias's target renamed") { files in
      everywhere("accent.tint", "accent.tone")(&files)
      replace("color-semantic.yaml", "\n    tint:\n      $description: >-\n", "\n    tone:\n      $description: >-\n")(
        &files)
    }
    edit("a group renamed") { files in
      everywhere("color.label.", "color.text.")(&files)
      replace("color-semantic.yaml", "  label:\n", "  text:\n")(&files)
    }
    edit(
      "a color added in the middle",
      replace(
        "color-semantic.yaml", "  background:\n",
        "  middle:\n    $value: {light: \"#102030\", dark: \"#302010\", darkHighContrast: \"#000000\"}\n  background:\n"
      ))
    edit(
      "a name shared by two paths",
      replace("color-semantic.yaml", "  middle:\n", "  accentTone: \"#123456\"\n  middle:\n"))
    edit(
      "the shared name's other token varies",
      replace("color-semantic.yaml", "\"#123456\"", "{light: \"#123456\", darkHighContrast: \"#654321\"}"))
    edit("no Display P3 color", replace("color-base.yaml", "\"color(display-p3 0.78 0 0.42)\"", "\"#DA006C\""))
    edit("no Display P3 color at all", replace("color-base.yaml", "colorSpace: display-p3", "colorSpace: srgb"))
    edit("no text style") { $0["tokens/typography.yaml"] = "font:\n  weight:\n    $type: fontWeight\n    bold: bold\n" }
    edit("no Reduce Motion fallback") { $0["tokens/motion.yaml"] = "duration:\n  $type: duration\n  fast: 150ms\n" }
    versions.append(IncrementalEmit.Version(name: "the sample tokens once more", files: original))
    return versions
  }

  /// Fragments put together in a session, first rendered then reused, have a full write's bytes,
  /// kept whole or streamed in tiny pieces (which spill between any two fragments).
  @Test func fragmentsGiveAFullWritesBytesWholeAndStreamed() {
    var variants = [CSSDocumentBuilder.Settings()]
    variants.append(CSSDocumentBuilder.Settings())
    (variants[1].units, variants[1].prefix, variants[1].dynamicType) = (.px, "ds", true)
    for settings in variants {
      let emitter = CSSEmitter(settings: settings)
      for (name, input) in StreamedEmitterTests.inputs {
        let whole = emitter.emit(input).first!.contents
        let memory = EmitMemory()
        for (build, pieceSize) in [(0, 0), (1, 0), (2, 1), (3, 7)] {
          memory.begin(configuration: nil)
          let memo = memory.memo(for: "css")
          let receiver = CollectingReceiver()
          let delivery =
            pieceSize == 0 ? EmitDelivery() : EmitDelivery(directory: "", receiver: receiver, pieceSize: pieceSize)
          var context = EmitContext(
            emitterID: "css", emitterIDs: ["css"], delivery: delivery, memo: memo)
          let returned = emitter.emit(input, context: &context)
          let bytes = pieceSize == 0 ? returned.first!.contents : receiver.files["tokens.css"] ?? []
          #expect(bytes == whole, "\(name), build \(build), pieces of \(pieceSize)")
          #expect(memo.counts.reused == (build == 0 ? 0 : input.tokens.tokens.count), "\(name), build \(build)")
        }
      }
    }
  }
}
