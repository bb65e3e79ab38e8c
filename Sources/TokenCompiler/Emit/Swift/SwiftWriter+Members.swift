/// How ``SwiftWriter`` writes a ``SwiftMemberList``: each member as the declaration it describes.
extension SwiftWriter {
  /// Writes each member: its doc comment, attributes and declaration, a blank line between two.
  func memberList(_ list: SwiftMemberList, indent: Int, into output: inout SwiftTextBuffer) {
    let width = width(at: indent)
    for index in list.members.indices {
      let member = list.members[index]
      if index > 0 { output.blank() }
      // The doc comment is written as one line, and wrapped only when it does not fit.
      let lineMark = output.count
      output.start(indent)
      output.append("/// ")
      let docStart = output.count
      SwiftMemberList.append(list.doc, for: member, to: &output)
      if SwiftText.isOneLine(output.bytes[docStart...], width: width) {
        output.end()
      } else {
        let doc = Array(output.bytes[docStart...])
        output.truncate(to: lineMark)
        SwiftText.appendWrapped(utf8: doc, width: width, indent: indent, lead: "/// ", empty: "///", into: &output)
      }
      for attribute in member.attributes { self.attribute(attribute, indent: indent, into: &output) }
      let mark = head(list.modifiers, list.keyword, indent: indent, into: &output)
      output.append(ascii: " ")
      output.append(member[list.name])
      output.append(list.signature)
      if list.keyword == "let" {
        output.append(" = ")
        SwiftMemberList.append(list.value, for: member, to: &output)
        output.end()
      } else {
        opening(from: mark, indent: indent, into: &output)
        output.start(indent + 1)
        SwiftMemberList.append(list.value, for: member, to: &output)
        output.end()
        output.line(indent, "}")
      }
    }
  }
}
