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

  /// The name with its helpers and its components replaced by marks, `*` and a number, and
  /// what each mark stands for, numbered from `firstMark`; `nil` to leave the name as
  /// written (names like `.` and the empty name of `index()` are not looked up in the
  /// context).
  ///
  /// The helpers are one mark, and so is the dotted name, unless `perComponent` asks for a
  /// mark per component: `kebabCase(dropGroup(value.name))` is written `*3(*4)`, or
  /// `*3(*4.*5)` per component. swift-mustache then looks up and transforms once where it
  /// would for each part, and passes short names back without allocating; reading one back
  /// is parsing a number. An inverted section needs a mark per component: swift-mustache
  /// renders it with the value on the context stack when it is anything but `nil`, so a
  /// later component that is missing must come back as `nil` from the engine's own walk.
  static func marked(
    _ call: Call, tag: Int, firstMark: Int, perComponent: Bool = false
  ) -> (text: String, marks: [TemplateMark])? {
    let name = call.name.text
    guard !name.isEmpty else { return nil }
    var marks: [TemplateMark] = []
    var text = ""
    if !call.helpers.isEmpty {
      marks.append(TemplateMark(names: call.helpers.map(\.text), tag: tag, index: nil))
      text = "*\(firstMark)("
    }
    if name == "." {
      text += "."
    } else {
      let components = name.split(separator: ".").map(String.init)
      let groups = perComponent ? components.indices.map { $0..<$0 + 1 } : [components.indices]
      let parts = groups.map { group in
        marks.append(TemplateMark(names: Array(components[group]), tag: tag, index: group.lowerBound))
        return "*\(firstMark + marks.count - 1)"
      }
      text += (name.hasPrefix(".") ? "." : "") + parts.joined(separator: ".")
    }
    return (text + (call.helpers.isEmpty ? "" : ")"), marks)
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

/// What one mark stands for: name components or helpers as written, and their tag.
struct TemplateMark: Sendable, Equatable {
  /// The components of the name it stands for, in order, or its helpers, outermost first.
  var names: [String]
  /// The number of the tag it is in.
  var tag: Int
  /// Which component of the tag's name the first of `names` is; `nil` for helpers.
  var index: Int?
}
