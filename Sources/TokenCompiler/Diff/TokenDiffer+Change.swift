extension TokenDiffer {
  /// How a token present on both sides changed, or `nil` when it did not.
  ///
  /// Fields are compared by name, resolved: a field whose value differs is a value change (a
  /// color also gets its ΔE). When no value differs but an alias does (the whole value's, an
  /// appearance's, or one inside a composite), the change is alias-only. `keptAlias` marks a
  /// token kept as a deprecated alias of its new name: listed as renamed, it is only reported
  /// here when its value changed too.
  static func change(
    from old: ResolvedToken, to new: ResolvedToken, fields cache: inout FieldCache, keptAlias: Bool
  ) -> TokenChange? {
    // Most tokens are unchanged: equal values, aliases and deprecation need no fields.
    if old.value == new.value, old.aliasOf?.path == new.aliasOf?.path, old.deprecation == new.deprecation,
      old.references.map(\.path) == new.references.map(\.path)
    {
      return nil
    }
    // A color's appearances show their own aliases; its token-level alias is the whole value's.
    let (oldAlias, newAlias) =
      new.type == .color && old.type == .color
      ? (old.aliasOf?.path.aliasText, new.aliasOf?.path.aliasText)
      : (DiffValueText.aliases(old), DiffValueText.aliases(new))
    var change = TokenChange(
      path: new.path, oldType: old.type, newType: new.type, kind: .value, oldAlias: oldAlias, newAlias: newAlias,
      fields: [])
    if old.type != new.type {
      change.kind = .type
      change.fields = [
        FieldChange(field: "$type", old: old.type.rawValue, new: new.type.rawValue),
        FieldChange(
          field: "value", old: DiffValueText.summary(old.value), new: DiffValueText.summary(new.value)),
      ]
      return change
    }
    let (before, after) = (cache.fields(old, side: 0), cache.fields(new, side: 1))
    let valueChanges = fieldChanges(before, after, aliasesOnly: false)
    let deprecation = deprecationChange(old.deprecation, new.deprecation)
    if !valueChanges.isEmpty {
      change.fields = valueChanges + (deprecation.map { [$0] } ?? [])
      return change
    }
    if keptAlias { return nil }
    // Appearances that only follow the whole value's alias say nothing the token's alias does not.
    let aliasChanges = fieldChanges(before, after, aliasesOnly: true).filter {
      $0.oldAlias != oldAlias || $0.newAlias != newAlias
    }
    if oldAlias != newAlias || !aliasChanges.isEmpty {
      change.kind = .alias
      change.fields = aliasChanges + (deprecation.map { [$0] } ?? [])
      return change
    }
    guard let deprecation else { return nil }
    change.kind = .deprecation
    change.fields = [deprecation]
    return change
  }

  /// The fields whose resolved value differs (or, with `aliasesOnly`, whose color alias
  /// differs), in the new side's order, then fields only the old side has.
  private static func fieldChanges(_ old: [DiffField], _ new: [DiffField], aliasesOnly: Bool) -> [FieldChange] {
    let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let newNames = Set(new.map(\.name))
    var changes: [FieldChange] = []
    for field in new {
      let before = oldByName[field.name]
      if aliasesOnly {
        guard let before, before.alias != field.alias else { continue }
      } else if let before, before.resolved == field.resolved {
        continue
      }
      let change = FieldChange(
        field: field.reportedName, appearances: field.appearance.map { [$0] } ?? [], old: before?.text,
        new: field.text, oldColor: before?.color, newColor: field.color, oldFontSize: before?.fontSize,
        newFontSize: field.fontSize, oldAlias: before?.alias?.aliasText,
        newAlias: field.alias?.aliasText, deltaE: before.flatMap { aliasesOnly ? nil : field.deltaE(from: $0) })
      // Appearances of one color that changed the same way are one change.
      if let appearance = field.appearance, let index = changes.lastIndex(where: { $0.merges(with: change) }) {
        changes[index].appearances.append(appearance)
      } else {
        changes.append(change)
      }
    }
    guard !aliasesOnly else { return changes }
    for field in old where !newNames.contains(field.name) {
      changes.append(
        FieldChange(
          field: field.name, old: field.text, new: nil, oldColor: field.color, oldAlias: field.alias?.aliasText))
    }
    return changes
  }

  /// The `$deprecated` field when it changed: `no`, `yes`, or the reason.
  private static func deprecationChange(_ old: Deprecation?, _ new: Deprecation?) -> FieldChange? {
    guard old != new else { return nil }
    func text(_ deprecation: Deprecation?) -> String {
      guard let deprecation else { return "no" }
      return deprecation.reason ?? "yes"
    }
    return FieldChange(field: "$deprecated", old: text(old), new: text(new))
  }
}

extension FieldChange {
  /// Whether `other` is the same color field changed the same way in another appearance.
  fileprivate func merges(with other: FieldChange) -> Bool {
    !appearances.isEmpty && !other.appearances.isEmpty && field == other.field && old == other.old
      && new == other.new && oldAlias == other.oldAlias && newAlias == other.newAlias && deltaE == other.deltaE
  }
}
