import Foundation
import Testing

@testable import TokenCompiler

/// `tokenc diff` in the library: the fixture pairs under `Fixtures/Diff/`, compared with the
/// exact Markdown, JSON, text and HTML in `Golden/diff-<name>/` (`UPDATE_GOLDEN=1` rewrites them).
@Suite("diff")
struct DiffTests {
  /// The diff between `Fixtures/Diff/<name>/old` and `…/new`, the sides labelled `old` and `new`.
  static func diff(_ name: String) throws -> TokenDiff {
    let folder = Golden.testsDirectory.appendingPathComponent("Fixtures/Diff/\(name)").path
    let old = try DiffSource.path(folder + "/old").side(label: "old")
    let new = try DiffSource.path(folder + "/new").side(label: "new")
    #expect(!old.hasSetupErrors && !new.hasSetupErrors)
    return TokenDiffer.diff(old: old, new: new)
  }

  @Test func everyKindOfChangeMatchesTheGoldenFiles() throws {
    let diff = try Self.diff("everything")
    try Golden.check(
      [
        ("diff.md", Array(DiffMarkdownWriter().markdown(diff).utf8)),
        ("diff.json", Array(DiffJSONWriter().json(diff).utf8)),
        ("diff.txt", Array(DiffTextWriter().text(diff).utf8)),
        ("diff.html", Array(DiffHTMLWriter().html(diff).utf8)),
      ], name: "diff-everything")
  }

  @Test func movesRenamesByReasonFixesAndCompositeColorsMatchTheGoldenFiles() throws {
    let diff = try Self.diff("moves")
    try Golden.check(
      [
        ("diff.md", Array(DiffMarkdownWriter().markdown(diff).utf8)),
        ("diff.json", Array(DiffJSONWriter().json(diff).utf8)),
      ], name: "diff-moves")
    #expect(
      diff.renamed.map { "\($0.from) → \($0.to) \($0.evidence.rawValue)" } == [
        "color.brand → color.accent deprecatedAlias", "radius.card → shape.card sameValue",
      ])
    #expect(diff.contrast.allSatisfy { $0.status == .fixed })
    #expect(diff.regressions.isEmpty && diff.newErrors.isEmpty)
    let hairline = try #require(diff.changed.first { $0.path.description == "border.hairline" })
    #expect(hairline.fields.map(\.field) == ["color"])
    #expect(hairline.fields.first?.appearances == [.dark, .darkHighContrast])
  }

  @Test func tokensAreAddedRemovedAndRenamedBothWays() throws {
    let diff = try Self.diff("everything")
    #expect(diff.added.map(\.path.description) == ["spacing.xxs"])
    #expect(diff.removed.map(\.path.description) == ["spacing.lg"])
    #expect(
      diff.renamed.map { "\($0.from) → \($0.to) \($0.evidence.rawValue)" } == [
        "color.oldLink → color.link deprecatedAlias", "spacing.xl → spacing.xlarge sameValue",
      ])
  }

  @Test func changesAreTypedPerAppearanceStepAndField() throws {
    let diff = try Self.diff("everything")
    func change(_ path: String) throws -> TokenChange {
      try #require(diff.changed.first { $0.path.description == path })
    }
    let accent = try change("color.accent")
    #expect(accent.kind == .value)
    #expect(accent.fields.map(\.field) == ["color"])
    #expect(accent.fields[0].appearances == [.dark, .darkHighContrast])
    #expect(accent.fields[0].old == "#0a84ff" && accent.fields[0].new == "#409cff")
    #expect(try #require(accent.fields[0].deltaE) > 0.05)
    #expect(try change("typography.hero").fields.map(\.field) == ["ladder.xxxLarge"])
    #expect(try change("motion.slide").fields.map(\.field) == ["duration", "reduceMotion"])
    #expect(try change("shadow.card").fields.map(\.field) == ["layers[0].blur"])
    let md = try change("spacing.md")
    #expect(md.fields.map { "\($0.old ?? "") → \($0.new ?? "")" } == ["15 pt → 16 pt"])
    let surface = try change("color.surface")
    #expect(surface.kind == .alias)
    #expect(surface.oldAlias == "{palette.white}" && surface.newAlias == "{palette.snow}")
    #expect(try change("spacing.gap").kind == .value)
    #expect(try change("size.icon").kind == .type)
    #expect(!diff.changed.contains { $0.path.description == "color.oldLink" })
  }

  @Test func consequencesPutRegressionsFirst() throws {
    let diff = try Self.diff("everything")
    #expect(
      diff.contrast.map { "\($0.foreground) \($0.appearance.rawValue) \($0.status.rawValue)" } == [
        "color.muted light regression", "color.muted lightHighContrast regression", "color.accent dark changed",
        "color.accent darkHighContrast changed",
      ])
    #expect(diff.newFindings.map(\.rule.rawValue) == ["color/contrast", "color/contrast"])
    #expect(diff.newFindings.allSatisfy { $0.path?.description == "color.muted" })
    #expect(diff.resolvedFindings.map(\.rule.rawValue) == ["spacing/grid"])
    #expect(
      diff.breaking.map { "\($0.kind.rawValue) \($0.old) → \($0.new ?? "removed")" } == [
        "swiftIdentifier Tokens.Spacing.lg → removed", "swiftIdentifier Tokens.Spacing.xl → Tokens.Spacing.xlarge",
        "cssProperty --spacing-lg → removed", "cssProperty --spacing-xl → --spacing-xlarge",
        "type dimension → number",
      ])
  }

  @Test func aSideComparedWithItselfHasNoChanges() throws {
    let folder = Golden.testsDirectory.appendingPathComponent("Fixtures/Diff/everything/new").path
    let side = try DiffSource.path(folder).side(label: "new")
    let diff = TokenDiffer.diff(old: side, new: side)
    #expect(!diff.hasChanges)
    #expect(DiffTextWriter().text(diff) == "new → new: no changes\n")
  }
}
