import Foundation
import Testing

@testable import TokenCompiler

/// tokenc's own DTCG output read back through its resolver document: the same tokens, with
/// the same value in every appearance, composites included; and the resolver holds the
/// aliases per appearance, so other tools keep them.
@Suite("themes: tokenc's resolver output reads back")
struct ResolverRoundTripTests {
  @Test(arguments: [
    "tokens", "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites",
  ])
  func theResolverOutputReadsBackToTheSameValues(folder: String) throws {
    let original = FixtureCompiler.compile(folder)
    #expect(!original.hasErrors)
    var files: [String: String] = [:]
    for name in ["tokens.tokens.json", "tokens.resolver.json"] {
      let file = try #require(original.files.first { $0.path == "json/" + name })
      files["dtcg/" + name] = String(decoding: file.contents, as: UTF8.self)
    }
    files["tokenc.yaml"] = "inputs: [dtcg/tokens.resolver.json]\n"
    let project = try ScratchProject(files)
    defer { project.remove() }
    let reread = project.compile(emit: false)
    // No warnings either: tokenc reads its own Reduce Motion context and appearance contexts.
    let originalWarnings = Set(original.diagnostics.filter { $0.severity == .warning }.map(\.message))
    let problems = reread.diagnostics.filter {
      $0.severity == .error || ($0.severity == .warning && !originalWarnings.contains($0.message))
    }
    #expect(project.rendered(problems) == [])
    #expect(reread.tokens.tokens.count == original.tokens.tokens.count)
    for token in original.tokens.tokens {
      let copy = try #require(reread.tokens[token.path], "\(token.path) is missing")
      #expect(copy.type == token.type, "\(token.path)")
      // Every alias comes back where it was written: the whole value's, and each one inside it.
      #expect(copy.aliasOf?.path == token.aliasOf?.path, "\(token.path)")
      #expect(Self.aliasPaths(copy) == Self.aliasPaths(token), "\(token.path)")
      #expect(copy.valueAliases == token.valueAliases, "\(token.path)")
      // The appearances a color writes stay those it wrote, so the same fallbacks are reported.
      if case .color(let a) = copy.value, case .color(let b) = token.value {
        #expect(a.explicit == b.explicit, "\(token.path)")
      }
      switch (copy.value, token.value) {
      case (.color(let a), .color(let b)):
        #expect(a.values == b.values, "\(token.path)")
        #expect(a.aliases == b.aliases, "\(token.path)")
      default:
        #expect(copy.value == token.value, "\(token.path)")
      }
    }
  }

  /// The tokens a token's value names, each once, in the order written.
  static func aliasPaths(_ token: ResolvedToken) -> [TokenPath] {
    var seen: Set<TokenPath> = []
    return token.references.map(\.path).filter { seen.insert($0).inserted }
  }

  @Test func aliasesInsideCompositesAreWrittenAsAliasesNotAsAppearances() throws {
    let result = FixtureCompiler.compile("tokens")
    let tokens = try #require(ScratchProject.file("json/tokens.tokens.json", in: result))
    let resolver = try #require(ScratchProject.file("json/tokens.resolver.json", in: result))
    #expect(tokens.contains("\"color\": \"{color.separator.control}\""))
    #expect(tokens.contains("\"fontFamily\": \"{font.family.system}\""))
    #expect(tokens.contains("\"timingFunction\": \"{easing.enter}\""))
    // The border's color is an alias: the reader resolves it per appearance, so no context
    // repeats the border with literal colors.
    #expect(!resolver.contains("\"$type\": \"border\""))
    #expect(!resolver.contains("\"$type\": \"gradient\""))
  }

  @Test func aCompositeColorWithAnAliasPerAppearanceKeepsBoth() throws {
    let result = FixtureCompiler.compile([
      SourceFile(path: "palette.yaml", text: "gray:\n  $type: color\n  100: \"#eeeeee\"\n  900: \"#111111\"\n"),
      SourceFile(
        path: "border.yaml",
        text: "line:\n  $type: border\n  $value: {color: {light: \"{gray.100}\", dark: \"{gray.900}\"}, width: 1, "
          + "style: solid}\n"),
    ])
    let resolver = try #require(ScratchProject.file("json/tokens.resolver.json", in: result))
    let tokens = try #require(ScratchProject.file("json/tokens.tokens.json", in: result))
    #expect(tokens.contains("\"color\": \"{gray.100}\""))
    #expect(tokens.contains("\"color\": \"{gray.900}\""))
    #expect(resolver.contains("\"color\": \"{gray.900}\""))
    let reread = FixtureCompiler.compile([SourceFile(path: "tokens.tokens.json", text: tokens)])
    let line = TokenPath(dotted: "line")
    #expect(reread.tokens[line]?.value == result.tokens[line]?.value)
    #expect(
      Self.aliasPaths(try #require(reread.tokens[line])) == [
        TokenPath(dotted: "gray.100"), TokenPath(dotted: "gray.900"),
      ])
  }

  @Test func theResolverHoldsTheAliasOfEachAppearance() throws {
    let result = FixtureCompiler.compile([
      SourceFile(path: "palette.yaml", text: "gray:\n  $type: color\n  100: \"#eeeeee\"\n  900: \"#111111\"\n"),
      SourceFile(
        path: "semantic.yaml",
        text: "bg:\n  $type: color\n  $value: {light: \"{gray.100}\", dark: \"{gray.900}\"}\n"),
    ])
    let resolver = try #require(ScratchProject.file("json/tokens.resolver.json", in: result))
    let tokens = try #require(ScratchProject.file("json/tokens.tokens.json", in: result))
    #expect(resolver.contains("\"$value\": \"{gray.900}\""))
    #expect(tokens.contains("\"$value\": \"{gray.100}\""))
  }
}
