/// The distinct Dynamic Type ladders of the typography section, numbered in the order the
/// styles first use them: most styles share one of a few ladders (Apple's ladder of their text
/// style, or the same written ladder), so the page writes each table once, under the rows
/// (``DocsPage/ladderTables(_:into:)``), and each style links to its table.
struct DocsPageLadders {
  /// One distinct ladder.
  struct Ladder {
    /// Its steps, in category order.
    var steps: [DocsModel.LadderStep]
    /// The first style that uses it.
    var firstUser: TokenPath
    /// How many styles use it.
    var users: Int
  }

  /// The ladders, in the order of first use; ladder `n` is at index `n - 1`.
  private(set) var ladders: [Ladder] = []
  /// Each ladder's number, by what identifies it (``DocsPage/ladderKey(_:)``).
  private var numbers: [[UInt64]: Int] = [:]

  /// No ladders yet.
  init() {}

  /// The number of the ladder `steps` (identified by `key`), which `user` uses; a ladder seen
  /// for the first time gets the next number.
  mutating func number(of steps: [DocsModel.LadderStep], key: [UInt64], user: TokenPath) -> Int {
    if let number = numbers[key] {
      ladders[number - 1].users += 1
      return number
    }
    ladders.append(Ladder(steps: steps, firstUser: user, users: 1))
    numbers[key] = ladders.count
    return ladders.count
  }

  /// The element id of ladder `number`'s table: `type-ladder-3` (token ids start with `token`).
  static func id(_ number: Int) -> String { "type-ladder-\(number)" }
}

extension DocsPage {
  /// The "Dynamic Type ladders" part of the typography section, folded under the rows: each
  /// distinct ladder's table once, its id ``DocsPageLadders/id(_:)``, its steps in `data-steps`
  /// (`size/line-height` per step, which the slider reads). Opening a style's "Ladder" shows a
  /// copy of its table (the page's script clones it, captioned with the style's path); following
  /// its link opens the part. Nothing when no style has a ladder.
  func ladderTables(_ ladders: DocsPageLadders, into stream: inout HTMLStream) {
    guard !ladders.ladders.isEmpty else { return }
    let count = ladders.ladders.count
    stream.start(.details)
    stream.attribute("class", literal: "ladders")
    stream.element(.summary, text: "Dynamic Type ladders (\(count) distinct ladder\(count == 1 ? "" : "s"))")
    stream.start(.div)
    stream.attribute("class", literal: "ladder-tables")
    for (index, ladder) in ladders.ladders.enumerated() {
      stream.start(.table)
      stream.attribute("id", DocsPageLadders.id(index + 1))
      ladderSteps(ladder.steps, into: &stream)
      stream.start(.caption)
      stream.text("Dynamic Type ladder \(index + 1): ")
      stream.text(ladder.firstUser.description)
      let others = ladder.users - 1
      if others > 0 { stream.text(" and \(others) other style\(others == 1 ? "" : "s")") }
      stream.end()
      ladderTableBody(ladder.steps, into: &stream)
      stream.end()
    }
    stream.end()
    stream.end()
  }

  /// A style's link to its ladder's table, in its "Ladder" fold.
  func ladderLink(_ number: Int, into stream: inout HTMLStream) {
    stream.start(.p)
    stream.attribute("class", literal: "ladder-link")
    stream.start(.a)
    stream.beginAttribute("href")
    stream.attributeLiteral("#")
    stream.attributeText(DocsPageLadders.id(number))
    stream.endAttribute()
    stream.text("Dynamic Type ladder \(number)")
    stream.end()
    stream.end()
  }

  /// A ladder table's `data-steps`: the escaped `size/line-height` of each step. Each distinct
  /// ladder is written once, so nothing is cached.
  private func ladderSteps(_ ladder: [DocsModel.LadderStep], into stream: inout HTMLStream) {
    stream.beginAttribute("data-steps")
    for (index, step) in ladder.enumerated() {
      if index > 0 { stream.attributeLiteral(" ") }
      stream.attributeText(DocsFormat.number(step.step.fontSize))
      stream.attributeLiteral("/")
      stream.attributeText(DocsFormat.number(step.step.lineHeight))
    }
    stream.endAttribute()
  }

  /// The head and body of a ladder table, one row per step (the slider's step is the row's index).
  private func ladderTableBody(_ ladder: [DocsModel.LadderStep], into stream: inout HTMLStream) {
    stream.node(Self.ladderHead)
    stream.start(.tbody)
    for step in ladder {
      stream.start(.tr)
      if step.category == .default { stream.attribute("class", literal: "is-current") }
      stream.start(.th)
      stream.attribute("scope", literal: "row")
      stream.text(step.category.shortName)
      stream.literal(" ")
      stream.text(step.category.rawValue)
      stream.end()
      stream.element(.td, text: DocsFormat.points(step.step.fontSize))
      stream.element(.td, text: DocsFormat.points(step.step.lineHeight))
      stream.end()
    }
    stream.end()
  }

  /// The head of every ladder table.
  private static let ladderHead = HTMLNode.el(
    "thead", [:], [.el("tr", [:], ["Category", "Size", "Line height"].map { .el("th", ["scope": "col"], text: $0) })])
}
