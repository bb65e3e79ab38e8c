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

  /// The colors each token of `model` is shown on, by its index: the background of the first
  /// contrast pair naming it as foreground when that is a color token, else nil (each
  /// appearance's canvas); empty when there are no pairs.
  static func backgrounds(_ model: DocsModel) -> [DocsModel.Colors?] {
    guard !model.contrastPairs.isEmpty else { return [] }
    var backgrounds = [DocsModel.Colors?](repeating: nil, count: model.tokens.count)
    var named = [Bool](repeating: false, count: model.tokens.count)
    for pair in model.contrastPairs {
      guard let foreground = model.token(at: pair.foreground), !named[foreground.index] else { continue }
      named[foreground.index] = true
      backgrounds[foreground.index] = model.token(at: pair.background)?.colors
    }
    return backgrounds
  }

  /// Each token's unique element id, CSS name and Swift name (`swiftNames`, by the token's
  /// index; none where it is shorter), one per token of `model`, in its order.
  static func names(
    _ model: DocsModel, cssPrefix: String, swiftNames: [String?]
  ) -> [DocsTokenNames] {
    var used: Set<String> = []
    var names: [DocsTokenNames] = []
    used.reserveCapacity(model.tokens.count)
    names.reserveCapacity(model.tokens.count)
    let prefix = Naming.kebabCase(Naming.words(in: cssPrefix))
    for (index, token) in model.tokens.enumerated() {
      // The words are worked out once for both names (``Naming/cssCustomProperty(_:prefix:)``).
      let kebab = Naming.kebabCase(token.path)
      let base = kebab.isEmpty ? "token" : "token-" + kebab
      var anchor = base
      var counter = 2
      while !used.insert(anchor).inserted {
        anchor = "\(base)-\(counter)"
        counter += 1
      }
      let property = prefix.isEmpty ? kebab : kebab.isEmpty ? prefix : prefix + "-" + kebab
      names.append(
        DocsTokenNames(
          anchor: anchor, css: DocsTokenNames.variable(property: property),
          swift: index < swiftNames.count ? swiftNames[index] : nil))
    }
    return names
  }

  /// The element id and code names of `token`, one of the model's.
  func names(of token: DocsModel.Token) -> DocsTokenNames? {
    DocsTokenNames.entry(of: token, in: names, model: model)
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
    var stream = HTMLStream(capacity: 4096 + model.tokens.count * 1024)
    render(sections[index], into: &stream)
    return stream.bytes
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
    let count = model.tokens.count
    let summary = "\(count) token\(count == 1 ? "" : "s"), generated by tokenc from the design tokens. Do not edit."
    var stream = HTMLStream(capacity: (1 << 16) + model.tokens.count * 2048)
    stream.doctype()
    stream.start(.html)
    stream.attribute("lang", literal: "en")
    stream.node(
      .el(
        "head", [:],
        [
          .el("meta", ["charset": "utf-8"]),
          .el("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
          .el("title", text: title),
          .style(DocsPageStyle.palette), .style(DocsPageStyle.layout + DocsPageStyle.entries),
        ] + (model.sections.composites.isEmpty ? [] : [.style(DocsPageStyle.composites)])))
    stream.start(.body)
    stream.node(.el("a", ["class": "skip-link", "href": "#main"], text: "Skip to the tokens"))
    stream.node(
      .el(
        "header",
        [
          "class": (["page-header"] + (brandColor == nil ? [] : ["branded"]) + (logo == nil ? [] : ["has-logo"]))
            .joined(separator: " "),
          "style": brandColor.map { style([CSSDeclaration("--page-brand", CSSValue.hexColor($0))]) },
        ],
        [
          .el(
            "div", ["class": "brand"],
            (logo.map { [.el("img", ["class": "brand-logo", "src": $0, "alt": ""])] } ?? [])
              + [.el("h1", text: title)]),
          .el("p", ["class": "muted summary"], text: summary), controls, navigation(sections),
        ]))
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
