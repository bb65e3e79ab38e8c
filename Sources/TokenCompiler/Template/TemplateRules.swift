/// The checks on user templates (`templates:` in `tokenc.yaml`).
extension RuleID {
  /// A template is not valid Mustache (an unclosed tag or section, a bad pragma…).
  public static let templateSyntax: RuleID = "template/syntax"
  /// A template names a variable the context does not have.
  public static let templateUnknownVariable: RuleID = "template/unknown-variable"
  /// A template calls a helper that does not exist.
  public static let templateUnknownHelper: RuleID = "template/unknown-helper"
  /// A helper was given a value it cannot format.
  public static let templateHelperArgument: RuleID = "template/helper-argument"
  /// A template includes a partial that does not exist.
  public static let templateMissingPartial: RuleID = "template/missing-partial"
  /// Partials include each other in a loop.
  public static let templatePartialCycle: RuleID = "template/partial-cycle"
  /// Rendering a template would take too much work or write too much text.
  public static let templateBudget: RuleID = "template/budget"
}

/// Explanations of the template checks, for `tokenc explain`.
public enum TemplateDiagnostics {
  /// The explanation of each template check; they always stop the build.
  public static let explanations: [RuleID: String] = [
    .templateSyntax: """
    The template is not valid Mustache: a tag or section is not closed, a closing tag does not \
    match its section, a name has characters other than letters, digits and . - _ ? *, or a \
    pragma is not {{% CONTENT_TYPE: TEXT }} or {{% CONTENT_TYPE: HTML }}. See docs/templates.md.
    """,
    .templateUnknownVariable: """
    A tag names something the context does not have at that place. Names are looked up in \
    the value of the enclosing sections, innermost first, then in the document root (the \
    data of tokens.docs.json; `tokenc template context` prints it). In a section tag, a field \
    the document defines for other values (such as value.appearances on a dimension token) \
    counts as false instead.
    """,
    .templateUnknownHelper: """
    A tag calls a helper that does not exist, such as {{ camelcase(path) }} for \
    {{ camelCase(path) }}. docs/templates.md lists the helpers.
    """,
    .templateHelperArgument: """
    A helper was given a value it cannot work with, such as hex() applied to a dimension. The \
    message says what the helper needs; the location is the helper's name in the tag.
    """,
    .templateMissingPartial: """
    A {{> partial}} or {{< parent}} tag names a file that does not exist. Partials are \
    <name>.mustache files next to the template (subfolders with `/`); `..` is not allowed.
    """,
    .templateBudget: """
    Rendering stopped because the template did far more work than any output needs: more \
    lookups and passes through sections than 200 per token (at least 2 million), or more \
    than 64 MB of text, counted \
    while it renders (each pass through a section at the most it can write). Sections over \
    lists multiply: {{#tokens}} inside {{#tokens}} renders every token once per token, and \
    four such levels render 100 tokens 100 million times; partials that include a partial \
    twice double its text at each level. The message points at the tag being rendered when \
    the budget ran out; render the inner list once, outside.
    """,
    .templatePartialCycle: """
    Partials include each other in a loop (a includes b, b includes a). The context has no \
    recursive data, so such a template would never finish; the message lists the loop.
    """,
  ]
}
