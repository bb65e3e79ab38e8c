/// The `docs` emitter: `index.html`, a self-contained documentation page, and `tokens.md` for GitHub.
///
/// Both are rendered from the build's ``DocsModel`` (whose encoding is `tokens.docs.json`), so
/// they show the same tokens, values, descriptions, deprecations, alias chains and contrast
/// ratios, whether or not the `color/contrast` rule runs.
public struct DocsEmitter: Emitter {
  /// The emitter's descriptor.
  public static let descriptor = EmitterDescriptor(
    id: "docs", summary: "index.html (a self-contained docs page) and tokens.md (the same for GitHub)",
    defaultDirectory: "docs",
    options: [titleOption.descriptor, cssPrefixOption.descriptor])

  /// The page title.
  public static let titleOption = OptionKey<String>("title", "the page and document title", default: "Design tokens")
  /// The css emitter's prefix.
  public static let cssPrefixOption = OptionKey<String>(
    "cssPrefix", "the prefix given to the css emitter, for the property names shown", default: "")

  private let title: String
  private let cssPrefix: String

  /// Creates the emitter from its options.
  public init(options: inout Options) {
    title = options.read(Self.titleOption)
    cssPrefix = options.read(Self.cssPrefixOption)
  }

  /// Creates the emitter with explicit settings.
  public init(title: String = titleOption.defaultValue, cssPrefix: String = cssPrefixOption.defaultValue) {
    self.title = title
    self.cssPrefix = cssPrefix
  }

  /// The page and the Markdown, from the build's shared docs model.
  public func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    files(input.docs)
  }

  /// The page and the Markdown of `model`.
  func files(_ model: DocsModel) -> [EmittedFile] {
    let page = DocsPage(model: model, title: title, cssPrefix: cssPrefix).build()
    let markdown = DocsMarkdown(model: model, title: title, cssPrefix: cssPrefix).build()
    return [
      EmittedFile(path: "index.html", contents: HTMLWriter().documentBytes(page)),
      EmittedFile(path: "tokens.md", text: MarkdownWriter().document(markdown)),
    ]
  }
}
