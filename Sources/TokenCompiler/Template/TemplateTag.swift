/// One Mustache tag of a template that the render or the static checks care about:
/// a variable, a section, a partial or a parent, with the place of each part.
struct TemplateTag: Sendable {
  /// What the tag does.
  enum Kind: Sendable {
    /// `{{name}}`: the value as text, escaped if the template asks for it.
    case variable
    /// `{{{name}}}` or `{{&name}}`: the value as text, never escaped.
    case unescapedVariable
    /// `{{#name}}`: shown when the value is truthy, once per element of a list.
    case section
    /// `{{^name}}`: shown when the value is null, false or an empty list.
    case invertedSection
    /// `{{> name}}`: another template file.
    case partial
    /// `{{< name}}`: another template file whose blocks this one overrides.
    case parent
  }

  /// A name or helper as written, and where.
  struct Part: Sendable {
    /// The text.
    var text: String
    /// Where it starts.
    var location: SourceLocation
  }

  /// What the tag does.
  var kind: Kind
  /// The name inside the helpers: `value.appearances.dark`, `.`, `.name`, empty for `index()`,
  /// or a partial's name.
  var name: String
  /// The dotted parts of `name`, each with its place (none for `.` and for empty names).
  var components: [Part]
  /// The helpers around the name, outermost first: `kebabCase(dropGroup(path))` gives kebabCase, dropGroup.
  var helpers: [Part]
  /// Where the name (or its first helper) starts.
  var location: SourceLocation
  /// For a section: the UTF-8 bytes from its opening tag to the end of its closing tag.
  var length = 0
  /// For a section: the numbers of the tags inside it.
  var inner: Range<Int> = 0..<0
  /// For a section: the most text one pass through it can write besides the values of its
  /// tags, counted against the output budget per pass (see ``TemplateLoader``): its
  /// ``length`` and the whole text of every partial inside it.
  var passCost = 0

  /// Whether this is a section or an inverted section.
  var isSection: Bool { kind == .section || kind == .invertedSection }

  /// Whether the first part is looked up in every enclosing section (false for `.name`).
  var climbs: Bool { !name.hasPrefix(".") }

  /// The name as far as its `index`-th component: `value.appearances` for 1.
  func written(through index: Int) -> String {
    (name.hasPrefix(".") ? "." : "") + components.prefix(index + 1).map(\.text).joined(separator: ".")
  }
}
