/// How tag names are read, and how the render tells which tag asked for a value.
///
/// Before rendering, every name component and helper in a lookup tag is replaced by a mark
/// (`*` and a number) that stands for it, its tag and its place in the tag (a
/// ``TemplateMark``). swift-mustache passes these names through unchanged, so a lookup or
/// helper call that fails can be traced to its tag.
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

  /// The name with every component and helper replaced by a mark, `*` and a number (
  /// `hex*3(value*4.appearances*5.light*6)` is written `*3(*4.*5.*6)`), and what each mark
  /// stands for, numbered from `firstMark`; `nil` to leave the name as written (names like
  /// `.` and the empty name of `index()` are not looked up in the context).
  ///
  /// Marks are short, so swift-mustache splits them at the dots and passes them back
  /// without allocating, and reading one back is parsing a number.
  static func marked(_ call: Call, tag: Int, firstMark: Int) -> (text: String, marks: [TemplateMark])? {
    let name = call.name.text
    guard !name.isEmpty else { return nil }
    var marks = call.helpers.map { TemplateMark(text: $0.text, tag: tag, index: nil) }
    let components = name == "." ? [] : name.split(separator: ".").map(String.init)
    marks += components.enumerated().map { TemplateMark(text: $1, tag: tag, index: $0) }
    func mark(_ offset: Int) -> String { "*\(firstMark + offset)" }
    let helpers = call.helpers.indices.map { mark($0) + "(" }.joined()
    let marked =
      name == "."
      ? "."
      : (name.hasPrefix(".") ? "." : "")
        + components.indices.map { mark(call.helpers.count + $0) }.joined(separator: ".")
    return (helpers + marked + String(repeating: ")", count: call.helpers.count), marks)
  }

  /// The number of a mark (`*12` is 12); `nil` for a name that is not one.
  static func markNumber(_ marked: String) -> Int? {
    var number = 0
    var digits = 0
    for (offset, byte) in marked.utf8.enumerated() {
      if offset == 0 {
        guard byte == UInt8(ascii: "*") else { return nil }
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 else { return nil }
      number = number * 10 + Int(byte - UInt8(ascii: "0"))
      digits += 1
    }
    return digits > 0 ? number : nil
  }
}

/// What one mark stands for: a name component or a helper as written, and its tag.
struct TemplateMark: Sendable, Equatable {
  /// The component or helper as written.
  var text: String
  /// The number of the tag it is in.
  var tag: Int
  /// Which component of the tag's name it is; `nil` for a helper.
  var index: Int?
}
