import Testing

@testable import TokenCompiler

/// A Tokens Studio export as it comes: `$themes.json` and `$metadata.json` beside the token
/// sets are skipped with one note each, and `unknownTypes: skip` names the tokens it skips.
@Suite("themes: a Tokens Studio export")
struct TokensStudioExportTests {
  static let files = [
    "tokens/$themes.json": #"[{"id": "1", "name": "Light", "selectedTokenSets": {"core": "enabled"}}]"#,
    "tokens/$metadata.json": #"{"tokenSetOrder": ["core"]}"#,
    "tokens/core.json": """
    {"color": {"$type": "color", "bg": {"$value": "#ffffff"}},
     "size": {"$type": "fontSizes", "body": {"$value": "16"}, "title": {"$value": "24"}}}
    """,
  ]

  @Test func theThemesAndMetadataFilesAreSkippedWithANoteEach() throws {
    let project = try ScratchProject(
      Self.files.merging(["tokenc.yaml": "inputs: [tokens]\nunknownTypes: skip\n"]) { a, _ in a })
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(
      project.rendered(result.diagnostics).filter { !$0.contains("[color/") } == [
        "note: 'tokens/$metadata.json' is Tokens Studio's token set order, not tokens; it is skipped (tokenc reads "
          + "token files in path order) [io/error]",
        "note: 'tokens/$themes.json' is Tokens Studio's list of themes, not tokens; it is skipped. Say which files "
          + "hold which appearance with `themes:` (or `appearances:`) in tokenc.yaml [io/error]",
        "tokens/core.json:2:20: warning: unknown $type 'fontSizes' of group 'size'; skipped (unknownTypes: skip): "
          + "2 tokens skipped, 'size.body', 'size.title' [token/unsupported-type]",
      ])
    #expect(result.tokens.tokens.map(\.path.description) == ["color.bg"])
  }

  @Test func listedExplicitlyTheyAreSkippedToo() throws {
    let project = try ScratchProject(
      Self.files.merging([
        "tokenc.yaml": "inputs: [tokens/$themes.json, tokens/$metadata.json, tokens/core.json]\nunknownTypes: skip\n"
      ]) { a, _ in a })
    defer { project.remove() }
    let result = project.compile(emit: false)
    #expect(!result.hasErrors)
    #expect(project.rendered(result.diagnostics).filter { $0.hasPrefix("note:") }.count == 2)
  }
}
