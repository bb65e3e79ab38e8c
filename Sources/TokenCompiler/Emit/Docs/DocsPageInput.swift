/// What one HTML file of the docs is rendered from, for ``EmitMemo``: the whole page, one part of
/// a split page, or a split page's `index.html`. Two inputs are equal when the file's bytes are:
/// a rebuild of `tokenc watch` reuses the bytes of every file whose input did not change.
///
/// Building one costs a few retains (it holds the build's token, name and background arrays);
/// only a memo that keeps compares it, entry by entry over what the file shows
/// (``DocsPageInput/==(_:_:)``).
struct DocsPageInput: Sendable, Equatable {
  /// Which file it is.
  enum File: Sendable, Equatable {
    /// The whole page, unsplit.
    case page
    /// Part `index` of the plan.
    case part(Int)
    /// A split page's `index.html`.
    case index
  }

  /// What the page's head and header show besides its entries.
  struct Frame: Sendable, Equatable {
    /// The page title.
    var title: String
    /// The brand color, if configured.
    var brandColor: ColorValue?
    /// The logo's `data:` URI, if configured.
    var logo: String?
    /// The prefix of the CSS custom properties (in each name; a row of a token the names miss).
    var cssPrefix: String
    /// How the page is split (every part's file name, label and slice, in the navigation and the index).
    var plan: DocsPagePlan
    /// How many tokens the system has, in every summary.
    var tokenCount: Int
    /// Whether there are contrast results (the contrast section's intro).
    var checked: Bool
  }

  /// The file.
  let file: File
  /// The head and header.
  let frame: Frame
  /// The entries and what a row looks up.
  let source: DocsPageSource
  /// The contrast rows the file shows, as written (empty when it shows none).
  let contrast: [DocsContrastRow]

  /// The input of `file` of `page` (a page of the build, as ``DocsEmitter`` makes it) in `plan`.
  init(_ file: File, of page: DocsPage, plan: DocsPagePlan) {
    self.file = file
    let model = page.model
    frame = Frame(
      title: page.title, brandColor: page.brandColor, logo: page.logo, cssPrefix: page.cssPrefix, plan: plan,
      tokenCount: model.tokens.count, checked: !model.contrastResults.isEmpty)
    source = DocsPageSource(
      tokens: model.tokens, sections: model.sections, names: page.names, backgrounds: page.backgrounds)
    let pairs: ArraySlice<ResolvedContrastPair>
    switch file {
    case .page: pairs = model.contrastPairs[...]
    case .index: pairs = []
    case .part(let index):
      let range = index < plan.parts.count ? plan.parts[index].slice.ranges[.contrast] : nil
      pairs = range.map { model.contrastPairs[$0.clamped(to: model.contrastPairs.indices)] } ?? []
    }
    contrast = pairs.map { DocsContrastRow($0, in: model) }
  }

  /// The entries of each section `file` shows: all of them on the whole page and the index (whose
  /// search lists every token), the part's slice on a part.
  private var slice: DocsPageSlice? {
    guard case .part(let index) = file else { return nil }
    return index < frame.plan.parts.count ? frame.plan.parts[index].slice : DocsPageSlice()
  }

  /// Whether both files have the same bytes: the same file, frame and contrast rows, and each
  /// section's shown entries the same, with the same names and backgrounds (on the index: the
  /// same paths, types and element ids, all its search shows).
  static func == (lhs: DocsPageInput, rhs: DocsPageInput) -> Bool {
    guard lhs.file == rhs.file, lhs.frame == rhs.frame, lhs.contrast == rhs.contrast else { return false }
    let slice = lhs.slice
    let (left, right) = (lhs.source, rhs.source)
    let (a, b) = (left.sections, right.sections)
    let index = lhs.file == .index
    func same<Entry>(
      _ kind: DocsSectionKind, _ all: [Entry], _ other: [Entry], _ token: (Entry) -> DocsModel.Token
    )
      -> Bool
    {
      var (x, y) = (all[...], other[...])
      if let slice {
        // As ``DocsPage/shown(_:_:)``: a section without a range is not on the part.
        guard let range = slice.ranges[kind] else { return true }
        (x, y) = (all[range.clamped(to: all.indices)], other[range.clamped(to: other.indices)])
      }
      guard x.count == y.count else { return false }
      return zip(x, y).allSatisfy { pair in
        let (t, u) = (token(pair.0), token(pair.1))
        return index ? left.indexes(t, as: u, in: right) : left.shows(t, as: u, in: right)
      }
    }
    return same(.colors, a.colors, b.colors, \.token) && same(.spacing, a.spacing, b.spacing, \.token)
      && same(.radii, a.radii, b.radii, \.token) && same(.typography, a.typography, b.typography, \.token)
      && same(.motion, a.motion, b.motion, \.token) && same(.composites, a.composites, b.composites, \.token)
      && same(.other, a.other, b.other, { $0 })
  }
}
