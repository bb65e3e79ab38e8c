/// Reading a YAML syntax error the way a designer wrote the file: the two mistakes libyaml
/// reports far from where they were made.
enum YAMLHints {
  /// An unquoted `#` after a space inside a one-line `{ … }` (`{light: #fff, dark: …}`):
  /// YAML reads the rest of the line as a comment, and libyaml reports the mapping as
  /// unclosed on a later line. Returns the comment, the word it starts and where.
  static func commentInFlow(
    _ file: SourceFile, from firstLine: Int, through lastLine: Int
  ) -> (text: String, word: String, location: SourceLocation)? {
    guard firstLine >= 1, lastLine >= firstLine else { return nil }
    for number in firstLine...lastLine {
      let line = Array(file.lineText(number).unicodeScalars)
      var quote: Unicode.Scalar?
      for (index, scalar) in line.enumerated() {
        if let open = quote {
          if scalar == open { quote = nil }
          continue
        }
        if scalar == "\"" || scalar == "'" {
          quote = scalar
        } else if scalar == "#", index > 0, line[index - 1] == " " || line[index - 1] == "\t" {
          let rest = String(String.UnicodeScalarView(line[index...]))
          let word = String(rest.prefix { $0 != "," && $0 != "}" && $0 != " " })
          return (rest, word, SourceLocation(file: file.path, line: number, column: index + 1))
        }
      }
    }
    return nil
  }

  /// Whether `line` is indented more than the nearest non-blank line above it, which then
  /// holds a plain value (`bg: 16` followed by `    fg: 8`): an indentation mistake, not a
  /// value that needs quotes.
  static func isOverIndented(_ file: SourceFile, line: Int) -> Bool {
    func indent(_ text: Substring) -> Int { text.prefix { $0 == " " }.count }
    let current = file.lineText(line)
    var above = line - 1
    while above >= 1, file.lineText(above).allSatisfy({ $0 == " " }) { above -= 1 }
    guard above >= 1 else { return false }
    let previous = file.lineText(above)
    guard let colon = previous.firstIndex(of: ":") else { return false }
    let value = previous[previous.index(after: colon)...].trimmingCharacters(in: " ")
    return indent(current) > indent(previous) && !value.isEmpty && !value.hasPrefix("#")
  }
}

extension Substring {
  /// The text without leading and trailing `character`.
  fileprivate func trimmingCharacters(in character: Character) -> Substring {
    var text = self
    while text.first == character { text = text.dropFirst() }
    while text.last == character { text = text.dropLast() }
    return text
  }
}
