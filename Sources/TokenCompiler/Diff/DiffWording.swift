/// The words every format of a diff shares: section titles, counts and labels. Each writer
/// owns its layout and escaping; what the words are is decided here, once.
enum DiffWording {
  /// Control characters shown as `\u{…}` escapes, so a token name cannot drive a terminal.
  static func safe(_ text: String) -> String { DiagnosticPrinter.escapingControlCharacters(text) }

  /// "1 added, 2 changed, 1 alias only" and so on: the non-zero counts, or "no changes".
  static func counts(_ diff: TokenDiff) -> String {
    let counts = diff.summary
    func plural(_ count: Int, _ noun: String, _ plural: String) -> String? {
      count == 0 ? nil : "\(count) \(count == 1 ? noun : plural)"
    }
    let parts = [
      plural(counts.breaking, "breaking change", "breaking changes"),
      plural(counts.contrastRegressions, "contrast regression", "contrast regressions"),
      plural(counts.added, "added", "added"), plural(counts.removed, "removed", "removed"),
      plural(counts.renamed, "renamed", "renamed"), plural(counts.changed, "changed", "changed"),
      plural(counts.aliasOnly, "alias only", "alias only"),
      plural(counts.contrastChanges, "other contrast change", "other contrast changes"),
      plural(counts.newFindings, "new finding", "new findings"),
      plural(counts.resolvedFindings, "resolved finding", "resolved findings"),
    ].compactMap { $0 }
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }

  /// The title line: `main → working tree`.
  static func title(_ diff: TokenDiff) -> String { "\(safe(diff.old.label)) → \(safe(diff.new.label))" }

  /// Section titles, in the order every format prints them.
  enum Section: String, CaseIterable {
    case breaking = "Breaking changes for code"
    case contrast = "Contrast"
    case added = "Added"
    case removed = "Removed"
    case renamed = "Renamed"
    case changed = "Changed"
    case alias = "Alias only (same resolved value)"
    case newFindings = "New findings"
    case resolvedFindings = "Resolved findings"
  }

  /// What a breaking change is about: `Swift`, `CSS` or `type`.
  static func kind(_ kind: BreakingChange.Kind) -> String {
    switch kind {
    case .swiftIdentifier: "Swift"
    case .cssProperty: "CSS"
    case .type: "type"
    }
  }

  /// How a rename was recognized, in words.
  static func evidence(_ evidence: RenamedToken.Evidence) -> String {
    switch evidence {
    case .sameValue: "same value"
    case .deprecatedAlias: "old name kept, deprecated"
    }
  }

  /// A contrast change's verdict in words.
  static func status(_ status: ContrastChange.Status) -> String {
    switch status {
    case .regression: "now fails"
    case .fixed: "now passes"
    case .changed: "changed"
    }
  }

  /// `color.label.primary on color.background.primary`.
  static func pair(_ change: ContrastChange) -> String {
    "\(safe(change.foreground.description)) on \(safe(change.background.description))"
  }

  /// `text needs 4.5:1`.
  static func needs(_ change: ContrastChange) -> String {
    "\(change.requirement.usageText) needs \(change.requirement.minimumText)"
  }

  /// A field's value with its alias: `#ffffff ({palette.white})`, or `—` when absent.
  static func field(_ text: String?, alias: String?) -> String {
    guard let text else { return "—" }
    return safe(text) + (alias.map { " (\(safe($0)))" } ?? "")
  }

  /// A field as shown: `color` with its appearances (`color in dark, dark high-contrast`, or
  /// `color` alone when all four changed alike), or the field's name.
  static func field(_ change: FieldChange) -> String {
    guard !change.appearances.isEmpty, change.appearances.count < Appearance.allCases.count else {
      return safe(change.field)
    }
    return safe(change.field) + " in " + change.appearances.map(\.displayName).joined(separator: ", ")
  }

  /// The old and new type of a change, `color` or `color → dimension`.
  static func type(_ change: TokenChange) -> String {
    change.oldType == change.newType
      ? change.newType.rawValue : "\(change.oldType.rawValue) → \(change.newType.rawValue)"
  }
}
