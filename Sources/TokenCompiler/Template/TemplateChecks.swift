/// The checks that need no rendering: every helper exists, and every name is one the
/// context can have. They cover sections that never render, such as a branch for a
/// token type the design system does not use yet.
enum TemplateChecks {
  /// Problems with the helpers and names of `tags`.
  static func check(_ tags: [TemplateTag], vocabulary: TemplateNames) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for tag in tags where tag.kind != .partial && tag.kind != .parent {
      if tag.name.isEmpty {
        checkPosition(tag, into: &diagnostics)
        continue
      }
      for helper in tag.helpers where TemplateHelpers.all[helper.text] == nil {
        let hint = Suggestions.closest(to: helper.text, in: TemplateHelpers.names).map { "; did you mean '\($0)'?" }
        diagnostics.error(
          .templateUnknownHelper,
          "unknown helper '\(helper.text)'" + (hint ?? " (helpers: \(TemplateHelpers.names.joined(separator: ", ")))"),
          at: helper.location)
      }
      if let index = tag.components.firstIndex(where: { !vocabulary.contains($0.text) }) {
        let component = tag.components[index].text
        let prefix = index == 0 ? (tag.climbs ? "" : ".") : tag.written(through: index - 1) + "."
        let hint = Suggestions.closest(to: component, in: vocabulary.all.sorted()).map {
          "; did you mean '\(prefix)\($0)'?"
        }
        diagnostics.error(
          .templateUnknownVariable,
          "unknown variable '\(tag.written(through: index))'"
            + (hint ?? ": nothing in the context is called '\(component)' (`tokenc template context` prints it)"),
          at: tag.components[index].location)
      }
    }
    return diagnostics
  }

  /// `{{ index() }}` and friends: one position helper, nothing around it.
  private static func checkPosition(_ tag: TemplateTag, into diagnostics: inout [Diagnostic]) {
    let known = TemplateHelpers.positionHelpers
    let list = known.map { "\($0)()" }.joined(separator: ", ")
    for (offset, helper) in tag.helpers.enumerated() {
      if offset == tag.helpers.count - 1, known.contains(helper.text) { continue }
      let hint = Suggestions.didYouMean(helper.text, in: known) { "'\($0)()'" }
      diagnostics.error(
        .templateUnknownHelper,
        "unknown helper '\(helper.text)()' for a position in a list\(hint) (position helpers: \(list))",
        at: helper.location)
    }
  }
}
