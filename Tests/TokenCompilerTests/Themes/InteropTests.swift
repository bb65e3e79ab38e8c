import Foundation
import Testing

@testable import TokenCompiler

/// The real published token files in `../shared/interop/` (Fluent UI, Terrazzo, Open Props, a
/// Radix scale), read unchanged with at most a short tokenc.yaml: each builds, dark values
/// reach the dark appearance in the CSS, the Swift and the asset catalog (for every set with dark
/// values), and composites reach the CSS, the Swift and the DTCG JSON (``InteropChecks``).
///
/// CI always has `../shared` beside the clone; without it these tests are skipped (and say so).
@Suite(
  "interop: real design systems",
  .enabled(if: InteropFiles.available, "../shared/interop is missing beside the clone; interop tests skipped"))
struct InteropTests {
  /// Builds `inputs` (paths under ../shared/interop) with extra config lines.
  static func build(_ inputs: [String], config: String = "") throws -> (ScratchProject, PipelineResult) {
    let list = inputs.map { "\"\(InteropFiles.folder)/\($0)\"" }.joined(separator: ", ")
    let project = try ScratchProject(["tokenc.yaml": "inputs: [\(list)]\n" + config])
    return (project, project.compile())
  }

  /// The errors of a result, rendered.
  static func errors(_ result: PipelineResult) -> [String] {
    rendered(result.diagnostics.filter { $0.severity == .error })
  }

  /// The text of an emitted file.
  static func text(_ path: String, _ result: PipelineResult) -> String {
    ScratchProject.file(path, in: result) ?? ""
  }

  @Test func fluentLightAndDarkFilesRedefiningTheSameTokens() throws {
    let (project, result) = try Self.build(["fluent"])
    defer { project.remove() }
    #expect(Self.errors(result) == [])
    // light.tokens.json: Rest = Grey.26; dark.tokens.json: Rest = Grey.84.
    #expect(
      ThemeFileTests.hex("NeutralForeground2.Fill.Color.Rest", result.tokens) == [
        "#424242", "#d6d6d6", "#424242", "#d6d6d6",
      ])
    let css = Self.text("css/tokens.css", result)
    #expect(css.contains("--neutral-foreground2-fill-color-rest: var(--global-color-grey-26);"))
    #expect(css.contains("--neutral-foreground2-fill-color-rest: var(--global-color-grey-84);"))
    let swift = Self.text("swift/Tokens.swift", result)
    #expect(swift.contains("dark: .init(.sRGB, red: 214 / 255, green: 214 / 255, blue: 214 / 255)"))
    let colorset = Self.text("Tokens.xcassets/neutralForeground2/fill/color/rest.colorset/Contents.json", result)
    #expect(colorset.contains("\"value\" : \"dark\""))
    #expect(colorset.contains("\"red\" : \"0.839\""))
    InteropChecks.expectDarkValuesEverywhere(result)
  }

  @Test func terrazzoResolverWithALightDarkModifier() throws {
    // Terrazzo's type scale has no Dynamic Type ladders: a real HIG finding, lowered to a warning.
    let (project, result) = try Self.build(["terrazzo"], config: "rules:\n  type/ladder: warning\n")
    defer { project.remove() }
    #expect(Self.errors(result) == [])
    // colors-light: bg.1 = gray.100 (#f6f6f6); colors-dark: bg.1 = gray.1000.
    let bg = ThemeFileTests.hex("color.bg.1", result.tokens)
    #expect(bg.count == 4 && bg[0] != bg[1] && bg[1] == bg[3])
    let css = Self.text("css/tokens.css", result)
    #expect(css.contains("--color-bg-1: var(--color-base-gray-100);"))
    #expect(css.contains("--color-bg-1: var(--color-base-gray-1000);"))
    #expect(css.contains("cubic-bezier("))
    InteropChecks.expectDarkValuesEverywhere(result)
    InteropChecks.expectCompositesEverywhere(result)
    // radix-modes.tokens.json is in the folder but not in the resolver: skipped, and said so.
    #expect(
      rendered(result.diagnostics).contains {
        $0.contains("not named by its resolver document and skipped") && $0.contains("radix-modes.tokens.json")
      })
  }

  @Test func radixScaleWithExtensionsMode() throws {
    let (project, result) = try Self.build(["terrazzo/radix-modes.tokens.json"])
    defer { project.remove() }
    #expect(Self.errors(result) == [])
    #expect(
      ThemeFileTests.hex("color.primitive.blue.1", result.tokens) == ["#fbfdff", "#0d1520", "#fbfdff", "#0d1520"])
    #expect(Self.text("css/tokens.css", result).contains("--color-primitive-blue-1: #0d1520;"))
    #expect(
      Self.text("swift/Tokens.swift", result).contains(
        "dark: .init(.sRGB, red: 13 / 255, green: 21 / 255, blue: 32 / 255)"))
    InteropChecks.expectDarkValuesEverywhere(result)
  }

  @Test func openPropsResolverWithAnInlineSet() throws {
    let (project, result) = try Self.build(["open-props"])
    defer { project.remove() }
    #expect(Self.errors(result) == [])
    #expect(result.tokens.tokens.count > 200)
    #expect(result.tokens.tokens.contains { $0.type == .shadow })
    InteropChecks.expectCompositesEverywhere(result)
    let css = Self.text("css/tokens.css", result)
    #expect(css.contains("--inner-shadow-1: inset "))
  }

  /// Every shadow, gradient, border and easing token has its custom property in the CSS.
  static func expectCompositesInCSS(_ result: PipelineResult) {
    let css = text("css/tokens.css", result)
    let types: Set<TokenType> = [.cubicBezier, .shadow, .gradient, .border, .strokeStyle]
    let tokens = result.tokens.tokens.filter { types.contains($0.type) }
    #expect(!tokens.isEmpty)
    for token in tokens {
      let name = "--" + token.path.components.joined(separator: "-").lowercased() + ":"
      #expect(css.contains(name), "\(token.path) is missing from the CSS")
    }
  }
}

/// Where the interop files are: `../shared/interop` beside the package.
enum InteropFiles {
  /// The folder's absolute path.
  static let folder = FixtureCompiler.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/interop")
    .path

  /// Whether the folder exists.
  static let available = FileManager.default.fileExists(atPath: folder + "/README.md")
}
