/// How tag names are read, and how the render tells which tag asked for a value.
///
/// Before rendering, every name and helper in a lookup tag gets a suffix with the tag's
/// number (`value*17_0.appearances*17_1`, `hex*17`). swift-mustache passes these names
/// through unchanged, so a lookup or helper call that fails can be traced to its tag.
enum TemplateName {
  /// The characters swift-mustache allows in names and helper calls.
  static let nameCharacters = Set(
    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*()".unicodeScalars)
  /// The characters swift-mustache allows in partial names.
  static let partialCharacters = nameCharacters.union(["/"])

  /// A name split into its helpers and the name they are applied to, with offsets in the text.
  struct Call {
    /// The helpers, outermost first, with their offsets.
    var helpers: [(text: String, offset: Int)]
    /// The name, with its offset.
    var name: (text: String, offset: Int)
  }

  /// Splits `outer(inner(name))` the way swift-mustache does; `nil` when the brackets do not match.
  static func split(_ text: [Unicode.Scalar]) -> Call? {
    var position = 0
    func identifier() -> (String, Int) {
      let start = position
      while position < text.count, text[position] != "(", text[position] != ")" { position += 1 }
      return (String(String.UnicodeScalarView(text[start..<position])), start)
    }
    let first = identifier()
    if position == text.count { return Call(helpers: [], name: first) }
    var helpers = [first]
    while position < text.count, text[position] == "(" {
      position += 1
      let next = identifier()
      guard position < text.count else { return nil }
      if text[position] == "(" {
        helpers.append(next)
        continue
      }
      let closing = text[position...].prefix { $0 == ")" }.count
      guard closing == helpers.count, position + closing == text.count else { return nil }
      return Call(helpers: helpers, name: next)
    }
    return nil
  }

  /// The name with every component and helper marked with `tag`, or `nil` to leave it as written
  /// (names like `.` and the empty name of `index()` are not looked up in the context).
  static func marked(_ call: Call, tag: Int) -> String? {
    let name = call.name.text
    guard !name.isEmpty, name != "." else {
      guard !name.isEmpty else { return nil }
      return call.helpers.map { "\($0.text)*\(tag)(" }.joined() + "."
        + String(repeating: ")", count: call.helpers.count)
    }
    let parts = name.split(separator: ".").enumerated().map { "\($1)*\(tag)_\($0)" }
    let marked = (name.hasPrefix(".") ? "." : "") + parts.joined(separator: ".")
    return call.helpers.map { "\($0.text)*\(tag)(" }.joined() + marked
      + String(repeating: ")", count: call.helpers.count)
  }

  /// Reads a marked name or helper: the text as written, the tag number and the component index.
  static func unmarked(_ marked: String) -> (text: String, tag: Int?, index: Int?) {
    guard let star = marked.lastIndex(of: "*") else { return (marked, nil, nil) }
    let text = String(marked[..<star])
    let mark = marked[marked.index(after: star)...].split(separator: "_", omittingEmptySubsequences: false)
    guard let tag = mark.first.flatMap({ Int($0) }) else { return (marked, nil, nil) }
    return (text, tag, mark.count > 1 ? Int(mark[1]) : nil)
  }
}
