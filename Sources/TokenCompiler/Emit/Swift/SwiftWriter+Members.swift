/// How ``SwiftWriter`` writes a ``SwiftMemberList``: each member as the declaration it describes.
extension SwiftWriter {
  /// Writes each member: its doc comment, attributes and declaration, a blank line between two.
  func memberList(_ list: SwiftMemberList, indent: Int, into output: inout SwiftTextBuffer) {
    let width = width(at: indent)
    // What every member repeats is encoded once: the fixed text of the pieces, the modifiers and
    // keyword, and the signature.
    let doc = SwiftMemberList.encoded(list.doc)
    let value = SwiftMemberList.encoded(list.value)
    var headText = SwiftTextBuffer()
    _ = self.head(list.modifiers, list.keyword, indent: 0, into: &headText)
    headText.append(ascii: " ")
    let head = headText.bytes
    let signature = Array(list.signature.utf8)
    let isConstant = list.keyword == "let"
    for index in list.members.indices {
      let member = list.members[index]
      if index > 0 {
        output.safePoint()
        output.blank()
      }
      // The doc comment is written as one line, and wrapped only when it does not fit.
      let lineMark = output.count
      output.start(indent)
      output.raw("/// ")
      let docStart = output.count
      SwiftMemberList.append(doc, for: member, to: &output)
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
      output.append(bytes: head)
      output.append(member[list.name])
      output.append(bytes: signature)
      if isConstant {
        output.raw(" = ")
        SwiftMemberList.append(value, for: member, to: &output)
        output.end()
      } else {
        opening(from: mark, indent: indent, into: &output)
        output.start(indent + 1)
        SwiftMemberList.append(value, for: member, to: &output)
        output.end()
        output.line(indent, "}")
      }
    }
  }
}
