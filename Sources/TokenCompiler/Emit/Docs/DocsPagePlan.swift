/// The sections of the docs page, in page order.
enum DocsSectionKind: Int, CaseIterable, Sendable {
  case colors, contrast, spacing, radii, typography, motion, composites, other

  /// The section's element id, also the start of a split page's file name.
  var id: String {
    switch self {
    case .colors: "colors"
    case .contrast: "contrast"
    case .spacing: "spacing"
    case .radii: "radii"
    case .typography: "typography"
    case .motion: "motion"
    case .composites: "composites"
    case .other: "other"
    }
  }

  /// The section's heading.
  var title: String {
    switch self {
    case .colors: "Colors"
    case .contrast: "Contrast pairs"
    case .spacing: "Spacing and sizes"
    case .radii: "Corner radii"
    case .typography: "Typography"
    case .motion: "Motion"
    case .composites: "Shadows, borders and gradients"
    case .other: "Other tokens"
    }
  }
}

/// Which entries of each section one page shows: a range of each section's entries (tokens,
/// or pairs for the contrast section), in the order the model lists them.
struct DocsPageSlice: Sendable, Equatable {
  /// The entries shown, by section; a section without a range is not on the page.
  var ranges: [DocsSectionKind: Range<Int>] = [:]
}

/// How a large docs page is split: an index page listing the parts, then one page per part.
///
/// A system of at most `pageSize` entries is one page, as it always was. A larger one is packed
/// into parts in page order: a section that fits on the current part joins it; one that does not
/// starts a new part; one larger than a part is split into parts of nearly equal size. So no part
/// shows more than `pageSize` entries, and a browser loads each part as quickly as a small page.
struct DocsPagePlan: Sendable, Equatable {
  /// One page of a split docs page.
  struct Part: Sendable, Equatable {
    /// The file name in the docs folder, e.g. `colors-2.html`.
    var fileName: String
    /// What the part holds, for the index and the navigation: `Colors 2,001–4,000 of 6,000`.
    var label: String
    /// The entries it shows.
    var slice: DocsPageSlice

    /// How many entries it shows.
    var entryCount: Int { slice.ranges.values.reduce(0) { $0 + $1.count } }
  }

  /// The parts, in page order; empty when the page is not split.
  let parts: [Part]

  /// Whether the docs are split into an index and parts.
  var isSplit: Bool { !parts.isEmpty }

  /// The plan for sections with `counts` entries each (in page order; empty sections left out or
  /// zero) and at most `pageSize` entries per page; `pageSize` 0 never splits.
  init(counts: [(kind: DocsSectionKind, count: Int)], pageSize: Int) {
    let counts = counts.filter { $0.count > 0 }
    guard pageSize > 0, counts.reduce(0, { $0 + $1.count }) > pageSize else {
      parts = []
      return
    }
    // Each part's sections: the range shown, the section's size, and the part's number within
    // the section when the section is split.
    var pieces: [[(kind: DocsSectionKind, range: Range<Int>, total: Int, number: Int?)]] = []
    var room = 0
    for (kind, count) in counts {
      if count <= room {
        pieces[pieces.count - 1].append((kind, 0..<count, count, nil))
        room -= count
        continue
      }
      // A new part; a section larger than a part fills several, each about the same size.
      let partCount = (count + pageSize - 1) / pageSize
      for index in 0..<partCount {
        let range = (count * index / partCount)..<(count * (index + 1) / partCount)
        pieces.append([(kind, range, count, partCount == 1 ? nil : index + 1)])
      }
      room = partCount == 1 ? pageSize - count : 0
    }
    parts = pieces.map { piece in
      let first = piece[0]
      // Unique: a part is named after the section it starts with, which no other part starts
      // with unless the section is split, and then each has its own number.
      let name = first.kind.id + (first.number.map { "-\($0)" } ?? "")
      let label = piece.map { entry in
        guard entry.range.count < entry.total else { return entry.kind.title }
        let first = Self.number(entry.range.lowerBound + 1)
        let shown = entry.range.count == 1 ? first : first + "–" + Self.number(entry.range.upperBound)
        return "\(entry.kind.title) \(shown) of \(Self.number(entry.total))"
      }.joined(separator: ", ")
      var slice = DocsPageSlice()
      for entry in piece { slice.ranges[entry.kind] = entry.range }
      return Part(fileName: name + ".html", label: label, slice: slice)
    }
  }

  /// `12,345`: a count with thousands separators.
  static func number(_ value: Int) -> String {
    let digits = Array(String(value).utf8)
    var text: [UInt8] = []
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(UInt8(ascii: ",")) }
      text.append(digit)
    }
    return String(decoding: text, as: UTF8.self)
  }
}
