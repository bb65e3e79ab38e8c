/// How ``SwiftWriter`` writes a ``SwiftMemberList``: each member as the declaration it describes.
extension SwiftWriter {
  /// Writes each member: its doc comment, attributes and declaration, a blank line between two; in
  /// a session each member is one piece (``piece(_:input:into:render:)``), keyed by the list's
  /// ``SwiftMemberList/key`` and the member's constant (a list without a key is always written).
  func memberList(_ list: SwiftMemberList, indent: Int, into output: inout SwiftTextBuffer) {
    // What every member repeats is encoded once: the fixed text of the pieces, the modifiers and
    // keyword, and the signature.
    var headText = SwiftTextBuffer()
    _ = self.head(list.modifiers, list.keyword, indent: 0, into: &headText)
    headText.append(ascii: " ")
    let form = EncodedMemberForm(
      doc: SwiftMemberList.encoded(list.doc), value: SwiftMemberList.encoded(list.value), head: headText.bytes,
      signature: Array(list.signature.utf8))
    let memoized = memo != nil && !list.key.isEmpty
    let keyPrefix = memoized ? pieceKeyPrefix(list.key) : ""
    for index in list.members.indices {
      let member = list.members[index]
      if index > 0 {
        output.safePoint()
        output.blank()
      }
      guard memoized else {
        self.member(member, of: list, form: form, indent: indent, into: &output)
        continue
      }
      piece(keyPrefix + member.constant, input: SwiftMemberInput(member, indent: indent), into: &output) { output in
        self.member(member, of: list, form: form, indent: indent, into: &output)
      }
    }
  }

  /// What every member of a list repeats, encoded once.
  private struct EncodedMemberForm {
    /// The doc comment's pieces.
    var doc: [SwiftMemberList.EncodedPiece]
    /// The value's pieces.
    var value: [SwiftMemberList.EncodedPiece]
    /// The modifiers and keyword, and a space.
    var head: [UInt8]
    /// The signature.
    var signature: [UInt8]
  }

  /// Writes one member of `list`: its doc comment, attributes and declaration.
  private func member(
    _ member: SwiftMembers.Member, of list: SwiftMemberList, form: EncodedMemberForm, indent: Int,
    into output: inout SwiftTextBuffer
  ) {
    let width = width(at: indent)
    // The doc comment is written as one line, and wrapped only when it does not fit.
    let lineMark = output.count
    output.start(indent)
    output.raw("/// ")
    let docStart = output.count
    SwiftMemberList.append(form.doc, for: member, to: &output)
    if output.withBytes(from: docStart, { SwiftText.isOneLine($0, width: width) }) {
      output.end()
    } else {
      let doc = output.bytes(from: docStart)
      output.truncate(to: lineMark)
      SwiftText.appendWrapped(utf8: doc, width: width, indent: indent, lead: "/// ", empty: "///", into: &output)
    }
    for attribute in member.attributes { self.attribute(attribute, indent: indent, into: &output) }
    let mark = output.count
    output.start(indent)
    output.append(bytes: form.head)
    output.append(member[list.name])
    output.append(bytes: form.signature)
    if list.keyword == "let" {
      output.raw(" = ")
      SwiftMemberList.append(form.value, for: member, to: &output)
      output.end()
    } else {
      opening(from: mark, indent: indent, into: &output)
      output.start(indent + 1)
      SwiftMemberList.append(form.value, for: member, to: &output)
      output.end()
      output.line(indent, "}")
    }
  }
}
