/// Static members declared the same way for many tokens, such as `static let labelPrimary =
/// Tokens.Color.labelPrimary.color` for each color: the form is described once, and
/// ``SwiftWriter`` writes it for each member without a declaration per token.
struct SwiftMemberList: Sendable {
  /// One of a member's names.
  enum Name: Sendable {
    /// Its constant in the core file, such as `Tokens.Color.labelPrimary`.
    case constant
    /// Its member on tokenc's own type.
    case own
    /// Its member on the platform's types.
    case platform
  }

  /// A piece of a member's text.
  enum Piece: Sendable {
    /// Fixed text.
    case text(String)
    /// One of the member's names, as declared or (`bare`) without backticks, for doc comments.
    case name(Name, bare: Bool)
    /// `` (`tint` is the platform's own)`` when the platform name had to avoid one, else nothing.
    case avoided
  }

  /// The members, in order.
  var members: [SwiftMembers.Member]
  /// The doc comment, one paragraph.
  var doc: [Piece]
  /// The modifiers before the keyword.
  var modifiers: [String]
  /// `let` for a constant, `var` for a computed property.
  var keyword: String
  /// The member's name.
  var name: Name
  /// What follows the name, such as `: SwiftUI.Color`.
  var signature: String = ""
  /// The value after `=` for a constant, or the one line in braces for a computed property.
  var value: [Piece]
  /// What tells this list from the file's other lists in the keys of its members' pieces
  /// (``SwiftWriter/piece(_:input:into:render:)``), such as `Color`; empty for a list whose
  /// members are always written. The list's form must depend on nothing but the emitter's options.
  var key = ""

  /// A piece with its fixed text as UTF-8 bytes, encoded once per list rather than once per member.
  enum EncodedPiece: Sendable {
    /// Fixed text.
    case bytes([UInt8])
    /// One of the member's names (see ``Piece/name(_:bare:)``).
    case name(Name, bare: Bool)
    /// See ``Piece/avoided``.
    case avoided
  }

  /// `pieces` with their fixed text encoded, runs of fixed text joined.
  static func encoded(_ pieces: [Piece]) -> [EncodedPiece] {
    var result: [EncodedPiece] = []
    for piece in pieces {
      switch piece {
      case .text(let fixed):
        if case .bytes(let previous)? = result.last {
          result[result.count - 1] = .bytes(previous + Array(fixed.utf8))
        } else {
          result.append(.bytes(Array(fixed.utf8)))
        }
      case .name(let name, let bare): result.append(.name(name, bare: bare))
      case .avoided: result.append(.avoided)
      }
    }
    return result
  }

  /// Appends the UTF-8 bytes of `pieces` for `member` to `text`.
  static func append(_ pieces: [Piece], for member: SwiftMembers.Member, to text: inout SwiftTextBuffer) {
    append(encoded(pieces), for: member, to: &text)
  }

  /// Appends the UTF-8 bytes of `pieces` for `member` to `text`.
  static func append(_ pieces: [EncodedPiece], for member: SwiftMembers.Member, to text: inout SwiftTextBuffer) {
    for piece in pieces {
      switch piece {
      case .bytes(let fixed): text.append(bytes: fixed)
      case .name(let name, let bare): appendUTF8(member[name], bare: bare, to: &text)
      case .avoided:
        guard let avoided = member.avoided else { continue }
        text.raw(" (`")
        appendUTF8(avoided, bare: true, to: &text)
        text.raw("` is the platform's own)")
      }
    }
  }

  /// Appends `string`'s UTF-8 bytes, without backticks when `bare` (see ``SwiftNames/bare(_:)``).
  private static func appendUTF8(_ string: String, bare: Bool, to text: inout SwiftTextBuffer) {
    var string = string
    string.withUTF8 { utf8 in
      if bare && utf8.contains(UInt8(ascii: "`")) {
        for byte in utf8 where byte != UInt8(ascii: "`") { text.append(byte: byte) }
      } else {
        text.append(bytes: utf8)
      }
    }
  }
}

extension SwiftMembers.Member {
  /// One of the member's names, as declared.
  subscript(name: SwiftMemberList.Name) -> String {
    switch name {
    case .constant: constant
    case .own: own
    case .platform: platform
    }
  }
}
