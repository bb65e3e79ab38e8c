/// How tag names are read, and how the render tells which tag asked for a value.
///
/// Before rendering, the name and helpers of every lookup tag are replaced by a mark (`*` and
/// a number) applied to `.`, which stands for them and their tag (a ``TemplateMark``).
/// swift-mustache passes the mark through unchanged, so a lookup or helper call that fails
/// can be traced to its tag.
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

  /// The name with its helpers replaced by one mark, `*` and a number, applied to the
  /// current value: `kebabCase(dropGroup(value.name))` is written `*3(.)`, and mark 3 stands
  /// for the lookup of `value.name` and both helpers (a ``TemplateMark``); `nil` to leave the
  /// name as written (`.` in a variable, and the empty name of `index()`, are not looked up in
  /// the context).
  ///
  /// swift-mustache applies a helper written on `.` to the top of its context stack without
  /// looking any name up, so the render does the whole lookup itself, in one call per tag
  /// (``TemplateValue/transform(_:)``): it climbs the stack through the values it made, with
  /// no name to split, and swift-mustache checks fewer protocols per tag than when it climbs.
  /// `.` in a section is marked too, so the value it pushes knows the stack beneath it.
  static func marked(_ call: Call, tag: Int, mark: Int, isSection: Bool) -> (text: String, mark: TemplateMark)? {
    let name = call.name.text
    guard !name.isEmpty, name != "." || isSection || !call.helpers.isEmpty else { return nil }
    let components = name.split(separator: ".").map(String.init)
    let stands = TemplateMark(
      names: components, helpers: call.helpers.map(\.text), tag: tag, climbs: !name.hasPrefix("."))
    return ("*\(mark)(.)", stands)
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

/// What one mark stands for: a tag's name components and helpers as written, and its tag.
struct TemplateMark: Sendable, Equatable {
  /// The components of the name, in order (none for `.`).
  var names: [String]
  /// The helpers applied to the value found, outermost first.
  var helpers: [String]
  /// The number of the tag it is in.
  var tag: Int
  /// Whether the first component is looked up in every value on the context stack, innermost
  /// first (not for a name written with a leading `.`).
  var climbs: Bool
  /// For a mark that stands for a run of variable tags (see ``TemplateRun``), its parts; the
  /// mark then has no names or helpers of its own.
  var run: [TemplateRun.Piece] = []
  /// For the mark of a section joined whole (see ``TemplateRun/Section``), what one pass through it writes.
  var section: TemplateRun.Section?
}
