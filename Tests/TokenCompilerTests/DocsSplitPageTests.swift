import Foundation
import Testing

@testable import TokenCompiler

/// A large docs page split into an index and parts (`DocsPagePlan`, the `pageSize` option).
@Suite("Docs page: parts")
struct DocsSplitPageTests {
  /// The docs files of a fixture folder at `pageSize`, by path (the showcase with the contrast
  /// results ``DocsPageTests/results(_:)`` gives its pairs).
  static func files(_ folder: String, pageSize: Int) -> [String: String] {
    let tokens = WebFixtures.tokens(folder)
    let results = folder == WebFixtures.showcase ? DocsPageTests.results(tokens) : nil
    let input = EmitInput(tokens: tokens, validation: ValidationReport(contrastResults: results))
    return Dictionary(
      uniqueKeysWithValues: DocsEmitter(pageSize: pageSize).emit(input).map {
        ($0.path, String(decoding: $0.contents, as: UTF8.self))
      })
  }

  /// The values of `attribute` in `page`, in order.
  static func values(of attribute: String, in page: String) -> [String] {
    page.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test func aSystemOfTheTenThousandTokenMixIsPackedSectionBySection() {
    let plan = DocsPagePlan(
      counts: [
        (.colors, 6000), (.contrast, 600), (.spacing, 1000), (.radii, 1000), (.typography, 1000), (.motion, 1000),
        (.composites, 0), (.other, 2),
      ], pageSize: 2000)
    #expect(
      plan.parts.map(\.fileName) == [
        "colors-1.html", "colors-2.html", "colors-3.html", "contrast.html", "radii.html", "motion.html",
      ])
    #expect(
      plan.parts.map(\.label) == [
        "Colors 1–2,000 of 6,000", "Colors 2,001–4,000 of 6,000", "Colors 4,001–6,000 of 6,000",
        "Contrast pairs, Spacing and sizes", "Corner radii, Typography", "Motion, Other tokens",
      ])
    #expect(plan.parts[1].slice.ranges == [.colors: 2000..<4000])
    #expect(plan.parts[3].slice.ranges == [.contrast: 0..<600, .spacing: 0..<1000])
  }

  @Test func aSmallSystemOrPageSizeZeroIsOnePage() {
    #expect(!DocsPagePlan(counts: [(.colors, 10), (.spacing, 10)], pageSize: 20).isSplit)
    #expect(!DocsPagePlan(counts: [(.colors, 10_000)], pageSize: 0).isSplit)
    #expect(DocsPagePlan(counts: [(.colors, 10), (.spacing, 11)], pageSize: 20).isSplit)
  }

  /// Over random section sizes and page sizes: every entry is on exactly one part, in order; no
  /// part is empty or over the page size; a section that fits on a page is never split; names
  /// are unique and safe as file names.
  @Test func everyEntryIsOnExactlyOnePartWithinThePageSize() {
    var random = ContrastSuggestionTests.SeededGenerator(state: 15)
    for _ in 0..<2000 {
      let pageSize = Int(random.next() % 40) + 1
      let counts = DocsSectionKind.allCases.map { ($0, random.next() % 3 == 0 ? 0 : Int(random.next() % 90)) }
      let plan = DocsPagePlan(counts: counts, pageSize: pageSize)
      let total = counts.reduce(0) { $0 + $1.1 }
      #expect(plan.isSplit == (total > pageSize))
      guard plan.isSplit else { continue }
      var next = [DocsSectionKind: Int]()
      for part in plan.parts {
        let size = part.slice.ranges.values.reduce(0) { $0 + $1.count }
        #expect(size > 0 && size <= pageSize, "\(part)")
        for kind in DocsSectionKind.allCases {
          guard let range = part.slice.ranges[kind] else { continue }
          #expect(range.lowerBound == next[kind, default: 0], "\(kind) continues where it stopped")
          next[kind] = range.upperBound
          let count = counts.first { $0.0 == kind }!.1
          if count <= pageSize { #expect(range == 0..<count, "\(kind) fits on a page, so it is whole") }
        }
      }
      for (kind, count) in counts { #expect(next[kind, default: 0] == count, "\(kind) is shown whole") }
      let names = plan.parts.map(\.fileName)
      #expect(Set(names).count == names.count)
      let safe = Set("abcdefghijklmnopqrstuvwxyz0123456789-.".utf8)
      #expect(names.allSatisfy { $0.utf8.allSatisfy(safe.contains) })
      #expect(!names.contains("index.html"))
    }
  }

  @Test func aPageSizeAboveTheSystemWritesTheOnePageAsBefore() {
    let tokens = WebFixtures.tokens(WebFixtures.showcase)
    let input = EmitInput(tokens: tokens, validation: ValidationReport(contrastResults: DocsPageTests.results(tokens)))
    let whole = DocsEmitter().emit(input)
    #expect(whole.map(\.path) == ["index.html", "tokens.md"])
    #expect(DocsEmitter(pageSize: 0).emit(input) == whole)
    #expect(DocsEmitter(pageSize: tokens.tokens.count + 100).emit(input) == whole)
  }

  @Test func everyTokenIsOnExactlyOnePartAndEveryLinkStaysOnItsPage() throws {
    let tokens = WebFixtures.tokens(WebFixtures.showcase)
    let files = Self.files(WebFixtures.showcase, pageSize: 4)
    let index = try #require(files["index.html"])
    let parts = Self.values(of: "href", in: index).filter { $0 != "#main" }
    #expect(parts.count > 2, "the showcase is split into several parts")
    #expect(Set(files.keys) == Set(parts + ["index.html", "tokens.md"]))
    #expect(
      files["tokens.md"] == DocsPageTests.files(WebFixtures.showcase, results: DocsPageTests.results)["tokens.md"])
    var shown: [String] = []
    for (number, name) in parts.enumerated() {
      let page = try #require(files[name])
      shown += Self.values(of: "data-token", in: page)
      // Every in-page link (entries, ladders, easing plots drawn once) finds its target here.
      let ids = Set(Self.values(of: "id", in: page))
      for target in Self.values(of: "href", in: page) where target.hasPrefix("#") {
        #expect(ids.contains(String(target.dropFirst())), "\(name) links to \(target), which it lacks")
      }
      // The navigation names every part, this one as the current page.
      let navigation = try #require(page.components(separatedBy: "<nav class=\"parts\"").last)
      #expect(Self.values(of: "href", in: navigation).prefix(parts.count + 1) == ["index.html"] + parts[...])
      #expect(navigation.components(separatedBy: "aria-current=\"page\"").count == 2)
      #expect(navigation.contains("<a href=\"\(name)\" aria-current=\"page\">"))
      #expect(page.contains("<p class=\"muted summary\">Part \(number + 1) of \(parts.count): "))
      #expect(page.components(separatedBy: "<script>").count == 2, "each part has the page's script")
    }
    let expected = tokens.tokens.map { HTMLWriter.escapeAttribute($0.path.description) }
    #expect(shown.sorted() == expected.sorted(), "each token once, on one part")
  }

  @Test func theIndexSearchKnowsEveryTokenAndItsPartAndHostileNamesStayData() throws {
    for folder in [WebFixtures.showcase, WebFixtures.injection] {
      let tokens = WebFixtures.tokens(folder)
      let files = Self.files(folder, pageSize: 2)
      let index = try #require(files["index.html"])
      let start = try #require(index.range(of: "<script type=\"application/json\" id=\"token-index\">"))
      let end = try #require(index.range(of: "</script>", range: start.upperBound..<index.endIndex))
      let text = String(index[start.upperBound..<end.lowerBound])
      #expect(!text.contains("<"), "the data cannot end its script element")
      let data = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let parts = try #require(data["parts"] as? [[String]])
      let entries = try #require(data["tokens"] as? [[Any]])
      #expect(entries.map { $0[0] as? String } == DocsSplitPageTests.pageOrder(tokens, files, parts.map(\.[0])))
      for entry in entries {
        let (path, part, anchor) = (entry[0] as! String, entry[1] as! Int, entry[2] as! String)
        let page = try #require(files[parts[part][0]])
        #expect(page.contains(" id=\"\(anchor)\" data-token=\"\(HTMLWriter.escapeAttribute(path))\""), "\(path)")
      }
      #expect(entries.count == tokens.tokens.count)
    }
  }

  /// The tokens' paths in the order the parts show them.
  static func pageOrder(_ tokens: ResolvedTokenSet, _ files: [String: String], _ parts: [String]) -> [String] {
    let byAttribute = Dictionary(
      tokens.tokens.map { (HTMLWriter.escapeAttribute($0.path.description), $0.path.description) },
      uniquingKeysWith: { first, _ in first })
    return parts.flatMap { values(of: "data-token", in: files[$0] ?? "").compactMap { byAttribute[$0] } }
  }

  @Test func aSplitSectionRepeatsItsHeadingAndEachPartDrawsItsOwnCurves() throws {
    let yaml = DocsPageTests.easingYAML
    var configuration = Configuration()
    configuration.emitters = [EmitterSetting(id: "docs", options: Self.options("{pageSize: 2}"))]
    let result = FixtureCompiler.compile(
      [SourceFile(path: "tokens.yaml", bytes: Array(yaml.utf8))], configuration: configuration)
    #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
    let paths = result.files.map(\.path).filter { $0.hasPrefix("docs/") }
    #expect(paths == ["docs/index.html", "docs/other-1.html", "docs/other-2.html", "docs/tokens.md"])
    let second = String(
      decoding: try #require(result.files.first { $0.path == "docs/other-2.html" }).contents, as: UTF8.self)
    #expect(second.contains("<h2 id=\"other-title\">Other tokens</h2>"))
    #expect(second.contains("<title>Design tokens: Other tokens 2–3 of 3</title>"))
    // `again` repeats `standard`'s curve, drawn on the first part: here it is drawn again.
    #expect(second.components(separatedBy: "<g id=\"other-easing-").count == 3)
    #expect(!second.contains("<use "))
  }

  /// The option entries of `yaml` (a flow mapping).
  static func options(_ yaml: String) -> [SourceMappingEntry] {
    loadYAML(yaml, path: "tokenc.yaml").root?.entries ?? []
  }

  @Test(arguments: [("-1", "-1"), ("2.5", "2.5")])
  func aPageSizeThatIsNotAWholeNumberIsALocatedError(text: String, shown: String) {
    var diagnostics: [Diagnostic] = []
    let root = loadYAML("emitters:\n  docs: {pageSize: \(text)}\n").root
    let configuration = Configuration.parse(root, directory: ".", rules: .builtIn, diagnostics: &diagnostics)
    _ = EmitStage(registry: .builtIn, settings: configuration.emitters, diagnostics: &diagnostics)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:2:20: error: emitter docs option 'pageSize' must be a whole number of entries, 0 or more "
          + "(0: always one page), not \(shown) [config/invalid]"
      ])
  }
}
