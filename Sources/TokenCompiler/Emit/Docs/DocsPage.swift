/// Builds `index.html`: one self-contained page (inline CSS and JavaScript, no
/// network) from the docs model, written element by element into an ``HTMLStream`` (the
/// page's few one-off parts as ``HTMLNode`` trees, its rows straight into the stream).
struct DocsPage {
  /// The docs model.
  var model: DocsModel
  /// The page title.
  var title: String
  /// The prefix of the CSS custom properties shown next to each token.
  var cssPrefix: String
  /// Each token's element id and code names, one per token of the model in its order, worked
  /// out once (``names(of:)`` finds a token's).
  let names: [DocsTokenNames]
  /// Fragments written once per distinct value (styles of a color, rows of a ladder).
  let cache = DocsPageCache()
  /// The brand color of the band and title mark, if configured.
  var brandColor: ColorValue?
  /// The logo beside the title, as a `data:` URI, if configured.
  var logo: String?
  /// The colors each token is shown on, by its index (``backgrounds(_:)``); empty without pairs.
  let backgrounds: [DocsModel.Colors?]
  /// The part of a split page this page is (``DocsPagePlan``); nil for the whole page.
  var part: DocsPagePart?

  /// One section of the page.
  struct Section {
    /// The element id, also the navigation target.
    var id: String
    /// The heading.
    var title: String
    /// The sentence under the heading.
    var intro: String
    /// Writes the entries or table.
    var content: (inout HTMLStream) -> Void

    /// The section of `kind`, with its id and heading (``DocsSectionKind``).
    init(_ kind: DocsSectionKind, intro: String, content: @escaping (inout HTMLStream) -> Void) {
      (id, title, self.intro, self.content) = (kind.id, kind.title, intro, content)
    }
  }

  /// Prepares the page of `model`, giving every token a unique element id.
  init(model: DocsModel, title: String, cssPrefix: String, swiftNames: [TokenPath: String] = [:]) {
    self.init(
      model: model, title: title, cssPrefix: cssPrefix,
      names: Self.names(model, cssPrefix: cssPrefix, swiftNames: model.tokens.map { swiftNames[$0.path] }))
  }

  /// Prepares the page of `model` with each token's element id and names (``names(_:cssPrefix:swiftNames:)``)
  /// and the colors each is shown on (``backgrounds(_:)``, worked out here when not given).
  init(
    model: DocsModel, title: String, cssPrefix: String, names: [DocsTokenNames],
    backgrounds: [DocsModel.Colors?]? = nil
  ) {
    self.model = model
    self.title = title
    self.cssPrefix = cssPrefix
    self.names = names
    self.backgrounds = backgrounds ?? Self.backgrounds(model)
  }

  /// The page's sections in order, each built from a page (nil when it has no tokens).
  static let sectionBuilders: [@Sendable (DocsPage) -> Section?] = [
    { $0.colorSection }, { $0.contrastSection }, { $0.spacingSection }, { $0.radiusSection }, { $0.typeSection },
    { $0.motionSection }, { $0.compositeSection }, { $0.otherSection },
  ]

  /// The page's sections, in order, without the empty ones (cheap: a section's rows are
  /// worked out when it is written).
  var sections: [Section] { Self.sectionBuilders.compactMap { $0(self) } }

  /// Section `index` of ``sections`` written into its own stream, so that sections can be
  /// written side by side (``beginning(through:)`` writes the first).
  func writtenSection(_ index: Int) -> [UInt8] {
    var stream = HTMLStream(capacity: 4096 + shownCount * 1024)
    render(sections[index], into: &stream)
    return stream.fragmentBytes()
  }

  /// The whole page, as UTF-8 bytes.
  func build() -> [UInt8] {
    let count = sections.count
    var stream = beginning(through: 1)
    for index in 1..<max(count, 1) { stream.fragment(writtenSection(index), isBlock: true) }
    return ending(consume stream)
  }

  /// The page from its start through its first `written` sections (0 or 1): the head, the
  /// header with the navigation, `<main>` and the sections; room for the whole page.
  func beginning(through written: Int) -> HTMLStream {
    let sections = self.sections
    var stream = HTMLStream(capacity: (1 << 16) + shownCount * 2048)
    stream.doctype()
    stream.start(.html)
    stream.attribute("lang", literal: "en")
    var styles = [DocsPageStyle.palette, DocsPageStyle.layout + DocsPageStyle.entries]
    if !shown(.composites, model.sections.composites).isEmpty { styles.append(DocsPageStyle.composites) }
    if part != nil { styles.append(DocsPageStyle.parts) }
    stream.node(head(title: part.map { title + ": " + $0.label } ?? title, styles: styles))
    stream.start(.body)
    stream.node(.el("a", ["class": "skip-link", "href": "#main"], text: "Skip to the tokens"))
    var extra = [controls]
    if let part { extra.append(part.navigation) }
    extra.append(navigation(sections))
    stream.node(header(summary: summary, extra))
    stream.start(.main)
    stream.attribute("id", literal: "main")
    stream.attribute("tabindex", literal: "-1")
    for section in sections.prefix(written) { render(section, into: &stream) }
    return stream
  }

  /// The end of the page after its sections: `<main>` ended, the script, the document ended.
  func ending(_ stream: consuming HTMLStream) -> [UInt8] {
    stream.end()
    stream.node(.script(DocsPageScript.source))
    stream.end()
    stream.end()
    return stream.finished()
  }

  /// The `<head>`: the character set, the viewport, `title` and the style sheets.
  func head(title: String, styles: [String]) -> HTMLNode {
    let meta: [HTMLNode] = [
      .el("meta", ["charset": "utf-8"]),
      .el("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
      .el("title", text: title),
    ]
    return .el("head", [:], meta + styles.map { HTMLNode.style($0) })
  }

  /// The page header: the brand (the logo if any, and the title), `summary`, then `extra`.
  func header(summary: String, _ extra: [HTMLNode]) -> HTMLNode {
    var classes = ["page-header"]
    if brandColor != nil { classes.append("branded") }
    if logo != nil { classes.append("has-logo") }
    let brandStyle = brandColor.map { style([CSSDeclaration("--page-brand", CSSValue.hexColor($0))]) }
    var brand: [HTMLNode] = logo.map { [.el("img", ["class": "brand-logo", "src": $0, "alt": ""])] } ?? []
    brand.append(.el("h1", text: title))
    let children: [HTMLNode] = [
      .el("div", ["class": "brand"], brand), .el("p", ["class": "muted summary"], text: summary),
    ]
    return .el("header", ["class": classes.joined(separator: " "), "style": brandStyle], children + extra)
  }

  private var controls: HTMLNode {
    func radios(_ name: String, _ legend: String, _ choices: [(String, String)]) -> HTMLNode {
      .el(
        "fieldset", ["class": "switch"],
        [.el("legend", text: legend)]
          + choices.enumerated().map { index, choice in
            .el(
              "label", [:],
              [
                .el(
                  "input",
                  ["type": "radio", "name": name, "value": choice.0, "checked": index == 0 ? "checked" : nil]),
                .text(" " + choice.1),
              ])
          })
    }
    return .el(
      "div", ["class": "controls"],
      [
        .el(
          "div", ["class": "search"],
          [
            .el("label", ["for": "search"], text: "Search tokens"),
            .el(
              "input", ["type": "search", "id": "search", "autocomplete": "off", "aria-describedby": "search-status"]),
            .el("p", ["id": "search-status", "class": "muted", "role": "status", "aria-live": "polite"]),
          ]),
        radios("appearance", "Appearance", [("system", "System"), ("light", "Light"), ("dark", "Dark")]),
        radios("contrast", "Contrast", [("system", "System"), ("standard", "Standard"), ("more", "Increased")]),
      ])
  }

  private func navigation(_ sections: [Section]) -> HTMLNode {
    .el(
      "nav", ["aria-label": "Sections"],
      [.el("ul", [:], sections.map { .el("li", [:], [.el("a", ["href": "#" + $0.id], text: $0.title)]) })])
  }

  private func render(_ section: Section, into stream: inout HTMLStream) {
    stream.start(.section)
    stream.attribute("id", section.id)
    stream.attribute("aria-labelledby", section.id + "-title")
    stream.attribute("data-section", section.id)
    stream.start(.h2)
    stream.attribute("id", section.id + "-title")
    stream.text(section.title)
    stream.end()
    stream.element(.p, class: "muted", text: section.intro)
    section.content(&stream)
    stream.start(.p)
    stream.attribute("class", literal: "no-match muted")
    stream.attribute("hidden", literal: "hidden")
    stream.literal("No entries match the search.")
    stream.end()
    stream.end()
  }
}
