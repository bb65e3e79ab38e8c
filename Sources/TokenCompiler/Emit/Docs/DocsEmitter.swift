/// The `docs` emitter: `index.html`, a self-contained documentation page, and `tokens.md` for GitHub.
///
/// A system with more entries than the `pageSize` option is split (``DocsPagePlan``): `index.html`
/// lists the parts, and each part is a page of its own with the same controls and previews.
///
/// Both are rendered from the build's ``DocsModel`` (whose encoding is `tokens.docs.json`), so
/// they show the same tokens, values, descriptions, deprecations, alias chains and contrast
/// ratios, whether or not the `color/contrast` rule runs.
public struct DocsEmitter: Emitter {
  /// The emitter's descriptor.
  public static let descriptor = EmitterDescriptor(
    id: "docs", summary: "index.html (a self-contained docs page) and tokens.md (the same for GitHub)",
    defaultDirectory: "docs",
    options: [
      titleOption.descriptor, brandColorOption.descriptor, logoOption.descriptor, pageSizeOption.descriptor,
    ], cost: 4)

  /// The page title.
  public static let titleOption = OptionKey<String>("title", "the page and document title", default: "Design tokens")
  /// A brand color for the page's band and title mark.
  public static let brandColorOption = OptionKey<String?>(
    "brandColor", "a hex color (\"#0a84ff\") for the band and mark beside the title; decorative, never text",
    default: nil, shownDefault: "none")

  /// A logo beside the title.
  public static let logoOption = OptionKey<String?>(
    "logo", "an .svg or .png file inside the project (relative to tokenc.yaml), shown beside the title",
    default: nil, shownDefault: "none")

  /// The most entries one page shows before the docs are split into parts.
  public static let pageSizeOption = OptionKey<Double>(
    "pageSize",
    "the most entries (tokens, or contrast pairs) one page shows; a larger system gets an index.html listing "
      + "parts, each a page of its own (0: always one page)", default: 2000)

  private let title: String
  private var brandColor: ColorValue?
  private var logo: DocsLogo?
  private var pageSize = Int(pageSizeOption.defaultValue)

  /// Creates the emitter from its options.
  public init(options: inout Options) {
    title = options.read(Self.titleOption)
    if let text = options.read(Self.brandColorOption) {
      brandColor = ColorValue(hex: text)
      if brandColor == nil {
        options.diagnostics.error(
          .config, "\(options.owner) option 'brandColor' must be a hex color such as \"#0a84ff\", not '\(text)'",
          at: options.entries[Self.brandColorOption.name]?.value.location)
      }
    }
    let pageSize = options.read(Self.pageSizeOption)
    if pageSize >= 0, pageSize <= 1_000_000_000, pageSize.rounded() == pageSize {
      self.pageSize = Int(pageSize)
    } else {
      options.diagnostics.error(
        .config,
        "\(options.owner) option 'pageSize' must be a whole number of entries, 0 or more (0: always one page), "
          + "not \(JSONWriter.format(pageSize))", at: options.entries[Self.pageSizeOption.name]?.value.location)
    }
    if let path = options.read(Self.logoOption) {
      let location = options.entries[Self.logoOption.name]?.value.location
      if let problem = DocsLogo.problem(with: path) {
        options.diagnostics.error(
          .config,
          "\(options.owner) option 'logo' must be an .svg or .png file inside the project, relative to "
            + "tokenc.yaml's folder; '\(path)': \(problem)", at: location)
      } else {
        logo = DocsLogo(path: path, location: location)
      }
    }
  }

  /// A logo that is missing, outside the project or not an image is a configuration error,
  /// found before any token is read.
  public func prepare(context: inout EmitContext) {
    guard let logo else { return }
    if case .failure(let failure) = logo.dataURI(
      directory: context.configurationDirectory, fileSystem: context.fileSystem)
    {
      context.report(.error, "docs option 'logo': " + failure.message, rule: .config, at: logo.location)
    }
  }

  /// Creates the emitter with explicit settings.
  public init(title: String = titleOption.defaultValue, pageSize: Int = Int(pageSizeOption.defaultValue)) {
    self.title = title
    self.pageSize = max(pageSize, 0)
  }

  /// The page and the Markdown, from the build's shared docs model.
  public func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    var logoURI: String?
    if let logo {
      switch logo.dataURI(directory: context.configurationDirectory, fileSystem: context.fileSystem) {
      case .success(let uri): logoURI = uri
      case .failure(let failure):
        context.report(.error, "docs option 'logo': " + failure.message, rule: .config, at: logo.location)
        return []
      }
    }
    // The Swift names are worked out (then the model's sections and index) while the docs model
    // is built and the page's names with it; both are by token index, so joining them is one pass.
    let cssPrefix = input.codeNames.cssPrefix
    var prepared = ParallelMap.map([true, false]) { isSwift -> (swift: [String?], page: [DocsTokenNames]) in
      guard isSwift else { return ([], DocsPage.names(input.docs, cssPrefix: cssPrefix, swiftNames: [])) }
      let namespace = input.codeNames.swiftNamespace
      let swift = DocsTokenNames.swiftNames(
        input.swiftNames(namespace: namespace), namespace: namespace, count: input.tokens.tokens.count)
      input.docs.prepareLookups()
      return (swift, [])
    }
    var names = prepared[1].page
    prepared[1].page = []  // so that `names` is the only reference to its storage, changed in place
    for (index, swift) in prepared[0].swift.enumerated() where swift != nil && index < names.count {
      names[index].swift = swift
    }
    return files(
      input.docs, cssPrefix: cssPrefix, names: names, logo: logoURI, delivery: context.delivery, memo: context.memo)
  }

  /// The page and the Markdown of `model`, naming each token's CSS property with `cssPrefix` and
  /// its Swift member from `swiftNames`.
  func files(
    _ model: DocsModel, cssPrefix: String = "", swiftNames: [TokenPath: String] = [:], logo: String? = nil
  ) -> [EmittedFile] {
    let swift = model.tokens.map { swiftNames[$0.path] }
    return files(
      model, cssPrefix: cssPrefix, names: DocsPage.names(model, cssPrefix: cssPrefix, swiftNames: swift), logo: logo)
  }

  /// The page and the Markdown of `model`, with each token's names worked out
  /// (``DocsPage/names(_:cssPrefix:swiftNames:)``): the Markdown and each section of the page
  /// are written side by side, each into its own buffer, and the page put together from its sections.
  /// With a `memo` that keeps, each HTML file whose input (``DocsPageInput``) did not change since
  /// the previous build is the previous build's bytes.
  private func files(
    _ model: DocsModel, cssPrefix: String, names: [DocsTokenNames], logo: String?,
    delivery: EmitDelivery = EmitDelivery(), memo: EmitMemo = .none
  ) -> [EmittedFile] {
    let (title, brandColor) = (self.title, self.brandColor)
    let backgrounds = DocsPage.backgrounds(model)
    // Each task has its own page, whose cache it fills alone.
    @Sendable func makePage(_ part: DocsPagePart? = nil) -> DocsPage {
      var page = DocsPage(model: model, title: title, cssPrefix: cssPrefix, names: names, backgrounds: backgrounds)
      page.brandColor = brandColor
      page.logo = logo
      page.part = part
      return page
    }
    // The Markdown is streamed (in pieces when the build writes as it goes): `nil` then.
    @Sendable func markdown() -> EmittedFile? {
      delivery.stream("tokens.md") {
        DocsMarkdown(model: model, title: title, cssPrefix: cssPrefix, names: names).build(stream: $0)
      }
    }
    let page = makePage()
    let plan = DocsPagePlan(counts: page.sectionCounts, pageSize: pageSize)
    if plan.isSplit {
      return splitFiles(plan, makePage: makePage, markdown: markdown, delivery: delivery, memo: memo)
    }
    let input = memo.keeps ? DocsPageInput(.page, of: page, plan: plan) : nil
    if let input, let bytes = memo.reused("index.html", input: input) {
      return [EmittedFile(path: "index.html", contents: bytes)] + (markdown().map { [$0] } ?? [])
    }
    let count = page.sections.count
    // -1 is the Markdown; 0 the page up to and through its first section (usually the colors,
    // the largest), into a buffer with room for the rest; then each other section.
    let tasks = [0, -1] + Array((0..<count).dropFirst())
    var parts = ParallelMap.map(tasks) { task -> (page: HTMLStream?, bytes: [UInt8], markdown: EmittedFile?) in
      switch task {
      case -1: (nil, [], markdown())
      case 0: (makePage().beginning(through: 1), [], nil)
      default: (nil, makePage().writtenSection(task), nil)
      }
    }
    var stream = parts[0].page!
    parts[0].page = nil  // the stream's buffer is then its own: the sections go in without a copy
    for part in parts.dropFirst(2) { stream.fragment(part.bytes, isBlock: true) }
    let contents = page.ending(consume stream)
    if let input { memo.keep("index.html", input: input, bytes: contents) }
    let index = EmittedFile(path: "index.html", contents: contents)
    return [index] + (parts[1].markdown.map { [$0] } ?? [])
  }
}
