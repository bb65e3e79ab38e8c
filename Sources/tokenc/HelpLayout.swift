/// Reorders ArgumentParser's help so a command's subcommands come before its options.
///
/// ArgumentParser prints OVERVIEW, USAGE, ARGUMENTS, OPTIONS, then SUBCOMMANDS. A first-time
/// user looks for what tokenc can do, so `tokenc --help` (and `tokenc help`) show
/// SUBCOMMANDS right after USAGE; the "See 'tokenc help <subcommand>'" line stays last.
enum HelpLayout {
  /// `help` with its SUBCOMMANDS section moved before its ARGUMENTS and OPTIONS sections;
  /// text without a SUBCOMMANDS section is returned unchanged.
  static func subcommandsFirst(_ help: String) -> String {
    var sections = split(help)
    guard let subcommands = sections.firstIndex(where: { $0.title == "SUBCOMMANDS" }),
      let first = sections.firstIndex(where: { $0.title == "ARGUMENTS" || $0.title == "OPTIONS" }),
      first < subcommands
    else { return help }
    var moved = sections.remove(at: subcommands)
    let footer = moved.lines.filter(isFooter)
    moved.lines.removeAll(where: isFooter)
    sections.insert(moved, at: first)
    var blocks = sections.map { $0.lines.trimmingBlankLines().joined(separator: "\n") }
    if !footer.isEmpty { blocks.append(footer.joined(separator: "\n")) }
    let trailing = help.hasSuffix("\n") ? "\n" : ""
    return blocks.filter { !$0.isEmpty }.joined(separator: "\n\n") + trailing
  }

  /// One section of help: a title line such as `OPTIONS:` and the lines up to the next one.
  struct Section {
    /// The title without the colon (`OPTIONS`); empty for text before the first title.
    var title: String
    /// Every line, the title line included.
    var lines: [String]
  }

  /// The help split into sections at lines such as `USAGE: …` or `OPTIONS:` (capitals, a colon).
  static func split(_ help: String) -> [Section] {
    var sections: [Section] = []
    for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let title = title(of: line) {
        sections.append(Section(title: title, lines: [line]))
      } else if sections.isEmpty {
        sections.append(Section(title: "", lines: [line]))
      } else {
        sections[sections.count - 1].lines.append(line)
      }
    }
    return sections
  }

  /// `OPTIONS` for `OPTIONS:`, `USAGE` for `USAGE: tokenc …`; `nil` for any other line.
  private static func title(of line: String) -> String? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let title = line[..<colon]
    guard !title.isEmpty, title.allSatisfy({ $0.isUppercase || $0 == " " }), title.first != " " else { return nil }
    return String(title)
  }

  /// The "See 'tokenc help [command] <subcommand>' for detailed help." line that ends the subcommands.
  private static func isFooter(_ line: String) -> Bool {
    line.trimmingPrefix(while: { $0 == " " }).hasPrefix("See '") && line.hasSuffix("<subcommand>' for detailed help.")
  }
}

extension Array where Element == String {
  /// The lines without blank lines at the start and end.
  fileprivate func trimmingBlankLines() -> [String] {
    let isBlank = { (line: String) in line.allSatisfy(\.isWhitespace) }
    guard let start = firstIndex(where: { !isBlank($0) }), let end = lastIndex(where: { !isBlank($0) }) else {
      return []
    }
    return Array(self[start...end])
  }
}
