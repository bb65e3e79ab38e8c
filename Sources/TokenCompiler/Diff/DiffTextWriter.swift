/// Writes a ``TokenDiff`` for a terminal: one section per kind of change, ANSI colors when
/// `colored` (the diagnostics' policy: ``DiagnosticPrinter/usesColor(_:isTerminal:)``), and a
/// true-color swatch before each color when `trueColor` (`COLORTERM=truecolor` or `24bit`).
/// Control characters in names and values are printed as `\u{…}` escapes.
public struct DiffTextWriter: Sendable {
  /// Whether to use ANSI colors.
  public var colored: Bool
  /// Whether to draw swatches with 24-bit background colors (only when colored).
  public var trueColor: Bool

  /// Creates a writer.
  public init(colored: Bool = false, trueColor: Bool = false) {
    self.colored = colored
    self.trueColor = trueColor
  }

  /// Whether the terminal shows 24-bit color, from `COLORTERM`.
  public static func supportsTrueColor(_ environment: [String: String]) -> Bool {
    ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
  }

  /// The whole report.
  public func text(_ diff: TokenDiff) -> String {
    let safe = DiffWording.safe
    var lines = [paint(DiffWording.title(diff), "1") + ": " + DiffWording.counts(diff)]
    func section(_ section: DiffWording.Section, _ body: [String]) {
      guard !body.isEmpty else { return }
      lines += ["", paint(section.rawValue, "1")] + body.map { "  " + $0 }
    }
    section(
      .breaking,
      diff.breaking.map { change in
        let what = change.new.map { "\(safe(change.old)) → \(safe($0))" } ?? "\(safe(change.old)) removed"
        return paint(DiffWording.kind(change.kind).padding(5), "33") + " " + what
          + dim(" (\(safe(change.path.description)))")
      })
    section(
      .contrast,
      diff.contrast.map { change in
        let code = change.status == .regression ? "31" : change.status == .fixed ? "32" : "2"
        return paint(DiffWording.status(change.status).padding(10), code) + " " + DiffWording.pair(change) + ", "
          + change.appearance.displayName + ": "
          + DiffValueText.ratio(change.oldRatio, minimum: change.requirement.minimum) + " → "
          + DiffValueText.ratio(change.newRatio, minimum: change.requirement.minimum)
          + dim(" (\(DiffWording.needs(change)))")
      })
    section(.added, diff.added.map { paint("+ ", "32") + entry($0) })
    section(.removed, diff.removed.map { paint("- ", "31") + entry($0) })
    section(
      .renamed,
      diff.renamed.map { rename in
        "\(safe(rename.from.description)) → \(safe(rename.to.description))"
          + dim(" (\(rename.type.rawValue), \(DiffWording.evidence(rename.evidence)))")
      })
    section(.changed, diff.changed.filter { $0.kind != .alias }.flatMap(change))
    section(.alias, diff.changed.filter { $0.kind == .alias }.flatMap(change))
    section(.newFindings, diff.newFindings.map(finding))
    section(.resolvedFindings, diff.resolvedFindings.map(finding))
    return lines.joined(separator: "\n") + "\n"
  }

  private func entry(_ token: DiffToken) -> String {
    let swatches = token.swatches.map { swatch($0.color) }.joined()
    return DiffWording.safe(token.path.description) + dim(" (\(token.type.rawValue))") + " " + swatches
      + DiffWording.safe(token.value)
  }

  private func change(_ change: TokenChange) -> [String] {
    var head = paint(DiffWording.safe(change.path.description), "1") + dim(" (\(DiffWording.type(change)))")
    if change.oldAlias != change.newAlias {
      head +=
        " " + DiffWording.field(change.oldAlias, alias: nil) + " → " + DiffWording.field(change.newAlias, alias: nil)
    }
    let width = change.fields.map { DiffWording.field($0).count }.max() ?? 0
    return [head]
      + change.fields.map { field in
        var line = "    " + DiffWording.field(field).padding(width) + "  "
        line += (field.oldColor.map(swatch) ?? "") + DiffWording.field(field.old, alias: field.oldAlias) + " → "
        line += (field.newColor.map(swatch) ?? "") + DiffWording.field(field.new, alias: field.newAlias)
        if let delta = field.deltaE, field.old != field.new { line += dim("  ΔE \(DiffValueText.deltaE(delta))") }
        return line
      }
  }

  private func finding(_ finding: DiffFinding) -> String {
    let place = finding.location.map { DiffWording.safe($0.description) + ": " } ?? ""
    let code = finding.severity == .error ? "31" : finding.severity == .warning ? "33" : "36"
    return place + paint(finding.severity.rawValue + ":", code) + " " + DiffWording.safe(finding.message)
      + dim(" [\(DiffWording.safe(finding.rule.rawValue))]")
  }

  /// Two cells of the color (composited over nothing: alpha ignored), then a space; empty without true color.
  private func swatch(_ color: ColorValue) -> String {
    guard colored, trueColor else { return "" }
    let (red, green, blue, _) = color.srgbFallback.bytes
    return "\u{1B}[48;2;\(red);\(green);\(blue)m  \u{1B}[0m "
  }

  private func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private func dim(_ text: String) -> String { paint(text, "2") }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
