/// The tables of a diff's report, shared by the Markdown and HTML writers so both show the same
/// rows: one table per section, cells made of text, code and color swatches.
struct DiffTables {
  /// A piece of a cell.
  enum Part: Sendable, Hashable {
    /// Plain text.
    case text(String)
    /// A name or value in a code font.
    case code(String)
    /// A color swatch.
    case swatch(ColorValue)
    /// Sample text at a font size in points (shown by the HTML page only).
    case specimen(Double)
  }

  /// A cell: pieces shown in order.
  typealias Cell = [Part]

  /// One section's table.
  struct Table: Sendable {
    /// The section.
    var section: DiffWording.Section
    /// The header cells.
    var header: [String]
    /// The rows.
    var rows: [[Cell]]
  }

  /// The tables with rows, in section order.
  let tables: [Table]

  /// Builds the tables of `diff`. Every string is made safe (``DiffWording/safe(_:)``) here;
  /// each writer escapes for its own format.
  init(_ diff: TokenDiff) {
    let safe = DiffWording.safe
    func code(_ text: String) -> Cell { [.code(safe(text))] }
    func text(_ text: String) -> Cell { [.text(safe(text))] }
    func tokenRow(_ token: DiffToken) -> [Cell] {
      [
        code(token.path.description), text(token.type.rawValue),
        token.swatches.map { .swatch($0.color) } + text(token.value),
      ]
    }
    func findingRow(_ finding: DiffFinding) -> [Cell] {
      [
        text(finding.severity.rawValue), code(finding.rule.rawValue), finding.path.map { code($0.description) } ?? [],
        text(finding.message),
      ]
    }
    let tokenHeader = ["token", "type", "value"]
    let changeHeader = ["token", "field", "before", "after", "ΔE"]
    let findingHeader = ["severity", "rule", "token", "message"]
    let all: [Table] = [
      Table(
        section: .breaking, header: ["", "token", "before", "after"],
        rows: diff.breaking.map { change in
          [
            text(DiffWording.kind(change.kind)), code(change.path.description), code(change.old),
            change.new.map(code) ?? text("removed"),
          ]
        }),
      Table(
        section: .contrast, header: ["", "foreground on background", "appearance", "before", "after", "needs"],
        rows: diff.contrast.map { change in
          let mark = change.status == .regression ? "❌ " : change.status == .fixed ? "✅ " : ""
          return [
            text(mark + DiffWording.status(change.status)),
            code(change.foreground.description) + text(" on ") + code(change.background.description),
            text(change.appearance.displayName),
            text(DiffValueText.ratio(change.oldRatio, minimum: change.requirement.minimum)),
            text(DiffValueText.ratio(change.newRatio, minimum: change.requirement.minimum)),
            text(change.requirement.minimumText + " (" + change.requirement.usageText + ")"),
          ]
        }),
      Table(section: .added, header: tokenHeader, rows: diff.added.map(tokenRow)),
      Table(section: .removed, header: tokenHeader, rows: diff.removed.map(tokenRow)),
      Table(
        section: .renamed, header: ["from", "to", "type", "how"],
        rows: diff.renamed.map { rename in
          [
            code(rename.from.description), code(rename.to.description), text(rename.type.rawValue),
            text(DiffWording.evidence(rename.evidence)),
          ]
        }),
      Table(
        section: .changed, header: changeHeader, rows: diff.changed.filter { $0.kind != .alias }.flatMap(Self.rows)),
      Table(section: .alias, header: changeHeader, rows: diff.changed.filter { $0.kind == .alias }.flatMap(Self.rows)),
      Table(section: .newFindings, header: findingHeader, rows: diff.newFindings.map(findingRow)),
      Table(section: .resolvedFindings, header: findingHeader, rows: diff.resolvedFindings.map(findingRow)),
    ]
    tables = all.filter { !$0.rows.isEmpty }
  }

  /// One row per field, the token named on the first; a token whose aliases changed starts
  /// with a row for them.
  private static func rows(_ change: TokenChange) -> [[Cell]] {
    let safe = DiffWording.safe
    let name: Cell = [.code(safe(change.path.description))]
    func alias(_ text: String?) -> Cell { text.map { [.code(safe($0))] } ?? [.text("—")] }
    var rows: [[Cell]] = []
    if change.oldAlias != change.newAlias {
      rows.append([name, [.text("alias")], alias(change.oldAlias), alias(change.newAlias), []])
    }
    for field in change.fields {
      let delta = field.deltaE.flatMap { field.old == field.new ? nil : DiffValueText.deltaE($0) }
      let before: Cell =
        (field.oldColor.map { [.swatch($0)] } ?? []) + (field.oldFontSize.map { [.specimen($0)] } ?? []) + [
          .text(DiffWording.field(field.old, alias: field.oldAlias))
        ]
      let after: Cell =
        (field.newColor.map { [.swatch($0)] } ?? []) + (field.newFontSize.map { [.specimen($0)] } ?? []) + [
          .text(DiffWording.field(field.new, alias: field.newAlias))
        ]
      rows.append([
        rows.isEmpty ? name : [], [.text(DiffWording.field(field))], before, after, delta.map { [.text($0)] } ?? [],
      ])
    }
    return rows
  }
}
